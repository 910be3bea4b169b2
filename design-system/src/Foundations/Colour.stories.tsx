import { contrastPairs, measureContrast, vars } from '@akoma/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { expect } from 'storybook/test';

import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './Foundations.css';
import { tokensForTheme } from './useStoryTheme';

const meta = {
  title: 'Foundations/Colour',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every foreground/background pair the components use, drawn from the theme contract and measured
 * for the theme chosen in the toolbar. Text needs 4.5:1; focus rings and field edges need 3:1.
 */
export const ContrastPairs: Story = {
  render: (_args, { globals }) => {
    const measured = measureContrast(tokensForTheme(globals.theme).color);
    return (
      <Stack space="large">
        <Heading level={1} size="2">
          Colour and contrast
        </Heading>
        <Text tone="secondary">
          Each pair a component may use, with its WCAG contrast ratio in the current theme. Text needs at least 4.5:1; focus rings and form
          field edges need 3:1.
        </Text>
        <table className={styles.table}>
          <caption>
            <Text render={<span />} size="small" tone="secondary">
              {measured.length} pairs, all measured from the token source
            </Text>
          </caption>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                Sample
              </th>
              <th className={styles.cell} scope="col">
                Pair
              </th>
              <th className={styles.cell} scope="col">
                Used for
              </th>
              <th className={styles.cell} scope="col">
                Ratio
              </th>
            </tr>
          </thead>
          <tbody>
            {measured.map(({ pair, ratio, minimum, passes }) => {
              const label = pair.kind === 'text' ? `${pair.foreground} on ${pair.background}` : `${pair.border} edge on ${pair.background}`;
              return (
                <tr key={label}>
                  <td className={styles.cell}>
                    {pair.kind === 'text' ? (
                      <div
                        className={styles.swatch}
                        style={assignInlineVars({
                          [styles.swatchBackground]: vars.color.background[pair.background],
                          [styles.swatchForeground]: vars.color.foreground[pair.foreground],
                        })}
                      >
                        Aa
                      </div>
                    ) : (
                      <div
                        className={styles.swatch}
                        style={assignInlineVars({
                          [styles.swatchBackground]: vars.color.background[pair.background],
                          [styles.swatchForeground]: vars.color.foreground.text,
                          [styles.swatchBorder]: vars.color.border[pair.border],
                        })}
                      >
                        <div className={styles.borderSample} />
                      </div>
                    )}
                  </td>
                  <td className={styles.cell}>
                    <Text size="small">
                      <code>{label}</code>
                    </Text>
                  </td>
                  <td className={styles.cell}>
                    <Text size="small">{pair.usedFor}</Text>
                  </td>
                  <td className={styles.cell}>
                    <Text size="small" weight="semibold" tone={passes ? 'positive' : 'critical'}>
                      {ratio.toFixed(2)}:1 {passes ? 'passes' : 'fails'} {minimum}:1
                    </Text>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    // One header row plus one row per pair; every pair passes in both themes.
    await expect(rows).toHaveLength(contrastPairs.length + 1);
    await expect(canvas.queryByText(/fails/)).toBeNull();
  },
};
