import { expect, type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { answered, companyClient, COMPANY_API } from './api.ts';

/** A transit of the demo company with one receiver, made through the API. */
export async function createDemoTransit(api: APIRequestContext, token: string): Promise<number> {
  const client = companyClient(api, token);
  const [wholesaler, carrier] = await Promise.all(
    ['Hurtownia', 'Trans-Kurier'].map(async (search) => {
      const found = answered(
        await client.GET('/company/api/v1/client/all_clients/', { params: { query: { search } } }),
        `contractor ${search}`,
      );
      return found.results[0]?.id;
    }),
  );
  expect(wholesaler && carrier, 'the demo clients are seeded').toBeTruthy();
  const place = {
    address: 'ul. Transportowa 1',
    zip_code: '00-001',
    town: 'Warszawa',
    country: 'PL',
    latitude: 52.2297,
    longitude: 21.0122,
  };
  const body = {
    loading_date: new Date().toISOString().slice(0, 10),
    sender_client: wholesaler,
    sender_location: [place],
    receivers: [
      {
        client: wholesaler,
        cargo: [{ name: 'Palety EUR', quantity: 10 }],
        destiny_places: [{ ...place, town: 'Kraków', zip_code: '30-701' }],
      },
    ],
    carrier: [{ client: carrier, driver_not_from_system: 'Adam Nowicki' }],
  };
  return answered(await client.POST('/company/api/v1/all-transit/', { body }), 'transit').id;
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
