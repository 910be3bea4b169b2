import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Tiles } from '../Tiles/Tiles';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Padding from the spacing scale, changing by breakpoint. */
export const ResponsivePadding: Story = {
  args: {
    padding: { mobile: 'small', desktop: 'xlarge' },
    background: 'surfaceMuted',
    borderRadius: 'medium',
    children: <Text>Padding grows from 12 px on phones to 32 px on desktops.</Text>,
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement;
    const expected = window.matchMedia('(min-width: 992px)').matches ? '32px' : '12px';
    await expect(getComputedStyle(box).paddingTop).toBe(expected);
  },
};

/** The same responsive padding on a phone. */
export const ResponsivePaddingOnPhone: Story = {
  ...ResponsivePadding,
  globals: { viewport: { value: 'phone' } },
};

/** Every background the theme offers; dark and solid fills switch the text inside to stay readable. */
export const Backgrounds: Story = {
  render: () => (
    <Tiles columns={{ mobile: 1, tablet: 3 }} space="medium">
      {(
        [
          'body',
          'surfaceMuted',
          'neutralSoft',
          'brandAccentSoft',
          'inverse',
          'brandAccent',
          'critical',
          'positive',
          'caution',
          'info',
        ] as const
      ).map((background) => (
        <Box key={background} background={background} padding="large" borderRadius="medium" boxShadow="small">
          <Stack space="xsmall">
            <Text weight="semibold">{background}</Text>
            <Text size="small">
              Text and <Link href="/insights">links</Link> adapt.
            </Text>
          </Stack>
        </Box>
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const onBody = getComputedStyle(canvas.getByText('body')).color;
    const onInverse = getComputedStyle(canvas.getByText('inverse')).color;
    await expect(onInverse).not.toBe(onBody);
  },
};

/** Any element through `render`, keeping the layout props. */
export const AsAnyElement: Story = {
  args: {
    render: <section aria-label="Our promise" />,
    padding: 'large',
    background: 'brandAccentSoft',
    children: <Text>A labelled section, laid out by Box.</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Our promise' })).toBeVisible();
  },
};
