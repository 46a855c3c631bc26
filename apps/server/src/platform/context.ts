import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isLanguage, languageFromAcceptLanguage, type Language } from '@transitdocs/domain';
import type { Config } from '../config.ts';
import type { Db, DialectName } from '../db/index.ts';
import type { FileStore } from './files/index.ts';
import type { ImagePool } from './images/pool.ts';
import type { EventBus } from './events/index.ts';
import type { CompanyLookups } from './lookups/index.ts';
import type { Outbound } from './outbound.ts';
import type { PubSub } from './pubsub.ts';
import type { RateLimiter } from './rate-limit.ts';

/**
 * What a module adds to Deps, declared by that module (declaration merging, like Fastify's own
 * types), so the platform names no module: transits/list-reader.ts adds `listReader`.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into by modules
export interface ModuleDeps {}

/** What services need from the outside world; built once in buildApp. */
export type Deps = ModuleDeps & {
  config: Config;
  db: Db;
  dialect: DialectName;
  outbound: Outbound;
  lookups: CompanyLookups;
  limiter: RateLimiter;
  /** real-time messages between instances (in-process, or Redis when configured) */
  pubsub: PubSub;
  /** what writes record, and the subscribers that follow from it */
  events: EventBus;
  /** content-addressed files (uploaded PDFs, photos, signatures) */
  files: FileStore;
  /** picture decoding and re-encoding in worker threads, never on the event loop */
  images: ImagePool;
  log: FastifyBaseLogger;
};

/** Facts about the request that services record (IP, agent, language). */
export type RequestMeta = {
  ip: string;
  userAgent: string | null;
  /** Only set when the client sent Accept-Language. */
  language: Language | null;
};

export function requestMeta(request: FastifyRequest): RequestMeta {
  const header = request.headers['accept-language'];
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: agent ? agent.slice(0, 500) : null,
    language: header ? languageFromAcceptLanguage(header) : null,
  };
}

export function toLanguage(value: string): Language {
  return isLanguage(value) ? value : 'pl';
}
