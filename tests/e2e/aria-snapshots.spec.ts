import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { pages } from '../../site/app/content/pages';
import { waitForHydration } from './hydrated';

/**
 * What a screen reader user meets, as committed ARIA snapshots (aria-snapshots.spec.ts-snapshots/):
 * the header and footer whole, and for every page its outline of landmarks and headings. A lost,
 * renamed, reordered or re-levelled landmark or heading fails; so does a new one, until the
 * snapshot is updated with `--update-snapshots` and the change is reviewed in the diff.
 */

const wide = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Roles that give a page its shape: landmarks, the named regions and tab panels, and headings. */
const outlineRoles = new Set([
  'banner',
  'main',
  'contentinfo',
  'navigation',
  'complementary',
  'region',
  'form',
  'search',
  'dialog',
  'tablist',
  'tabpanel',
  'heading',
]);

interface AriaLine {
  depth: number;
  role: string;
  /** The role with its name and states (`heading "About" [level=1]`), without any text content. */
  label: string;
}

/** One node of Playwright's ARIA snapshot YAML: `- role "name" [state]: text`, its key quoted when YAML needs it. */
function parseAriaLine(line: string): AriaLine | undefined {
  const match = /^( *)- (.*)$/.exec(line);
  if (!match) return undefined;
  const [, indent = '', body = ''] = match;
  let key = body;
  if (body.startsWith("'")) {
    // A single-quoted key (a name with ": " in it), where '' stands for '.
    let end = 1;
    while (end < body.length && !(body[end] === "'" && body[end + 1] !== "'")) end += body[end] === "'" ? 2 : 1;
    key = body.slice(1, end).replaceAll("''", "'");
  }
  const role = /^[a-z]+/.exec(key)?.[0];
  if (!role) return undefined;
  // `heading "Name" [level=2]: text` keeps `heading "Name" [level=2]`.
  const nameAndStates = /^((?: "(?:[^"\\]|\\.)*")?(?: \[[^\]]*\])*)/.exec(key.slice(role.length))?.[1] ?? '';
  return { depth: indent.length / 2, role, label: `${role}${nameAndStates}` };
}

/** Quotes a key the way Playwright does when YAML would otherwise misread it. */
const yamlKey = (key: string) => (/: |:$| #|[{}`]/.test(key) ? `'${key.replaceAll("'", "''")}'` : key);

/**
 * Prunes Playwright's ARIA snapshot to the outline: the nodes whose role is in `outlineRoles`,
 * plus the nodes between them (lists, articles...) reduced to their bare role, so the outline is
 * itself a template that `toMatchAriaSnapshot` matches against the page.
 */
function outlineOf(snapshot: string): string {
  const lines = snapshot
    .split('\n')
    .map(parseAriaLine)
    .filter((line) => line !== undefined);
  const kept = lines.map(() => false);
  lines.forEach((line, index) => {
    if (!outlineRoles.has(line.role)) return;
    kept[index] = true;
    // Keep its ancestors too, so the outline's nesting matches the page's.
    let depth = line.depth;
    for (let above = index - 1; above >= 0 && depth > 0; above -= 1) {
      const candidate = lines[above];
      if (candidate && candidate.depth < depth) {
        kept[above] = true;
        depth = candidate.depth;
      }
    }
  });
  return lines
    .filter((_, index) => kept[index])
    .map((line, index, all) => {
      const key = yamlKey(outlineRoles.has(line.role) ? line.label : line.role);
      const hasChildren = (all[index + 1]?.depth ?? -1) > line.depth;
      return `${'  '.repeat(line.depth)}- ${key}${hasChildren ? ':' : ''}`;
    })
    .join('\n');
}

/**
 * Compares the outline of `locator` with its committed snapshot: exactly (so an added heading fails
 * too) and through Playwright's own `toMatchAriaSnapshot`. Writes the snapshot when it is missing or
 * when run with `--update-snapshots`, as Playwright's snapshot matchers do.
 */
async function expectOutline(locator: Locator, name: string) {
  const info = test.info();
  const file = info.snapshotPath(name, { kind: 'aria' });
  const outline = `${outlineOf(await locator.ariaSnapshot())}\n`;
  const stored = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const { updateSnapshots } = info.config;
  const rewrite =
    updateSnapshots === 'all' ||
    (updateSnapshots === 'changed' && stored !== outline) ||
    (stored === undefined && updateSnapshots !== 'none');
  if (rewrite) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, outline);
    console.log(`ARIA outline written to ${relative(process.cwd(), file)}`);
    return;
  }
  expect(stored, `a committed snapshot at ${file}`).toBeDefined();
  expect(outline, `${name}: the outline of landmarks and headings`).toBe(stored);
  await expect(locator).toMatchAriaSnapshot(stored ?? '');
}

test.describe('the shared frame', () => {
  // A stable first slide and no movement while the tree is read.
  test.use({ reducedMotion: 'reduce' });

  test('the header and footer on a wide screen', async ({ page }) => {
    await page.setViewportSize(wide);
    await open(page, '/about');
    await expect(page.getByRole('banner')).toMatchAriaSnapshot({ name: 'header-1280.aria.yml' });
    await expect(page.getByRole('contentinfo')).toMatchAriaSnapshot({ name: 'footer-1280.aria.yml' });
  });

  test('the header on a phone, closed and with its menu open', async ({ page }) => {
    await page.setViewportSize(phone);
    await open(page, '/about');
    const header = page.getByRole('banner');
    await expect(header).toMatchAriaSnapshot({ name: 'header-375.aria.yml' });
    await header.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header).toMatchAriaSnapshot({ name: 'header-375-menu-open.aria.yml' });
  });
});

test.describe('every page’s landmarks and headings', () => {
  test.use({ viewport: wide, reducedMotion: 'reduce' });

  for (const entry of pages) {
    const name = entry.path === '/' ? 'home' : entry.path.slice(1).replaceAll('/', '-');
    test(entry.path, async ({ page }) => {
      // One day for every run: the partners page lists its events as upcoming or past by the clock.
      await page.clock.setFixedTime(new Date('2026-12-01T12:00:00+01:00'));
      await open(page, entry.path);
      await expectOutline(page.locator('body'), `outline-${name}.aria.yml`);
    });
  }
});
