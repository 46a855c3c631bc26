/**
 * PDF rendering benchmark: a full CMR (two receivers' worth of cargo, sender, carrier and
 * receiver signatures) rendered TOTAL times (1000) on this one thread, in batches of BATCH (50).
 * Prints PDFs per second (median and spread over the batches) and memory growth (RSS and heap,
 * after a forced GC). Targets: >= 50 PDFs/s median, < 100 MB growth. The signed CMR is written
 * as users get it: with its verification page (QR code) and the PAdES seal; SEAL=0 measures the
 * bare render.
 */
import { performance } from 'node:perf_hooks';
import type { CmrData } from '@transitdocs/domain';
import {
  renderGeneratedPdf,
  type RenderSignature,
} from '../apps/server/src/modules/documents/render/render.ts';
import { sealPlanFor } from '../apps/server/src/modules/documents/render/sealed.ts';
import { generateSeal, identityFromPem } from '../apps/server/src/platform/seal/index.ts';
import { signaturePng } from '../apps/server/test/png.ts';

const total = Number(process.env.TOTAL ?? 1000);
const batch = Number(process.env.BATCH ?? 50);
const MB = 1024 * 1024;

function cargo(receiver: number): NonNullable<CmrData['receivers']>[number]['cargo'] {
  return Array.from({ length: 6 }, (_v, i) => ({
    marks: `R${receiver}-${i + 1}`,
    quantity: 10 + i,
    methodOfPackaging: 'paleta EUR',
    name: `Jabłka deserowe „Ligol” kl. ${i + 1} – żółte`,
    statisticalNumber: '0808 10 80',
    weight: 1200.5 + i * 10,
    capacity: 3.2 + i,
  }));
}

const place = (city: string, country: [string, string]) => ({
  address: 'ul. Źródlana 12',
  postCode: '90-001',
  city,
  country,
});

const client = (name: string, city: string, country: [string, string]) => ({
  name,
  address: 'ul. Żeromskiego 5/7',
  city,
  postCode: '90-001',
  country,
  vies: `${country[0]}1234567890`,
});

const data: CmrData = {
  sender: client('Zażółć gęślą jaźń Sp. z o.o.', 'Łódź', ['PL', 'Polska']),
  loading: [place('Łódź', ['PL', 'Polska'])],
  receivers: [1, 2].map((n) => ({
    client: client(`Empfänger Größe ${n} GmbH`, 'Berlin', ['DE', 'Niemcy']),
    cargo: cargo(n),
    destinyPlaces: [place('Berlin', ['DE', 'Niemcy'])],
  })),
  carriers: [
    {
      client: client('Trans-Łódź S.A.', 'Łódź', ['PL', 'Polska']),
      driver: 'Adam Świątek',
      vehicle: 'EL 12345',
      semitrailer: 'EL 9876P',
    },
    { client: client('Spedycja Śląsk', 'Katowice', ['PL', 'Polska']), driver: 'Jan Żak' },
  ],
  attachedDocuments: [{ type: 'Faktura', id: 'FV/2024/05/001' }],
  senderInstruction: 'Odprawa celna w urzędzie w Łodzi. Towar wrażliwy na temperaturę.',
  specialAgreements: 'Temperatura 2–6 °C',
  paymentInstruction: 'Przewoźne płaci nadawca',
  carrierRemarks: 'Folia na palecie 3 naderwana',
  paymentCOD: { value: 1500, currency: 'PLN' },
  payments: {
    carriage: { sender: 1200, senderCurrency: 'EUR', consignee: null, consigneeCurrency: 'EUR' },
    total: { sender: 1200, senderCurrency: 'EUR', consignee: null, consigneeCurrency: 'EUR' },
  },
  dateOfIssue: '2024-05-01',
  loadingDate: '2024-05-02',
  place: 'Łódź',
  waybillNumber: 'CMR/2024/05/0001',
} as CmrData;

const png = signaturePng(600, 200);
const signatures: RenderSignature[] = (['sender', 'carrier', 'receiver'] as const).map((type) => ({
  signedByType: type,
  receiverId: null,
  createdAt: '2024-05-02T08:00:00.000Z',
  png,
  signatureData: {
    sign_fullname: 'Józef Łęcki',
    sign_company_name: 'Zażółć',
    sign_method: 'on screen',
  },
}));

const sealed = process.env.SEAL !== '0';
const identity = identityFromPem(generateSeal('bench.local'));
const verifyUrl = 'https://transitdocs.example.com/verify/Abc_def-0123456789abcdefghijklmn';

const render = () =>
  renderGeneratedPdf(
    {
      code: 'CMR',
      name: 'CMR',
      documentData: data,
      signatures,
      language: 'pl',
      createdAt: new Date('2024-05-01T00:00:00Z'),
      verifyUrl: sealed ? verifyUrl : undefined,
    },
    sealed
      ? sealPlanFor(identity, {
          url: verifyUrl,
          documentName: 'CMR',
          documentType: 'CMR',
          transitNumber: '2024/05/0001',
          location: 'transitdocs.example.com',
          signatures: signatures.map((s) => ({
            party: s.signedByType,
            signer: s.signatureData?.sign_fullname ?? '',
            company: s.signatureData?.sign_company_name ?? '',
            time: s.createdAt,
            method: s.signatureData?.sign_method ?? '',
            contentSha256: 'a'.repeat(64),
          })),
        })
      : undefined,
  );

const gc = (globalThis as { gc?: () => void }).gc;
const memory = () => {
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
};

// Warm-up: loads and parses the font, compiles the code paths.
const sample = await render();
for (let i = 0; i < 20; i++) await render();
const before = memory();
const rates: number[] = [];
let done = 0;
const started = performance.now();
while (done < total) {
  const n = Math.min(batch, total - done);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await render();
  rates.push((n * 1000) / (performance.now() - t0));
  done += n;
}
const elapsed = (performance.now() - started) / 1000;
const after = memory();
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)] ?? 0;
const lines = [
  `PDF render benchmark: ${total} ${sealed ? 'sealed ' : ''}CMR PDFs (${sample.byteLength} bytes each), batches of ${batch}`,
  `  PDFs/s median ${median.toFixed(1)} (min ${(rates[0] ?? 0).toFixed(1)}, max ${(rates[rates.length - 1] ?? 0).toFixed(1)}), overall ${(total / elapsed).toFixed(1)}`,
  `  RSS ${(before.rss / MB).toFixed(1)} MB -> ${(after.rss / MB).toFixed(1)} MB (growth ${((after.rss - before.rss) / MB).toFixed(1)} MB)`,
  `  heap ${(before.heap / MB).toFixed(1)} MB -> ${(after.heap / MB).toFixed(1)} MB (growth ${((after.heap - before.heap) / MB).toFixed(1)} MB)${gc ? '' : ' (run with --expose-gc for settled figures)'}`,
  `  targets: >= 50 PDFs/s median ${median >= 50 ? 'MET' : 'MISSED'}; < 100 MB RSS growth ${after.rss - before.rss < 100 * MB ? 'MET' : 'MISSED'}`,
];
console.log(lines.join('\n'));
