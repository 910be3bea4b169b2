/**
 * What Lighthouse's page loads do not measure: moving from one page to another inside the app (a
 * soft navigation), and how quickly a page answers a press (Interaction to Next Paint). Both run in
 * Chromium driven by Playwright, under the throttling Lighthouse's mobile runs apply: its slow-4G
 * network (562.5 ms per request, 1.47 Mbit/s down) and the bench's CPU slowdown (./cpu.ts).
 *
 * A soft navigation is timed from the click (the event's own time stamp, when the browser received
 * the press) to the frame that first paints the new page's main heading: a heading with new text
 * is watched for, and the paint is the end of the next animation frame (a requestAnimationFrame
 * callback, then the first task after it, runs once that frame has been drawn). The mouse moves to
 * the link and clicks, as a visitor's would.
 *
 * BENCH_NO_NETWORK_THROTTLING=1 leaves the network as it is, to tell the CPU's share from the
 * network's when a navigation is over its budget.
 *
 * An interaction's INP is the longest duration the browser's Event Timing reports for the events
 * of that press (input delay, handlers and the next paint). Event Timing only reports events of
 * 16 ms or more, so "16 ms" in the report means "16 ms or less".
 */
import { chromium, type Browser, type Page } from 'playwright';

import { chromiumArgs } from '../chromium.ts';

/** Lighthouse's mobile network preset, as its devtools throttling applies it. */
const mobileNetwork = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

export interface SoftNavigation {
  /** Shown in the report: "home → about". */
  name: string;
  from: string;
  to: string;
  /** Opens what holds the link first (the phone menu), before the measured click. */
  open?: (page: Page) => Promise<void>;
  /** Finds the link on `from` to click. */
  link: (page: Page) => ReturnType<Page['locator']>;
}

export interface Interaction {
  name: string;
  page: string;
  /** Brings the page to the moment before the press (scrolls to a section, fills a form in). */
  prepare?: (page: Page) => Promise<void>;
  /** The control the mouse presses. */
  target: (page: Page) => ReturnType<Page['locator']>;
}

export async function launchMeasuringBrowser(executablePath: string, certificateArgument: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...chromiumArgs, certificateArgument] });
}

async function throttledPage(browser: Browser, cpuSlowdown: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: false,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  if (process.env.BENCH_NO_NETWORK_THROTTLING !== '1')
    await session.send('Network.emulateNetworkConditions', { offline: false, ...mobileNetwork });
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

/** Waits for the page to finish loading and for its start-up work to settle, so what follows is measured alone. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Two quiet moments in a row: the first may only start work that the second then waits out.
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), { timeout: 5000 });
      }),
  );
}

async function clickCentre(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the control to press is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}

/** One soft navigation, in a fresh browser context: milliseconds from the click to the new heading's paint. */
export async function measureSoftNavigation(
  browser: Browser,
  origin: string,
  navigation: SoftNavigation,
  cpuSlowdown: number,
): Promise<number> {
  const page = await throttledPage(browser, cpuSlowdown);
  try {
    await page.goto(`${origin}${navigation.from}`);
    await settle(page);
    if (navigation.open) {
      await navigation.open(page);
      await settle(page);
    }
    const link = navigation.link(page);
    await link.scrollIntoViewIfNeeded();
    await settle(page);
    const painted = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const before = document.querySelector('h1')?.textContent;
          let clickedAt = Number.NaN;
          document.addEventListener(
            'click',
            (event) => {
              clickedAt = event.timeStamp;
            },
            { capture: true, once: true },
          );
          const observer = new MutationObserver(() => {
            const heading = document.querySelector('h1');
            if (Number.isNaN(clickedAt) || !heading || heading.textContent === before) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    await clickCentre(page, link);
    const duration = await painted;
    const url = new URL(page.url());
    if (url.pathname !== navigation.to) throw new Error(`${navigation.name} arrived at ${url.pathname}, not ${navigation.to}`);
    return duration;
  } finally {
    await page.context().close();
  }
}

/** One interaction, in a fresh browser context: its longest event duration in milliseconds (16 when under 16). */
export async function measureInteraction(browser: Browser, origin: string, interaction: Interaction, cpuSlowdown: number): Promise<number> {
  const page = await throttledPage(browser, cpuSlowdown);
  try {
    await page.goto(`${origin}${interaction.page}`);
    await settle(page);
    await interaction.prepare?.(page);
    const target = interaction.target(page);
    await target.scrollIntoViewIfNeeded();
    await settle(page);
    await page.evaluate(() => {
      const durations: number[] = [];
      Object.assign(window, { interactionDurations: durations });
      // Event Timing's interactionId is not in TypeScript's DOM types yet (durationThreshold is, through web-vitals' declarations).
      type EventTiming = PerformanceEntry & { interactionId: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as EventTiming[]) if (entry.interactionId > 0) durations.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    await clickCentre(page, target);
    // Event Timing reports an interaction once its next frame has been drawn; the observer's
    // callback then runs in a later task.
    await page.waitForTimeout(1000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const durations = await page.evaluate(() => (window as unknown as { interactionDurations: number[] }).interactionDurations);
    return Math.max(16, ...durations);
  } finally {
    await page.context().close();
  }
}
