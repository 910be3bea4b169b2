/**
 * Serves the production build the way a static host does: prerendered HTML and hashed assets,
 * compressed, with long caching for assets and the security headers of `_headers` (each page's
 * Content-Security-Policy computed from its own HTML), and the rewrites of `_redirects` where no
 * file exists (an unknown /solutions/<slug> gets the solutions screen, status 200). Any other path
 * with no prerendered page is answered with HTTP 404 and 404.html.
 *
 *   PORT=4173 tsx buildtime/preview-server.ts
 *
 * With PREVIEW_ANALYTICS_PATH (such as /api/event) it answers that path as Plausible's events API
 * does, standing in for the host's forwarding of a first-party analytics path (./analyticsStandIn.ts).
 *
 * With PREVIEW_TLS_CERT and PREVIEW_TLS_KEY (paths to PEM files) it serves HTTPS over HTTP/2, as
 * static hosts do, still answering HTTP/1.1 clients: `npm run bench` measures it that way
 * (tests/bench/tls.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

import compression from 'compression';
import sirv from 'sirv';

import { answerAnalytics } from './analyticsStandIn.ts';
import { parseRedirects, redirectFor, rewriteFor } from './hosting.ts';
import { commonSecurityHeaders, contentSecurityPolicy } from './security.ts';

const clientDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', process.env.SITE_BUILD_DIR ?? 'build', 'client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(clientDirectory, 'index.html'))) {
  console.error(`preview: no build in ${clientDirectory}. Run \`npm run build\` first.`);
  process.exit(1);
}

const compress = compression();
const serveStatic = sirv(clientDirectory, {
  etag: true,
  setHeaders: (response, pathname) => {
    response.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

/** The prerendered page for a path: /about is about/index.html. */
function pageFile(pathname: string): string | undefined {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.(\/|\\|$))+/, '');
  for (const candidate of [join(clientDirectory, relative, 'index.html'), join(clientDirectory, relative)]) {
    if (candidate.startsWith(clientDirectory) && candidate.endsWith('.html') && existsSync(candidate) && statSync(candidate).isFile())
      return candidate;
  }
  return undefined;
}

/** The build's `_redirects` rules, read on every request like the pages: a rebuild is seen at once. */
function redirectRules() {
  const file = join(clientDirectory, '_redirects');
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : [];
}

function sendHtml(response: ServerResponse, file: string, status = 200) {
  // Read on every request: a page rebuilt while the server runs is served as it is now.
  const html = readFileSync(file, 'utf8');
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Content-Security-Policy', contentSecurityPolicy(html));
  response.end(html);
}

function handle(request: IncomingMessage, response: ServerResponse) {
  for (const [name, value] of Object.entries(commonSecurityHeaders)) response.setHeader(name, value);
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';

  // The service workers (/sw.js, and the French edition's /fr/sw.js) are read from disk each time
  // and never cached: an update must be seen at once.
  if (/^\/(?:fr\/)?sw\.js$/.test(pathname) && existsSync(join(clientDirectory, pathname))) {
    response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.end(readFileSync(join(clientDirectory, pathname)));
    return;
  }
  if (answerAnalytics(request, response, pathname)) return;
  const redirect = redirectFor(redirectRules(), pathname);
  if (redirect) {
    response.statusCode = redirect.status;
    response.setHeader('Location', redirect.to);
    response.end();
    return;
  }

  compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {
    const page = pageFile(pathname);
    if (page) {
      sendHtml(response, page);
      return;
    }
    serveStatic(request, response, () => {
      const rewritten = rewriteFor(redirectRules(), pathname);
      const rewrittenPage = rewritten === undefined ? undefined : pageFile(rewritten.to);
      if (rewritten && rewrittenPage) {
        sendHtml(response, rewrittenPage, rewritten.status);
        return;
      }
      const notFound = join(clientDirectory, '404.html');
      if (existsSync(notFound)) sendHtml(response, notFound, 404);
      else {
        response.statusCode = 404;
        response.end('Not found');
      }
    });
  });
}

const tlsCertificate = process.env.PREVIEW_TLS_CERT;
const tlsKey = process.env.PREVIEW_TLS_KEY;
const server =
  tlsCertificate && tlsKey
    ? // Node's HTTP/2 compatibility API gives the same request and response methods the handler,
      // compression and sirv use; its types are distinct classes, hence the casts.
      createSecureServer({ allowHTTP1: true, cert: readFileSync(tlsCertificate), key: readFileSync(tlsKey) }, (request, response) => {
        handle(request as unknown as IncomingMessage, response as unknown as ServerResponse);
      })
    : createServer(handle);

server.listen(port, host, () => {
  console.log(`preview: serving ${clientDirectory} at ${tlsCertificate ? 'https' : 'http'}://${host}:${String(port)}/`);
});
