import { PassThrough } from 'node:stream';

import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/** How long a page may take to render at build time before the build gives up on it. */
const renderTimeout = 10_000;

/**
 * Renders a page at build time (the site is static: `ssr: false`, every page prerendered).
 *
 * Unlike React Router's default entry, which streams a browser's request from the moment the shell
 * is ready, this one always waits until every Suspense boundary has resolved (`onAllReady`, React's
 * advice for static generation) before writing anything. Each part of the page, such as the home
 * page's deferred lower sections, is then written in place: no fallback, and no inline script
 * moving the real content in after it.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React writes a large finished boundary after the rest of the page, to be moved into place by
      // a script, so a browser can paint the top sooner while it streams; a static file gains
      // nothing from that, and the page must read in order without scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        // An error inside a boundary: the page would ship with that part missing, so the build says so.
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, renderTimeout).unref();
  });
}
