import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type SpaOptions = {
  /** The web build (`apps/web/dist`): index.html, hashed files under assets/, sw.js. */
  distDir: string;
  /** Paths that always answer JSON, never the page (a missing API route stays a JSON 404). */
  apiPrefixes: readonly string[];
};

/** Content-hashed build files: a new build gives new names, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, sw.js, the precache manifest, the favicon: asked again on every use. */
const REVALIDATE = 'no-cache';

function isApiPath(url: string, prefixes: readonly string[]): boolean {
  const pathname = url.split('?')[0] ?? url;
  return prefixes.some(
    (prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix),
  );
}

/**
 * A request for a page of the web app: a browser says so in Accept; a client that sends no
 * preference (curl sends "any type" or none) gets the page for a path that names no file (`/documents`),
 * while a missing file (`/assets/x.js`) stays a 404.
 */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const anything = accept === '' || accept.split(',').some((part) => part.trim().startsWith('*/*'));
  const pathname = request.url.split('?')[0] ?? '';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return anything && !lastSegment.includes('.');
}

function cacheControlOf(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE;
}

/**
 * The built SPA with history fallback; the API keeps answering when it is missing. The build
 * writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file: a browser that accepts
 * one gets it as it is (`Content-Encoding`, `Vary: Accept-Encoding`), with no compression work
 * per request; the client routes' index.html is negotiated the same way.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const { distDir, apiPrefixes } = options;
  const hasSpa = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      // The build's own metadata (`.vite/manifest.json`) is not for the public.
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlOf(filePath));
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built; serving the API only');
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send('TransitDocs API is running. The web app is not built: run `npm run build`.\n'),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url, apiPrefixes) &&
      wantsPage(request);
    if (!isPage) return reply.status(404).send({ detail: 'not_found' });
    if (!hasSpa) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('TransitDocs: the web app is not built: run `npm run build`.\n');
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
