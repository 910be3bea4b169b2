import './ports.ts';

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';

import { eachScreen, pages } from '../../site/app/content/pages';
import { backendPort } from '../playwright.config';
import { uniqueEmail } from '../e2e/mailbox';
import { joinAndConfirm, main } from '../e2e/members';
import { calculateRoi } from '../e2e/roiForm';
import { devServerPort } from './ports';

/**
 * `npm start` on a fresh clone, as a new developer or a designer first meets it: the development
 * server starts with an empty dependency cache, and a visitor walks every page, opening every part
 * whose code loads later (the home page's lower sections, the footer, the menus, the installed-app
 * notices, sign-up, IndyCircle and the member menu). Vite must never re-bundle its dependencies
 * and reload the page under them (it did, wiping a sign-up being typed), and no page may log an
 * error or a warning: a hydration mismatch is reported here, in development, as nowhere else.
 */

const siteDirectory = fileURLToPath(new URL('../../site/', import.meta.url));
/** What the development server prints when it meets a dependency late and reloads the page. */
const reloadMessages = /optimized dependencies changed|new dependencies optimized|reloading|page reload/i;
/**
 * What it prints when a build running beside it (another test run's, into site/build-<name>/)
 * writes its pages: the server watches all of site/, but no visitor's page is one of those files.
 */
const buildOutputReload = /page reload build[^/\s]*\//;

let server: ChildProcess | undefined;
let cacheDirectory = '';
let serverOutput = '';

test.beforeAll(async () => {
  cacheDirectory = mkdtempSync(join(tmpdir(), 'akoma-vite-cache-'));
  server = spawn('npx', ['react-router', 'dev', '--port', String(devServerPort), '--strictPort'], {
    cwd: siteDirectory,
    env: { ...process.env, SITE_VITE_CACHE_DIR: cacheDirectory, VITE_SUPABASE_URL: `http://127.0.0.1:${String(backendPort)}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://localhost:${String(devServerPort)}/`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 120_000, message: 'the development server answers' },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  rmSync(cacheDirectory, { recursive: true, force: true });
});

/**
 * A YAML file the editor saves, or undefined while it is not whole: Keystatic writes a file in
 * place, so a read in the middle of a save finds it empty or cut short. Read it with expect.poll.
 */
function savedYaml(path: string): unknown {
  try {
    return parseYaml(readFileSync(path, 'utf8')) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Everything the page logs as an error or a warning, by page. */
const logged: string[] = [];

function watchConsole(page: Page) {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`${new URL(page.url()).pathname}: ${error.message}`));
}

/** Waits until React runs the element (its code has arrived); a page reloaded under the visitor can leave it waiting. */
const hasReact = (selector: string) => (page: Page) =>
  page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    },
    selector,
    { timeout: 60_000 },
  );

/** Opens a page and marks it: a reload by the development server would drop the mark. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await hasReact('main')(page);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}

async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => 'notReloaded' in window), `${page.url()} was not reloaded by the development server`).toBe(true);
  const printed = serverOutput
    .split('\n')
    .filter((line) => !buildOutputReload.test(stripVTControlCharacters(line)))
    .join('\n');
  expect(printed).not.toMatch(reloadMessages);
}

/** Scrolls to the bottom, which brings every deferred part of the page (and the footer) to life. */
async function openDeferredParts(page: Page) {
  await page.mouse.wheel(0, 100_000);
  await hasReact('footer')(page);
  // The installed-app notices and the performance monitoring load once the page is idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
}

test('a fresh clone’s development server never reloads a page, and no page logs an error or a warning', async ({ page }) => {
  // Each screen once: a sub-route (/impact/metrics) runs its screen's modules, which the server has
  // transformed by then, so it cannot make the server find a new dependency and reload. The
  // production build's walk (tests/e2e/security.spec.ts) checks every page's console. Some twenty
  // screens, each transformed on its first visit, then a member's journey: on a busy two-core
  // machine the walk takes a few minutes.
  test.slow();
  watchConsole(page);
  // `npm start` configures no analytics endpoint, so the measurement (site/app/analytics) must send
  // nothing, though this walk views every page, signs up and calculates an ROI: any request that
  // carries an event in Plausible's shape (name, url and domain) is one too many.
  const analyticsEvents: string[] = [];
  page.on('request', (request) => {
    const body = request.method() === 'POST' ? request.postData() : null;
    if (body && /"name":.*"url":.*"domain":/s.test(body)) analyticsEvents.push(`${request.url()} ${body}`);
  });
  const piece = '/insights/managing-gen-z';
  for (const path of [...eachScreen(pages.filter((entry) => entry.indexed !== false)).map((entry) => entry.path), piece, '/no-such-page']) {
    await visit(page, path);
    await openDeferredParts(page);
    if (path === '/') {
      await hasReact('#roi-calculator')(page);
      await calculateRoi(page, { employees: '120', salary: '30000' });
      await main(page).getByRole('button', { name: 'Book Discovery Call' }).first().click();
      await expect(page.getByRole('menu', { name: 'Book Discovery Call' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await expectNotReloaded(page);
  }

  // A new member's journey: sign up on /auth (where the reload once wiped the form), confirm from
  // the mailbox, IndyCircle, the member menu and the account page's confirmation dialog.
  await visit(page, '/auth');
  await joinAndConfirm(page, uniqueEmail('dev'), 'Esi');
  const memberMenu = page.getByRole('banner').getByRole('button', { name: 'Hi, Esi' });
  await expect(memberMenu).toBeVisible();
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await visit(page, '/circle');
  await expect(page.getByRole('region', { name: 'Your saved library' })).toBeVisible();
  await memberMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL('/circle/account');
  await main(page).getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNotReloaded(page);

  expect(logged, 'errors and warnings in the console').toEqual([]);
  expect(analyticsEvents, 'analytics events sent without an endpoint configured').toEqual([]);
});

test.describe('the content editor (Keystatic, local mode)', () => {
  const id = 'editor-journey-masterclass-2027';
  const file = join(siteDirectory, 'content', 'events', `${id}.yaml`);
  const pieceSlug = 'editor-journey-hybrid-work';
  const pieceFile = join(siteDirectory, 'content', 'pieces', `${pieceSlug}.md`);
  const personId = 'editor-journey-director';
  const personFile = join(siteDirectory, 'content', 'people', `${personId}.yaml`);
  const metadataFile = join(siteDirectory, 'content', 'pages', 'metadata.yaml');
  const aboutFile = join(siteDirectory, 'content', 'pages', 'about.yaml');
  const organisationId = 'editor-journey-bank';
  const heroFile = join(siteDirectory, 'content', 'pages', 'home-hero.yaml');
  const originals = new Map([metadataFile, aboutFile, heroFile].map((path) => [path, readFileSync(path, 'utf8')]));
  test.afterAll(() => {
    rmSync(file, { force: true });
    rmSync(pieceFile, { force: true });
    rmSync(personFile, { force: true });
    rmSync(join(siteDirectory, 'content', 'people', personId), { recursive: true, force: true });
    rmSync(join(siteDirectory, 'content', 'organisations', `${organisationId}.yaml`), { force: true });
    rmSync(join(siteDirectory, 'content', 'organisations', organisationId), { recursive: true, force: true });
    rmSync(join(siteDirectory, 'content', 'pages', 'home-hero'), { recursive: true, force: true });
    for (const [path, text] of originals) writeFileSync(path, text);
  });

  /**
   * An event's or a person's field in English: the form's own, which comes before the field of the
   * same label in its "Français" group. The file written, checked after, tells the two apart.
   */
  const english = (field: Locator) => field.first();

  test('publishes a piece: its page shows what was written', async ({ page }) => {
    await page.goto('/keystatic/collection/pieces/create');
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Title' }).fill('Editor Journey: Hybrid Work in Lagos');
    await form.getByRole('textbox', { name: 'Address' }).fill(pieceSlug);
    await form.getByRole('textbox', { name: 'Summary' }).fill('What three Lagos employers learned in their first year of hybrid work.');
    await form.getByRole('textbox', { name: 'Author', exact: true }).fill('Akoma Research');
    await form.getByRole('textbox', { name: 'Author’s role' }).fill('Insights team');
    await form.getByRole('textbox', { name: 'Published' }).fill('2026-11-20');
    await form.getByRole('textbox', { name: 'Hero picture' }).fill('/images/home/library-podcast.svg');
    /** Adds one item to a list field through the editor's dialog. */
    const addItem = async (list: string, field: string, value: string) => {
      await form
        .getByRole('group', { name: new RegExp(`^${list}`) })
        .getByRole('button', { name: 'Add' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Add item' });
      await dialog.getByRole('textbox', { name: field }).fill(value);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toBeHidden();
    };
    await addItem('Tags', 'Tag', 'Hybrid work');
    // The build asks for three to five takeaways; with two, the editor refuses too.
    await addItem('Key takeaways', 'Takeaway', 'Agree the days the whole team is in, not just the number of days.');
    await addItem('Key takeaways', 'Takeaway', 'Measure output, not hours online.');
    await form.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('Three Lagos employers tried hybrid work for a year. Here is what they learned.');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByRole('group', { name: /^Key takeaways/ }).getByText('Must have at least 3 items.')).toBeVisible();
    expect(existsSync(pieceFile)).toBe(false);
    await addItem('Key takeaways', 'Takeaway', 'Pay for data and power, or hybrid work leaves people out.');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`/keystatic/collection/pieces/item/${pieceSlug}`);

    await expect(async () => {
      await page.goto(`/insights/${pieceSlug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editor Journey: Hybrid Work in Lagos', { timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('Three Lagos employers tried hybrid work for a year. Here is what they learned.')).toBeVisible();
    await expect(page.getByText('Measure output, not hours online.')).toBeVisible();
  });

  test('adds an event the partners page then lists, and refuses one with a required field left empty', async ({ page }) => {
    await page.goto('/keystatic/collection/events/create');
    const form = page.getByRole('main');
    const french = form.getByRole('group', { name: 'Français' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Editor Journey Masterclass');
    await form.getByRole('textbox', { name: 'Id' }).fill(id);
    await english(form.getByRole('textbox', { name: 'Description' })).fill(
      'A masterclass added in the content editor by the marketing team.',
    );
    await form.getByLabel('Starts').fill('2027-06-10T10:00');
    await form.getByLabel('Ends').fill('2027-06-10T11:30');
    await form.getByRole('checkbox', { name: 'Online' }).check();
    await french.getByRole('textbox', { name: 'Nom' }).fill('Masterclass du parcours éditeur');
    await french.getByRole('textbox', { name: 'Format' }).fill('Masterclass');
    await french
      .getByRole('textbox', { name: 'Description' })
      .fill('Une masterclass ajoutée dans l’éditeur de contenu par l’équipe marketing.');

    // The format is required: Create refuses, says so, and writes nothing.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByText('Format must not be empty')).toBeVisible();
    expect(existsSync(file)).toBe(false);

    await english(form.getByRole('textbox', { name: 'Format' })).fill('Masterclass');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`/keystatic/collection/events/item/${id}`);
    // The English at the top of the file, the French under `fr:`, for the French edition.
    await expect
      .poll(() => savedYaml(file))
      .toMatchObject({
        name: 'Editor Journey Masterclass',
        format: 'Masterclass',
        description: 'A masterclass added in the content editor by the marketing team.',
        fr: {
          name: 'Masterclass du parcours éditeur',
          format: 'Masterclass',
          description: 'Une masterclass ajoutée dans l’éditeur de contenu par l’équipe marketing.',
        },
      });

    // The site reads the new file on the next page load, as a build would publish it. The server hears
    // of the file a moment after it is written, so a load that comes first is tried again.
    const listed = page
      .getByRole('list', { name: 'Upcoming events' })
      .getByRole('listitem')
      .filter({ hasText: 'Editor Journey Masterclass' });
    await expect(async () => {
      await page.goto('/partners');
      await expect(listed.locator('time')).toHaveText('Thursday 10 June 2027, 10:00 to 11:30 West Africa Time', { timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect(listed.getByText('Online', { exact: true })).toBeVisible();
  });

  test('adds a leader with a photograph, published with their consent on the About page', async ({ page }) => {
    await page.goto('/keystatic/collection/people/create');
    const form = page.getByRole('main');
    const french = form.getByRole('group', { name: 'Français' });
    await english(form.getByRole('textbox', { name: 'Role' })).fill('Director, Client Journeys');
    await form.getByRole('textbox', { name: 'Id' }).fill(personId);
    await form.getByRole('textbox', { name: 'Order' }).fill('7');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Amaka Eze');
    // A portrait made for the test: a JPEG three times the size the page shows it, and then some.
    const portrait = await sharp({ create: { width: 480, height: 600, channels: 3, background: { r: 141, g: 85, b: 36 } } })
      .jpeg()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('group', { name: 'Photograph' }).getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles({ name: 'amaka.jpg', mimeType: 'image/jpeg', buffer: portrait });
    await english(form.getByRole('textbox', { name: 'Photograph description' })).fill('Amaka Eze, smiling, in a green jacket');
    await form.getByRole('textbox', { name: 'LinkedIn profile' }).fill('https://www.linkedin.com/in/amaka-eze');
    // The French edition's words, the photograph's description with them.
    await french.getByRole('textbox', { name: 'Role' }).fill('Directrice du parcours client');
    await french
      .getByRole('textbox', { name: 'What they lead' })
      .fill('Pilote le parcours des clients, du premier appel aux résultats mesurés.');
    await french.getByRole('textbox', { name: 'Photograph description' }).fill('Amaka Eze, souriante, en veste verte');
    await form.getByRole('checkbox', { name: 'Consent to publish' }).check();

    // What they lead is required: Create refuses, says so, and writes nothing.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByText('What they lead must not be empty')).toBeVisible();
    expect(existsSync(personFile)).toBe(false);

    await english(form.getByRole('textbox', { name: 'What they lead' })).fill(
      'Leads how clients move from first call to measured results.',
    );
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`/keystatic/collection/people/item/${personId}`);
    await expect
      .poll(() => savedYaml(personFile))
      .toMatchObject({
        role: 'Director, Client Journeys',
        leads: 'Leads how clients move from first call to measured results.',
        photo: 'photo.jpg',
        photoAlt: 'Amaka Eze, smiling, in a green jacket',
        fr: {
          role: 'Directrice du parcours client',
          leads: 'Pilote le parcours des clients, du premier appel aux résultats mesurés.',
          photoAlt: 'Amaka Eze, souriante, en veste verte',
        },
      });
    await expect.poll(() => existsSync(join(siteDirectory, 'content', 'people', personId, 'photo.jpg'))).toBe(true);

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Amaka Eze', level: 3 }) });
    await expect(async () => {
      await page.goto('/about');
      await expect(card).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.getByText('Director, Client Journeys')).toBeVisible();
    await expect(card.getByRole('link', { name: /Amaka Eze on LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/amaka-eze',
    );
    // The photograph arrives as the build makes it: AVIF first, square, at the portrait's size.
    const photo = card.getByRole('img', { name: 'Amaka Eze, smiling, in a green jacket' });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const shown = await photo.evaluate((image: HTMLImageElement) => ({
      types: [...(image.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.type),
      width: image.naturalWidth,
      height: image.naturalHeight,
      box: Math.round(image.getBoundingClientRect().width),
    }));
    expect(shown).toEqual({ types: ['image/avif', 'image/webp'], width: 112, height: 112, box: 112 });
  });

  test('gives a hero picture a photograph, which the home page shows in place of its drawing', async ({ page }) => {
    await page.goto('/keystatic/singleton/homeHero');
    // A landscape photograph made for the test, wider than 16:9.
    const photograph = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: { r: 20, g: 83, b: 45 } } })
      .jpeg()
      .toBuffer();
    /** Gives the second picture, in one language's group, the photograph and what it shows. */
    const givePhotograph = async (language: 'English' | 'Français', shows: string) => {
      await page
        .getByRole('main')
        .getByRole('group', { name: language })
        .getByRole('group', { name: /^Pictures/ })
        .getByRole('row', { name: '/images/home/hero-wellbeing.svg' })
        .getByText('/images/home/hero-wellbeing.svg')
        .click();
      const slide = page.getByRole('dialog', { name: 'Edit item' });
      await slide.getByRole('textbox', { name: 'What it shows' }).fill(shows);
      const chooser = page.waitForEvent('filechooser');
      await slide.getByRole('group', { name: 'Photograph' }).getByRole('button', { name: 'Choose file' }).click();
      await (await chooser).setFiles({ name: 'team.jpg', mimeType: 'image/jpeg', buffer: photograph });
      await slide.getByRole('button', { name: 'Done' }).click();
      await expect(slide).toBeHidden();
    };
    // Both languages: the French page is the same page, the photograph included, described in French.
    await givePhotograph('English', 'Fuel Wellbeing: a team talking together in a bright office');
    await givePhotograph('Français', 'Cultiver le bien-être : une équipe qui discute dans un bureau lumineux');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Saved beside the file, under the picture's place in its language's list.
    const slides = () => {
      const hero = savedYaml(heroFile) as Record<'en' | 'fr', { slides: { photo?: string; alt: string }[] }> | undefined;
      return hero && { en: hero.en.slides[1], fr: hero.fr.slides[1] };
    };
    await expect.poll(slides).toMatchObject({
      en: { photo: 'en/slides/1/photo.jpg', alt: 'Fuel Wellbeing: a team talking together in a bright office' },
      fr: { photo: 'fr/slides/1/photo.jpg', alt: 'Cultiver le bien-être : une équipe qui discute dans un bureau lumineux' },
    });
    for (const language of ['en', 'fr']) {
      await expect
        .poll(() => existsSync(join(siteDirectory, 'content', 'pages', 'home-hero', language, 'slides', '1', 'photo.jpg')))
        .toBe(true);
    }

    // The home page shows it, on its slide, as the build makes it: AVIF at the screen's width, cropped to 16:9.
    const shown = page.getByRole('img', { name: 'Fuel Wellbeing: a team talking together in a bright office' });
    await expect(async () => {
      await page.goto('/');
      await page.getByRole('region', { name: 'Akoma in pictures' }).getByRole('button', { name: 'Go to slide 2' }).click({ timeout: 5000 });
      await expect(shown).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const picture = await shown.evaluate((image: HTMLImageElement) => ({
      types: [...(image.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.type),
      sizes: image.parentElement?.querySelector('source')?.sizes,
      shape: image.naturalWidth / image.naturalHeight,
    }));
    expect(picture).toEqual({ types: ['image/avif'], sizes: '100vw', shape: 16 / 9 });
  });

  test('changes a page’s heading and its copy', async ({ page }) => {
    /** The singleton's English group; the French, under `fr:` in its file, is in the other group. */
    const inEnglish = () => page.getByRole('main').getByRole('group', { name: 'English' });
    /** A section's heading in a content file, in English and in French. */
    const headingsOf = (path: string, section: string) => {
      const languages = savedYaml(path) as Record<'en' | 'fr', Record<string, { heading: string } | undefined>> | undefined;
      return languages && { en: languages.en[section]?.heading, fr: languages.fr[section]?.heading };
    };
    const french = { about: headingsOf(metadataFile, 'about')?.fr, leadership: headingsOf(aboutFile, 'leadership')?.fr };
    expect(french).toEqual({ about: expect.any(String), leadership: expect.any(String) });

    await page.goto('/keystatic/singleton/pages');
    await inEnglish()
      .getByRole('group', { name: 'About', exact: true })
      .getByRole('textbox', { name: 'Main heading' })
      .fill('Built in Africa, for the way Africa works, since 2024');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The English changed; the French stays as it was.
    await expect
      .poll(() => headingsOf(metadataFile, 'about'))
      .toEqual({ en: 'Built in Africa, for the way Africa works, since 2024', fr: french.about });

    await page.goto('/keystatic/singleton/about');
    await inEnglish()
      .getByRole('group', { name: /^Leadership team/ })
      .getByRole('textbox', { name: 'Heading' })
      .fill('The people who lead us');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => headingsOf(aboutFile, 'leadership')).toEqual({ en: 'The people who lead us', fr: french.leadership });

    await expect(async () => {
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Built in Africa, for the way Africa works, since 2024', {
        timeout: 5000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'The people who lead us' })).toBeVisible();
  });

  test('lists a client by its logo once it agreed, linking to its site', async ({ page }) => {
    await page.goto('/keystatic/collection/organisations/create');
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Name' }).fill('Editor Journey Bank');
    await form.getByRole('textbox', { name: 'Id' }).fill(organisationId);
    await form.getByRole('textbox', { name: 'Order' }).fill('1');
    await form.getByRole('textbox', { name: 'Website' }).fill('https://bank.example');
    // A wordmark made for the test: a PNG on transparency, three times as wide as it is tall.
    const wordmark = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect x="10" y="40" width="120" height="120" rx="20" fill="#0f766e"/><rect x="160" y="80" width="400" height="40" fill="#134e4a"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('group', { name: 'Logo' }).getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles({ name: 'bank.png', mimeType: 'image/png', buffer: wordmark });
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`/keystatic/collection/organisations/item/${organisationId}`);

    // Not agreed yet: the About page does not show it.
    const logo = page.getByRole('link', { name: 'Editor Journey Bank' });
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Some of our clients' })).toHaveCount(0);

    await page.goto(`/keystatic/collection/organisations/item/${organisationId}`);
    await page.getByRole('main').getByRole('checkbox', { name: 'Agreed to be listed' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => readFileSync(join(siteDirectory, 'content', 'organisations', `${organisationId}.yaml`), 'utf8'))
      .toContain('consent: true');
    await expect(async () => {
      await page.goto('/about');
      await expect(logo).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 3, name: 'Some of our clients' })).toBeVisible();
    await expect(logo).toHaveAttribute('href', 'https://bank.example');
    const image = logo.getByRole('img', { name: 'Editor Journey Bank' });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    expect(
      await image.evaluate((element: HTMLImageElement) => [
        element.currentSrc.includes('@imagetools'),
        getComputedStyle(element).objectFit,
      ]),
    ).toEqual([true, 'contain']);
  });
});
