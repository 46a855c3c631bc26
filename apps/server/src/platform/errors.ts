import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  zodErrorToFieldErrors,
  type ErrorKey,
  type FieldErrors,
  type Verdict,
} from '@transitdocs/domain';
import { boundedErrorBody } from './bounded-body.ts';
import { unavailableDependency } from './unavailable.ts';

/**
 * How long a client waits before repeating a request that a dependency (the database, the file
 * store, Redis) could not take.
 */
export const RETRY_AFTER_OUTAGE_SECONDS = 5;

export type ErrorBody = FieldErrors | { detail: string; [extra: string]: unknown };

/**
 * An expected failure: an HTTP status, a translation key and the body the client gets.
 * Services throw these; the error handler sends them as they are.
 */
export class AppError extends Error {
  readonly status: number;
  readonly key: ErrorKey;
  readonly body: Record<string, unknown>;
  /** headers the answer carries, such as `Retry-After` on a 429 or 503 */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    key: ErrorKey,
    body?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.status = status;
    this.key = key;
    this.body = body ?? { detail: key };
    this.headers = headers;
  }
}

/** 400 with `{field: [key]}`; a dotted path nests (`company.phone`). */
export function fieldError(path: string, key: string, extra?: Record<string, unknown>): AppError {
  const parts = path.split('.');
  let body: Record<string, unknown> = { [parts[parts.length - 1] ?? path]: [key] };
  for (let i = parts.length - 2; i >= 0; i--) body = { [parts[i] ?? '']: body };
  const errorKey = (key.split('?')[0] ?? key) as ErrorKey;
  return new AppError(400, errorKey, { ...body, ...extra });
}

export function nonFieldError(key: ErrorKey, extra?: Record<string, unknown>): AppError {
  return new AppError(400, key, { non_field_errors: [key], ...extra });
}

export const notAuthenticated = (): AppError => new AppError(401, 'not_authenticated');
export const permissionDenied = (): AppError => new AppError(403, 'permission_denied');
export const notFound = (): AppError => new AppError(404, 'not_found');

/**
 * The rulebook's refusal as the answer the client gets: 404 `not_found`, 403 `{detail}` or the
 * field-keyed 400 (`{field: [key]}`, `non_field_errors` when it names no field).
 */
export function verdictError(verdict: Verdict & { allowed: false }): AppError {
  if (verdict.status === 404) return notFound();
  if (verdict.field === 'detail') return new AppError(verdict.status, verdict.key);
  const error = fieldError(verdict.field, verdict.key);
  return new AppError(verdict.status, verdict.key, error.body);
}

/** Throws the rulebook's refusal; returns when the verdict allows. */
export function enforce(verdict: Verdict): void {
  if (!verdict.allowed) throw verdictError(verdict);
}

/** A request part (body, query, params) that failed its zod schema. */
export class RequestValidationError extends Error {
  readonly zodError: z.ZodError;
  constructor(zodError: z.ZodError) {
    super('request validation failed');
    this.name = 'RequestValidationError';
    this.zodError = zodError;
  }
}

function findRequestValidationError(error: unknown): RequestValidationError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth++) {
    if (current instanceof RequestValidationError) return current;
    current = current.cause;
  }
  return undefined;
}

function fastifyCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** One error handler: expected errors keep their body; anything else is a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send(boundedErrorBody(error.body));
    }
    const validation = findRequestValidationError(error);
    if (validation) {
      return reply.status(400).send(boundedErrorBody(zodErrorToFieldErrors(validation.zodError)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.split('/').filter(Boolean).join('.') || 'non_field_errors';
        body[field] = [issue.message ?? 'invalid_format'];
      }
      return reply.status(400).send(boundedErrorBody(body));
    }
    const code = fastifyCode(error);
    const status = statusOf(error);
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ non_field_errors: ['malformed_json'] });
    }
    if (error instanceof SyntaxError && status === 400) {
      return reply.status(400).send({ non_field_errors: ['malformed_json'] });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ detail: 'unsupported_media_type' });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ detail: 'payload_too_large' });
    }
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ detail: status === 404 ? 'not_found' : 'bad_request' });
    }
    const dependency = unavailableDependency(error);
    if (dependency) {
      request.log.error({ err: error, dependency }, `${dependency} unavailable`);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_OUTAGE_SECONDS))
        .send({ detail: 'service_unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'server_error', request_id: request.id });
  });
}

/**
 * 400 with several field errors at once, nested like zod's (`carrier.0.driver` ->
 * `{carrier: {"0": {driver: [key]}}}`), so the web reads them the way it reads validation errors.
 */
export function fieldErrors(errors: { path: (string | number)[]; key: ErrorKey }[]): AppError {
  const body: Record<string, unknown> = {};
  for (const { path, key } of errors) {
    let target = body;
    path.forEach((part, index) => {
      const name = String(part);
      if (index === path.length - 1) {
        const existing = target[name];
        if (Array.isArray(existing)) {
          if (!existing.includes(key)) existing.push(key);
        } else {
          target[name] = [key];
        }
        return;
      }
      const child = target[name];
      if (typeof child !== 'object' || child === null || Array.isArray(child)) {
        target[name] = {};
      }
      target = target[name] as Record<string, unknown>;
    });
  }
  const first = errors[0]?.key ?? 'invalid_format';
  return new AppError(400, first, body);
}
