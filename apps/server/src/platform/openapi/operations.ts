import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { keyScopeFor } from '@transitdocs/domain';
import { authenticatedAction } from '../auth.ts';
import {
  ERROR_RESPONSE_NAMES,
  ERROR_RESPONSES,
  ERROR_SCHEMAS,
  type ErrorStatus,
  type SecuritySchemeName,
} from './components.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyContextConfig {
    /**
     * The error answers a route gives beyond those its shape implies (see `errorStatusesOf`),
     * as the API document lists them: 409 for a versioned write, 429 for a limited one...
     */
    errors?: readonly ErrorStatus[];
    /**
     * The JSON body of a route that reads its body itself (one path, two bodies: JSON or
     * multipart), for the API document only; the handler checks it.
     */
    documentedBody?: ZodType;
  }
}

type SecurityRequirement = Partial<Record<SecuritySchemeName, readonly string[]>>;

/** Carries a route's error statuses from `transform` to `transformObject`, then removed. */
const ERROR_STATUSES = 'x-error-statuses';

const methodOf = (route: RouteOptions): string => [route.method].flat()[0] ?? 'GET';

/** The account action of the route's authenticate hook, when it has one. */
function actionOf(route: RouteOptions): ReturnType<typeof authenticatedAction> {
  const hooks: unknown[] = [route.onRequest ?? []].flat();
  for (const hook of hooks) {
    const action = authenticatedAction(hook, methodOf(route));
    if (action) return action;
  }
  return null;
}

/**
 * A route behind the authenticate hook takes a session token, and an API key of the scope the
 * rulebook asks for its action (none when no key may); any other route declares its own
 * (`security: []` when public, the gate's credential on `/v0/` and `/v1/dataset/`).
 */
function securityOf(route: RouteOptions, schema: FastifySchema): SecurityRequirement[] | null {
  if (schema.security) return [...schema.security];
  const action = actionOf(route);
  if (!action) return null;
  const scope = keyScopeFor(action);
  return scope ? [{ token: [] }, { apiKey: [scope] }] : [{ token: [] }];
}

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'DELETE']);

/**
 * The error answers an operation documents: 400 when it reads input (a body, a query, path
 * parameters), 401 when it needs credentials, 403 when the rulebook judges the caller, 404 for
 * an object named in the path, 429 where an API key or a gate may call it (each is rate
 * limited), 503 everywhere (any request may meet a dependency's outage); and what the route
 * declares in its config.
 */
function errorStatusesOf(
  route: RouteOptions,
  schema: FastifySchema,
  security: SecurityRequirement[] | null,
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.config?.errors ?? []);
  const takesInput =
    schema.body !== undefined ||
    schema.querystring !== undefined ||
    schema.params !== undefined ||
    !WITHOUT_BODY.has(methodOf(route));
  if (takesInput) statuses.add(400);
  if (security?.some((requirement) => Object.keys(requirement).length > 0)) statuses.add(401);
  if (actionOf(route)) statuses.add(403);
  if (route.url.includes(':')) statuses.add(404);
  if (security?.some((requirement) => 'apiKey' in requirement || 'eftiGate' in requirement)) {
    statuses.add(429);
  }
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** zod's JSON Schemas of the route, and the security and error answers it has. */
export const describeRoute: SwaggerTransform = (input) => {
  const documentedBody = input.route.config?.documentedBody;
  const { schema, url } = jsonSchemaTransform(
    documentedBody && !input.schema.body
      ? { ...input, schema: { ...input.schema, body: documentedBody } }
      : input,
  );
  const security = securityOf(input.route, schema);
  const described: FastifySchema & Record<string, unknown> = {
    ...schema,
    ...(security ? { security } : {}),
    [ERROR_STATUSES]: errorStatusesOf(input.route, schema, security),
  };
  return { schema: described, url };
};

type Operation = { responses?: Record<string, unknown>; [ERROR_STATUSES]?: ErrorStatus[] };

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Each operation's error answers as references to the shared ones, which the document gets. */
export const addErrorAnswers: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject;
  const paths = (document.paths ?? {}) as Record<string, Partial<Record<string, Operation>>>;
  for (const item of Object.values(paths)) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const { [ERROR_STATUSES]: statuses, ...documented } = operation;
      const responses = { ...documented.responses };
      for (const status of statuses ?? []) {
        responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSE_NAMES[status]}` };
      }
      item[method] = { ...documented, responses };
    }
  }
  return {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ...ERROR_SCHEMAS },
      responses: { ...document.components?.responses, ...ERROR_RESPONSES },
    },
  } as unknown as typeof document;
};
