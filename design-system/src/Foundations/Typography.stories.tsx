import { breakpoints } from '@akoma/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Heading, type HeadingSize } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text, type TextSize } from '../Text/Text';
import { tokensForTheme } from './useStoryTheme';

const meta = {
  title: 'Foundations/Typography',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const toPx = (rem: string) => `${String(Math.round(parseFloat(rem) * 16))}px`;
const headingSizes = ['display', '1', '2', '3', '4'] as const satisfies readonly HeadingSize[];
const textSizes = ['large', 'standard', 'small', 'xsmall'] as const satisfies readonly TextSize[];

/** The type scale: each step with its mobile and desktop size (from 992 px) and line height. */
export const TypeScale: Story = {
  render: (_args, { globals }) => {
    const { typography } = tokensForTheme(globals.theme);
    return (
      <Stack space="xlarge">
        <Heading level={1} size="2">
          Type scale
        </Heading>
        <Text tone="secondary">
          Headings use Plus Jakarta Sans, body text Inter. Sizes grow at the desktop breakpoint ({breakpoints.desktop} px); all are in rem,
          so they follow the reader&apos;s text size setting.
        </Text>
        {headingSizes.map((size) => {
          const step = typography.heading[size];
          return (
            <Stack key={size} space="xsmall">
              <Text size="small" tone="secondary">
                Heading {size}: {toPx(step.mobile.fontSize)}/{toPx(step.mobile.lineHeight)} on mobile, {toPx(step.desktop.fontSize)}/
                {toPx(step.desktop.lineHeight)} on desktop
              </Text>
              <Heading level={2} size={size}>
                Transforming workplaces across Africa
              </Heading>
            </Stack>
          );
        })}
        {textSizes.map((size) => {
          const step = typography.text[size];
          return (
            <Stack key={size} space="xsmall">
              <Text size="small" tone="secondary">
                Text {size}: {toPx(step.mobile.fontSize)}/{toPx(step.mobile.lineHeight)} on mobile, {toPx(step.desktop.fontSize)}/
                {toPx(step.desktop.lineHeight)} on desktop
              </Text>
              <Text size={size}>
                Capability, wellbeing and performance: three pillars that move organisations from intention to measurable results.
              </Text>
            </Stack>
          );
        })}
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    // The display step is the largest: its rendered size matches the token at this viewport.
    const [display] = canvas.getAllByRole('heading', { level: 2 });
    const expected = window.matchMedia(`(min-width: ${String(breakpoints.desktop)}px)`).matches
      ? tokensForTheme('akoma').typography.heading.display.desktop.fontSize
      : tokensForTheme('akoma').typography.heading.display.mobile.fontSize;
    await expect(getComputedStyle(display as HTMLElement).fontSize).toBe(toPx(expected));
  },
};

/** Font weights available to text and headings. */
export const Weights: Story = {
  render: () => (
    <Stack space="medium">
      {(['regular', 'medium', 'semibold', 'bold', 'extrabold'] as const).map((weight) => (
        <Text key={weight} size="large" weight={weight}>
          {weight}: 500+ professionals transformed
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText(/^extrabold/)).fontWeight).toBe('800');
  },
};
