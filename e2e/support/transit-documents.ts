import { expect, type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { answered, companyClient, COMPANY_API } from './api.ts';
import { contractorId, createTransit, DEMO_PLACE, type Transit } from './transits.ts';

/** A transit of the demo company with one receiver, made through the API. */
async function newDemoTransit(api: APIRequestContext, token: string): Promise<Transit> {
  const [wholesaler, carrier] = await Promise.all([
    contractorId(api, token, 'Hurtownia'),
    contractorId(api, token, 'Trans-Kurier'),
  ]);
  return createTransit(api, token, {
    loading_date: new Date().toISOString().slice(0, 10),
    sender_client: wholesaler,
    sender_location: [DEMO_PLACE],
    receivers: [
      {
        client: wholesaler,
        cargo: [{ name: 'Palety EUR', quantity: 10 }],
        destiny_places: [{ ...DEMO_PLACE, town: 'Kraków', zip_code: '30-701' }],
      },
    ],
    carrier: [{ client: carrier, driver_not_from_system: 'Adam Nowicki' }],
  });
}

/** The id of a new transit of the demo company with one receiver. */
export async function createDemoTransit(api: APIRequestContext, token: string): Promise<number> {
  return (await newDemoTransit(api, token)).id;
}

/** A new transit of the demo company with one receiver, and a CMR generated from its data. */
export async function createDemoTransitWithCmr(
  api: APIRequestContext,
  token: string,
): Promise<{ transit: number; number: string; cmr: { id: number; name: string } }> {
  const transit = await newDemoTransit(api, token);
  const cmr = await createCmr(api, token, transit.id);
  return { transit: transit.id, number: transit.transit_number, cmr };
}

/** A CMR generated from the transit's data, as the type chooser makes it. */
export async function createCmr(
  api: APIRequestContext,
  token: string,
  transit: number,
): Promise<{ id: number; name: string }> {
  const client = companyClient(api, token);
  const generated = answered(
    await client.POST('/company/api/v1/generate-document-data/', { body: { transit, type: 4 } }),
    'document data',
  );
  const document = answered(
    await client.POST('/company/api/v1/transit-document/', {
      body: { transit, type: 4, document_data: generated.document_data },
    }),
    'CMR',
  );
  return { id: document.id, name: document.name };
}

/** The documents of a transit as the API lists them now. */
export async function transitDocuments(api: APIRequestContext, token: string, transit: number) {
  return answered(
    await companyClient(api, token).GET('/company/api/v1/document/{transitId}/', {
      params: { path: { transitId: transit } },
    }),
    `documents of transit ${String(transit)}`,
  );
}

/** A PDF of `pages` A4 pages made here, uploaded as an "other" document named `name`. */
export async function uploadPdf(
  api: APIRequestContext,
  token: string,
  transit: number,
  name: string,
  pages = 3,
): Promise<number> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    const sheet = pdf.addPage([595, 842]);
    sheet.drawText(`${name}, page ${String(page)}`, { x: 50, y: 780, size: 18, font });
    for (let line = 0; line < 40; line += 1) {
      sheet.drawText(`Line ${String(line + 1)}: Palety EUR 80x120, 10 szt.`, {
        x: 50,
        y: 740 - line * 17,
        size: 11,
        font,
      });
    }
  }
  const response = await api.post(`${COMPANY_API}/transit-document/`, {
    headers: { authorization: `Token ${token}` },
    multipart: {
      transit: String(transit),
      type: '8',
      name,
      document: {
        name: 'annex.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await pdf.save()),
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}
