import { vars } from '@akoma/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { expect } from 'storybook/test';

import { Columns, Column } from '../Columns/Columns';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Tiles } from '../Tiles/Tiles';
import * as styles from './Foundations.css';
import { tokensForTheme } from './useStoryTheme';

const meta = {
  title: 'Foundations/Spacing',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const toPx = (rem: string) => `${String(Math.round(parseFloat(rem) * 16))}px`;

/** The spacing scale every gap, padding and margin comes from. */
export const SpaceScale: Story = {
  render: (_args, { globals }) => {
    const { space } = tokensForTheme(globals.theme);
    return (
      <Stack space="large">
        <Heading level={1} size="2">
          Spacing scale
        </Heading>
        <Stack space="small">
          {(Object.keys(space) as (keyof typeof space)[]).map((name) => (
            <Columns key={name} space="medium" alignY="center">
              <Column width="1/4">
                <Text size="small">
                  <code>{name}</code> {space[name]} ({toPx(space[name])})
                </Text>
              </Column>
              <Column>
                <div
                  data-testid={`space-${name}`}
                  className={styles.spaceBar}
                  style={assignInlineVars({ [styles.barSize]: vars.space[name] })}
                />
              </Column>
            </Columns>
          ))}
        </Stack>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('space-xlarge').getBoundingClientRect().width).toBe(32);
    await expect(canvas.getByTestId('space-huge').getBoundingClientRect().width).toBe(96);
  },
};

/** Corner radii and elevation, for cards, buttons and overlays. */
export const RadiusAndElevation: Story = {
  render: (_args, { globals }) => {
    const { radius, shadow } = tokensForTheme(globals.theme);
    return (
      <Stack space="xlarge">
        <Heading level={1} size="2">
          Radius and elevation
        </Heading>
        <Tiles columns={{ mobile: 2, tablet: 5 }} space="large">
          {(Object.keys(radius) as (keyof typeof radius)[]).map((name) => (
            <div key={name} className={styles.surfaceSample} style={assignInlineVars({ [styles.sampleRadius]: vars.radius[name] })}>
              <Text size="small">radius {name}</Text>
            </div>
          ))}
        </Tiles>
        <Tiles columns={{ mobile: 1, tablet: 3 }} space="xlarge">
          {(Object.keys(shadow) as (keyof typeof shadow)[]).map((name) => (
            <div
              key={name}
              className={styles.surfaceSample}
              style={assignInlineVars({ [styles.sampleShadow]: vars.shadow[name], [styles.sampleRadius]: vars.radius.large })}
            >
              <Text size="small">shadow {name}</Text>
            </div>
          ))}
        </Tiles>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^radius /)).toHaveLength(5);
    await expect(canvas.getAllByText(/^shadow /)).toHaveLength(3);
  },
};
