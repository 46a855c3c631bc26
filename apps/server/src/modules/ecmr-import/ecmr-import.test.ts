import fs from 'node:fs';
import { PNG } from 'pngjs';
import { XmlDocument, XmlElement, XmlText } from 'libxml2-wasm';
import { expect, it } from 'vitest';
import { ECMR_IMPORT_MAX_BYTES } from '@transitdocs/domain';
import { auth, countRows, createOwner, json } from '../../../test/factories.ts';
import { createCmr } from '../../../test/document-fixtures.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { ecmrSchemaPath, pdfToText, requireTool, validateXml } from '../../../test/pdf-tools.ts';
import {
  createFleet,
  fullPayload,
  postTransit,
  transitUrl,
  type Fleet,
} from '../../../test/transit-fixtures.ts';
import { ensureVerifyId } from '../documents/index.ts';
import { verifyDocument } from '../verify/index.ts';

const API = '/company/api/v1/';
const FIXTURE = new URL('./fixtures/loginet-duisburg.xml', import.meta.url);
const germanFile = () => fs.readFileSync(FIXTURE);

type ImportBody = {
  transit: { id: number; transit_number: string };
  document: number;
  created: boolean;
  issuing_platform: string;
  imported_signatures: number;
};

type DocumentBody = {
  id: number;
  document_data: Record<string, unknown>;
  signed_by: { signed_by_type: string }[];
  signed_on_issuing_platform: {
    signed_by_type: string;
    signatory: string;
    signed_at: string;
    place: string;
    issuing_platform: string;
  }[];
  actions: Record<string, boolean>;
};

function importFile(t: TestApp, headers: Record<string, string>, bytes: Buffer, name = 'e.xml') {
  const body = multipart(
    [{ name: 'file', file: bytes, fileName: name }] as Part[],
    'application/xml',
  );
  return t.app.inject({
    method: 'POST',
    url: `${API}ecmr/import/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const getDocument = async (t: TestApp, token: string, id: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API}transit-document/${id}/`,
    headers: auth(token),
  });
  return response;
};

const exportXml = async (t: TestApp, headers: Record<string, string>, id: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API}document/id/${id}/xml/`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

function padPng(): Buffer {
  const png = new PNG({ width: 300, height: 100 });
  for (let i = 0; i < 300 * 100; i++) {
    const ink = Math.abs(Math.floor(i / 300) - 50) < 3;
    png.data[i * 4] = ink ? 10 : 255;
    png.data[i * 4 + 1] = ink ? 10 : 255;
    png.data[i * 4 + 2] = ink ? 80 : 255;
    png.data[i * 4 + 3] = ink ? 255 : 0;
  }
  return PNG.sync.write(png);
}

function sign(t: TestApp, token: string, doc: { id: number; transit: number }, type: string) {
  const body = multipart(
    [
      { name: 'document', value: String(doc.id) },
      { name: 'transit', value: String(doc.transit) },
      { name: 'document_type', value: 'json' },
      { name: 'signed_by_type', value: type },
      {
        name: 'signature_data',
        value: JSON.stringify({ sign_fullname: `Signer ${type}`, sign_method: 'on screen' }),
      },
      { name: 'signature', file: padPng(), fileName: 'signature.png' },
    ],
    'image/png',
  );
  return t.app.inject({
    method: 'POST',
    url: `${API}sign-document-signature/`,
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}

/** Every element's path (local names with sibling index) and text, and every attribute. */
function elementValues(xml: string): Map<string, string> {
  const out = new Map<string, string>();
  const doc = XmlDocument.fromString(xml);
  const walk = (element: XmlElement, path: string) => {
    for (const attribute of element.attrs) out.set(`${path}/@${attribute.name}`, attribute.value);
    const counts = new Map<string, number>();
    let text = '';
    let hasChildren = false;
    for (let node = element.firstChild; node !== null; node = node.next) {
      if (node instanceof XmlElement) {
        hasChildren = true;
        const index = counts.get(node.name) ?? 0;
        counts.set(node.name, index + 1);
        walk(node, `${path}/${node.name}[${String(index)}]`);
      } else if (node instanceof XmlText) {
        text += node.content;
      }
    }
    if (!hasChildren) out.set(path, text);
  };
  walk(doc.root, doc.root.name);
  doc.dispose();
  return out;
}

/** Rows a refused import must not have added. */
async function rowCounts(t: TestApp) {
  const count = async (table: 'ecmr_imports' | 'document_imported_signatures') =>
    Number((await t.db.selectFrom(table).select(t.db.fn.countAll().as('n')).executeTakeFirst())?.n);
  return {
    transits: await countRows(t.db, 'transits'),
    documents: await countRows(t.db, 'documents'),
    clients: await countRows(t.db, 'clients'),
    imports: await count('ecmr_imports'),
    signatures: await count('document_imported_signatures'),
  };
}

/** A fleet whose transit has one receiver (so its CMR has an eCMR) and parties with tax numbers. */
async function exportedFleet(
  t: TestApp,
): Promise<{ f: Fleet; cmr: { id: number; transit: number } }> {
  const f = await createFleet(t);
  const taxNumbers: [number, string][] = [
    [f.sender.id, 'PL5260250274'],
    [f.receiverA.id, 'PL7010012345'],
    [f.carrier.id, 'PL9512345678'],
    [f.receiverB.id, 'DE811999111'],
  ];
  for (const [id, vies] of taxNumbers) {
    await t.db.updateTable('clients').set({ vies }).where('id', '=', id).execute();
  }
  const payload = fullPayload(f);
  const transit = await postTransit(t, f.owner.token, {
    ...payload,
    receivers: [payload.receivers[0]],
  });
  const cmr = await createCmr<{ id: number }>(t, f.owner.token, transit.id, { split: false });
  return { f, cmr: { id: cmr.id, transit: transit.id } };
}

describeEachDatabase('eCMR import', (ctx) => {
  const hasXmllint = requireTool('xmllint', 'libxml2-utils');

  it('round trip: our signed export imported and exported again keeps every element and value', async () => {
    const t = ctx();
    const { f, cmr } = await exportedFleet(t);
    expect((await sign(t, f.owner.token, cmr, 'sender')).statusCode).toBe(200);
    expect((await sign(t, f.owner.token, cmr, 'carrier')).statusCode).toBe(200);
    const first = await exportXml(t, auth(f.owner.token), cmr.id);
    expect(first).toContain('<ram:Description>signature:carrier</ram:Description>');

    const response = await importFile(t, auth(f.owner.token), Buffer.from(first), 'cmr.xml');
    expect(response.statusCode, response.body).toBe(200);
    const imported = json(response) as unknown as ImportBody;
    expect(imported).toMatchObject({
      created: true,
      issuing_platform: 'TransitDocs',
      imported_signatures: 2,
    });
    expect(imported.transit.id).not.toBe(cmr.transit);

    const second = await exportXml(t, auth(f.owner.token), imported.document);
    const before = elementValues(first);
    const after = elementValues(second);
    const differences = [...before].filter(([path, value]) => after.get(path) !== value);
    expect(differences).toEqual([]);
    // The signatures carried over say where they were made.
    expect(second).toContain('<ram:Subject>issuing_platform</ram:Subject>');
    if (hasXmllint) await validateXml(second, ecmrSchemaPath());
  });

  it("a German platform's file becomes a transit; its signed box is shown, not offered again; box 23 is signed here", async () => {
    const t = ctx();
    const f = await createFleet(t);
    // The consignee is a contractor already: matched by tax number, not created again.
    const known = await t.db
      .insertInto('clients')
      .values({
        company_id: f.owner.companyId,
        name: 'Stalprofil (nasz)',
        address: 'ul. Krzywoustego 7',
        zip_code: '61-315',
        town: 'Poznań',
        country: 'PL',
        nip: '7822345678',
        vies: 'PL7822345678',
        pesel: '',
        vat_group: '',
        email: '',
        phone: '',
        linked_company_id: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clientsBefore = await countRows(t.db, 'clients');
    const response = await importFile(t, auth(f.owner.token), germanFile(), 'loginet.xml');
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response) as unknown as ImportBody;
    expect(body).toMatchObject({
      created: true,
      issuing_platform: 'LogiNet eCMR',
      imported_signatures: 1,
    });
    // Sender and carrier are new contractors; the consignee is the known one.
    expect(await countRows(t.db, 'clients')).toBe(clientsBefore + 2);
    const sender = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('company_id', '=', f.owner.companyId)
      .where('vies', '=', 'DE811234567')
      .executeTakeFirstOrThrow();
    expect(sender).toMatchObject({ name: 'Rheinstahl Logistik GmbH', town: 'Duisburg' });

    const transit = await t.app.inject({
      method: 'GET',
      url: transitUrl(body.transit.id),
      headers: auth(f.owner.token),
    });
    expect(transit.statusCode, transit.body).toBe(200);
    const transitBody = json(transit) as {
      loading_date: string;
      receivers: { client: { id: number }; cargo: { name: string }[] }[];
      sender_location: { town: string; place: string }[];
    };
    expect(transitBody.loading_date).toBe('2026-12-03');
    expect(transitBody.receivers[0]?.client.id).toBe(known.id);
    expect(transitBody.receivers[0]?.cargo.map((c) => c.name)).toEqual([
      'Stahlträger IPE 300',
      'Stahlbleche 2000x1000',
    ]);
    expect(transitBody.sender_location[0]).toMatchObject({
      town: 'Duisburg',
      place: 'Lager Ruhrort, Tor 4',
    });

    const doc = json(await getDocument(t, f.owner.token, body.document)) as unknown as DocumentBody;
    expect(doc.document_data).toMatchObject({
      waybillNumber: 'DE-ECMR-0004711',
      place: 'Duisburg',
      specialAgreements: 'Entladung nur werktags 7-15 Uhr',
      senderInstruction: 'Ladung mit Kantenschutz sichern',
      attachedDocuments: [{ id: 'LS-2026-88812', type: 'Lieferschein' }],
    });
    expect(doc.signed_by).toEqual([]);
    expect(doc.signed_on_issuing_platform).toEqual([
      {
        signed_by_type: 'sender',
        receiver_id: null,
        signatory: 'Klaus Becker',
        signed_at: '2026-12-03T06:30:00.000Z',
        place: 'Lager Ruhrort, Tor 4, Hafenstraße 12, 47119, Duisburg',
        issuing_platform: 'LogiNet eCMR',
      },
    ]);
    // Box 22 counts as signed: not offered again; box 23 is.
    expect(doc.actions.sign_sender).toBe(false);
    expect(doc.actions.sign_carrier).toBe(true);
    const again = await sign(t, f.owner.token, { id: doc.id, transit: body.transit.id }, 'sender');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ signed_by_type: ['slot_already_signed'] });
    const carrier = await sign(
      t,
      f.owner.token,
      { id: doc.id, transit: body.transit.id },
      'carrier',
    );
    expect(carrier.statusCode, carrier.body).toBe(200);

    // The export names both: the imported box with its platform, the carrier's made here.
    const xml = await exportXml(t, auth(f.owner.token), doc.id);
    expect(xml).toContain(
      '<ram:SpecifiedTransactionID>LOGINET-2026-0004711</ram:SpecifiedTransactionID>',
    );
    expect(xml).toMatch(/<ram:Subject>signatory<\/ram:Subject>\s*<ram:Content>Klaus Becker</);
    expect(xml).toMatch(
      /<ram:Subject>issuing_platform<\/ram:Subject>\s*<ram:Content>LogiNet eCMR</,
    );
    expect(xml).toMatch(/<ram:Subject>signatory<\/ram:Subject>\s*<ram:Content>Signer carrier</);
    if (hasXmllint) await validateXml(xml, ecmrSchemaPath());

    // The PDF prints the imported box with its signatory, time and where it was signed.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${API}document/id/${doc.id}/pdf`,
      headers: { ...auth(f.owner.token), 'accept-language': 'en' },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    if (requireTool('pdftotext', 'poppler-utils')) {
      const text = (await pdfToText(pdf.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('Signed on the issuing platform (LogiNet eCMR)');
      expect(text).toContain('Klaus Becker');
    }

    // The source file is kept unchanged; its SHA-256 is in the document's chain, which verifies.
    const stored = await t.db
      .selectFrom('ecmr_imports')
      .selectAll()
      .where('document_id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(
      Buffer.compare(
        (await t.deps.files.get(stored.source_sha256)) ?? Buffer.alloc(0),
        germanFile(),
      ),
    ).toBe(0);
    const chain = await t.db
      .selectFrom('document_chain_entries')
      .selectAll()
      .where('document_id', '=', doc.id)
      .orderBy('id')
      .execute();
    expect(chain.map((e) => e.kind)).toEqual(['ecmr_import', 'signature']);
    expect(chain[0]?.body).toContain(stored.source_sha256);
    const verdict = await verifyDocument(t.deps, await ensureVerifyId(t.db, doc.id));
    expect(verdict).toMatchObject({ chain_valid: true });

    // A share link of the imported transit opens it with the issuing platform's signature.
    const link = await t.app.inject({
      method: 'POST',
      url: `${API}generate-token/`,
      headers: auth(f.owner.token),
      payload: { type: 'receiver', transit: body.transit.id },
    });
    expect(link.statusCode, link.body).toBe(201);
    const shared = await t.app.inject({
      method: 'GET',
      url: `${API}transit-token/${(json(link) as { id: string }).id}/`,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.body).toContain('"signatory":"Klaus Becker"');

    // The history shows the import.
    const events = await t.db
      .selectFrom('document_events')
      .select('type')
      .where('document_id', '=', doc.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['document_created', 'ecmr_imported']);
  });

  it('the same file again answers the transit it made, not a second one', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const first = json(
      await importFile(t, auth(f.owner.token), germanFile()),
    ) as unknown as ImportBody;
    const counts = await rowCounts(t);
    const again = await importFile(t, auth(f.owner.token), germanFile(), 'renamed.xml');
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again)).toMatchObject({
      transit: first.transit,
      document: first.document,
      created: false,
      imported_signatures: 1,
    });
    expect(await rowCounts(t)).toEqual(counts);
  });

  it('refuses bad files keyed to `file`, leaving nothing behind', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const counts = await rowCounts(t);
    const valid = germanFile().toString('utf8');
    const laughs =
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>\n<lolz>&lol3;</lolz>';
    const passwd =
      '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n' +
      valid
        .replace('<ram:Name>Duisburg</ram:Name>', '<ram:Name>&xxe;</ram:Name>')
        .replace(/^<\?xml[^>]*>\n/, '');
    const cases: [string, Buffer, number, string][] = [
      ['not XML', Buffer.from('Sender;Receiver\nA;B\n'), 400, 'ecmr_not_xml'],
      ['cut short', Buffer.from(valid.slice(0, 2000)), 400, 'ecmr_not_xml'],
      [
        'not valid against the schema',
        Buffer.from(valid.replace('<ram:TypeCode>730</ram:TypeCode>', '<ram:Kind>730</ram:Kind>')),
        400,
        'ecmr_not_valid',
      ],
      ['billion laughs', Buffer.from(laughs), 400, 'ecmr_doctype_refused'],
      ['external entity', Buffer.from(passwd), 400, 'ecmr_doctype_refused'],
      [
        'too large',
        Buffer.concat([Buffer.from(valid), Buffer.alloc(ECMR_IMPORT_MAX_BYTES, 0x20)]),
        413,
        'file_too_large?max_mb=5',
      ],
      [
        'valid but without a consignee',
        Buffer.from(
          valid.replace(/<ram:ConsigneeTradeParty>[\s\S]*<\/ram:ConsigneeTradeParty>/, ''),
        ),
        400,
        'ecmr_incomplete',
      ],
    ];
    for (const [label, bytes, status, key] of cases) {
      const response = await importFile(t, auth(f.owner.token), bytes);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(json(response), label).toMatchObject({ file: [key] });
      expect(response.body, label).not.toContain('root:');
    }
    expect(await rowCounts(t)).toEqual(counts);
  });

  it("an imported transit is only the importer's: another company and its API key cannot read it", async () => {
    const t = ctx();
    const f = await createFleet(t);
    const body = json(
      await importFile(t, auth(f.owner.token), germanFile()),
    ) as unknown as ImportBody;
    const other = await createOwner(t.app);
    const key = await t.app.inject({
      method: 'POST',
      url: `${API}api-keys/`,
      headers: auth(other.token),
      payload: { name: 'ERP', scope: 'write' },
    });
    expect(key.statusCode, key.body).toBe(201);
    const keyHeaders = { authorization: `Api-Key ${(json(key) as { key: string }).key}` };
    for (const url of [transitUrl(body.transit.id), `${API}transit-document/${body.document}/`]) {
      const mine = await t.app.inject({ method: 'GET', url, headers: auth(f.owner.token) });
      expect(mine.statusCode, url).toBe(200);
    }
    for (const headers of [auth(other.token), keyHeaders]) {
      for (const url of [
        transitUrl(body.transit.id),
        `${API}transit-document/${body.document}/`,
        `${API}document/id/${body.document}/xml/`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(404);
      }
    }
    // The other company's key imports the same file as its own transit, apart from the first.
    const own = await importFile(t, keyHeaders, germanFile());
    expect(own.statusCode, own.body).toBe(200);
    const ownBody = json(own) as unknown as ImportBody;
    expect(ownBody.created).toBe(true);
    expect(ownBody.transit.id).not.toBe(body.transit.id);
    const mine = await t.db
      .selectFrom('transits')
      .select('company_id')
      .where('id', '=', ownBody.transit.id)
      .executeTakeFirstOrThrow();
    expect(mine.company_id).toBe(other.companyId);
  });
});
