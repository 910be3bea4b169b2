import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const tabs = [
  { id: 'market-trends', label: 'Market Trends', body: 'Remote work adoption in Nigeria stands at 45%, up 12 points this year.' },
  {
    id: 'industry-benchmarks',
    label: 'Industry Benchmarks',
    body: 'Banking: employee satisfaction 72, turnover 12%, productivity index 118.',
  },
  { id: 'research-reports', label: 'Research Reports', body: 'Three reports on the future of work in Africa, free to download.' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  // The render function supplies the tabs; `children` is required by the props type.
  args: { onSelectedIdChange: fn(), children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Business intelligence">
        {tabs.map(({ id, label }) => (
          <Tab key={id} id={id}>
            {label}
          </Tab>
        ))}
      </TabList>
      {tabs.map(({ id, body }) => (
        <TabPanel key={id} tabId={id}>
          <Text>{body}</Text>
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (canvas: { getByRole: (role: 'tab', options: { name: string }) => HTMLElement }, name: string) =>
  canvas.getByRole('tab', { name });

/** The first tab is selected and its panel, labelled by the tab, is shown. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(tab(canvas, 'Market Trends')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Market Trends' })).toHaveTextContent(/Remote work adoption/);
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

/**
 * Clicking a tab selects it and shows its panel. The tab is drawn selected first, with the old panel
 * still in place; the new panel replaces it in one step just after, so the page never shows two
 * panels or none (which would make everything below jump).
 */
export const SelectWithPointer: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const seen: string[] = [];
    const record = () => {
      const selected = canvas.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true');
      const shown = canvas.queryAllByRole('tabpanel').map((panel) => panel.textContent);
      const state = `${selected?.textContent ?? 'none'} | ${shown.join(' + ') || 'no panel'}`;
      if (seen.at(-1) !== state) seen.push(state);
    };
    const observer = new MutationObserver(record);
    observer.observe(canvasElement, { subtree: true, attributes: true, childList: true });
    try {
      record();
      await userEvent.click(tab(canvas, 'Research Reports'));
      await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Research Reports' })).toBeVisible());
    } finally {
      observer.disconnect();
    }
    await expect(seen).toEqual([
      `Market Trends | ${tabs[0]?.body ?? ''}`,
      `Research Reports | ${tabs[0]?.body ?? ''}`,
      `Research Reports | ${tabs[2]?.body ?? ''}`,
    ]);
    await expect(args.onSelectedIdChange).toHaveBeenLastCalledWith('research-reports');
  },
};

/** Arrow keys move and select, wrapping round; Home and End jump to the ends; Tab moves into the panel. */
export const KeyboardSelectionFollowsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(tab(canvas, 'Market Trends')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvas, 'Industry Benchmarks')).toHaveFocus();
    await expect(tab(canvas, 'Industry Benchmarks')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab(canvas, 'Research Reports')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab(canvas, 'Market Trends')).toHaveAttribute('aria-selected', 'true');
    // Its panel comes a frame after the tab: wait for it before holding the frames back, or the
    // frame that shows it would be held too.
    await expect(await canvas.findByRole('tabpanel', { name: 'Market Trends' })).toBeVisible();
    // Tab before the next frame (the frames held back here, as on a busy phone) shows the new panel
    // at once, and focus goes into it.
    const requestAnimationFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = () => 0;
    try {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(tab(canvas, 'Research Reports')).toHaveFocus();
      await expect(canvas.getByRole('tabpanel', { name: 'Market Trends' })).toBeVisible();
      await userEvent.tab();
    } finally {
      window.requestAnimationFrame = requestAnimationFrame;
    }
    await expect(canvas.getByRole('tabpanel', { name: 'Research Reports' })).toHaveFocus();
  },
};

/** With `selectionFollowsFocus={false}` arrows only move focus; Enter or Space selects. */
export const KeyboardManualSelection: Story = {
  args: { selectionFollowsFocus: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvas, 'Industry Benchmarks')).toHaveFocus();
    await expect(tab(canvas, 'Market Trends')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(tab(canvas, 'Industry Benchmarks')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(tab(canvas, 'Research Reports')).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * `lazy` panels render their content the first time they are shown, so the page's HTML carries only
 * the panel on screen; once shown, a panel keeps its content and whatever was typed in it.
 */
export const LazyPanels: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Business intelligence">
        {tabs.map(({ id, label }) => (
          <Tab key={id} id={id}>
            {label}
          </Tab>
        ))}
      </TabList>
      {tabs.map(({ id, body }) => (
        <TabPanel key={id} tabId={id} lazy>
          <Text>{body}</Text>
          <TextField label={`Note on ${id.replace('-', ' ')}`} />
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const panels = () => [...canvasElement.querySelectorAll('[role="tabpanel"]')];
    await expect(panels()).toHaveLength(3);
    await expect(panels().map((panel) => panel.textContent !== '')).toEqual([true, false, false]);
    // Each tab still names the panel it controls.
    await expect(tab(canvas, 'Research Reports')).toHaveAttribute('aria-controls', panels()[2]?.id);

    await userEvent.click(tab(canvas, 'Research Reports'));
    const reports = await canvas.findByRole('tabpanel', { name: 'Research Reports' });
    await expect(reports).toHaveTextContent(/Three reports/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note on research reports' }), 'Ask about Ghana');

    await userEvent.click(tab(canvas, 'Market Trends'));
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Market Trends' })).toBeVisible());
    await expect(panels().map((panel) => panel.textContent !== '')).toEqual([true, false, true]);
    await userEvent.click(tab(canvas, 'Research Reports'));
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Research Reports' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Note on research reports' })).toHaveValue('Ask about Ghana');
  },
};

/** A parent can choose the starting tab, as the sign-in card does from the address. */
export const StartsOnAnotherTab: Story = {
  args: { defaultSelectedId: 'industry-benchmarks' },
  play: async ({ canvas }) => {
    await expect(tab(canvas, 'Industry Benchmarks')).toHaveAttribute('aria-selected', 'true');
  },
};

/** On a narrow phone the tab row scrolls inside itself; the page does not scroll sideways. */
export const OnSmallPhone: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('tablist')).toBeVisible();
  },
};

/** What a screen reader says: the tab list, each tab with its position and state, and the panel. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  play: async ({ canvasElement, userEvent, canvas }) => {
    await virtual.start({ container: canvasElement });
    try {
      await virtual.next();
      await virtual.next();
      // A screen-reader user presses the second tab, then Tab moves into its panel.
      await userEvent.click(tab(canvas, 'Industry Benchmarks'));
      await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Industry Benchmarks' })).toBeVisible());
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel', { name: 'Industry Benchmarks' })).toHaveFocus();
      const spoken = await virtual.spokenPhraseLog();
      await expect(spoken.slice(0, 2)).toEqual([
        'tablist, Business intelligence, orientated horizontally',
        'tab, Market Trends, selected, 1 control, position 1, set size 3',
      ]);
      await expect(spoken).toContain('tab, Industry Benchmarks, selected, 1 control, position 2, set size 3');
      await expect(spoken.at(-1)).toBe('tabpanel, Industry Benchmarks');
    } finally {
      await virtual.stop();
    }
  },
};
