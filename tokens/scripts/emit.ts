/**
 * Writes the token source out for people and tools: DTCG JSON per theme (dtcg/*.tokens.json) and
 * the contrast table in README.md. `npm run tokens` runs it; a unit test fails when either is stale.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { emittedFiles } from '../src/emitted';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

for (const [relativePath, render] of Object.entries(emittedFiles)) {
  const path = join(root, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  const current = (() => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  })();
  const next = render(current);
  if (next !== current) {
    writeFileSync(path, next);
    console.log(`tokens: wrote ${relativePath}`);
  } else {
    console.log(`tokens: ${relativePath} is up to date`);
  }
}
