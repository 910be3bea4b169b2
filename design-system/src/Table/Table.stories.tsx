import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Stack } from '../Stack/Stack';
import { Table } from './Table';

const triSphereColumns = [
  { key: 'solution', header: 'Solution' },
  { key: 'pillar', header: 'Pillar' },
  { key: 'delivers', header: 'What it delivers' },
] as const;

const triSphereRows = [
  { solution: 'TWU', pillar: 'Capability', delivers: 'A learning platform with leadership academies and role-based learning paths.' },
  { solution: 'Ask Indy', pillar: 'Capability', delivers: 'An AI workplace assistant that answers people questions in the flow of work.' },
  { solution: 'WellPaddy', pillar: 'Wellbeing', delivers: 'A wellness hub with practices rooted in African heritage.' },
  { solution: 'WorkforceOS', pillar: 'Wellbeing', delivers: 'A human-experience operating system for culture, voice and care.' },
  { solution: 'IndyOps', pillar: 'Performance', delivers: 'An agile execution system that turns strategy into weekly delivery.' },
  { solution: 'IndyAnalytics', pillar: 'Performance', delivers: 'Analytics that link people measures to business results.' },
];

const meta = {
  title: 'Content/Table',
  component: Table,
  args: {
    caption: 'The TriSphere: six signature solutions across three pillars',
    columns: triSphereColumns,
    rows: triSphereRows,
    rowHeader: 'solution',
  },
} satisfies Meta<typeof Table<'solution' | 'pillar' | 'delivers'>>;

export default meta;
type Story = StoryObj<typeof meta>;

const caption = 'The TriSphere: six signature solutions across three pillars';
const headers = ['Solution', 'Pillar', 'What it delivers'];

/** The TriSphere table: named by its caption, with column headers and a row header per solution. */
export const TriSphere: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: caption });
    await expect(canvas.getByText(caption)).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(headers);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    // The phone labels are hidden from assistive technology, so names stay just the content.
    for (const { solution } of triSphereRows) {
      await expect(within(table).getByRole('rowheader', { name: solution })).toBeVisible();
    }
    await expect(within(table).getAllByRole('cell', { name: 'Wellbeing' })).toHaveLength(2);
    // On a wide screen the labels are not shown: the header row does their job.
    const firstCell = within(table).getAllByRole('cell')[0] as HTMLElement;
    await expect(within(firstCell).getByText('Pillar')).not.toBeVisible();
    const row = within(table).getByRole('rowheader', { name: 'TWU' });
    const tops = new Set(
      [row, ...within(row.parentElement as HTMLElement).getAllByRole('cell')].map((cell) => cell.getBoundingClientRect().top),
    );
    await expect(tops.size).toBe(1);
  },
};

/** On a phone each row is a block, and every cell shows its column's header as a label. */
export const TriSphereOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: caption });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(6);
    for (const row of rows) {
      const cells = [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')];
      for (const [index, cell] of cells.entries()) {
        await expect(within(cell).getByText(headers[index] as string)).toBeVisible();
      }
      // Stacked: each cell starts below the one before it.
      const tops = cells.map((cell) => cell.getBoundingClientRect().top);
      await expect(tops).toEqual([...tops].sort((a, b) => a - b));
      await expect(new Set(tops).size).toBe(cells.length);
    }
    // The real headers stay for screen readers, and names stay free of the visual labels.
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).getByRole('rowheader', { name: 'IndyOps' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a 320 px phone nothing scrolls sideways and long text wraps inside the row block. */
export const OnSmallPhone: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const table = canvas.getByRole('table', { name: caption });
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    for (const cell of within(table).getAllByRole('cell')) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** On a tablet it is a table again. */
export const OnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: caption });
    await expect(within(table).getAllByRole('columnheader')[0]).toBeVisible();
    const firstCell = within(table).getAllByRole('cell')[0] as HTMLElement;
    await expect(within(firstCell).getByText('Pillar')).not.toBeVisible();
  },
};

/** When a heading above already names the table, the caption can be hidden from sight; it still names the table. */
export const HiddenCaption: Story = {
  args: { captionVisibility: 'hidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: caption })).toBeInTheDocument();
    await expect(canvas.getByText(caption).getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

const deliverables = [
  {
    caption: 'Capability development',
    rows: [
      { solution: 'Leadership academies and learning paths on TWU', proof: '85% of participants in stretch roles within 12 months' },
      { solution: 'IndyFuture youth programme', proof: '5,000+ youth trained; 3,000+ graduates in 6 states' },
    ],
  },
  {
    caption: 'Wellbeing and culture',
    rows: [
      { solution: 'WellPaddy wellness hub', proof: '89% wellbeing score' },
      { solution: 'Culture audits and psychological-safety reviews', proof: '30% wellbeing score increase' },
    ],
  },
  {
    caption: 'Organisational performance and execution',
    rows: [
      { solution: 'IndyOps agile execution system', proof: '73% faster decisions' },
      { solution: 'IndyAnalytics dashboards', proof: '2.4x revenue growth' },
    ],
  },
];

const deliverableColumns = [
  { key: 'solution', header: 'Solution' },
  { key: 'proof', header: 'Proof' },
] as const;

/** The three deliverables tables (solution and proof), without row headers. */
export const Deliverables: Story = {
  render: () => (
    <Stack space="xlarge">
      {deliverables.map((table) => (
        <Table key={table.caption} caption={table.caption} columns={deliverableColumns} rows={table.rows} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(3);
    for (const { caption: name } of deliverables) {
      await expect(canvas.getByRole('table', { name })).toBeVisible();
    }
    const performance = canvas.getByRole('table', { name: 'Organisational performance and execution' });
    await expect(within(performance).queryAllByRole('rowheader')).toHaveLength(0);
    await expect(within(performance).getByRole('cell', { name: '73% faster decisions' })).toBeVisible();
  },
};

/** The deliverables tables on a phone, each cell labelled "Solution" or "Proof". */
export const DeliverablesOnPhone: Story = {
  ...Deliverables,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const wellbeing = canvas.getByRole('table', { name: 'Wellbeing and culture' });
    for (const row of within(wellbeing).getAllByRole('row').slice(1)) {
      const [solution, proof] = within(row).getAllByRole('cell') as [HTMLElement, HTMLElement];
      await expect(within(solution).getByText('Solution')).toBeVisible();
      await expect(within(proof).getByText('Proof')).toBeVisible();
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** What a screen reader says: the table and its caption, then cells without the visual labels. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  globals: { viewport: { value: 'phone' } },
  args: { rows: triSphereRows.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await virtual.start({ container: canvasElement });
    try {
      for (let step = 0; step < 14; step += 1) await virtual.next();
      const spoken = await virtual.spokenPhraseLog();
      // Table semantics survive the stacked phone layout, and the visual labels are not read twice.
      await expect(spoken).toEqual([
        `table, ${caption}`,
        `caption, ${caption}`,
        'rowgroup',
        'row, Solution Pillar What it delivers',
        'columnheader, Solution',
        'columnheader, Pillar',
        'columnheader, What it delivers',
        'end of row, Solution Pillar What it delivers',
        'end of rowgroup',
        'rowgroup',
        `row, TWU Capability ${triSphereRows[0]?.delivers ?? ''}`,
        'rowheader, TWU',
        'TWU',
        'end of rowheader, TWU',
        'cell, Capability',
      ]);
    } finally {
      await virtual.stop();
    }
  },
};
