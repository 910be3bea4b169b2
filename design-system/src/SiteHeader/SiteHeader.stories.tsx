import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { Box } from '../Box/Box';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../Container/Container';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { NavigationMenu, NavigationMenuGroup, NavigationMenuLink } from '../NavigationMenu/NavigationMenu';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Navigation/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: (
      <Link href="/" tone="neutral" underline="hover" weight="semibold">
        Akoma
      </Link>
    ),
    navigation: (
      <NavigationMenu aria-label="Main">
        <NavigationMenuGroup
          label="Solutions"
          items={[
            { href: '/solutions/capability', label: 'Build Capability' },
            { href: '/solutions/wellbeing', label: 'Fuel Wellbeing' },
            { href: '/solutions/performance', label: 'Drive Performance' },
          ]}
        />
        <NavigationMenuLink href="/careers">Careers</NavigationMenuLink>
        <NavigationMenuLink href="/about">About</NavigationMenuLink>
        <NavigationMenuLink href="/contact">Contact</NavigationMenuLink>
      </NavigationMenu>
    ),
    actions: (
      <>
        <ButtonLink href="/auth" variant="ghost">
          Sign in
        </ButtonLink>
        <ButtonLink href="/ask-indy">Ask Indy</ButtonLink>
      </>
    ),
  },
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <Box render={<main />} id="main-content">
        <Container paddingY="xlarge">
          <Stack space="large">
            <Heading level={1}>Workplaces where African talent thrives</Heading>
            {[
              'capability',
              'wellbeing',
              'performance',
              'impact',
              'insights',
              'careers',
              'partners',
              'events',
              'leadership',
              'culture',
              'analytics',
              'youth programmes',
            ].map((topic) => (
              <Stack key={topic} space="small">
                <Heading level={2} size="3">
                  {topic}
                </Heading>
                <Text>
                  Our {topic} work combines research from 15 African markets with practical programmes your teams can use from the first
                  week. Each engagement starts with a diagnostic, sets measurable goals with your leadership, and reports progress every
                  quarter.
                </Text>
                <Link href={`/${topic}`}>Read about {topic}</Link>
              </Stack>
            ))}
          </Stack>
        </Container>
      </Box>
    </>
  ),
  decorators: [
    (Story) => (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only stops story links from navigating
      <div
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) event.preventDefault();
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An optional line above the bar carries a short claim. */
export const WithAnnouncement: Story = {
  args: { announcement: 'Trusted by 250+ organisations in 15 African markets' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent(/Trusted by 250\+ organisations in 15 African markets/);
  },
};

/** On a wide screen the navigation and actions sit in the bar; there is no menu toggle. */
export const Desktop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask Indy' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** The header stays at the top while the page scrolls, and its height becomes the page's scroll padding. */
export const StaysOnTop: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    // 'instant': the page scrolls smoothly otherwise, and the check would run mid-scroll.
    window.scrollTo({ top: 400, behavior: 'instant' });
    await expect(window.scrollY).toBe(400);
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(0);
    // The page's scroll padding covers the header, with room to spare.
    await waitFor(() =>
      expect(Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)).toBeGreaterThan(
        header.getBoundingClientRect().height,
      ),
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/**
 * Content scrolled to the top of the page (a skip link, an in-page anchor, a focused element
 * brought into view) lands below the sticky header, not under it: the header's height is the
 * page's scroll padding.
 */
export const FocusNotHidden: Story = {
  globals: { viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const link = canvas.getByRole('link', { name: 'Read about capability' });
    // The page is long enough that the link is now above the viewport.
    await expect(link.getBoundingClientRect().bottom).toBeLessThan(0);
    // Scrolled again on each try: the header publishes its height as the scroll padding after it
    // renders, and again in the frame after its height changes (a ResizeObserver), which can come
    // after the play function has started (a production build renders without act()).
    await waitFor(() => {
      link.scrollIntoView({ block: 'start', behavior: 'instant' });
      link.focus();
      return expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom);
    });
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Below 1280 px (here a small laptop) the menu is behind the toggle, as on a phone. */
export const SmallLaptopUsesToggle: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** On a phone a toggle shows the menu and says whether it is expanded. */
export const PhoneMenuToggle: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** Choosing any link in the phone menu closes it. */
export const PhoneMenuClosesOnLink: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('link', { name: 'Careers' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Solutions' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Fuel Wellbeing' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('link', { name: 'Ask Indy' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** With the keyboard: Enter opens, Tab moves through the menu, Escape closes it and returns focus to the toggle. */
export const PhoneMenuKeyboard: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Solutions' })).toHaveFocus();
    // Escape inside an open dropdown closes the dropdown first, then the menu.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Build Capability' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Solutions' })).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Careers' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Nothing scrolls sideways on a 320 px phone, menu open or closed. */
export const OnSmallPhone: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In the French edition (`frenchMessages`) the phone's toggle is named "Menu" (the same word in French) and opens the French navigation. */
export const InFrench: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    navigation: (
      <NavigationMenu aria-label="Principale">
        <NavigationMenuGroup
          label="Solutions"
          items={[
            { href: '/solutions/capability', label: 'Renforcer les compétences' },
            { href: '/solutions/wellbeing', label: 'Cultiver le bien-être' },
            { href: '/solutions/performance', label: 'Stimuler la performance' },
          ]}
        />
        <NavigationMenuLink href="/careers">Carrières</NavigationMenuLink>
        <NavigationMenuLink href="/about">À propos</NavigationMenuLink>
        <NavigationMenuLink href="/contact">Contact</NavigationMenuLink>
      </NavigationMenu>
    ),
    actions: (
      <>
        <ButtonLink href="/auth" variant="ghost">
          Se connecter
        </ButtonLink>
        <ButtonLink href="/ask-indy">Demander à Indy</ButtonLink>
      </>
    ),
  },
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <SiteHeader {...args} />
        <Box render={<main />} id="main-content">
          <Container paddingY="xlarge">
            <Stack space="large">
              <Heading level={1}>Des lieux de travail où les talents africains s’épanouissent</Heading>
              <Text>
                {
                  'Nous accompagnons des organisations dans 15 marchés africains\u00a0: compétences, bien-être et performance, mesurés chaque trimestre.'
                }
              </Text>
            </Stack>
          </Container>
        </Box>
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Principale' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  },
};
