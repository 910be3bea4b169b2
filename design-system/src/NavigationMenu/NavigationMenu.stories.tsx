import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { NavigationMenu, NavigationMenuGroup, NavigationMenuLink } from './NavigationMenu';

const solutions = [
  { href: '/solutions/capability', label: 'Build Capability', description: 'Leadership and skills that last' },
  { href: '/solutions/wellbeing', label: 'Fuel Wellbeing', description: 'Healthy, engaged teams' },
  { href: '/solutions/performance', label: 'Drive Performance', description: 'Execution you can measure' },
];
const insights = [
  { href: '/insights/blog', label: 'Blog' },
  { href: '/insights/podcast', label: 'Podcast' },
  { href: '/insights/events', label: 'Events' },
];

const meta = {
  title: 'Navigation/NavigationMenu',
  component: NavigationMenu,
  args: { 'aria-label': 'Main', onNavigate: fn(), children: null },
  // The bar layout (and hover to open) starts at the wide breakpoint, 1280 px.
  globals: { viewport: { value: 'laptop' } },
  render: (args) => (
    <NavigationMenu {...args}>
      <NavigationMenuGroup label="Solutions" items={solutions} />
      <NavigationMenuGroup label="Insights" items={insights} />
      <NavigationMenuLink href="/careers">Careers</NavigationMenuLink>
      <NavigationMenuLink href="/about">About</NavigationMenuLink>
    </NavigationMenu>
  ),
  // Links in stories stay on the page.
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
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const groupButton = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });

/** Waits longer than the hover delays (150 ms to open, 300 ms to close), so any pending hover action has run. */
const pastHoverDelays = () => new Promise((resolve) => setTimeout(resolve, 500));

/** A labelled navigation landmark with closed groups and plain links. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(groupButton(canvas, 'Solutions')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: /Build Capability/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  },
};

/** A click opens a group; opening another closes the first; a click outside closes it. */
export const OpenWithPointer: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(groupButton(canvas, 'Solutions'));
    await expect(groupButton(canvas, 'Solutions')).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /Build Capability/ })).toBeVisible();
    await userEvent.click(groupButton(canvas, 'Insights'));
    await expect(groupButton(canvas, 'Solutions')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Podcast' })).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(groupButton(canvas, 'Insights')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Resting the mouse on a group opens it after a short delay; moving away closes it. */
export const OpenOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = groupButton(canvas, 'Solutions');
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.unhover(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Enter and Space toggle; ArrowDown opens on the first link; arrows, Home and End move; Escape returns to the button. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = groupButton(canvas, 'Solutions');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /Build Capability/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /Fuel Wellbeing/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: /Drive Performance/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /Build Capability/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: /Drive Performance/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('link', { name: /Build Capability/ })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: /Drive Performance/ })).toHaveFocus();
  },
};

/** Tabbing out of an open group closes it. */
export const TabOutCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = groupButton(canvas, 'Insights');
    await userEvent.click(button);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Careers' })).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The click came within the hover delay of the pointer arriving: that hover does not reopen it.
    await pastHoverDelays();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click made before the hover delay runs out opens the group for good: it stays open when the pointer leaves. */
export const QuickClickStaysOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = groupButton(canvas, 'Solutions');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await pastHoverDelays();
    await userEvent.unhover(button);
    await pastHoverDelays();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /Build Capability/ })).toBeVisible();
  },
};

/** Choosing a link closes the group and tells the parent (a mobile menu closes itself). */
export const ChoosingALinkCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(groupButton(canvas, 'Solutions'));
    await userEvent.click(canvas.getByRole('link', { name: /Fuel Wellbeing/ }));
    await expect(groupButton(canvas, 'Solutions')).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('link', { name: 'About' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(2);
  },
};

/**
 * In the French edition (`frenchMessages`) links to another site, in the bar or in a group, say
 * "s’ouvre dans un nouvel onglet" after their name.
 */
export const InFrench: Story = {
  args: { 'aria-label': 'Principale' },
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <NavigationMenu {...args}>
          <NavigationMenuGroup
            label="Solutions"
            items={[
              {
                href: '/solutions/capability',
                label: 'Renforcer les compétences',
                description: 'Un leadership et des savoir-faire durables',
              },
              { href: '/solutions/wellbeing', label: 'Cultiver le bien-être', description: 'Des équipes en forme et engagées' },
              { href: '/solutions/performance', label: 'Stimuler la performance', description: 'Une exécution mesurable' },
            ]}
          />
          <NavigationMenuGroup
            label="Ressources"
            items={[
              { href: '/insights/blog', label: 'Blog' },
              { href: 'https://podcast.akoma.example', label: 'Podcast' },
              { href: '/insights/events', label: 'Événements' },
            ]}
          />
          <NavigationMenuLink href="https://carrieres.akoma.example">Carrières</NavigationMenuLink>
          <NavigationMenuLink href="/about">À propos</NavigationMenuLink>
        </NavigationMenu>
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Principale' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Carrières (s’ouvre dans un nouvel onglet)' })).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await userEvent.tab();
    const resources = groupButton(canvas, 'Ressources');
    await expect(resources).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Podcast (s’ouvre dans un nouvel onglet)' })).toHaveFocus();
  },
};

/** The current page is marked on its link, and its group is marked too. */
export const CurrentPage: Story = {
  args: { currentPath: '/solutions/wellbeing' },
  play: async ({ canvas, userEvent }) => {
    await expect(groupButton(canvas, 'Solutions')).toHaveAttribute('data-current', 'true');
    await userEvent.click(groupButton(canvas, 'Solutions'));
    await expect(canvas.getByRole('link', { name: /Fuel Wellbeing/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** A page deeper in a group's section marks the group too. */
export const CurrentSection: Story = {
  args: { currentPath: '/insights/podcast/episode-12' },
  play: async ({ canvas }) => {
    await expect(groupButton(canvas, 'Insights')).toHaveAttribute('data-current', 'true');
    await expect(groupButton(canvas, 'Solutions')).not.toHaveAttribute('data-current');
  },
};

/** On a phone the same content is a list whose groups expand in place, pushing the links below down. */
export const ExpandableListOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    const careersBefore = canvas.getByRole('link', { name: 'Careers' }).getBoundingClientRect().top;
    await userEvent.click(groupButton(canvas, 'Solutions'));
    await expect(canvas.getByRole('link', { name: /Drive Performance/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Careers' }).getBoundingClientRect().top).toBeGreaterThan(careersBefore);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
