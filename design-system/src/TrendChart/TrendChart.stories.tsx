import { vars } from '@akoma/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Stack } from '../Stack/Stack';
import { TrendChart, type TrendChartBand, type TrendChartPoint, type TrendChartProps } from './TrendChart';

// The readiness assessment's tiers: up to 40 Foundation Builder, up to 70 Growth Accelerator, above
// 70 Transformation Champion.
const readinessTiers: readonly TrendChartBand[] = [
  { upTo: 40, label: 'Foundation Builder' },
  { upTo: 70, label: 'Growth Accelerator' },
  { upTo: 100, label: 'Transformation Champion' },
];

const tierOf = (score: number) => readinessTiers.find(({ upTo }) => score <= upTo)?.label ?? 'Transformation Champion';

const assessment = (key: string, label: string, value: number): TrendChartPoint => ({ key, label, value, detail: tierOf(value) });

const risingScores = [
  assessment('a1', '3 March 2026', 45),
  assessment('a2', '2 June 2026', 52),
  assessment('a3', '8 September 2026', 61),
  assessment('a4', '1 December 2026', 72),
];

const monthly = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const monthlyScores = monthly.map((month, index) =>
  assessment(`m${String(index)}`, `${month} 2026`, [34, 38, 41, 39, 47, 52, 55, 53, 61, 66, 70, 74][index] ?? 0),
);

const meta = {
  title: 'Content/TrendChart',
  component: TrendChart,
  args: {
    caption: 'Readiness score over time',
    points: risingScores,
    labelHeader: 'Date',
    valueHeader: 'Score',
    detailHeader: 'Tier',
  },
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- What a person perceives: the image's name, the table's rows, the labels that show ---

const chartImage = (canvas: HTMLElement) => within(canvas).getByRole('img');

/** The table's rows as a person reads them: each row's cells' text, the phone labels left out. */
function tableRows(canvas: HTMLElement, caption: string) {
  const table = within(canvas).getByRole('table', { name: caption });
  const bodyRows = within(table).getAllByRole('row').slice(1);
  return bodyRows.map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) =>
      [...cell.childNodes]
        .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join(''),
    ),
  );
}

/** The axis and band labels on screen (they are hidden from screen readers, which have the table). */
function visibleChartLabels(canvas: HTMLElement) {
  const figure = within(canvas).getByRole('figure');
  return [...figure.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')].filter((label) => label.checkVisibility());
}

/** The x labels on screen: the ones under the plot. */
function visibleXLabels(canvas: HTMLElement) {
  const plotBottom = chartImage(canvas).getBoundingClientRect().bottom;
  return visibleChartLabels(canvas).filter((label) => label.getBoundingClientRect().top >= plotBottom);
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** The theme's accent colour, as the browser computes it (the colour of the line and the dots). */
function accentColour() {
  const probe = document.createElement('span');
  probe.style.color = vars.color.foreground.brandAccent;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** Whether the chart paints its data (a dot or the line, in the accent colour) at a point of the screen. */
function drawnAt(canvas: HTMLElement, x: number, y: number) {
  const topmost = document.elementFromPoint(x, y);
  return topmost instanceof SVGElement && chartImage(canvas).contains(topmost) && getComputedStyle(topmost).stroke === accentColour();
}

/** Where point `index` of `count` with `value` on 0..100 is drawn, from the plot's box. */
function dotCentre(canvas: HTMLElement, index: number, count: number, value: number) {
  const plot = chartImage(canvas).getBoundingClientRect();
  return { x: plot.left + ((index + 0.5) / count) * plot.width, y: plot.top + (1 - Math.min(Math.max(value, 0), 100) / 100) * plot.height };
}

async function expectTableMatches(canvas: HTMLElement, caption: string, points: readonly TrendChartPoint[], format = String) {
  await expect(tableRows(canvas, caption)).toEqual(points.map(({ label, value, detail }) => [label, format(value), detail ?? '']));
}

/** Four assessments, rising: the name tells the first, the last and the change; the table has every one. */
export const Rising: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = canvasElement;
    await expect(within(canvas).getByRole('figure', { name: 'Readiness score over time' })).toBeVisible();
    await expect(chartImage(canvas)).toHaveAccessibleName(
      'Readiness score over time: 45 on 3 March 2026 to 72 on 1 December 2026, up 27 over 4 results',
    );
    await expectTableMatches(canvas, args.caption, args.points);
    await expect(
      within(within(canvas).getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Score', 'Tier']);
    // Each result is drawn at its height on the scale.
    for (const [index, { value }] of args.points.entries()) {
      const { x, y } = dotCentre(canvas, index, args.points.length, value);
      await expect(drawnAt(canvas, x, y)).toBe(true);
      // …and not elsewhere in its column.
      const elsewhere = dotCentre(canvas, index, args.points.length, value > 50 ? value - 30 : value + 30);
      await expect(drawnAt(canvas, elsewhere.x, elsewhere.y)).toBe(false);
    }
    // The y axis marks the quarters.
    await expect(visibleChartLabels(canvas).map((label) => label.textContent)).toEqual(
      expect.arrayContaining(['0', '25', '50', '75', '100']),
    );
  },
};

const wellbeingCheckIns: TrendChartPoint[] = [
  { key: 'w1', label: 'January', value: 8.2 },
  { key: 'w2', label: 'April', value: 7.5 },
  { key: 'w3', label: 'July', value: 6.1 },
];

/** Falling, on a scale of 0 to 10 with one decimal: the name says "down", and the change has no floating-point dust. */
export const Falling: Story = {
  args: {
    caption: 'Team wellbeing check-in',
    points: wellbeingCheckIns,
    labelHeader: 'Check-in',
    valueHeader: 'Wellbeing (out of 10)',
    detailHeader: undefined,
    max: 10,
    formatValue: (value) => value.toFixed(1),
  },
  play: async ({ canvasElement, args }) => {
    await expect(chartImage(canvasElement)).toHaveAccessibleName(
      'Team wellbeing check-in: 8.2 on January to 6.1 on July, down 2.1 over 3 results',
    );
    await expect(tableRows(canvasElement, args.caption)).toEqual([
      ['January', '8.2'],
      ['April', '7.5'],
      ['July', '6.1'],
    ]);
    await expect(visibleChartLabels(canvasElement).map((label) => label.textContent)).toEqual(
      expect.arrayContaining(['0.0', '2.5', '5.0', '7.5', '10.0']),
    );
  },
};

/** One result: a single dot, and the name gives it without a trend. */
export const SinglePoint: Story = {
  args: { points: [assessment('only', '1 December 2026', 72)] },
  play: async ({ canvasElement, args }) => {
    await expect(chartImage(canvasElement)).toHaveAccessibleName('Readiness score over time: 72 on 1 December 2026');
    await expectTableMatches(canvasElement, args.caption, args.points);
    const { x, y } = dotCentre(canvasElement, 0, 1, 72);
    await expect(drawnAt(canvasElement, x, y)).toBe(true);
    await expect(visibleXLabels(canvasElement).map((label) => label.textContent)).toEqual(['1 December 2026']);
  },
};

/** Over the assessment's tiers: the bands are shaded and named, and the y axis marks their edges. */
export const WithBands: Story = {
  args: { bands: readinessTiers },
  play: async ({ canvasElement }) => {
    const labels = visibleChartLabels(canvasElement);
    const texts = labels.map((label) => label.textContent);
    await expect(texts).toEqual(expect.arrayContaining(['0', '40', '70', '100', ...readinessTiers.map(({ label }) => label)]));
    await expect(texts).not.toContain('50');
    // Each edge's label sits level with its gridline.
    const plot = chartImage(canvasElement).getBoundingClientRect();
    for (const edge of [0, 40, 70, 100]) {
      const label = labels.find((candidate) => candidate.textContent === String(edge));
      const box = (label as HTMLElement).getBoundingClientRect();
      await expect(Math.abs((box.top + box.bottom) / 2 - (plot.top + (1 - edge / 100) * plot.height))).toBeLessThan(1.5);
    }
    // No label runs into another.
    for (const [index, label] of labels.entries()) {
      for (const other of labels.slice(index + 1)) {
        await expect(overlap(label.getBoundingClientRect(), other.getBoundingClientRect())).toBe(false);
      }
    }
  },
};

/** A year of monthly results on a 320 px phone: the chart fits, and only the first and last months are labelled under it (the table has all twelve). */
export const ManyPointsOnSmallPhone: Story = {
  args: { points: monthlyScores, bands: readinessTiers },
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvasElement, args }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(visibleXLabels(canvasElement).map((label) => label.textContent)).toEqual(['Jan 2026', 'Dec 2026']);
    const figure = within(canvasElement).getByRole('figure').getBoundingClientRect();
    for (const label of visibleChartLabels(canvasElement)) {
      const box = label.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(figure.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(figure.right + 0.5);
    }
    await expect(chartImage(canvasElement)).toHaveAccessibleName(
      'Readiness score over time: 34 on Jan 2026 to 74 on Dec 2026, up 40 over 12 results',
    );
    await expectTableMatches(canvasElement, args.caption, args.points);
  },
};

/** The same year on a wide screen: more months are labelled, every sixth or so, always with the latest. */
export const ManyPointsWide: Story = {
  args: { points: monthlyScores },
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvasElement }) => {
    const labels = visibleXLabels(canvasElement);
    await expect(labels.map((label) => label.textContent)).toEqual([
      'Jan 2026',
      'Mar 2026',
      'May 2026',
      'Jul 2026',
      'Sep 2026',
      'Dec 2026',
    ]);
    for (const [index, label] of labels.entries()) {
      const next = labels[index + 1];
      if (next) await expect(overlap(label.getBoundingClientRect(), next.getBoundingClientRect())).toBe(false);
    }
  },
};

const longLabelPoints: TrendChartPoint[] = [
  { key: 'l1', label: 'Baseline, before the leadership programme', value: 38, detail: 'Foundation Builder' },
  { key: 'l2', label: 'Halfway through the programme', value: 55, detail: 'Growth Accelerator' },
  { key: 'l3', label: 'Three months after the programme ended', value: 71, detail: 'Transformation Champion' },
];

/** Long labels wrap inside their own space under the plot and never run into each other, on a phone or wider. */
export const LongLabels: Story = {
  args: { caption: 'Leadership readiness across the programme', points: longLabelPoints, labelHeader: 'When' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, args }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const labels = visibleXLabels(canvasElement);
    await expect(labels.map((label) => label.textContent)).toEqual([longLabelPoints[0]?.label, longLabelPoints[2]?.label]);
    const [first, last] = labels.map((label) => label.getBoundingClientRect());
    await expect(first && last && overlap(first, last)).toBe(false);
    await expectTableMatches(canvasElement, args.caption, args.points);
  },
};

/** Keeps its points as an app would, and adds a result on request. */
function TrendChartWithNewResult(args: TrendChartProps) {
  const [points, setPoints] = useState(args.points);
  return (
    <Stack space="large">
      <TrendChart {...args} points={points} />
      <div>
        <Button variant="secondary" onClick={() => setPoints((current) => [...current, assessment('a5', '2 March 2027', 58)])}>
          Add the March 2027 result
        </Button>
      </div>
    </Stack>
  );
}

/** The name and the table follow the points: a new, lower result turns "up 27" into "up 13" and adds a row. */
export const TestFollowsThePoints: Story = {
  name: 'Test: the name and the table follow the points',
  tags: ['no-visual'],
  render: (args) => <TrendChartWithNewResult {...args} />,
  play: async ({ canvasElement, args, userEvent }) => {
    await expect(chartImage(canvasElement)).toHaveAccessibleName(/up 27 over 4 results$/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add the March 2027 result' }));
    await expect(chartImage(canvasElement)).toHaveAccessibleName(
      'Readiness score over time: 45 on 3 March 2026 to 58 on 2 March 2027, up 13 over 5 results',
    );
    await expect(tableRows(canvasElement, args.caption)).toHaveLength(5);
    await expect(tableRows(canvasElement, args.caption).at(-1)).toEqual(['2 March 2027', '58', 'Growth Accelerator']);
  },
};

/** The same result each time: "no change". */
export const TestNoChange: Story = {
  name: 'Test: no change',
  tags: ['no-visual'],
  args: { points: [assessment('n1', '3 March 2026', 60), assessment('n2', '2 June 2026', 60)] },
  play: async ({ canvasElement }) => {
    await expect(chartImage(canvasElement)).toHaveAccessibleName(
      'Readiness score over time: 60 on 3 March 2026 to 60 on 2 June 2026, no change over 2 results',
    );
  },
};

/** A value beyond the scale is drawn at its edge; the name and the table give it as it is. */
export const TestOutsideTheScale: Story = {
  name: 'Test: values outside the scale',
  tags: ['no-visual'],
  args: { points: [assessment('o1', '3 March 2026', -5), assessment('o2', '2 June 2026', 120)], detailHeader: undefined },
  play: async ({ canvasElement, args }) => {
    await expect(chartImage(canvasElement)).toHaveAccessibleName(
      'Readiness score over time: -5 on 3 March 2026 to 120 on 2 June 2026, up 125 over 2 results',
    );
    await expect(tableRows(canvasElement, args.caption)).toEqual([
      ['3 March 2026', '-5'],
      ['2 June 2026', '120'],
    ]);
    const bottom = dotCentre(canvasElement, 0, 2, -5);
    const top = dotCentre(canvasElement, 1, 2, 120);
    await expect(drawnAt(canvasElement, bottom.x, bottom.y)).toBe(true);
    await expect(drawnAt(canvasElement, top.x, top.y)).toBe(true);
  },
};

/** No results yet: the caption and a line saying so, with no empty drawing or table. */
export const TestNoPoints: Story = {
  name: 'Test: no points',
  tags: ['no-visual'],
  args: { points: [] },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: 'Readiness score over time' });
    await expect(within(figure).getByText('No results yet')).toBeVisible();
    await expect(within(figure).queryByRole('img')).toBeNull();
    await expect(within(figure).queryByRole('table')).toBeNull();
  },
};

/** A number as French writes it: a decimal comma. */
const frenchDecimal = (value: number) => value.toFixed(1).replace('.', ',');

/**
 * In the French edition (`frenchMessages`) each chart's name says the trend in French ("en baisse
 * de 2,1", "sans changement", with a no-break space before the colon), and a chart with no results
 * says "Aucun résultat pour l’instant". The captions, labels, headers and number format are the app's own.
 */
export const InFrench: Story = {
  render: () => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <Stack space="xlarge">
          <TrendChart
            caption="Bien-être de l’équipe"
            points={[
              { key: 'w1', label: '15 janvier 2026', value: 8.2 },
              { key: 'w2', label: '15 avril 2026', value: 7.5 },
              { key: 'w3', label: '15 juillet 2026', value: 6.1 },
            ]}
            labelHeader="Point d’étape"
            valueHeader="Bien-être (sur 10)"
            max={10}
            formatValue={frenchDecimal}
          />
          <TrendChart
            caption="Score de maturité"
            points={[
              { key: 'm1', label: '3 mars 2026', value: 60 },
              { key: 'm2', label: '2 juin 2026', value: 60 },
            ]}
            labelHeader="Date"
            valueHeader="Score"
          />
          <TrendChart caption="Score d’engagement" points={[]} labelHeader="Date" valueHeader="Score" />
        </Stack>
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [falling, flat] = canvas.getAllByRole('img');
    await expect(falling).toHaveAccessibleName(
      'Bien-être de l’équipe\u00a0: de 8,2 le 15 janvier 2026 à 6,1 le 15 juillet 2026, en baisse de 2,1 sur 3 résultats',
    );
    await expect(flat).toHaveAccessibleName(
      'Score de maturité\u00a0: de 60 le 3 mars 2026 à 60 le 2 juin 2026, sans changement sur 2 résultats',
    );
    const empty = canvas.getByRole('figure', { name: 'Score d’engagement' });
    await expect(within(empty).getByText('Aucun résultat pour l’instant')).toBeVisible();
  },
};

/** With the French messages, the name is in French; the caption, labels and headers are the app's own. */
export const TestFrenchWords: Story = {
  name: 'Test: words from the provider',
  tags: ['no-visual'],
  args: {
    caption: 'Score de maturité',
    points: [
      { key: 'f1', label: '3 mars 2026', value: 45 },
      { key: 'f2', label: '1er décembre 2026', value: 72 },
    ],
    labelHeader: 'Date',
    valueHeader: 'Score',
    detailHeader: undefined,
  },
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <TrendChart {...args} />
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(chartImage(canvasElement)).toHaveAccessibleName(
      'Score de maturité\u00a0: de 45 le 3 mars 2026 à 72 le 1er décembre 2026, en hausse de 27 sur 2 résultats',
    );
  },
};
