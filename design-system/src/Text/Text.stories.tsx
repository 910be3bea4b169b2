import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box/Box';
import { Container } from '../Container/Container';
import { Stack } from '../Stack/Stack';
import { Text } from './Text';

const meta = {
  title: 'Content/Text',
  component: Text,
  args: {
    children: 'We help African organisations build capability, fuel wellbeing and drive performance, with measurable results.',
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph of body text at the standard size. */
export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p');
    await expect(paragraph).not.toBeNull();
    await expect(getComputedStyle(paragraph as HTMLElement).fontSize).toBe('16px');
  },
};

/** The body steps of the type scale. */
export const Sizes: Story = {
  render: (args) => (
    <Stack space="medium">
      {(['large', 'standard', 'small', 'xsmall'] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText(/^small:/)).fontSize).toBe('14px');
    await expect(getComputedStyle(canvas.getByText(/^xsmall:/)).fontSize).toBe('12px');
  },
};

/** Tones by meaning; each is a contrast pair the tokens guarantee. */
export const Tones: Story = {
  render: () => (
    <Stack space="small">
      <Text tone="neutral">neutral: the default</Text>
      <Text tone="secondary">secondary: supporting copy</Text>
      <Text tone="brandAccent">brandAccent: a highlighted phrase</Text>
      <Text tone="critical">critical: something went wrong</Text>
      <Text tone="positive">positive: +12% this year</Text>
      <Text tone="caution">caution: needs attention</Text>
      <Text tone="info">info: for your information</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // The brand accent is Akoma red (rgb 220 38 38) in the default theme.
    const accent = getComputedStyle(canvas.getByText(/^brandAccent/)).color;
    const neutral = getComputedStyle(canvas.getByText(/^neutral/)).color;
    await expect(accent).not.toBe(neutral);
  },
};

/** On a dark band the same tones switch to their inverse values and stay readable. */
export const OnInverse: Story = {
  render: () => (
    <Box background="inverse" padding="large">
      <Stack space="small">
        <Text>Text on the footer band</Text>
        <Text tone="secondary">Secondary text on the footer band</Text>
        <Text tone="brandAccent">Accent text on the footer band</Text>
      </Stack>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Text on the footer band')).color).not.toBe('rgb(28, 25, 23)');
  },
};

/** Long words such as e-mail addresses wrap instead of making a phone scroll sideways. */
export const BreakWord: Story = {
  render: () => (
    <Container width="xsmall" paddingX="none" marginX="none">
      <Text breakWord>partnerships-and-collaborations@akoma-workplace-transformation.example</Text>
    </Container>
  ),
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p') as HTMLElement;
    await expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth);
  },
};
