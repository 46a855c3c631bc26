import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RegistryCompany = {
  nip: string;
  name: string;
  address: string;
  zip: string;
  town: string;
};

/**
 * A local stand-in for the Ministry of Finance VAT white list and the EU VIES REST service,
 * answering in their real response shapes, so browser tests look companies up without the
 * internet. Companies are registered per test with `add`.
 */
export class FakeRegistries {
  private readonly companies = new Map<string, RegistryCompany>();
  private readonly server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const whiteList = /^\/api\/search\/nip\/(\d{10})$/.exec(url.pathname);
    const vies = /^\/ms\/([A-Z]{2})\/vat\/([A-Za-z0-9]+)$/.exec(url.pathname);
    response.setHeader('content-type', 'application/json');
    if (whiteList) {
      const company = this.companies.get(`PL${whiteList[1] ?? ''}`);
      response.end(
        JSON.stringify({
          result: {
            subject: company
              ? {
                  name: company.name,
                  nip: company.nip,
                  statusVat: 'Czynny',
                  regon: '000000000',
                  workingAddress: `${company.address}, ${company.zip} ${company.town}`,
                  residenceAddress: null,
                }
              : null,
            requestId: 'fake-1',
            requestDateTime: new Date().toISOString(),
          },
        }),
      );
      return;
    }
    if (vies) {
      const company = this.companies.get(`${vies[1] ?? ''}${vies[2] ?? ''}`);
      response.end(
        JSON.stringify({
          isValid: Boolean(company),
          requestDate: new Date().toISOString(),
          userError: company ? 'VALID' : 'INVALID',
          name: company?.name ?? '---',
          address: company ? `${company.address}\n${company.zip} ${company.town}` : '---',
          vatNumber: vies[2],
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ code: 'NOT_FOUND', message: 'unknown path' }));
  });

  url = '';

  add(countryPrefix: string, company: RegistryCompany): void {
    this.companies.set(`${countryPrefix}${company.nip}`, company);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server.close(() => {
        resolve();
      }),
    );
  }
}
