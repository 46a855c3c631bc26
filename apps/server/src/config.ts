import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { legacyGates, mergeGates, parseGateList, type GateDefinition } from './efti-gates.ts';
import { TrustProxySetting, type TrustProxy } from './trust-proxy.ts';

const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A gate or platform id: part of the UIL `gate/platform/dataset`, so never a '/'. */
const EFTI_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** A price in PLN, kept in grosze (integers) once loaded. */
const price = z.coerce.number().min(0).max(100_000);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  LIST_READER_THREADS: z.coerce.number().int().min(0).max(16).default(2),
  LIST_READER_POOL_MAX: z.coerce.number().int().min(1).max(100).default(2),
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  PDF_INSPECTION_QUEUE: z.coerce.number().int().min(1).max(1000).default(8),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('TransitDocs <no-reply@transitdocs.local>'),
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_TOKEN: optionalText,
  SMS_SENDER: z.string().min(1).default('TransitDocs'),
  REDIS_URL: optionalUrl,
  /** An S3-compatible bucket for the files; unset: files under DATA_DIR/files. */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,100}$/)
    .default('transitdocs'),
  NOTIFICATIONS_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  PUSH_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  PUBLIC_URL: optionalUrl,
  SEAL_P12_PATH: optionalText,
  SEAL_P12_PASSWORD: z.string().default(''),
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  TRUST_PROXY: TrustProxySetting.default(false),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  MF_API_URL: z.url().default('https://wl-api.mf.gov.pl'),
  VIES_API_URL: z.url().default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  PRICE_PER_DOCUMENT: price.default(0.5),
  PRICE_PER_FILE: price.default(0.2),
  PRICE_SMS_EU: price.default(0.15),
  PRICE_SMS_NON_EU: price.default(0.4),
  PRICE_SMS_UK: price.default(0.3),
  EFTI_GATE_API_KEYS: optionalText,
  EFTI_GATE_URL: optionalUrl,
  EFTI_GATES: optionalText,
  EFTI_GATES_FILE: optionalText,
  EFTI_GATE_TLS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  EFTI_GATE_TLS_CERT_FILE: optionalText,
  EFTI_GATE_TLS_KEY_FILE: optionalText,
  EFTI_GATE_TLS_CA_FILE: optionalText,
  EFTI_PLATFORM_ID: z.string().trim().regex(EFTI_ID).default('transitdocs'),
  EFTI_GATE_ID: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().regex(EFTI_ID).optional())
    .optional(),
  EFTI_GATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  EFTI_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  EFTI_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  EFTI_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(86_400_000).default(60_000),
  EFTI_GATE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(3000),
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(3000),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
  WEBHOOK_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  WEBHOOK_GIVE_UP_MS: z.coerce.number().int().min(100).max(604_800_000).default(86_400_000),
  WEBHOOK_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  WEBHOOK_MAX_ENDPOINTS: z.coerce.number().int().min(1).max(1000).default(10),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise the SQLite file below. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  sqliteFile: string;
  /** Threads that read transit list pages beside the event loop (0: on it). */
  listReaderThreads: number;
  /**
   * PostgreSQL connections of each list reader thread. Few: on a small machine more queries at
   * once only share the same cores, and the slowest answers wait longer.
   */
  listReaderPoolMax: number;
  /**
   * Threads that decode and re-encode pictures (platform/images/pool.ts); by default one core
   * fewer than the machine has, so the event loop keeps one.
   */
  imageWorkers: number;
  /**
   * Uploaded PDFs waiting for the inspector's threads (besides those being inspected); past it an
   * upload answers 503 with Retry-After, nothing stored.
   */
  pdfInspectionQueue: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: { gatewayUrl: string | undefined; token: string | undefined; sender: string };
  redisUrl: string | undefined;
  /**
   * The S3-compatible file store when a bucket is set (several instances share it); otherwise
   * files live under DATA_DIR/files. Credentials unset: the SDK's own chain (environment, profile,
   * instance role).
   */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  /** Redis channel prefix: instances of one deployment share it. */
  redisPrefix: string;
  /**
   * WebSocket idle timeout (clients ping every 20 s) and web push: VAPID settings, and whether a
   * push endpoint may be a private or loopback address (tests, closed networks; always https),
   * against server-side request forgery (docs/decisions/0092-one-outbound-address-guard.md).
   */
  notifications: {
    idleTimeoutMs: number;
    vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
    pushAllowPrivate: boolean;
  };
  publicUrl: string;
  /** An admin's company-seal PKCS#12 file; without it a seal is generated at first need. */
  seal: { p12Path: string | undefined; p12Password: string };
  webDistDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemo: 'auto' | 'true' | 'false';
  /**
   * Attempt limits (platform/rate-limit.ts): free failures per account-and-address (max) and per
   * address (ipMax) before a doubling wait, and requests per window for actions that send.
   */
  rateLimit: { max: number; ipMax: number; windowMs: number };
  /** requests per company API key per RATE_LIMIT_WINDOW_MS; past it 429 */
  apiKeyRateLimit: number;
  trustProxy: TrustProxy;
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, so the load
   * balancer's next probe takes the instance out before it closes (0: close at once).
   */
  shutdownDrainMs: number;
  /** Company lookups (NIP white list, VIES): base URLs without a trailing slash, timeout. */
  lookups: { mfApiUrl: string; viesApiUrl: string; timeoutMs: number };
  /**
   * eFTI: the gates allowed to read data sets (`gateId` -> API key), the gate this platform
   * registers identifiers at (unset: nothing is sent) under `platformId`, and how the outbox
   * retries (doubling from retryBaseMs up to retryMaxMs) and re-checks data sets
   * (docs/decisions/0056-efti-gate-api.md, docs/decisions/0057-efti-outbox-and-sweep.md).
   */
  efti: {
    /**
     * The gates from EFTI_GATES and the older single-gate settings; those of EFTI_GATES_FILE
     * are added when read (the file is read again when it changes: rotation without a restart).
     */
    gates: GateDefinition[];
    gatesFile: string | undefined;
    /**
     * The listener for gates with client certificates (mutual TLS): its port, our certificate
     * and key, and the CA the gates' certificates must chain to; unset: no such listener.
     */
    gateTls: { port: number; certFile: string; keyFile: string; caFile: string } | undefined;
    platformId: string;
    /** the gate this platform reports to, first part of each UIL; unset: no UIL anywhere */
    gateId: string | undefined;
    gateTimeoutMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    sweepIntervalMs: number;
    /** requests per gate per rate-limit window (RATE_LIMIT_WINDOW_MS) on the platform API */
    gateRateLimit: number;
  };
  /**
   * Webhooks: private and loopback addresses (and plain http) allowed only with allowPrivate
   * (tests, closed networks), against server-side request forgery; each delivery's hard time
   * limit (lookup, connection, headers and body together); retries doubling from retryBaseMs to
   * retryMaxMs until an endpoint has failed for giveUpMs; the outbox poll; the endpoints a
   * company may have (docs/decisions/0062-webhook-endpoints-and-delivery.md,
   * docs/decisions/0098-fair-webhook-delivery.md).
   */
  webhooks: {
    allowPrivate: boolean;
    timeoutMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    giveUpMs: number;
    pollIntervalMs: number;
    maxEndpoints: number;
  };
  /** Unit prices in grosze (PLN / 100). */
  prices: {
    document: number;
    file: number;
    smsEu: number;
    smsNonEu: number;
    smsUk: number;
  };
};

export type Env = Record<string, string | undefined>;

/** Environment -> typed config. Every setting has a default that runs on one machine. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means where npm was started.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    sqliteFile: path.join(dataDir, 'transitdocs.sqlite'),
    listReaderThreads: e.LIST_READER_THREADS,
    listReaderPoolMax: e.LIST_READER_POOL_MAX,
    imageWorkers: e.IMAGE_WORKERS ?? Math.max(1, os.availableParallelism() - 1),
    pdfInspectionQueue: e.PDF_INSPECTION_QUEUE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN, sender: e.SMS_SENDER },
    redisUrl: e.REDIS_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    redisPrefix: e.REDIS_PREFIX,
    notifications: {
      idleTimeoutMs: e.NOTIFICATIONS_IDLE_TIMEOUT_MS,
      vapid: {
        publicKey: e.VAPID_PUBLIC_KEY,
        privateKey: e.VAPID_PRIVATE_KEY,
        subject: e.VAPID_SUBJECT ?? vapidSubjectOf(e.PUBLIC_URL, e.MAIL_FROM),
      },
      pushAllowPrivate: e.PUSH_ALLOW_PRIVATE === 'true',
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    seal: {
      p12Path: e.SEAL_P12_PATH
        ? path.resolve(env.INIT_CWD ?? process.cwd(), e.SEAL_P12_PATH)
        : undefined,
      p12Password: e.SEAL_P12_PASSWORD,
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      ipMax: e.RATE_LIMIT_IP_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
    },
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    lookups: {
      mfApiUrl: e.MF_API_URL.replace(/\/+$/, ''),
      viesApiUrl: e.VIES_API_URL.replace(/\/+$/, ''),
      timeoutMs: e.LOOKUP_TIMEOUT_MS,
    },
    efti: {
      gates: mergeGates(
        legacyGates(
          parseGateKeys(e.EFTI_GATE_API_KEYS),
          e.EFTI_GATE_URL?.replace(/\/+$/, ''),
          e.EFTI_GATE_ID,
        ),
        e.EFTI_GATES ? parseGateList(e.EFTI_GATES, 'EFTI_GATES') : [],
      ),
      gatesFile: e.EFTI_GATES_FILE,
      gateTls: gateTlsOf(e),
      platformId: e.EFTI_PLATFORM_ID,
      gateId: e.EFTI_GATE_ID,
      gateTimeoutMs: e.EFTI_GATE_TIMEOUT_MS,
      retryBaseMs: e.EFTI_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.EFTI_RETRY_MAX_MS, e.EFTI_RETRY_BASE_MS),
      sweepIntervalMs: e.EFTI_SWEEP_INTERVAL_MS,
      gateRateLimit: e.EFTI_GATE_RATE_LIMIT,
    },
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.WEBHOOK_RETRY_MAX_MS, e.WEBHOOK_RETRY_BASE_MS),
      giveUpMs: e.WEBHOOK_GIVE_UP_MS,
      pollIntervalMs: e.WEBHOOK_POLL_INTERVAL_MS,
      maxEndpoints: e.WEBHOOK_MAX_ENDPOINTS,
    },
    prices: {
      document: toGrosze(e.PRICE_PER_DOCUMENT),
      file: toGrosze(e.PRICE_PER_FILE),
      smsEu: toGrosze(e.PRICE_SMS_EU),
      smsNonEu: toGrosze(e.PRICE_SMS_NON_EU),
      smsUk: toGrosze(e.PRICE_SMS_UK),
    },
  };
}

/** Push services want a contact: the public https address, else the sender's mail address. */
function vapidSubjectOf(publicUrl: string | undefined, mailFrom: string): string {
  if (publicUrl?.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

function toGrosze(pln: number): number {
  return Math.round(pln * 100);
}

/** The gates' TLS listener: all four settings or none. */
function gateTlsOf(e: z.infer<typeof EnvSchema>): Config['efti']['gateTls'] {
  const { EFTI_GATE_TLS_PORT: port, EFTI_GATE_TLS_CERT_FILE: certFile } = e;
  const { EFTI_GATE_TLS_KEY_FILE: keyFile, EFTI_GATE_TLS_CA_FILE: caFile } = e;
  if (port === undefined && !certFile && !keyFile && !caFile) return undefined;
  if (port === undefined || !certFile || !keyFile || !caFile) {
    throw new Error(
      'Invalid configuration: EFTI_GATE_TLS_PORT, EFTI_GATE_TLS_CERT_FILE, EFTI_GATE_TLS_KEY_FILE and EFTI_GATE_TLS_CA_FILE go together',
    );
  }
  return { port, certFile, keyFile, caFile };
}

/** Gate keys short enough to guess are refused at start. */
const MIN_GATE_KEY_LENGTH = 16;

/** `gateA:key1,gateB:key2` -> pairs; a malformed pair stops the server at start. */
function parseGateKeys(text: string | undefined): { gateId: string; key: string }[] {
  if (!text) return [];
  const pairs = text
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf(':');
      const gateId = pair.slice(0, Math.max(at, 0)).trim();
      const key = pair.slice(at + 1).trim();
      if (at <= 0 || !/^[A-Za-z0-9._-]{1,100}$/.test(gateId) || key.length < MIN_GATE_KEY_LENGTH) {
        throw new Error(
          `Invalid configuration: EFTI_GATE_API_KEYS: each entry is gateId:key with a key of at least ${String(MIN_GATE_KEY_LENGTH)} characters`,
        );
      }
      return { gateId, key };
    });
  if (new Set(pairs.map((p) => p.gateId)).size !== pairs.length) {
    throw new Error('Invalid configuration: EFTI_GATE_API_KEYS: a gate id appears twice');
  }
  return pairs;
}
