import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { Box } from '../Box/Box';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Stack } from '../Stack/Stack';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs';
import { MeterBar, meterBarTones } from './MeterBar';

const meta = {
  title: 'Content/MeterBar',
  component: MeterBar,
  args: { label: 'Employee satisfaction', value: 72 },
  argTypes: {
    tone: { control: 'inline-radio', options: meterBarTones },
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
  },
} satisfies Meta<typeof MeterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How much of the track the fill covers, as a person sees it. */
const filledShare = (meter: HTMLElement) => {
  const fill = meter.firstElementChild as HTMLElement;
  return fill.getBoundingClientRect().width / meter.clientWidth;
};

/** A meter named by its visible label, with its value shown and spoken. */
export const Standard: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Employee satisfaction' });
    await expect(meter).toHaveAttribute('aria-valuenow', '72');
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '100');
    await expect(meter).toHaveAttribute('aria-valuetext', '72 out of 100');
    await expect(canvas.getByText('72')).toBeVisible();
    await waitFor(() => expect(filledShare(meter)).toBeCloseTo(0.72, 1));
  },
};

/** The shown value and the spoken one can differ in wording. */
export const CustomValueText: Story = {
  args: { label: 'Digital adoption', value: 85, displayValue: '85%', valueText: '85 percent' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Digital adoption' });
    await expect(meter).toHaveAttribute('aria-valuetext', '85 percent');
    await expect(canvas.getByText('85%')).toBeVisible();
  },
};

/** Turnover is drawn inverted (100 minus a 12% rate), and a description says so. */
export const Inverted: Story = {
  args: {
    label: 'Turnover rate (inverted)',
    value: 88,
    valueText: '88 out of 100, from a turnover rate of 12%',
    description: 'Drawn as 100 minus the turnover rate: a longer bar is better.',
    tone: 'positive',
  },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Turnover rate (inverted)' });
    await expect(meter).toHaveAttribute('aria-valuetext', '88 out of 100, from a turnover rate of 12%');
    await expect(meter).toHaveAccessibleDescription('Drawn as 100 minus the turnover rate: a longer bar is better.');
  },
};

/** Every tone; the value is always written out, so colour is never the only signal. */
export const Tones: Story = {
  render: (args) => (
    <Stack space="large">
      {meterBarTones.map((tone, index) => (
        <MeterBar key={tone} {...args} label={`${tone} tone`} value={40 + index * 15} tone={tone} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const [index, tone] of meterBarTones.entries()) {
      const meter = canvas.getByRole('meter', { name: `${tone} tone` });
      await expect(meter).toHaveAttribute('aria-valuenow', String(40 + index * 15));
      await expect(canvas.getByText(String(40 + index * 15))).toBeVisible();
    }
  },
};

/** A scale that does not start at 0: the productivity index, from 50 to 150. */
export const CustomRange: Story = {
  args: { label: 'Productivity index', value: 118, min: 50, max: 150, valueText: '118, on a scale of 50 to 150' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Productivity index' });
    await expect(meter).toHaveAttribute('aria-valuemin', '50');
    await expect(meter).toHaveAttribute('aria-valuemax', '150');
    await waitFor(() => expect(filledShare(meter)).toBeCloseTo(0.68, 1));
  },
};

const benchmarks = [
  { id: 'banking', name: 'Banking', satisfaction: 72, turnover: 12, productivity: 118, digital: 85 },
  { id: 'technology', name: 'Technology', satisfaction: 78, turnover: 13, productivity: 142, digital: 95 },
  { id: 'manufacturing', name: 'Manufacturing', satisfaction: 68, turnover: 18, productivity: 108, digital: 65 },
] as const;

/** The industry benchmarks of the business-intelligence hub: one tab per industry, four meters each. */
function IndustryBenchmarks() {
  return (
    <Tabs>
      <TabList aria-label="Industry">
        {benchmarks.map(({ id, name }) => (
          <Tab key={id} id={id}>
            {name}
          </Tab>
        ))}
      </TabList>
      {benchmarks.map(({ id, satisfaction, turnover, productivity, digital }) => (
        <TabPanel key={id} tabId={id}>
          <Stack space="large">
            <MeterBar label="Employee satisfaction" value={satisfaction} />
            <MeterBar
              label="Turnover rate (inverted)"
              value={100 - turnover}
              displayValue={`${turnover}%`}
              valueText={`${100 - turnover} out of 100, from a turnover rate of ${turnover}%`}
              description="Drawn as 100 minus the turnover rate: a longer bar is better."
              tone="caution"
            />
            <MeterBar label="Productivity index" value={productivity} max={150} valueText={`${productivity} out of 150`} tone="positive" />
            <MeterBar label="Digital adoption" value={digital} displayValue={`${digital}%`} />
          </Stack>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const visibleMeter = (canvas: { getByRole: (role: 'tabpanel') => HTMLElement }, name: string) =>
  within(canvas.getByRole('tabpanel')).getByRole('meter', { name });

/** Choosing another industry with the pointer shows its meters. */
export const IndustryBenchmarksWithPointer: Story = {
  render: () => <IndustryBenchmarks />,
  play: async ({ canvas, userEvent }) => {
    await expect(visibleMeter(canvas, 'Employee satisfaction')).toHaveAttribute('aria-valuetext', '72 out of 100');
    await userEvent.click(canvas.getByRole('tab', { name: 'Technology' }));
    // The tab is drawn selected first; its panel replaces the old one just after that frame.
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Technology' })).toBeVisible());
    await expect(visibleMeter(canvas, 'Employee satisfaction')).toHaveAttribute('aria-valuetext', '78 out of 100');
    await expect(visibleMeter(canvas, 'Turnover rate (inverted)')).toHaveAttribute('aria-valuenow', '87');
    await expect(within(canvas.getByRole('tabpanel')).getByText('13%')).toBeVisible();
  },
};

/** The same with the keyboard: arrow keys move between industries, and the meters follow. */
export const IndustryBenchmarksWithKeyboard: Story = {
  render: () => <IndustryBenchmarks />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Manufacturing' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: 'Manufacturing' })).toBeVisible());
    const meter = visibleMeter(canvas, 'Digital adoption');
    await expect(meter).toHaveAttribute('aria-valuenow', '65');
    await waitFor(() => expect(filledShare(meter)).toBeCloseTo(0.65, 1));
    await expect(visibleMeter(canvas, 'Turnover rate (inverted)')).toHaveAccessibleDescription(
      'Drawn as 100 minus the turnover rate: a longer bar is better.',
    );
  },
};

/** On a dark band the label and value switch to their inverse colours. */
export const OnInverse: Story = {
  render: (args) => (
    <Box background="inverse" padding="large" borderRadius="medium">
      <MeterBar {...args} tone="positive" />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Employee satisfaction' })).toHaveAttribute('aria-valuenow', '72');
    await expect(getComputedStyle(canvas.getByText('Employee satisfaction')).color).not.toBe(getComputedStyle(document.body).color);
  },
};

/** In the French edition (`frenchMessages`) the value is spoken "72 sur 100". */
export const InFrench: Story = {
  args: { label: 'Satisfaction des collaborateurs' },
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <MeterBar {...args} />
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Satisfaction des collaborateurs' });
    await expect(meter).toHaveAttribute('aria-valuetext', '72 sur 100');
    await expect(canvas.getByText('72')).toBeVisible();
  },
};

/**
 * A value beyond the scale is drawn full, reported at the maximum, and warns in development.
 * MeterBar.test.tsx renders this story and checks the warning: the story tests run the production
 * build of Storybook, where development warnings are compiled out.
 */
export const TestValueBeyondScale: Story = {
  name: 'Test: a value beyond the scale is clamped',
  args: { label: 'Wellbeing score', value: 120 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Wellbeing score' });
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(filledShare(meter)).toBeCloseTo(1, 1));
  },
};

/** What a screen reader says: the label as text, then the meter with its name and spoken value. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  play: async ({ canvasElement }) => {
    await virtual.start({ container: canvasElement });
    try {
      await virtual.next();
      const spoken = await virtual.spokenPhraseLog();
      await expect(spoken).toEqual([
        'Employee satisfaction',
        'meter, Employee satisfaction, min value 0, max value 100, current value 72 out of 100',
      ]);
    } finally {
      await virtual.stop();
    }
  },
};
