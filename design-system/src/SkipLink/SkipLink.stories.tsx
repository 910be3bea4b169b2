import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Box } from '../Box/Box';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Actions/SkipLink',
  component: SkipLink,
  args: { targetId: 'main-content' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Box render={<header />} padding="large" background="surfaceMuted">
        <Link href="/about">About</Link>
      </Box>
      <Box render={<main />} id="main-content" padding="large">
        <Heading level={1}>Main content</Heading>
        <Text>
          <Link href="/contact">Contact us</Link>
        </Text>
      </Box>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab; Enter then moves focus past the header, so the next Tab lands in the page. */
export const SkipsToMainContent: Story = {
  play: async ({ canvas, userEvent }) => {
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);

    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expect(skipLink.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveFocus();
  },
};

/** In the French edition (`frenchMessages`) the link says "Aller au contenu principal"; Enter still moves focus past the header. */
export const InFrench: Story = {
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <SkipLink {...args} />
        <Box render={<header />} padding="large" background="surfaceMuted">
          <Link href="/about">À propos</Link>
        </Box>
        <Box render={<main />} id="main-content" padding="large">
          <Heading level={1}>Contenu principal</Heading>
          <Text>
            <Link href="/contact">Nous contacter</Link>
          </Text>
        </Box>
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const skipLink = canvas.getByRole('link', { name: 'Aller au contenu principal' });
    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expect(skipLink.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Nous contacter' })).toHaveFocus();
  },
};
