import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { expect, it } from 'vitest';
import { auth, json } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { createFleet, fullPayload, postTransit } from '../../../test/transit-fixtures.ts';

/**
 * An uploaded PDF is stored without what acts by itself (JavaScript, an open action, a launch
 * action, embedded files), keeps its pages, and is served sandboxed: opening a shared PDF must
 * not run someone else's script (docs/decisions/0028-uploaded-pdfs.md).
 */

const API = '/company/api/v1/';

/** An invoice that runs scripts on opening and on its page, launches a program and carries one. */
async function actingPdf(): Promise<Buffer> {
  const withFile = await PDFDocument.create();
  const page = withFile.addPage([300, 200]);
  page.drawText('Invoice FV 7/2026', {
    x: 20,
    y: 150,
    size: 14,
    font: await withFile.embedFont(StandardFonts.Helvetica),
  });
  await withFile.attach(Buffer.from('MZ not really a program'), 'tool.exe', {
    mimeType: 'application/octet-stream',
  });
  const document = await PDFDocument.load(await withFile.save());
  const { context, catalog } = document;
  const script = (code: string) =>
    context.register(context.obj({ S: 'JavaScript', JS: PDFString.of(code) }));
  catalog.set(PDFName.of('OpenAction'), script('app.alert("open")'));
  const scripts = context.obj({ Names: [PDFString.of('start'), script('app.alert("names")')] });
  catalog
    .lookup(PDFName.of('Names'), PDFDict)
    .set(PDFName.of('JavaScript'), context.register(scripts));
  const first = document.getPage(0).node;
  first.set(PDFName.of('AA'), context.obj({ O: script('app.alert("page")') }));
  const launch = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 50, 50],
    A: { S: 'Launch', F: PDFString.of('calc.exe') },
  });
  first.set(PDFName.of('Annots'), context.obj([context.register(launch)]));
  return Buffer.from(await document.save());
}

/** Every object of the file written out, so a test can look for names compressed in streams. */
async function objectText(bytes: Buffer): Promise<string> {
  const document = await PDFDocument.load(bytes);
  return document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object.toString())
    .join('\n');
}

function poppler(tool: 'pdftotext' | 'pdfdetach', bytes: Buffer, args: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'td-active-'));
  try {
    const file = path.join(dir, 'in.pdf');
    fs.writeFileSync(file, bytes);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function expectHarmless(t: TestApp, downloadUrl: string, headers: Record<string, string>) {
  const download = await t.app.inject({ method: 'GET', url: downloadUrl, headers });
  expect(download.statusCode, download.body).toBe(200);
  expect(download.headers['content-security-policy']).toBe('sandbox');
  expect(download.headers['x-content-type-options']).toBe('nosniff');
  const stored = download.rawPayload;
  const objects = await objectText(stored);
  for (const name of ['/JavaScript', '/JS ', '/Launch', '/OpenAction', '/AA', '/EmbeddedFile']) {
    expect(objects).not.toContain(name);
  }
  expect(poppler('pdfdetach', stored, ['-list'])).toMatch(/^0 embedded files/);
  expect(poppler('pdftotext', stored, [])).toContain('Invoice FV 7/2026');
}

describeEachDatabase('uploaded PDFs cannot act', (ctx) => {
  it('an upload is stored without scripts, actions and files, with its page, and served sandboxed', async () => {
    const t = ctx();
    const f = await createFleet(t);
    const transit = await postTransit(t, f.owner.token, fullPayload(f));
    const pdf = await actingPdf();
    expect(await objectText(pdf)).toContain('/Launch');
    expect(poppler('pdfdetach', pdf, ['-list'])).toMatch(/^1 embedded files/);

    const body = multipart([
      { name: 'transit', value: String(transit.id) },
      { name: 'type', value: '6' },
      { name: 'document', file: pdf, fileName: 'faktura.pdf', type: 'application/pdf' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}transit-document/`,
      headers: { ...auth(f.owner.token), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (json(created) as { id: number }).id;
    await expectHarmless(t, `${API}document/id/${id}/download`, auth(f.owner.token));

    // The same through a share link, with no account.
    const link = await t.app.inject({
      method: 'POST',
      url: `${API}generate-token/`,
      headers: auth(f.owner.token),
      payload: { type: 'carrier', transit: transit.id },
    });
    expect(link.statusCode, link.body).toBe(201);
    const token = (json(link) as { id: string }).id;
    const shared = multipart([
      { name: 'type', value: '6' },
      { name: 'first_name', value: 'Jan' },
      { name: 'last_name', value: 'Nowak' },
      { name: 'company_name', value: 'Przewoźnik' },
      { name: 'document', file: pdf, fileName: 'faktura.pdf', type: 'application/pdf' },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `${API}transit-token/${transit.id}/document-add/?token=${token}`,
      headers: shared.headers,
      payload: shared.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const sharedId = (json(added) as { id: number }).id;
    await expectHarmless(t, `${API}transit-token/${token}/download?document=${sharedId}`, {});
  });
});
