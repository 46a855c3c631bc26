import { expect, type APIRequestContext } from '@playwright/test';
import { COMPANY_API } from './api.ts';
import { DEMO } from './data.ts';
import { createCmr } from './transit-documents.ts';
import { contractor, createTransit, DEMO_PLACE } from './transits.ts';
import { apiSignIn } from './ui.ts';

/** A 2x2 dark PNG: enough ink for the server to take it as a signature, and a photo. */
export const INK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** A transit of the demo driver, with the tokens to check on it through the API. */
export type DriverTransit = {
  transit: number;
  number: string;
  /** The sender's name, as the transit's consignor. */
  consignor: string;
  cmr: { id: number; name: string };
  /** The demo owner's token. */
  token: string;
  driverToken: string;
};

/**
 * A transit the demo driver drives in the vehicle `plate`, its CMR signed by the sender (the
 * carrier's box is next).
 */
export async function transitForDriver(
  api: APIRequestContext,
  plate: string,
): Promise<DriverTransit> {
  const token = await apiSignIn(api, DEMO.owner, DEMO.password);
  const driverToken = await apiSignIn(api, DEMO.driver, DEMO.password);
  const me = await api.get('/auth/api/v1/user/me/', {
    headers: { authorization: `Token ${driverToken}` },
  });
  const driver = ((await me.json()) as { id: number }).id;
  const [wholesaler, carrier] = await Promise.all([
    contractor(api, token, 'Hurtownia'),
    contractor(api, token, 'Trans-Kurier'),
  ]);
  const transit = await createTransit(api, token, {
    loading_date: new Date().toISOString().slice(0, 10),
    sender_client: wholesaler.id,
    sender_location: [DEMO_PLACE],
    receivers: [
      {
        client: wholesaler.id,
        cargo: [{ name: 'Palety EUR', quantity: 10 }],
        destiny_places: [{ ...DEMO_PLACE, town: 'Kraków', zip_code: '30-701' }],
      },
    ],
    carrier: [{ client: carrier.id, driver, vehicle_not_from_system: plate }],
  });
  const id = transit.id;
  const cmr = await createCmr(api, token, id);
  const signed = await api.post(`${COMPANY_API}/sign-document-signature/`, {
    headers: { authorization: `Token ${token}` },
    multipart: {
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: INK_PNG },
      document: String(cmr.id),
      transit: String(id),
      document_type: 'json',
      signed_by_type: 'sender',
      signature_data: JSON.stringify({
        sign_fullname: 'Piotr Nadawca',
        sign_company_name: wholesaler.name,
        sign_method: 'on screen',
      }),
    },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  return {
    transit: id,
    number: transit.transit_number,
    consignor: wholesaler.name,
    cmr,
    token,
    driverToken,
  };
}
