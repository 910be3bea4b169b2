/**
 * Serves the production build the way a static host does: prerendered HTML and hashed assets,
 * compressed, with long caching for assets. A path with no prerendered page is answered with
 * HTTP 404 and the app shell, so the browser shows the app's not-found screen.
 *
 *   PORT=4173 tsx preview-server.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import compression from 'compression';
import sirv from 'sirv';

const clientDirectory = join(dirname(fileURLToPath(import.meta.url)), process.env.SITE_BUILD_DIR ?? 'build', 'client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(clientDirectory, 'index.html'))) {
  console.error(`preview: no build in ${clientDirectory}. Run \`npm run build\` first.`);
  process.exit(1);
}

const compress = compression();
const serveStatic = sirv(clientDirectory, {
  etag: true,
  extensions: ['html'],
  setHeaders: (response, pathname) => {
    if (pathname.startsWith('/assets/')) {
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    } else {
      response.setHeader('Cache-Control', 'no-cache');
    }
  },
});

/** The page for paths that match no prerendered route: a static 404.html if the build has one, else the app shell. */
function notFoundPage(): string {
  for (const name of ['404.html', '__spa-fallback.html']) {
    const path = join(clientDirectory, name);
    if (existsSync(path)) return readFileSync(path, 'utf8');
  }
  return '<!doctype html><title>Not found</title><h1>404</h1>';
}

function sendNotFound(_request: IncomingMessage, response: ServerResponse) {
  response.statusCode = 404;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.end(notFoundPage());
}

/**
 * The service worker script is read from disk on every request and never cached by the browser:
 * an updated worker must be seen at once (and the update tests replace it in place).
 */
function serveServiceWorker(response: ServerResponse) {
  response.statusCode = 200;
  response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.end(readFileSync(join(clientDirectory, 'sw.js')));
}

const server = createServer((request, response) => {
  if (request.url?.split('?')[0] === '/sw.js' && existsSync(join(clientDirectory, 'sw.js'))) {
    serveServiceWorker(response);
    return;
  }
  compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {
    serveStatic(request, response, () => {
      sendNotFound(request, response);
    });
  });
});

server.listen(port, host, () => {
  console.log(`preview: serving ${clientDirectory} at http://${host}:${String(port)}/`);
});
