import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box/Box';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Tiles } from '../Tiles/Tiles';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  args: { children: 'Wellbeing' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    trend: { control: 'inline-radio', options: [undefined, 'up', 'down'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category label on an article card. */
export const Category: Story = {
  args: { tone: 'brandAccent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wellbeing')).toBeVisible();
  },
};

/** Every tone; each is a soft fill with its strong text, and the words carry the meaning. */
export const Tones: Story = {
  render: (args) => (
    <Inline space="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) {
      await expect(canvas.getByText(tone)).toBeVisible();
    }
    await expect(getComputedStyle(canvas.getByText('positive')).color).not.toBe(getComputedStyle(canvas.getByText('critical')).color);
  },
};

/** A rising figure: an up arrow, the sign in the text, and "up" spoken after it. */
export const TrendUp: Story = {
  args: { trend: 'up', children: '+12%' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('+12%');
    await expect(badge).toHaveTextContent('+12% up');
    // The arrow is decorative: the sign and the spoken word carry the direction.
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Without a tone, a rise is shown in the positive colour.
    await expect(getComputedStyle(badge).color).not.toBe(getComputedStyle(document.body).color);
  },
};

/** A falling figure: a down arrow, the minus sign, and "down" spoken after it. */
export const TrendDown: Story = {
  args: { trend: 'down', children: '-8%' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('-8%');
    await expect(badge).toHaveTextContent('-8% down');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The spoken direction can be reworded, for instance for another language. */
export const CustomTrendLabel: Story = {
  args: { trend: 'up', trendLabel: 'rising', children: '+22%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+22%')).toHaveTextContent('+22% rising');
  },
};

const nigeriaTrends = [
  { label: 'Remote work', current: '45%', change: '+12%', trend: 'up' },
  { label: 'AI adoption', current: '28%', change: '+18%', trend: 'up' },
  { label: 'Talent retention', current: '67%', change: '-8%', trend: 'down' },
  { label: 'Workplace wellness', current: '34%', change: '+15%', trend: 'up' },
] as const;

/** Trend badges as the market-trends cards use them (Nigeria). */
export const InTrendCards: Story = {
  render: () => (
    <Tiles columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="medium">
      {nigeriaTrends.map(({ label, current, change, trend }) => (
        <Box key={label} background="surfaceMuted" padding="large" borderRadius="medium">
          <Stack space="small">
            <Heading level={3} size="4">
              {label}
            </Heading>
            <Inline space="small" alignY="center">
              <Text size="large" weight="bold">
                {current}
              </Text>
              <Badge trend={trend}>{change}</Badge>
            </Inline>
          </Stack>
        </Box>
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-8%')).toHaveTextContent('-8% down');
    await expect(canvas.getByText('+18%')).toHaveTextContent('+18% up');
  },
};

/** Coloured tones keep their own fill and text on a dark band. */
export const OnInverse: Story = {
  render: () => (
    <Box background="inverse" padding="large" borderRadius="medium">
      <Inline space="small">
        <Badge tone="brandAccent">Capability</Badge>
        <Badge trend="up">+15%</Badge>
        <Badge trend="down">-5%</Badge>
        <Badge tone="info">Research Report</Badge>
      </Inline>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Capability')).toBeVisible();
    await expect(canvas.getByText('-5%')).toHaveTextContent('-5% down');
  },
};

/** In the French edition (`frenchMessages`) the direction is spoken in French after the figure: "en hausse", "en baisse". */
export const InFrench: Story = {
  render: () => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <Inline space="small">
          <Badge trend="up">{'+12\u202f%'}</Badge>
          <Badge trend="down">{'-8\u202f%'}</Badge>
        </Inline>
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas }) => {
    // Found loosely (Testing Library reads a no-break space as a space), compared exactly: French
    // puts a narrow no-break space before the percent sign.
    await expect(canvas.getByText(/^\+12\s%$/).textContent).toBe('+12\u202f% en hausse');
    await expect(canvas.getByText(/^-8\s%$/).textContent).toBe('-8\u202f% en baisse');
  },
};

/**
 * A trend whose text lacks its sign gets a development warning that names the fix. Badge.test.tsx
 * renders this story and checks the warning: the story tests run the production build of
 * Storybook, where development warnings are compiled out.
 */
export const TestWarnsWithoutSign: Story = {
  name: 'Test: warns when a trend has no sign',
  args: { trend: 'up', children: '12%' },
};

/** What a screen reader says for a trend card: the figure, then the change with its direction. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  render: () => (
    <Text>
      Remote work 45% <Badge trend="up">+12%</Badge>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await virtual.start({ container: canvasElement });
    try {
      await virtual.next();
      await virtual.next();
      await virtual.next();
      const spoken = await virtual.spokenPhraseLog();
      // The arrow is silent; the sign and the direction are spoken.
      await expect(spoken).toEqual(['paragraph', 'Remote work 45%', '+12%', 'up']);
    } finally {
      await virtual.stop();
    }
  },
};
