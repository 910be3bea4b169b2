import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Box } from '../Box/Box';
import { DesignSystemProvider, type LinkComponentProps } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Breadcrumbs } from './Breadcrumbs';

const navigate = fn();

/** Stands in for a router's link: records where it was asked to go instead of leaving the page. */
function RecordingRouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
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
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [{ label: 'Home', href: '/' }, { label: 'Impact' }],
  },
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
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

const reportTrail = [
  { label: 'Home', href: '/' },
  { label: 'Insights', href: '/insights' },
  { label: 'Research Reports', href: '/insights/reports' },
  { label: 'The Future of Work in Africa: Hybrid, Human and High-Performing' },
];

/** The Impact page's trail: Home, then the current page as plain text. */
export const Standard: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Impact')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Impact' })).toBeNull();
  },
};

/** A deeper trail; only the last item is marked as the current page. */
export const DeeperTrail: Story = {
  args: { items: reportTrail },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Home', 'Insights', 'Research Reports']);
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText(/^The Future of Work in Africa/)).toHaveAttribute('aria-current', 'page');
  },
};

/** The current page may stay a link; it is then marked with `aria-current` and looks like text. */
export const CurrentPageAsLink: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Impact', href: '/impact' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Impact' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** Clicking a crumb goes through the app's router. */
export const FollowWithPointer: Story = {
  args: { items: reportTrail },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Insights' }));
    await expect(navigate).toHaveBeenCalledWith('/insights');
  },
};

/** Tab visits each link in order and skips the current page, which is not a link; Enter follows. */
export const FollowWithKeyboard: Story = {
  args: { items: reportTrail },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const reports = canvas.getByRole('link', { name: 'Research Reports' });
    await expect(reports).toHaveFocus();
    await expect(getComputedStyle(reports).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/insights/reports');
    await userEvent.tab();
    await expect(canvas.getByRole('navigation')).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** On a 320 px phone a long trail wraps onto more lines; the page never scrolls sideways. */
export const OnSmallPhone: Story = {
  args: { items: reportTrail },
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const home = canvas.getByRole('link', { name: 'Home' }).getBoundingClientRect();
    const current = canvas.getByText(/^The Future of Work in Africa/).getBoundingClientRect();
    await expect(current.top).toBeGreaterThan(home.top);
    await expect(current.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The Impact trail on a phone. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('link', { name: 'Home' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** On a dark hero band the links and the current page switch to their inverse colours. */
export const OnInverse: Story = {
  render: (args) => (
    <Box background="inverse" padding="large">
      <Breadcrumbs {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Impact')).toHaveAttribute('aria-current', 'page');
    await expect(getComputedStyle(canvas.getByText('Impact')).color).not.toBe(getComputedStyle(document.body).color);
  },
};

/** In the French edition (`frenchMessages`) the landmark is named "Fil d’Ariane"; the crumbs still go through the router. */
export const InFrench: Story = {
  args: {
    items: [{ label: 'Accueil', href: '/' }, { label: 'Ressources', href: '/insights' }, { label: 'L’avenir du travail en Afrique' }],
  },
  render: (args) => (
    <DesignSystemProvider linkComponent={RecordingRouterLink} messages={frenchMessages}>
      <div lang="fr">
        <Breadcrumbs {...args} />
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByText('L’avenir du travail en Afrique')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Ressources' }));
    await expect(navigate).toHaveBeenCalledWith('/insights');
  },
};

/** What a screen reader says: the labelled landmark, the list and its size, the current page. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  play: async ({ canvasElement }) => {
    await virtual.start({ container: canvasElement });
    try {
      for (let step = 0; step < 8; step += 1) await virtual.next();
      const spoken = await virtual.spokenPhraseLog();
      // The chevron between the items is silent.
      await expect(spoken).toEqual([
        'navigation, Breadcrumb',
        'list',
        'listitem, level 1, position 1, set size 2',
        'link, Home',
        'end of listitem, level 1, position 1, set size 2',
        'listitem, level 1, position 2, set size 2',
        'current page',
        'Impact',
        'end, current page',
      ]);
    } finally {
      await virtual.stop();
    }
  },
};
