/**
 * Serves the static Storybook build (storybook-static/, from `npm run build-storybook`) for the
 * visual tests: plain files, read afresh on each request.
 *
 *   PORT=4452 tsx tests/visual/serveStorybook.ts
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

import sirv from 'sirv';

const directory = fileURLToPath(new URL('../../storybook-static', import.meta.url));
const port = Number(process.env.PORT ?? 4452);

if (!existsSync(`${directory}/index.json`)) {
  console.error(`serve-storybook: no build in ${directory}. Run \`npm run build-storybook\` first.`);
  process.exit(1);
}

// `dev` reads the folder on each request, so a rebuilt Storybook is served at once; the browser may
// still keep what it fetched for the rest of its run (each run starts with an empty cache).
const serveStatic = sirv(directory, {
  dev: true,
  setHeaders: (response) => {
    response.setHeader('Cache-Control', 'max-age=3600');
  },
});

createServer((request, response) => {
  serveStatic(request, response, () => {
    response.statusCode = 404;
    response.end('Not found');
  });
}).listen(port, '127.0.0.1', () => {
  console.log(`serve-storybook: serving ${directory} at http://127.0.0.1:${String(port)}/`);
});
