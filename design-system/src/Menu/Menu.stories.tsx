import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { pageInFrench } from '../DesignSystemProvider/storyInFrench';
import { IconCalendar, IconMessage, IconPhone } from '../Icon/icons';
import { Menu, MenuItem } from './Menu';

const onAction = fn();

const meta = {
  title: 'Actions/Menu',
  component: Menu,
  args: {
    label: 'Book Discovery Call',
    icon: <IconCalendar />,
    onOpenChange: fn(),
    children: [
      <MenuItem key="calendly" href="https://calendly.com/akoma/discovery-call" icon={<IconCalendar />}>
        Book via Calendly
      </MenuItem>,
      <MenuItem key="call" href="tel:+2348000000000" icon={<IconPhone />}>
        Direct Call
      </MenuItem>,
      <MenuItem
        key="whatsapp"
        href="https://wa.me/2348000000000?text=Hello%20Akoma%2C%20I%27d%20like%20to%20book%20a%20discovery%20call."
        icon={<IconMessage />}
      >
        WhatsApp Call
      </MenuItem>,
    ],
  },
  beforeEach: () => {
    onAction.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

// Queries for menu items use `screen`, so they keep working if the menu is ever portalled.
const menuItem = (name: string | RegExp) => screen.getByRole('menuitem', { name });
// The button is found afresh for each check: until the menu's code has loaded, a stand-in with the
// same look and name is in its place, and the real button replaces it, focus included, when the
// code arrives. That happens in whichever story first reaches a menu, so an element found before
// could be off the page by the next line.
const menuButton = (name = 'Book Discovery Call') => screen.getByRole('button', { name });

/** Closed: a button that says it has a menu. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Book Discovery Call' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click opens the menu; its items are links with the right destinations. */
export const OpenWithPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Discovery Call' }));
    await waitFor(() => expect(screen.getByRole('menu', { name: 'Book Discovery Call' })).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const calendly = menuItem(/Book via Calendly/);
    await expect(calendly).toHaveAttribute('href', 'https://calendly.com/akoma/discovery-call');
    await expect(calendly).toHaveAttribute('target', '_blank');
    await expect(calendly).toHaveAccessibleName('Book via Calendly (opens in a new tab)');
    await expect(menuItem('Direct Call')).toHaveAttribute('href', 'tel:+2348000000000');
    await expect(menuItem('Direct Call')).not.toHaveAttribute('target');
  },
};

/** Enter opens on the first item, arrows move (wrapping), Escape closes and returns focus to the button. */
export const KeyboardNavigation: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await waitFor(() => expect(menuButton()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(menuItem(/Book via Calendly/)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(menuItem('Direct Call')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(menuItem(/Book via Calendly/)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(menuItem(/WhatsApp Call/)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton()).toHaveFocus());
    await expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Space and ArrowDown open it too; ArrowUp opens on the last item. */
export const OtherOpeningKeys: Story = {
  play: async ({ userEvent }) => {
    // Each key opens a menu that has finished closing: reopened during its closing transition,
    // Ariakit's return of focus to the button can land after the reopening and close it again.
    const closed = () => waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(menuItem(/Book via Calendly/)).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton()).toHaveFocus());
    await closed();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(menuItem(/Book via Calendly/)).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton()).toHaveFocus());
    await closed();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(menuItem(/WhatsApp Call/)).toHaveFocus());
  },
};

/** Typing a letter jumps to the item that starts with it. */
export const TypeAhead: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Discovery Call' }));
    await waitFor(() => expect(menuItem(/Book via Calendly/)).toBeVisible());
    await userEvent.keyboard('w');
    await waitFor(() => expect(menuItem(/WhatsApp Call/)).toHaveFocus());
  },
};

/** Action items run their handler and close the menu. */
export const Actions: Story = {
  args: {
    label: 'Share',
    icon: undefined,
    variant: 'ghost',
    children: [
      <MenuItem
        key="copy"
        onClick={() => {
          onAction('copy');
        }}
      >
        Copy link
      </MenuItem>,
      <MenuItem
        key="email"
        onClick={() => {
          onAction('email');
        }}
      >
        Send by e-mail
      </MenuItem>,
    ],
  },
  play: async ({ userEvent }) => {
    await userEvent.click(menuButton('Share'));
    await waitFor(() => expect(menuItem('Send by e-mail')).toBeVisible());
    await userEvent.click(menuItem('Send by e-mail'));
    await expect(onAction).toHaveBeenCalledWith('email');
    await waitFor(() => expect(menuButton('Share')).toHaveAttribute('aria-expanded', 'false'));
  },
};

/**
 * In the French edition (`frenchMessages`) a link to another site says "s’ouvre dans un nouvel onglet"
 * after its name. The menu is portalled, so the page itself is in French.
 */
export const InFrench: Story = {
  args: {
    label: 'Réserver un appel découverte',
    children: [
      <MenuItem key="calendly" href="https://calendly.com/akoma/discovery-call" icon={<IconCalendar />}>
        Réserver sur Calendly
      </MenuItem>,
      <MenuItem key="call" href="tel:+2348000000000" icon={<IconPhone />}>
        Appel direct
      </MenuItem>,
      <MenuItem
        key="whatsapp"
        href="https://wa.me/2348000000000?text=Bonjour%20Akoma%2C%20je%20souhaite%20r%C3%A9server%20un%20appel%20d%C3%A9couverte."
        icon={<IconMessage />}
      >
        Appel WhatsApp
      </MenuItem>,
    ],
  },
  beforeEach: pageInFrench,
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <Menu {...args} />
    </DesignSystemProvider>
  ),
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await waitFor(() => expect(menuButton('Réserver un appel découverte')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(menuItem('Réserver sur Calendly (s’ouvre dans un nouvel onglet)')).toHaveFocus());
    await expect(menuItem('Appel direct')).not.toHaveAttribute('target');
    await expect(menuItem('Appel WhatsApp (s’ouvre dans un nouvel onglet)')).toHaveAttribute('target', '_blank');
  },
};

/** Clicking outside closes the menu. */
export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(menuButton());
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
  },
};

/**
 * Opened from a dark band (the home hero): the menu keeps a light surface's colours, which axe
 * checks, and Tab from the last item goes on to what follows the button.
 */
export const OnDarkBand: Story = {
  render: (args) => (
    <Box background="inverse" padding="large" display="flex" gap="small">
      <Menu {...args} />
      <Button variant="ghost">Next on the page</Button>
    </Box>
  ),
  play: async ({ canvas, userEvent }) => {
    menuButton().focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(menuItem(/WhatsApp Call/)).toHaveFocus());
    const lastItem = menuItem(/WhatsApp Call/);
    const surface = getComputedStyle(screen.getByRole('menu')).backgroundColor;
    await expect(getComputedStyle(lastItem).color).not.toBe(surface);
    await expect(getComputedStyle(lastItem).color).not.toBe(getComputedStyle(menuButton()).color);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next on the page' })).toHaveFocus());
  },
};

/** On a 320 px phone the open menu stays inside the screen. */
export const OnSmallPhone: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Discovery Call' }));
    const menu = await waitFor(() => screen.getByRole('menu'));
    await waitFor(() => expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** What a screen reader says: the button with its popup, then the menu and its items. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  play: async ({ userEvent }) => {
    await virtual.start({ container: document.body });
    try {
      await userEvent.tab();
      await waitFor(() => expect(menuButton()).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(menuItem(/Book via Calendly/)).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expect(menuItem('Direct Call')).toHaveFocus();
      const spoken = await virtual.spokenPhraseLog();
      await expect(spoken).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^button, Book Discovery Call, .*(menu|popup)/),
          expect.stringMatching(/^menuitem, Book via Calendly \(opens in a new tab\), .*position 1, set size 3/),
          expect.stringMatching(/^menuitem, Direct Call, .*position 2, set size 3/),
        ]),
      );
    } finally {
      await virtual.stop();
    }
  },
};
