import type { EftiInspectionResponse } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { addCmr, postNearlyCompleteTransit } from '../../../test/efti-fixtures.ts';
import { auth, createOwner, json } from '../../../test/factories.ts';
import { describeEachDatabase, type TestApp } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { signaturePng } from '../../../test/png.ts';
import { loadConfig } from '../../config.ts';

const GATE_ID = 'gate-pl.test';
const PLATFORM_ID = 'transitdocs-test';
const ENV = { EFTI_GATE_ID: GATE_ID, EFTI_PLATFORM_ID: PLATFORM_ID };
const inspectionUrl = (transit: number) =>
  `/company/api/v1/all-transit/${String(transit)}/efti-inspection/`;

async function inspect(t: TestApp, token: string, transit: number) {
  return t.app.inject({ method: 'GET', url: inspectionUrl(transit), headers: auth(token) });
}

async function inspection(t: TestApp, token: string, transit: number) {
  const response = await inspect(t, token, transit);
  expect(response.statusCode, response.body).toBe(200);
  return json(response) as EftiInspectionResponse;
}

/** Signs the document as its sender on screen, through the signing API. */
async function signAsSender(t: TestApp, token: string, document: number, transit: number) {
  const body = multipart(
    [
      { name: 'document', value: String(document) },
      { name: 'transit', value: String(transit) },
      { name: 'document_type', value: 'json' },
      { name: 'signed_by_type', value: 'sender' },
      {
        name: 'signature_data',
        value: JSON.stringify({
          sign_fullname: 'Anna Nowak',
          sign_company_name: 'Nowak Trans',
          sign_method: 'on screen',
        }),
      },
      { name: 'signature', file: Buffer.from(signaturePng()), fileName: 'signature.png' },
    ],
    'image/png',
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/company/api/v1/sign-document-signature/',
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function plateOf(t: TestApp, vehicle: number): Promise<string> {
  const row = await t.db
    .selectFrom('vehicles')
    .select('number')
    .where('id', '=', vehicle)
    .executeTakeFirstOrThrow();
  return row.number;
}

describeEachDatabase(
  'eFTI inspection',
  (ctx) => {
    it('gives the driver the UIL and the elements, both carriers’ vehicles among them', async () => {
      const t = ctx();
      const { f, transit } = await postNearlyCompleteTransit(t);
      const cmr = await addCmr(t, f.owner.token, transit.id);
      const before = Date.now();
      const body = await inspection(t, f.driver.token, transit.id);
      expect(body.transit).toEqual({ id: transit.id, transit_number: transit.transit_number });
      expect(body.efti).toMatchObject({ status: 'active', missing: [] });
      expect(body.uil).toEqual({
        gate_id: GATE_ID,
        platform_id: PLATFORM_ID,
        dataset_id: body.efti.dataset_id,
      });
      expect(Date.parse(body.read_at)).toBeGreaterThanOrEqual(before - 1000);

      const value = (path: string) => body.elements.find((e) => e.path === path)?.value;
      const vehicle = (n: number) =>
        value(`consignment/mainCarriageTransportMovement[${String(n)}]/usedTransportMeans/id`);
      expect(vehicle(1)).toBe(await plateOf(t, f.tractor));
      expect(vehicle(2)?.toUpperCase()).toBe('B XY 123');
      expect(value('consignment/consignee/name')).toBe(f.receiverA.name);
      expect(value('consignment/associatedParty/name')).toBe(f.receiverB.name);
      expect(value('consignment/usedTransportEquipment/id')).toBe(await plateOf(t, f.semitrailer));
      expect(body.elements.every((e) => e.value !== '')).toBe(true);
      expect(body.elements.find((e) => e.path === 'consignment/grossWeight')?.attributes).toEqual({
        unitId: 'KGM',
      });

      expect(body.cmr).toEqual({
        document_id: cmr,
        name: expect.any(String) as string,
        verify_id: null,
        pdf_url: `/company/api/v1/document/id/${String(cmr)}/download`,
        verification: null,
      });
    });

    it('verifies a signed CMR and gives a PDF address the same driver reads', async () => {
      const t = ctx();
      const { f, transit } = await postNearlyCompleteTransit(t);
      await addCmr(t, f.owner.token, transit.id);
      // The newest CMR is the one shown: sign a second one.
      const cmr = await addCmr(t, f.owner.token, transit.id);
      await signAsSender(t, f.owner.token, cmr, transit.id);
      const body = await inspection(t, f.driver.token, transit.id);
      expect(body.cmr?.document_id).toBe(cmr);
      const verifyId = body.cmr?.verify_id;
      if (!verifyId) throw new Error('no verification id');
      expect(body.cmr?.verification?.signatures).toEqual([
        expect.objectContaining({
          signed_by_type: 'sender',
          signer_name: 'Anna Nowak',
          company_name: 'Nowak Trans',
          chain_valid: true,
        }),
      ]);
      expect(body.cmr?.verification?.chain_valid).toBe(true);
      const publicAnswer = await t.app.inject({
        method: 'GET',
        url: `/company/api/v1/verify/${verifyId}/`,
      });
      expect(publicAnswer.statusCode, publicAnswer.body).toBe(200);
      // The same answer as the public verification page.
      expect(body.cmr?.verification).toEqual(json(publicAnswer));

      const pdf = await t.app.inject({
        method: 'GET',
        url: body.cmr?.pdf_url ?? '',
        headers: auth(f.driver.token),
      });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Writing the sealed PDF kept the verification id the answer gave.
      const again = await inspection(t, f.driver.token, transit.id);
      expect(again.cmr?.verify_id).toBe(verifyId);
    });

    it('answers 404 to another company’s user and 401 without a session', async () => {
      const t = ctx();
      const { transit } = await postNearlyCompleteTransit(t);
      const stranger = await createOwner(t.app);
      expect((await inspect(t, stranger.token, transit.id)).statusCode).toBe(404);
      const anonymous = await t.app.inject({ method: 'GET', url: inspectionUrl(transit.id) });
      expect(anonymous.statusCode).toBe(401);
    });
  },
  ENV,
);

describeEachDatabase('eFTI inspection without a gate', (ctx) => {
  it('has no UIL when EFTI_GATE_ID is unset, and no CMR before one is made', async () => {
    const t = ctx();
    const { f, transit } = await postNearlyCompleteTransit(t);
    const body = await inspection(t, f.owner.token, transit.id);
    expect(body.uil).toBeNull();
    expect(body.cmr).toBeNull();
    expect(body.efti.status).toBe('draft');
    expect(body.elements.length).toBeGreaterThan(0);
  });
});

describe('EFTI_GATE_ID', () => {
  it('is optional and, like the platform id, never holds a slash', () => {
    expect(loadConfig({}).efti.gateId).toBeUndefined();
    expect(loadConfig({ EFTI_GATE_ID: ' ' }).efti.gateId).toBeUndefined();
    expect(loadConfig({ EFTI_GATE_ID: 'gate-pl' }).efti.gateId).toBe('gate-pl');
    expect(() => loadConfig({ EFTI_GATE_ID: 'gate/pl' })).toThrow(/EFTI_GATE_ID/);
  });
});
