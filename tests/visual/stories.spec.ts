import { readFileSync } from 'node:fs';

import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

import { expectNoOrphanBaselines } from './baselines';
import { waitForImagesAndFonts, waitForStillness } from './settle';

/**
 * Every story of the static Storybook build, in both themes: the one run of the stories in
 * `npm test`. A story fails if its play function throws, if an error goes uncaught while it renders
 * or plays, or if axe finds a violation (the a11y addon's own run, with the story's `a11y`
 * parameters, as in the Storybook UI); then the screenshot shows the state the play function left
 * (a menu open, a field filled, focus on a control), as Chromatic would.
 *
 * Storybook's production build has no development warnings: a component's warning is checked by its
 * unit test (Badge.test.tsx, for one), which renders the story in development.
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
/** What a story's latest render reported on Storybook's channel (recorded by `watchStoryRenders`). */
interface StoryOutcome {
  /** `storyFinished` has come: the play function and the axe run are over. */
  finished: boolean;
  /** The play function's exception, errors left uncaught while it played, an exception in the render. */
  errors: string[];
  /** A failed report of the story's `afterEach` (the a11y addon's axe run): each violation with its elements. */
  failedReports: string[];
}
type VisualWindow = Window & {
  __STORYBOOK_PREVIEW__?: StorybookPreview;
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  __AKOMA_STORY_OUTCOMES__?: Map<string, StoryOutcome>;
};

/** The theme toolbar's values (.storybook/preview.tsx, `globalTypes.theme`). */
const themes = ['akoma', 'partner'] as const;
type Theme = (typeof themes)[number];

const storybookBuild = new URL('../../storybook-static/', import.meta.url);
const baselines = new URL('./__screenshots__/stories/', import.meta.url);

function readStories(): IndexEntry[] {
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(new URL('index.json', storybookBuild), 'utf8')) as typeof index;
  } catch {
    throw new Error('No Storybook build to test: run `npm run build-storybook` (the visual suite builds it itself).');
  }
  // Docs pages are prose around the same stories; each story is tested on its own.
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/**
 * Whether the story's play function and axe are held to: its `test` tag, which every story has
 * unless it opts out with `!test` (the tag addon-vitest selects stories by, too).
 */
const isTested = (story: IndexEntry) => story.tags?.includes('test') ?? false;
/**
 * Whether the story is captured. A story tagged `no-visual` is a journey whose end state another
 * story already shows: its play function and axe are still held to.
 */
const isCaptured = (story: IndexEntry) => !story.tags?.includes('no-visual');
/**
 * Whether the story must be the first in its page (tag `fresh-page`): its play function tests what
 * happens before a component's code has loaded, which an earlier story in the page may have loaded.
 */
const needsFreshPage = (story: IndexEntry) => story.tags?.includes('fresh-page') ?? false;

const stories = readStories().filter((story) => isTested(story) || isCaptured(story));

/**
 * Installed before Storybook's own scripts, it listens on Storybook's channel from the moment the
 * channel is set up, for two things.
 *
 * It records what each story's render reports, in `window.__AKOMA_STORY_OUTCOMES__` by story id.
 * Storybook 10's render (StoryRender in storybook/preview-api) reports on the channel only: a play
 * function's exception is caught, the story stays on screen and `playFunctionThrewException` says
 * so; errors thrown and left uncaught while it plays come in `unhandledErrorsWhilePlaying`; a render
 * that fails shows Storybook's error screen with `storyThrewException` or `storyErrored`; and
 * `storyFinished` closes the render with the reports of the `afterEach` hooks, among them the a11y
 * addon's axe run (a report of type `a11y`, `failed` when the story's `a11y.test` is 'error' and
 * axe found violations, as .storybook/preview.tsx sets for every story).
 *
 * And it freezes the story the moment its play function has finished (the render enters its
 * "completing" phase): every timer set half a second or more ahead is cancelled and no new one
 * starts, so what a component does later on its own (a carousel's next slide, a toast closing
 * itself) never reaches the screenshot, however slow the machine. Shorter timers (a menu's leave
 * transition, a hover delay) still run, so the page settles in the state the play
 * function left.
 */
function watchStoryRenders() {
  interface SerializedError {
    name?: string;
    message?: string;
  }
  interface AxeViolation {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; html: string; failureSummary?: string }[];
  }
  interface Report {
    type: string;
    status: string;
    result?: { violations?: AxeViolation[]; error?: unknown };
  }
  interface Channel {
    on(event: 'storyRenderPhaseChanged', listener: (payload: { newPhase: string; storyId: string }) => void): void;
    on(event: 'playFunctionThrewException' | 'storyThrewException', listener: (error: SerializedError) => void): void;
    on(event: 'unhandledErrorsWhilePlaying', listener: (errors: SerializedError[]) => void): void;
    on(event: 'storyErrored', listener: (payload: { title: string; description: string }) => void): void;
    on(event: 'storyFinished', listener: (payload: { storyId: string; reporters: Report[] }) => void): void;
  }

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

  const outcomes = new Map<string, StoryOutcome>();
  Object.defineProperty(window, '__AKOMA_STORY_OUTCOMES__', { value: outcomes });
  // The story being rendered: the error events do not name it.
  let current: StoryOutcome | undefined;
  // Testing Library's messages go on with the whole page's DOM (Storybook's own markup first), and
  // expect's with whole elements: what went wrong is said before that.
  const longMessage = 2000;
  const describeError = ({ name = 'Error', message = '' }: SerializedError) => {
    const [said = ''] = message.split('\n\nIgnored nodes:');
    return `${name}: ${said.length > longMessage ? `${said.slice(0, longMessage)}…` : said}`;
  };
  const describeFailedReport = (report: Report): string[] =>
    report.type === 'a11y' && report.result?.violations
      ? report.result.violations.map((violation) =>
          [
            `axe: ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}`,
            ...violation.nodes.map(
              (node) =>
                `  ${node.html.length > 200 ? `${node.html.slice(0, 200)}…` : node.html} (${node.target.join(' ')})${node.failureSummary ? `\n    ${node.failureSummary.replaceAll('\n', '\n    ')}` : ''}`,
            ),
          ].join('\n'),
        )
      : [
          // axe itself failed (the a11y addon reports the exception), or another addon's report failed.
          report.result?.error instanceof Error
            ? `${report.type} failed: ${report.result.error.name}: ${report.result.error.message}`
            : `${report.type} failed: ${JSON.stringify(report.result)}`,
        ];
  const listen = (channel: Channel) => {
    channel.on('storyRenderPhaseChanged', ({ newPhase, storyId }) => {
      // A story opened again renders afresh: what an earlier render reported is gone.
      if (newPhase === 'preparing' || !outcomes.has(storyId)) outcomes.set(storyId, { finished: false, errors: [], failedReports: [] });
      current = outcomes.get(storyId);
      if (newPhase === 'completing') freeze();
      // The next story, opened in the same page: its own timers run until its play function ends.
      if (newPhase === 'loading') frozen = false;
    });
    channel.on('playFunctionThrewException', (error) => current?.errors.push(`The play function threw ${describeError(error)}`));
    channel.on('unhandledErrorsWhilePlaying', (errors) => {
      for (const error of errors) current?.errors.push(`Uncaught while the play function ran: ${describeError(error)}`);
    });
    channel.on('storyThrewException', (error) => current?.errors.push(`The story threw ${describeError(error)}`));
    channel.on('storyErrored', ({ title, description }) => current?.errors.push(`The story failed to render: ${title}\n${description}`));
    channel.on('storyFinished', ({ storyId, reporters }) => {
      const outcome = outcomes.get(storyId);
      if (!outcome) return;
      for (const report of reporters) if (report.status === 'failed') outcome.failedReports.push(...describeFailedReport(report));
      outcome.finished = true;
    });
  };

  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: Partial<Channel> | undefined) => {
      channel = next;
      if (typeof next?.on === 'function') listen(next as Channel);
    },
  });
}

/** Each theme's page, per worker, with the size a page starts at. */
interface StoryPages {
  defaultViewport: { width: number; height: number };
  /** The theme's page; `fresh` when it has just been opened and has not loaded Storybook yet. */
  open(theme: Theme): Promise<{ page: Page; fresh: boolean }>;
  /** Closes the theme's page: the next story in that theme starts in a new one. */
  discard(theme: Theme): Promise<void>;
}

/**
 * Storybook loads once per theme and worker; each story after the first is opened in that page
 * the way Storybook's own UI switches stories (its `setCurrentStory` event), which takes a third
 * of the time of loading Storybook afresh for each of ~800 story tests. The switch unmounts the
 * previous story (its portals, timers and listeners go with it); the page is scrolled back to the
 * top, and a page whose story failed is thrown away, so the next story starts clean.
 *
 * Each theme's page has a browser context of its own, so what one theme's stories leave in the
 * browser (local storage, cookies, the cache) never reaches the other's, and a page thrown away
 * takes its context with it.
 */
const test = base.extend<{ storyPage: (theme: Theme) => Promise<{ page: Page; fresh: boolean }> }, { storyPages: StoryPages }>({
  storyPages: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId, colorScheme, serviceWorkers } = workerInfo.project.use;
      if (!viewport) throw new Error('The stories project needs a viewport.');
      const opened = new Map<Theme, { context: BrowserContext; page: Page }>();
      await provide({
        defaultViewport: viewport,
        async open(theme) {
          const existing = opened.get(theme);
          if (existing) return { page: existing.page, fresh: false };
          const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, colorScheme, serviceWorkers });
          await context.addInitScript(watchStoryRenders);
          const page = await context.newPage();
          opened.set(theme, { context, page });
          return { page, fresh: true };
        },
        async discard(theme) {
          await opened.get(theme)?.context.close();
          opened.delete(theme);
        },
      });
      for (const { context } of opened.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storyPages }, provide, testInfo) => {
    let usedTheme: Theme | undefined;
    await provide(async (theme) => {
      usedTheme = theme;
      return storyPages.open(theme);
    });
    if (usedTheme !== undefined && testInfo.status !== testInfo.expectedStatus) await storyPages.discard(usedTheme);
  },
});

// axe runs after each story (the a11y addon's afterEach), as in the Storybook UI: `a11y.manual` stays false.
const storyUrl = (id: string, theme: Theme) => `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`;

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

/**
 * Opens a story in a theme at the size it asks for, waits until its render has finished (play
 * function and axe included) and returns what the render reported, with the errors the page left
 * uncaught meanwhile.
 */
async function openStory(
  page: Page,
  id: string,
  theme: Theme,
  { fresh, defaultViewport }: { fresh: boolean; defaultViewport: { width: number; height: number } },
): Promise<StoryOutcome> {
  // As in the Vitest run, an error nobody catches fails the story, whenever it comes (a timer's, a rejected promise's).
  const uncaught: string[] = [];
  const onPageError = (error: Error) => uncaught.push(`Uncaught ${error.name}: ${error.message}`);
  page.on('pageerror', onPageError);
  try {
    const current = page.viewportSize();
    if (current?.width !== defaultViewport.width || current.height !== defaultViewport.height) await page.setViewportSize(defaultViewport);
    if (fresh) {
      await page.goto(storyUrl(id, theme));
    } else {
      await page.evaluate((storyId) => {
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        const visualWindow = window as VisualWindow;
        visualWindow.__AKOMA_STORY_OUTCOMES__?.delete(storyId);
        visualWindow.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, id);
    }
    const viewport = await requestedViewport(page, id);
    if (viewport && (viewport.width !== defaultViewport.width || viewport.height !== defaultViewport.height)) {
      // The story must render and play at its own size: load it afresh at that size.
      await page.setViewportSize(viewport);
      await page.goto(storyUrl(id, theme));
    }
    // Storybook's error screen also stands for a render that never reached the story (its file failed to load).
    await page.waitForFunction(
      (storyId) =>
        (window as VisualWindow).__AKOMA_STORY_OUTCOMES__?.get(storyId)?.finished ||
        document.body.classList.contains('sb-show-errordisplay'),
      id,
      { timeout: 45_000 },
    );
    const outcome = await page.evaluate((storyId) => {
      const recorded = (window as VisualWindow).__AKOMA_STORY_OUTCOMES__?.get(storyId) ?? {
        finished: false,
        errors: [],
        failedReports: [],
      };
      const errorScreen = document.body.classList.contains('sb-show-errordisplay')
        ? document.getElementById('error-message')?.textContent
        : undefined;
      return errorScreen && recorded.errors.length === 0 ? { ...recorded, errors: [`Storybook shows an error: ${errorScreen}`] } : recorded;
    }, id);
    return { ...outcome, errors: [...outcome.errors, ...uncaught] };
  } finally {
    page.off('pageerror', onPageError);
  }
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    for (const story of stories) {
      test(`${story.title} › ${story.name}`, async ({ storyPage, storyPages }) => {
        if (needsFreshPage(story)) await storyPages.discard(theme);
        const { page, fresh } = await storyPage(theme);
        const { errors, failedReports } = await openStory(page, story.id, theme, { fresh, defaultViewport: storyPages.defaultViewport });
        if (isTested(story)) {
          // What the screenshot would show of a failed play function is beside the point: stop here.
          expect(errors.join('\n\n'), 'the story renders and its play function passes').toBe('');
          // A violation is reported with the screenshot's comparison, which may show what caused it.
          expect.soft(failedReports.join('\n\n'), 'axe finds no violation').toBe('');
        }
        if (!isCaptured(story)) return;
        await waitForImagesAndFonts(page);
        await waitForStillness(page);
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
        stories.filter(isCaptured).map((story) => `${story.id}.png`),
      );
    });
  });
}
