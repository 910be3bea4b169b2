/**
 * The bench's soft navigations and interactions (./interactions.ts says how each is timed): which
 * ones, their budgets, and their table in the report.
 *
 * Soft navigations, each against the floor app's own navigation between its two pages in the same
 * run (a floor run before every site run, as for the page loads): home → about, about → contact,
 * insights → a piece, a piece → insights, contact → auth, auth → /circle. Interactions, each held to
 * an absolute INP: opening a header menu, switching the home page's hub tab, Calculate ROI,
 * answering the assessment's first question, choosing an insights chip. A route given on the
 * command line limits both to those starting on it.
 */
import type { Page } from 'playwright';

import { thoughtLeadership } from '../../site/app/content/homeThoughtLeadership.ts';
import { formatRatio, interactionBudget, softNavigationToFloor } from './budgets.ts';
import {
  launchMeasuringBrowser,
  measureInteraction,
  measureSoftNavigation,
  type Interaction,
  type SoftNavigation,
} from './interactions.ts';

const [firstPiece] = thoughtLeadership.articles;
if (!firstPiece) throw new Error('the home page lists thought-leadership pieces');

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The header's links are behind the phone menu at the bench's mobile width: it is opened first. */
const openPhoneMenu = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
};
/** A piece in the insights page's library, where its link is. */
const listedPiece = {
  path: '/insights/zestpay-first-time-managers',
  title: 'How ZestPay Turned First-Time Managers into Its Growth Engine',
};

const softNavigations: SoftNavigation[] = [
  {
    name: 'home → about',
    from: '/',
    to: '/about',
    open: openPhoneMenu,
    link: (page) => mainNavigation(page).getByRole('link', { name: 'About' }),
  },
  {
    name: 'about → contact',
    from: '/about',
    to: '/contact',
    open: openPhoneMenu,
    link: (page) => mainNavigation(page).getByRole('link', { name: 'Contact' }),
  },
  {
    name: 'insights → a piece',
    from: '/insights',
    to: listedPiece.path,
    link: (page) => page.getByRole('region', { name: 'All insights' }).getByRole('link', { name: listedPiece.title, exact: true }),
  },
  {
    name: 'a piece → insights',
    from: firstPiece.href,
    to: '/insights',
    link: (page) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Insights' }),
  },
  {
    name: 'contact → auth',
    from: '/contact',
    to: '/auth',
    open: openPhoneMenu,
    link: (page) => page.getByRole('banner').getByRole('link', { name: 'Sign in' }),
  },
  {
    name: 'auth → /circle',
    from: '/auth',
    to: '/circle',
    link: (page) => page.getByRole('main').getByRole('link', { name: /IndyCircle offers/ }),
  },
];

/** The floor app's navigation between its two pages: the reference for every soft navigation. */
const floorNavigation: SoftNavigation = {
  name: 'floor app home → about',
  from: '/',
  to: '/about',
  link: (page) => page.getByRole('link', { name: 'How the floor app is used' }),
};

/** Waits until React runs the control (a deferred part's code has arrived and replaced its prerendered copy). */
async function untilReactRuns(locator: ReturnType<Page['locator']>) {
  await locator.scrollIntoViewIfNeeded();
  const deadline = Date.now() + 60_000;
  // The locator finds the control afresh each time: the copy's element is replaced, not changed.
  while (!(await locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))) {
    if (Date.now() > deadline) throw new Error('the control never came to life');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const hub = (page: Page) => page.getByRole('region', { name: 'Business intelligence hub' });
const roi = (page: Page) => page.locator('#roi-calculator');
const assessment = (page: Page) => page.locator('#assessment');

const interactions: Interaction[] = [
  // At the bench's mobile width the header's menu is the phone menu.
  { name: 'opening the header menu', page: '/about', target: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }) },
  {
    name: 'switching a hub tab',
    page: '/',
    prepare: async (page) => {
      await page.mouse.wheel(0, 400);
      await untilReactRuns(hub(page).getByRole('tab', { name: 'Industry Benchmarks' }));
    },
    target: (page) => hub(page).getByRole('tab', { name: 'Industry Benchmarks' }),
  },
  {
    name: 'Calculate ROI',
    page: '/',
    prepare: async (page) => {
      await page.mouse.wheel(0, 400);
      const form = roi(page);
      await untilReactRuns(form.getByRole('button', { name: 'Calculate ROI' }));
      await form.getByRole('spinbutton', { name: /Number of employees/ }).fill('800');
      await form.getByRole('combobox', { name: /Industry/ }).selectOption('technology');
      await form.getByRole('combobox', { name: /Region/ }).selectOption('kenya');
    },
    target: (page) => roi(page).getByRole('button', { name: 'Calculate ROI' }),
  },
  {
    name: 'answering an assessment question',
    page: '/',
    prepare: async (page) => {
      await page.mouse.wheel(0, 400);
      const start = assessment(page).getByRole('button', { name: 'Start Free Assessment' });
      await untilReactRuns(start);
      await start.click();
      await assessment(page).getByText('Question 1 of 3').waitFor();
    },
    target: (page) => assessment(page).getByRole('button').first(),
  },
  {
    name: 'choosing an insights chip',
    page: '/insights',
    target: (page) =>
      page
        .locator('label')
        .filter({ has: page.getByRole('radio') })
        .nth(1),
  },
];

export interface Measured {
  name: string;
  runs: number[];
  median: number;
}

export interface InteractionResults {
  cpuSlowdown: number;
  floorNavigation: Measured;
  navigations: (Measured & { ratio: number })[];
  interactions: Measured[];
  problems: string[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? Number.NaN
    : sorted.length % 2 === 1
      ? (sorted[middle] ?? Number.NaN)
      : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

interface Options {
  routes: readonly string[];
  siteOrigin: string;
  floorOrigin: string;
  chromiumPath: string;
  certificateArgument: string;
  cpuSlowdown: number;
  runs: number;
  log: (message: string) => void;
}

export async function measureInteractions(options: Options): Promise<InteractionResults> {
  const { routes, siteOrigin, floorOrigin, cpuSlowdown, runs, log } = options;
  const chosenNavigations = softNavigations.filter((navigation) => routes.includes(navigation.from));
  const chosenInteractions = interactions.filter((interaction) => routes.includes(interaction.page));
  const browser = await launchMeasuringBrowser(options.chromiumPath, options.certificateArgument);
  const floorRuns: number[] = [];
  const problems: string[] = [];
  try {
    const navigations = [];
    for (const navigation of chosenNavigations) {
      const measured: number[] = [];
      for (let run = 0; run < runs; run++) {
        floorRuns.push(await measureSoftNavigation(browser, floorOrigin, floorNavigation, cpuSlowdown));
        measured.push(await measureSoftNavigation(browser, siteOrigin, navigation, cpuSlowdown));
      }
      log(`${navigation.name}: ${measured.map((value) => `${String(Math.round(value))} ms`).join(', ')}`);
      navigations.push({ name: navigation.name, runs: measured, median: median(measured) });
    }
    const floorMedian = median(floorRuns);
    const withRatios = navigations.map((navigation) => ({ ...navigation, ratio: navigation.median / floorMedian }));
    for (const navigation of withRatios)
      if (!(navigation.ratio <= softNavigationToFloor))
        problems.push(
          `${navigation.name}: ${String(Math.round(navigation.median))} ms from click to heading, ${formatRatio(navigation.ratio)} the floor app's ` +
            `${String(Math.round(floorMedian))} ms, over ${formatRatio(softNavigationToFloor)}`,
        );

    const measuredInteractions = [];
    for (const interaction of chosenInteractions) {
      const measured: number[] = [];
      for (let run = 0; run < runs; run++) measured.push(await measureInteraction(browser, siteOrigin, interaction, cpuSlowdown));
      log(`${interaction.name}: ${measured.map((value) => `${String(Math.round(value))} ms`).join(', ')}`);
      const result = { name: interaction.name, runs: measured, median: median(measured) };
      if (!(result.median <= interactionBudget))
        problems.push(`${interaction.name}: INP ${String(Math.round(result.median))} ms, over ${String(interactionBudget)} ms`);
      measuredInteractions.push(result);
    }
    return {
      cpuSlowdown,
      floorNavigation: { name: floorNavigation.name, runs: floorRuns, median: floorMedian },
      navigations: withRatios,
      interactions: measuredInteractions,
      problems,
    };
  } finally {
    await browser.close();
  }
}

/** The report's table of soft navigations and interactions. */
export function interactionsTable(results: InteractionResults): string {
  const miss = (text: string, missed: boolean) => (text.includes('NaN') ? 'n/a' : missed ? `**${text}** ✗` : text);
  const ms = (value: number) => `${String(Math.round(value))} ms`;
  return [
    `Soft navigations (click to the new page's heading painted) and interactions (INP), median of the runs, ` +
      `in Chromium with Lighthouse's mobile network and the CPU slowed down ${results.cpuSlowdown.toFixed(1)}×; ` +
      `budgets: each navigation ≤ ${formatRatio(softNavigationToFloor)} the floor app's, each INP ≤ ${String(interactionBudget)} ms ` +
      '(16 ms means 16 ms or less: Event Timing reports nothing shorter).',
    '',
    '| Soft navigation or interaction | Median | ÷ floor | Runs |',
    '| --- | ---: | ---: | --- |',
    `| ${results.floorNavigation.name} | ${ms(results.floorNavigation.median)} | — | ${results.floorNavigation.runs.map(ms).join(', ')} |`,
    ...results.navigations.map(
      (navigation) =>
        `| ${navigation.name} | ${miss(ms(navigation.median), !(navigation.ratio <= softNavigationToFloor))} | ` +
        `${miss(formatRatio(navigation.ratio), !(navigation.ratio <= softNavigationToFloor))} | ${navigation.runs.map(ms).join(', ')} |`,
    ),
    ...results.interactions.map(
      (interaction) =>
        `| ${interaction.name} (INP) | ${miss(ms(interaction.median), !(interaction.median <= interactionBudget))} | — | ${interaction.runs.map(ms).join(', ')} |`,
    ),
  ].join('\n');
}
