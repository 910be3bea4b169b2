import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Box } from '../Box/Box';
import { DesignSystemProvider, type LinkComponentProps } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Link } from './Link';

const navigate = fn();

/** Stands in for a router's link: records where it was asked to go instead of leaving the page. */
function RecordingRouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '/insights', children: 'Explore All Insights' },
  decorators: [
    (Story) => (
      <DesignSystemProvider linkComponent={RecordingRouterLink}>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An internal path renders through the app's router link (given to `DesignSystemProvider`). */
export const Internal: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Explore All Insights' });
    await expect(link).toHaveAttribute('href', '/insights');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/insights');
  },
};

/** Keyboard users reach the link with Tab, see the focus ring, and follow it with Enter. */
export const KeyboardFollow: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Explore All Insights' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/insights');
  },
};

/** Another site opens in a new tab, safely, and says so to screen-reader users. */
export const External: Story = {
  args: { href: 'https://calendly.com/akoma/discovery', children: 'Book via Calendly' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Book via Calendly (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/**
 * In the French edition (`frenchMessages`) another site's link says "s’ouvre dans un nouvel onglet"
 * after its name; an internal link still goes through the router.
 */
export const InFrench: Story = {
  render: () => (
    <DesignSystemProvider linkComponent={RecordingRouterLink} messages={frenchMessages}>
      <Stack space="small" lang="fr">
        <Text>
          <Link href="https://calendly.com/akoma/discovery">Réserver sur Calendly</Link>
        </Text>
        <Text>
          <Link href="/insights">Voir toutes nos analyses</Link>
        </Text>
      </Stack>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const external = canvas.getByRole('link', { name: 'Réserver sur Calendly (s’ouvre dans un nouvel onglet)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('link', { name: 'Voir toutes nos analyses' }));
    await expect(navigate).toHaveBeenCalledWith('/insights');
  },
};

/** mailto: and tel: links hand over to the device, in the same tab and without the router. */
export const PhoneAndEmail: Story = {
  render: () => (
    <Stack space="small">
      <Text>
        Call <Link href="tel:+2348000000000">+234 800 000 0000</Link>
      </Text>
      <Text>
        Write to <Link href="mailto:hello@akoma.example">hello@akoma.example</Link>
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('target');
      await expect(link).not.toHaveAttribute('data-router-link');
    }
  },
};

/** Tones: `link` in running text, `neutral` for quiet lists, `inherit` inside coloured blocks. */
export const Tones: Story = {
  render: (args) => (
    <Stack space="medium">
      <Text>
        Read the <Link {...args} tone="link" /> or the{' '}
        <Link href="/impact" tone="neutral">
          impact stories
        </Link>
        .
      </Text>
      <Box background="inverse" padding="large" borderRadius="medium">
        <Text>
          On a dark band links switch to their inverse colour: <Link {...args} />
        </Text>
      </Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [light, , dark] = canvas.getAllByRole('link');
    await expect(getComputedStyle(light as HTMLElement).color).not.toBe(getComputedStyle(dark as HTMLElement).color);
  },
};

/** In navigation lists the underline may appear on hover only; in running text it always shows. */
export const UnderlineOnHover: Story = {
  render: (args) => (
    <Stack space="small">
      <Link {...args} href="/careers" underline="hover" tone="neutral">
        Careers
      </Link>
      <Text>
        Read our <Link href="/privacy">privacy policy</Link>.
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Careers' })).textDecorationLine).toBe('none');
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'privacy policy' })).textDecorationLine).toBe('underline');
  },
};
