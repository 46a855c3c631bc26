import type { FastifyInstance } from 'fastify';

/**
 * Some of the product's calls are made both by a signed-in user and by a share link's visitor
 * at the same address, the visitor naming his link in `?token=` (the product's `POST alert/`). A
 * route constrained with `{ access: SHARE_LINK_ACCESS }` takes the requests that carry a
 * `token` and no `Authorization`; every other request goes to the route at the same address
 * without the constraint (the session's), so a signed-in call never reaches the link's code.
 */
export const SHARE_LINK_ACCESS = 'share_link';

type Strategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = Parameters<ReturnType<Strategy['storage']>['set']>[1];

function carriesShareToken(url: string | undefined): boolean {
  const query = url?.split('?', 2)[1];
  return query !== undefined && new URLSearchParams(query).has('token');
}

export function addShareLinkAccess(app: FastifyInstance): void {
  app.addConstraintStrategy({
    name: 'access',
    storage() {
      const handlers = new Map<unknown, RouteHandler>();
      return {
        get: (value: unknown) => handlers.get(value) ?? null,
        set: (value: unknown, handler: RouteHandler) => {
          handlers.set(value, handler);
        },
      };
    },
    deriveConstraint: (request: { headers: Record<string, unknown>; url?: string }) =>
      request.headers.authorization === undefined && carriesShareToken(request.url)
        ? SHARE_LINK_ACCESS
        : undefined,
    mustMatchWhenDerived: false,
  });
}
