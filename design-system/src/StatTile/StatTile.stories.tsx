import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box/Box';
import { Tiles } from '../Tiles/Tiles';
import { StatTile, statTileSizes, statTileTones } from './StatTile';

const meta = {
  title: 'Content/StatTile',
  component: StatTile,
  args: { figure: '500+', label: 'professionals transformed' },
  argTypes: {
    tone: { control: 'inline-radio', options: statTileTones },
    size: { control: 'inline-radio', options: statTileSizes },
  },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { getAllByRole: (role: 'paragraph') => HTMLElement[] };

/** The text of each phrase as a screen reader meets it: one paragraph per figure and label. */
const phrases = (canvas: Canvas) => canvas.getAllByRole('paragraph').map((paragraph) => paragraph.textContent);

/** A figure and what it counts, read as one phrase. */
export const Standard: Story = {
  play: async ({ canvas }) => {
    await expect(phrases(canvas)).toEqual(['500+ professionals transformed']);
    await expect(canvas.getByText('500+')).toBeVisible();
  },
};

/** A note under the figure, read after the phrase. */
export const WithSubtext: Story = {
  args: { figure: '85%', label: 'retention', subtext: 'versus industry 72%' },
  play: async ({ canvas }) => {
    await expect(phrases(canvas)).toEqual(['85% retention', 'versus industry 72%']);
  },
};

/** The figure in the brand accent. */
export const BrandAccent: Story = {
  args: { tone: 'brandAccent', figure: '$47M', label: 'value created' },
  play: async ({ canvas }) => {
    await expect(phrases(canvas)).toEqual(['$47M value created']);
    await expect(getComputedStyle(canvas.getByText('$47M')).color).not.toBe(getComputedStyle(canvas.getByText('value created')).color);
  },
};

/** Both sizes: `large` for hero figures. */
export const Sizes: Story = {
  render: (args) => (
    <Tiles columns={{ mobile: 1, tablet: 2 }} space="large">
      <StatTile {...args} size="standard" figure="10+" label="organizations" />
      <StatTile {...args} size="large" figure="5+" label="African markets" />
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const standard = parseFloat(getComputedStyle(canvas.getByText('10+')).fontSize);
    const large = parseFloat(getComputedStyle(canvas.getByText('5+')).fontSize);
    await expect(large).toBeGreaterThan(standard);
  },
};

const provenImpact = [
  { figure: '500+', label: 'employees' },
  { figure: '10+', label: 'organizations' },
  { figure: '85%', label: 'retention', subtext: 'versus industry 72%' },
  { figure: '2+', label: 'years' },
];

/** The proven-impact row: four tiles in a grid, one column on phones. */
export const InTilesGrid: Story = {
  render: (args) => (
    <Tiles columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="large">
      {provenImpact.map((stat) => (
        <StatTile key={stat.label} {...args} tone="brandAccent" {...stat} />
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    await expect(phrases(canvas)).toEqual(['500+ employees', '10+ organizations', '85% retention', 'versus industry 72%', '2+ years']);
    const tops = ['500+', '10+', '85%', '2+'].map((figure) => canvas.getByText(figure).getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** The same grid on a phone: one tile per row. */
export const InTilesGridOnPhone: Story = {
  ...InTilesGrid,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const tops = ['500+', '10+', '85%', '2+'].map((figure) => canvas.getByText(figure).getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const heroFigures = [
  { figure: '10+', label: 'organizations' },
  { figure: '5+', label: 'African markets' },
  { figure: '500+', label: 'lives impacted' },
  { figure: '$47M', label: 'value created' },
];

/** On a dark band figure, label and note switch to their inverse colours. */
export const OnInverse: Story = {
  render: (args) => (
    <Box background="inverse" padding="xlarge" borderRadius="large">
      <Tiles columns={{ mobile: 2, desktop: 4 }} space="large">
        {heroFigures.map((stat) => (
          <StatTile key={stat.label} {...args} size="large" tone="brandAccent" align="center" {...stat} />
        ))}
      </Tiles>
      <StatTile {...args} figure="98%" label="client satisfaction" subtext="across 300+ organisations" />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(phrases(canvas)).toContain('$47M value created');
    await expect(getComputedStyle(canvas.getByText('value created')).color).not.toBe(getComputedStyle(document.body).color);
  },
};

/** A screen reader reaches the figure and its label together, in one paragraph, then the note. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  args: { figure: '85%', label: 'retention', subtext: 'versus industry 72%' },
  play: async ({ canvasElement }) => {
    await virtual.start({ container: canvasElement });
    try {
      for (let step = 0; step < 6; step += 1) await virtual.next();
      const spoken = await virtual.spokenPhraseLog();
      // The virtual reader steps through text nodes; what matters is that figure and label sit
      // together inside one paragraph, with nothing between them, and the note comes after.
      await expect(spoken).toEqual([
        'paragraph',
        '85%',
        'retention',
        'end of paragraph',
        'paragraph',
        'versus industry 72%',
        'end of paragraph',
      ]);
    } finally {
      await virtual.stop();
    }
  },
};
