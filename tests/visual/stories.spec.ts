import { readFileSync } from 'node:fs';

import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

import { expectNoOrphanBaselines } from './baselines';
import { waitForImagesAndFonts, waitForStillness } from './settle';

/**
 * Every story of the static Storybook build, in both themes, as the story test runs it: the play
 * function runs to the end and the screenshot shows the state it leaves (a menu open, a field
 * filled, focus on a control), as Chromatic would.
 */

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/** The bits of Storybook's preview (window.__STORYBOOK_PREVIEW__ in iframe.html) read here. */
interface StorybookPreview {
  currentRender?: { id: string; phase?: string; story?: unknown };
  storyStoreValue?: {
    getStoryContext(story: unknown): { globals: { viewport?: { value?: string } }; parameters: { viewport?: ViewportParameters } };
  };
}
interface ViewportParameters {
  options?: Record<string, { styles?: { width?: string; height?: string } }>;
}
type VisualWindow = Window & {
  __STORYBOOK_PREVIEW__?: StorybookPreview;
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
};

/** The theme toolbar's values (.storybook/preview.tsx, `globalTypes.theme`). */
const themes = ['akoma', 'partner'] as const;

const storybookBuild = new URL('../../storybook-static/', import.meta.url);
const baselines = new URL('./__screenshots__/stories/', import.meta.url);

function readStories(): IndexEntry[] {
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(new URL('index.json', storybookBuild), 'utf8')) as typeof index;
  } catch {
    throw new Error('No Storybook build to test: run `npm run build-storybook` (the visual suite builds it itself).');
  }
  // Docs pages are prose around the same stories; each story is captured on its own. A story tagged
  // `no-visual` is a journey whose end state another story already shows (its play function, with
  // axe, still runs in the story tests).
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));
}

const stories = readStories();

/**
 * Installed before Storybook's own scripts. The moment the play function has finished (the render
 * enters its "completing" phase), every timer set half a second or more ahead is cancelled and no
 * new one starts: what a component does later on its own (a carousel's next slide, a toast closing
 * itself) never reaches the screenshot, however slow the machine. Shorter timers (a menu's leave
 * transition, a hover delay) still run, so the page settles in the state the play function left.
 */
function installStoryFreezer() {
  const longDelay = 500;
  const pending = new Set<number>();
  let frozen = false;
  const setTimeout = window.setTimeout.bind(window);
  const clearTimeout = window.clearTimeout.bind(window);
  const setInterval = window.setInterval.bind(window);
  const clearInterval = window.clearInterval.bind(window);
  window.setTimeout = ((handler: TimerHandler, timeout = 0, ...rest: unknown[]) => {
    if (timeout < longDelay || typeof handler !== 'function') return setTimeout(handler, timeout, ...rest);
    if (frozen) return 0;
    const id = setTimeout(
      (...args: unknown[]) => {
        pending.delete(id);
        (handler as (...args: unknown[]) => void)(...args);
      },
      timeout,
      ...rest,
    );
    pending.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, timeout = 0, ...rest: unknown[]) => {
    if (timeout < longDelay) return setInterval(handler, timeout, ...rest);
    if (frozen) return 0;
    const id = setInterval(handler, timeout, ...rest);
    pending.add(id);
    return id;
  }) as typeof window.setInterval;
  const freeze = () => {
    frozen = true;
    // Timeout and interval ids share one pool, and either clear function stops either kind.
    for (const id of pending) {
      clearTimeout(id);
      clearInterval(id);
    }
    pending.clear();
  };
  // Storybook announces each render phase on its channel; catch the channel as it is installed.
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: { on?: (event: string, listener: (payload: { newPhase?: string }) => void) => void } | undefined) => {
      channel = next;
      next?.on?.('storyRenderPhaseChanged', ({ newPhase }) => {
        if (newPhase === 'completing') freeze();
        // The next story, opened in the same page: its own timers run until its play function ends.
        if (newPhase === 'loading') frozen = false;
      });
    },
  });
}

/** The page each theme's stories open in, per worker, and the size it starts at. */
interface StoryPages {
  context: BrowserContext;
  pages: Map<string, Page>;
  defaultViewport: { width: number; height: number };
}

/**
 * Storybook loads once per theme and worker; each story after the first is opened in that page
 * the way Storybook's own UI switches stories (its `setCurrentStory` event), which takes a third
 * of the time of loading Storybook afresh for each of ~600 stories. The switch unmounts the
 * previous story (its portals, timers and listeners go with it); the page is scrolled back to the
 * top, and a page whose story failed is thrown away, so the next story starts clean.
 */
const test = base.extend<{ storyPage: (theme: string) => Promise<{ page: Page; fresh: boolean }> }, { storyPages: StoryPages }>({
  storyPages: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId, colorScheme, serviceWorkers } = workerInfo.project.use;
      if (!viewport) throw new Error('The stories project needs a viewport.');
      const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, colorScheme, serviceWorkers });
      await context.addInitScript(installStoryFreezer);
      await provide({ context, pages: new Map(), defaultViewport: viewport });
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storyPages }, provide, testInfo) => {
    let usedTheme: string | undefined;
    await provide(async (theme) => {
      usedTheme = theme;
      const open = storyPages.pages.get(theme);
      if (open) return { page: open, fresh: false };
      const page = await storyPages.context.newPage();
      storyPages.pages.set(theme, page);
      return { page, fresh: true };
    });
    if (usedTheme !== undefined && testInfo.status !== testInfo.expectedStatus) {
      await storyPages.pages.get(usedTheme)?.close();
      storyPages.pages.delete(usedTheme);
    }
  },
});

const storyUrl = (id: string, theme: string) =>
  // `a11y.manual` skips the axe run after each story: the story tests hold every story to axe already.
  `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`;

/** The size a story asks for with its `viewport` global (`globals: { viewport: { value: 'phone' } }`), if any. */
async function requestedViewport(page: Page, id: string) {
  await page.waitForFunction((storyId) => {
    const render = (window as VisualWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && render.story !== undefined;
  }, id);
  const styles = await page.evaluate(() => {
    const preview = (window as VisualWindow).__STORYBOOK_PREVIEW__;
    const story = preview?.currentRender?.story;
    if (!preview?.storyStoreValue || story === undefined) return undefined;
    const { globals, parameters } = preview.storyStoreValue.getStoryContext(story);
    const name = globals.viewport?.value;
    if (!name) return undefined;
    const option = parameters.viewport?.options?.[name];
    if (!option?.styles) throw new Error(`The story asks for viewport "${name}", which parameters.viewport.options does not define.`);
    return option.styles;
  });
  if (!styles) return undefined;
  const pixels = (value: string | undefined) => {
    if (!value || !/^\d+px$/.test(value)) throw new Error(`Viewport sizes must be in px, not "${String(value)}".`);
    return Number.parseInt(value, 10);
  };
  return { width: pixels(styles.width), height: pixels(styles.height) };
}

/** Opens a story in a theme at the size it asks for and waits until its play function (if any) has finished. */
async function openStory(
  page: Page,
  id: string,
  theme: string,
  { fresh, defaultViewport }: { fresh: boolean; defaultViewport: { width: number; height: number } },
) {
  const current = page.viewportSize();
  if (current?.width !== defaultViewport.width || current.height !== defaultViewport.height) await page.setViewportSize(defaultViewport);
  if (fresh) {
    await page.goto(storyUrl(id, theme));
  } else {
    await page.evaluate((storyId) => {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      (window as VisualWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
  const viewport = await requestedViewport(page, id);
  if (viewport && (viewport.width !== defaultViewport.width || viewport.height !== defaultViewport.height)) {
    // The story must render and play at its own size: load it afresh at that size.
    await page.setViewportSize(viewport);
    await page.goto(storyUrl(id, theme));
  }
  await page.waitForFunction(
    (storyId) => {
      const render = (window as VisualWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && render.phase === 'finished';
    },
    id,
    { timeout: 45_000 },
  );
  // A story whose render or play function failed shows Storybook's error screen: report the error instead.
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay') ? (document.getElementById('error-message')?.textContent ?? 'error') : null,
  );
  expect(error, 'the story renders and its play function passes').toBeNull();
  await waitForImagesAndFonts(page);
  await waitForStillness(page);
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    for (const story of stories) {
      test(`${story.title} › ${story.name}`, async ({ storyPage, storyPages }) => {
        const { page, fresh } = await storyPage(theme);
        await openStory(page, story.id, theme, { fresh, defaultViewport: storyPages.defaultViewport });
        // A story whose play function scrolled (to show the sticky header over the content, say) is
        // captured from the top: where such a page ends up scrolled varies by a few pixels from run
        // to run, and its play function has already checked what the scrolling was for.
        await page.evaluate(() => {
          window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        });
        await expect(page).toHaveScreenshot(['stories', theme, `${story.id}.png`], { fullPage: true });
      });
    }

    test('keeps no baseline for a story that is gone', () => {
      expectNoOrphanBaselines(
        new URL(`${theme}/`, baselines),
        stories.map((story) => `${story.id}.png`),
      );
    });
  });
}
