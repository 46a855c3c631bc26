import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import '@transitdocs/domain';
import type { Config } from './config.ts';
import { openAndMigrate, type Db, type DialectName } from './db/index.ts';
import { startTextIndexUpkeep } from './db/text-index-upkeep.ts';
import { accountsRoutes } from './modules/accounts/index.ts';
import { apiKeysRoutes } from './modules/api-keys/index.ts';
import {
  findApiKey,
  recordApiKeyRefusal,
  recordApiKeyRefusals,
  useApiKey,
} from './modules/api-keys/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { liveSession } from './modules/auth/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { contractorsRoutes } from './modules/contractors/index.ts';
import { csvImportRoutes } from './modules/csv-import/index.ts';
import { documentRenderRoutes } from './modules/documents/index.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { eftiModule } from './modules/efti/index.ts';
import { employeesRoutes } from './modules/employees/index.ts';
import { fleetRoutes } from './modules/fleet/index.ts';
import { invitationsModule } from './modules/invitations/index.ts';
import { landingRoutes } from './modules/landing/index.ts';
import { lookupsRoutes } from './modules/lookups/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { signingRoutes } from './modules/signing/index.ts';
import { redactUrl } from './modules/sharing/index.ts';
import { sharingRoutes } from './modules/sharing/index.ts';
import { correctionsRoutes } from './modules/corrections/index.ts';
import { transitsRoutes } from './modules/transits/index.ts';
import { createListReader } from './modules/transits/index.ts';
import { verifyRoutes } from './modules/verify/index.ts';
import { webhooksModule, webhooksOpenApi } from './modules/webhooks/index.ts';
import { subscribeAll } from './event-subscribers.ts';
import { createEventBus, startEventRetries } from './platform/events/index.ts';
import { createAuthenticate } from './platform/auth.ts';
import { compressJsonResponses } from './platform/compressed-json.ts';
import { addShareLinkAccess } from './platform/share-link-access.ts';
import { registerIdempotency } from './platform/idempotency/index.ts';
import { addSecurityHeaders, sandboxFileResponses } from './platform/security-headers.ts';
import { registerSpa } from './platform/spa.ts';
import type { Deps } from './platform/context.ts';
import { RequestValidationError, registerErrorHandler } from './platform/errors.ts';
import { refuseIllFormedText } from './platform/text-check.ts';
import { createFileStore } from './platform/files/index.ts';
import { OPENAPI_VERSION, apiDocumentOptions } from './platform/openapi/index.ts';
import { createImagePool } from './platform/images/pool.ts';
import { createPdfInspector, createPdfStamper } from './modules/documents/index.ts';
import { createEcmrReader, ecmrImportRoutes } from './modules/ecmr-import/index.ts';
import { createCompanyLookups } from './platform/lookups/index.ts';
import { createMailer } from './platform/mail.ts';
import { createOutbound } from './platform/outbound.ts';
import { createMemoryPubSub } from './platform/pubsub.ts';
import { createRedisPubSub } from './platform/pubsub-redis.ts';
import { createAppRateLimiter } from './platform/attempts/index.ts';
import { createSmsSender } from './platform/sms.ts';
import { seedDemo } from './seed-demo.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    deps: Deps;
  }
}

/** Paths that always answer JSON, never the SPA. */
const API_PREFIXES = [
  '/auth/api/',
  '/company/api/',
  '/notifications/api/',
  '/api/',
  '/healthz',
  '/readyz',
  '/v0/',
  '/v1/dataset/',
];

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

export type BuildOptions = {
  /** Tests pass a database they created; otherwise one is opened from the config. */
  database?: { db: Db; dialect: DialectName; wasEmpty: boolean };
  /** Where the log goes (stdout unless given); tests read it to check what is logged. */
  logStream?: { write(line: string): void };
};

/** Builds the whole server (API, docs, SPA) without listening. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Share-link tokens travel in paths and `?token=`: the logged URL never carries them.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error) };
  });
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body counts as no body (POST logout/, remind-pin/ without one).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  registerErrorHandler(app);
  refuseIllFormedText(app);

  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        // MUI (emotion) injects <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ["'self'", 'blob:'],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  sandboxFileResponses(app);
  addShareLinkAccess(app);
  // Before compression: a kept answer is the plain body, compressed anew for each client.
  registerIdempotency(app, () => app.deps.db);
  compressJsonResponses(app);

  await app.register(swagger, apiDocumentOptions(webhooksOpenApi(OPENAPI_VERSION)));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Multipart bodies are read by the routes that take them (uploads, remarks, signatures), each
  // with its own limits; nothing is buffered for the others.
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1 } });

  const database = options.database ?? (await openAndMigrate(config));
  // The app's own SQLite file keeps its text indexes compact (a handle passed in is its owner's).
  const textIndexUpkeep = options.database
    ? null
    : startTextIndexUpkeep(database.db, database.dialect, app.log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  const sms = createSmsSender({ ...config.sms, dataDir: config.dataDir, log: app.log });
  const pubsub = await createPubSub(config, (error, topic) => {
    app.log.error({ err: error, topic }, 'pubsub handler failed');
  });
  const deps: Deps = {
    config,
    db: database.db,
    dialect: database.dialect,
    // Reader threads open the configured database themselves: not for a handle passed in.
    listReader:
      config.listReaderThreads > 0 && !options.database
        ? createListReader({
            source: config.databaseUrl
              ? { databaseUrl: config.databaseUrl, poolMax: config.listReaderPoolMax }
              : { sqliteFile: config.sqliteFile },
            threads: config.listReaderThreads,
            log: app.log,
          })
        : null,
    outbound: createOutbound({ db: database.db, mailer, sms }),
    lookups: createCompanyLookups({ db: database.db, log: app.log, options: config.lookups }),
    limiter: await createAppRateLimiter(app, config, database.db),
    pubsub,
    events: createEventBus({ db: database.db, pubsub, log: app.log }),
    files: createFileStore(config),
    images: createImagePool({ threads: config.imageWorkers, log: app.log }),
    pdfInspector: createPdfInspector({ log: app.log, maxWaiting: config.pdfInspectionQueue }),
    pdfStamper: createPdfStamper({ log: app.log }),
    ecmrReader: createEcmrReader({ log: app.log }),
    log: app.log,
  };
  app.decorate('deps', deps);
  app.decorateRequest('caller', null);
  app.addHook('onClose', async () => {
    mailer.close();
    await deps.listReader?.close();
    await deps.images.close();
    await deps.pdfInspector.close();
    await deps.pdfStamper.close();
    await deps.ecmrReader.close();
    await deps.pubsub.close();
    await deps.files.close();
    await textIndexUpkeep?.close();
    if (!options.database) await database.db.destroy();
  });

  const authenticate = createAuthenticate((tokenHash) => liveSession(deps, tokenHash), {
    find: (keyHash) => findApiKey(deps, keyHash),
    use: (key) => useApiKey(deps, key),
    refused: (key, refusal) => recordApiKeyRefusal(deps, key, refusal),
  });
  recordApiKeyRefusals(app, deps);
  healthRoutes(app, deps);
  // Whole modules that are one account action: a person's own account, keys, webhooks.
  authRoutes(app, deps, authenticate.as('own_account'));
  accountsRoutes(app, deps, authenticate.as('own_account'));
  apiKeysRoutes(app, deps, authenticate.as('manage_api_keys'));
  settingsRoutes(app, deps, authenticate);
  contractorsRoutes(app, deps, authenticate);
  lookupsRoutes(app, deps, authenticate);
  invitationsModule(app, deps, authenticate);
  landingRoutes(app, deps, authenticate);
  fleetRoutes(app, deps, authenticate);
  employeesRoutes(app, deps, authenticate);
  billingRoutes(app, deps, authenticate);
  transitsRoutes(app, deps, authenticate);
  csvImportRoutes(app, deps, authenticate);
  ecmrImportRoutes(app, deps, authenticate);
  reportsRoutes(app, deps, authenticate);
  documentsRoutes(app, deps, authenticate);
  documentRenderRoutes(app, deps, authenticate);
  verifyRoutes(app, deps);
  signingRoutes(app, deps, authenticate);
  sharingRoutes(app, deps, authenticate);
  correctionsRoutes(app, deps, authenticate);
  await notificationsRoutes(app, deps, authenticate);
  eftiModule(app, deps, authenticate);
  webhooksModule(app, deps, authenticate.as('manage_webhooks'));
  subscribeAll(deps.events, { ...deps, mail: deps });
  const eventRetries = startEventRetries(deps.events, app.log, config.webhooks.pollIntervalMs);
  app.addHook('onReady', () => {
    eventRetries.kick();
    return Promise.resolve();
  });
  app.addHook('onClose', () => eventRetries.close());

  await registerSpa(app, { distDir: config.webDistDir, apiPrefixes: API_PREFIXES });

  const shouldSeed =
    config.seedDemo === 'true' ||
    (config.seedDemo === 'auto' && database.dialect === 'sqlite' && database.wasEmpty);
  if (shouldSeed) {
    const result = await seedDemo(deps);
    app.log.info({ created: result.created }, 'demo data');
  }
  return app;
}

/** Redis pub/sub when REDIS_URL is set (several instances), else in this process. */
async function createPubSub(
  config: Config,
  onError: (error: unknown, topic: string) => void,
): Promise<Deps['pubsub']> {
  if (!config.redisUrl) return createMemoryPubSub(onError);
  return createRedisPubSub({ url: config.redisUrl, prefix: config.redisPrefix, onError });
}
