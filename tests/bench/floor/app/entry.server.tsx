import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/**
 * Renders a page at build time. React Router's default entry needs `@react-router/node` and
 * `isbot` in a package.json of its own, which the floor does not have (it borrows the
 * repository's packages); this one waits for the whole page, as static generation should.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const body = await renderToReadableStream(<ServerRouter context={context} url={request.url} />);
  await body.allReady;
  headers.set('Content-Type', 'text/html');
  return new Response(body, { status, headers });
}
