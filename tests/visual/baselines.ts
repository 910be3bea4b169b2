import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

/**
 * Baselines whose story or page is gone: `npm run test:visual:update` deletes them, any other run
 * fails listing them (Playwright itself never removes a baseline).
 */
export function expectNoOrphanBaselines(directory: URL, expectedFiles: Iterable<string>) {
  const expected = new Set(expectedFiles);
  let files: string[] = [];
  try {
    files = readdirSync(directory).filter((file) => file.endsWith('.png'));
  } catch {
    // No baselines yet: the first run writes them.
  }
  const orphans = files.filter((file) => !expected.has(file));
  const { updateSnapshots } = test.info().config;
  if (updateSnapshots === 'all' || updateSnapshots === 'changed') {
    for (const file of orphans) rmSync(fileURLToPath(new URL(file, directory)));
  } else {
    expect(orphans, 'baselines with nothing left to compare (run `npm run test:visual:update`)').toEqual([]);
  }
}
