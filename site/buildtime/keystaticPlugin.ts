import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import type { Plugin } from 'vite';

import keystaticConfig from '../keystatic.config.ts';

/**
 * The content editor (Keystatic) on the development server, and only there: its page at
 * /keystatic, its own React app outside the site's router and styles, and its API at
 * /api/keystatic, which reads and writes the files in site/content (Keystatic's local
 * mode: no account, no network). Nothing of it is in the build. See site/README.md, "Editing content".
 */

/** What the editor reads and writes: the content folder only (its file listing walks the whole folder). */
const contentDirectory = fileURLToPath(new URL('../content', import.meta.url));
const adminEntry = fileURLToPath(new URL('./keystatic/admin.ts', import.meta.url));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Akoma content</title>
  </head>
  <body>
    <div id="keystatic"></div>
    <script type="module" src="/@fs${adminEntry}"></script>
  </body>
</html>`;

/** The request's body, read whole. */
async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function keystaticPlugin(): Plugin {
  const handle = makeGenericAPIRouteHandler({ config: keystaticConfig, localBaseDirectory: contentDirectory });
  return {
    name: 'akoma:keystatic',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname === '/keystatic' || url.pathname.startsWith('/keystatic/')) {
          server.transformIndexHtml(url.pathname, page).then(
            (html) => {
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.end(html);
            },
            (error: unknown) => {
              next(error);
            },
          );
          return;
        }
        if (!url.pathname.startsWith('/api/keystatic/')) {
          next();
          return;
        }
        (async () => {
          const method = request.method ?? 'GET';
          const body = method === 'GET' || method === 'HEAD' ? undefined : await bodyOf(request);
          const headers = new Headers();
          for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
          const answer = await handle(
            new Request(new URL(url.pathname + url.search, `http://${request.headers.host ?? 'localhost'}`), {
              method,
              headers,
              body: body ? new Uint8Array(body) : undefined,
            }),
          );
          response.statusCode = answer.status ?? 200;
          new Headers(answer.headers).forEach((value, name) => {
            response.setHeader(name, value);
          });
          response.end(answer.body === null ? undefined : Buffer.from(answer.body));
        })().catch((error: unknown) => {
          next(error);
        });
      });
    },
  };
}
