/**
 * PDF rendering benchmark: a full CMR (two receivers' worth of cargo, sender, carrier and
 * receiver signatures) rendered TOTAL times (1000) on this one thread, in batches of BATCH (50).
 * Prints PDFs per second (median and spread over the batches) and memory growth (RSS and heap,
 * after a forced GC). Targets: >= 50 PDFs/s median, < 100 MB growth. The signed CMR is written
 * as users get it: with its verification page (QR code) and the PAdES seal; SEAL=0 measures the
 * bare render. CPU milliseconds per PDF (this process) are printed too: they move much less than
 * wall clock when other work shares the machine.
 *
 * By default one document is rendered again and again, so every per-text and per-image cache
 * hits. VARY=1 gives each PDF its own values, signature images and verification address, as
 * first downloads of real documents have (not part of the targets).
 */
import { performance } from 'node:perf_hooks';
import { crc32 } from 'node:zlib';
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
const vary = process.env.VARY === '1';
const MB = 1024 * 1024;

/** A suffix that makes the values of document `n` its own (empty without VARY). */
const own = (n: number) => (vary ? ` ${n}` : '');

function cargo(receiver: number, n: number): NonNullable<CmrData['receivers']>[number]['cargo'] {
  return Array.from({ length: 6 }, (_v, i) => ({
    marks: `R${receiver}-${i + 1}`,
    quantity: 10 + i,
    methodOfPackaging: 'paleta EUR',
    name: `Jabłka deserowe „Ligol” kl. ${i + 1} – żółte${own(n)}`,
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

const documentData = (n: number): CmrData =>
  ({
    sender: client(`Zażółć gęślą jaźń${own(n)} Sp. z o.o.`, 'Łódź', ['PL', 'Polska']),
    loading: [place('Łódź', ['PL', 'Polska'])],
    receivers: [1, 2].map((r) => ({
      client: client(`Empfänger Größe ${r}${own(n)} GmbH`, 'Berlin', ['DE', 'Niemcy']),
      cargo: cargo(r, n),
      destinyPlaces: [place('Berlin', ['DE', 'Niemcy'])],
    })),
    carriers: [
      {
        client: client('Trans-Łódź S.A.', 'Łódź', ['PL', 'Polska']),
        driver: `Adam Świątek${own(n)}`,
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
    waybillNumber: `CMR/2024/05/${String(n).padStart(4, '0')}`,
  }) as CmrData;

const png = signaturePng(600, 200);

/**
 * The signature image as another PNG (VARY): the same pixels with a text chunk of its own before
 * IEND, so it is decoded like a new image. Without VARY, the one image.
 */
function ownPng(n: number): Uint8Array {
  if (!vary) return png;
  const text = Buffer.from(`Comment\0${n}`, 'latin1');
  const head = Buffer.alloc(8);
  head.writeUInt32BE(text.length, 0);
  head.write('tEXt', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), text])), 0);
  const iend = png.byteLength - 12;
  return Buffer.concat([png.subarray(0, iend), head, text, crc, png.subarray(iend)]);
}

const signaturesOf = (n: number): RenderSignature[] =>
  (['sender', 'carrier', 'receiver'] as const).map((type, i) => ({
    signedByType: type,
    receiverId: null,
    createdAt: '2024-05-02T08:00:00.000Z',
    png: ownPng(n * 3 + i),
    signatureData: {
      sign_fullname: `Józef Łęcki${own(n)}`,
      sign_company_name: 'Zażółć',
      sign_method: 'on screen',
    },
  }));

const sealed = process.env.SEAL !== '0';
const identity = identityFromPem(generateSeal('bench.local'));
const verifyUrlOf = (n: number) =>
  `https://transitdocs.example.com/verify/Abc_def-0123456789abcdefghij${vary ? String(n).padStart(6, '0') : 'klmn'}`;

/** What document `n` is made of; built before the timed loop. */
const inputOf = (n: number) => ({
  data: documentData(n),
  signatures: signaturesOf(n),
  verifyUrl: verifyUrlOf(n),
});
type Input = ReturnType<typeof inputOf>;
const fixed = inputOf(1);
const inputs = vary ? Array.from({ length: total + 21 }, (_v, n) => inputOf(n)) : [];

const render = (n: number) => {
  const { data, signatures, verifyUrl }: Input = inputs[n] ?? fixed;
  return renderGeneratedPdf(
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
};

const gc = (globalThis as { gc?: () => void }).gc;
const memory = () => {
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
};

// Warm-up: loads and parses the font, compiles the code paths.
const sample = await render(0);
for (let i = 1; i <= 20; i++) await render(i);
const before = memory();
const rates: number[] = [];
let done = 0;
const started = performance.now();
const cpuStart = process.cpuUsage();
while (done < total) {
  const n = Math.min(batch, total - done);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await render(21 + done + i);
  rates.push((n * 1000) / (performance.now() - t0));
  done += n;
}
const elapsed = (performance.now() - started) / 1000;
// CPU time moves much less than wall clock with other work on the machine.
const cpu = process.cpuUsage(cpuStart);
const cpuMsPerPdf = (cpu.user + cpu.system) / 1000 / total;
const after = memory();
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)] ?? 0;
const lines = [
  `PDF render benchmark: ${total} ${sealed ? 'sealed ' : ''}CMR PDFs (${sample.byteLength} bytes each), batches of ${batch}${vary ? ', each a document of its own (VARY)' : ''}`,
  `  PDFs/s median ${median.toFixed(1)} (min ${(rates[0] ?? 0).toFixed(1)}, max ${(rates[rates.length - 1] ?? 0).toFixed(1)}), overall ${(total / elapsed).toFixed(1)}`,
  `  CPU ${cpuMsPerPdf.toFixed(2)} ms per PDF (user ${(cpu.user / 1000 / total).toFixed(2)}, system ${(cpu.system / 1000 / total).toFixed(2)}): ${(1000 / cpuMsPerPdf).toFixed(1)} PDFs per CPU second`,
  `  RSS ${(before.rss / MB).toFixed(1)} MB -> ${(after.rss / MB).toFixed(1)} MB (growth ${((after.rss - before.rss) / MB).toFixed(1)} MB)`,
  `  heap ${(before.heap / MB).toFixed(1)} MB -> ${(after.heap / MB).toFixed(1)} MB (growth ${((after.heap - before.heap) / MB).toFixed(1)} MB)${gc ? '' : ' (run with --expose-gc for settled figures)'}`,
  `  targets: >= 50 PDFs/s median ${median >= 50 ? 'MET' : 'MISSED'}; < 100 MB RSS growth ${after.rss - before.rss < 100 * MB ? 'MET' : 'MISSED'}`,
];
console.log(lines.join('\n'));
