import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { Button, type ButtonVariant } from '../Button/Button';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { IconDownload } from '../Icon/icons';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Banner, bannerTones, type BannerProps } from './Banner';

interface BannerAction {
  label: string;
  variant?: ButtonVariant;
  /** Whether pressing it also closes the banner ("Later", "Not now"). */
  closes?: boolean;
}

interface BannerStoryArgs extends BannerProps {
  /** The story's actions, rendered as small Buttons. */
  actions?: readonly BannerAction[];
  /** Called with the label of the action pressed. */
  onAction?: (label: string) => void;
}

/** A banner above some page content, closing as the app would when dismissed or answered. */
function BannerInPage({ open: startOpen, actions = [], onAction, onDismiss, ...props }: BannerStoryArgs) {
  const [open, setOpen] = useState(startOpen);
  return (
    <Stack space="large">
      <Banner
        {...props}
        open={open}
        onDismiss={
          onDismiss &&
          (() => {
            onDismiss();
            setOpen(false);
          })
        }
      >
        {actions.map(({ label, variant = 'primary', closes = false }) => (
          <Button
            key={label}
            size="small"
            variant={variant}
            onClick={() => {
              onAction?.(label);
              if (closes) setOpen(false);
            }}
          >
            {label}
          </Button>
        ))}
      </Banner>
      <Text>Start Your Transformation: 500+ professionals transformed across Capability, Wellbeing and Performance.</Text>
    </Stack>
  );
}

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: {
    open: true,
    tone: 'info',
    title: 'Update Available',
    description: 'A new version of Akoma is ready',
    actions: [{ label: 'Update' }, { label: 'Later', variant: 'secondary', closes: true }],
    onAction: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
  parameters: { layout: 'fullscreen' },
  render: (args) => <BannerInPage key={String(args.open)} {...args} />,
} satisfies Meta<BannerStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const offline = {
  tone: 'caution',
  title: "You're currently offline. Some features may not be available.",
  description: undefined,
  actions: [],
} as const;

/** The update notice: Update runs the update; Later, from the keyboard, closes the notice. */
export const UpdateAvailable: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Update Available A new version of Akoma is ready');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onAction).toHaveBeenCalledWith('Update');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Later' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('Later');
    await expect(canvas.queryByRole('button', { name: 'Later' })).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The offline notice: a caution with no actions, in a polite status region. */
export const Offline: Story = {
  args: offline,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("You're currently offline. Some features may not be available.");
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The install offer: Install runs the browser's prompt; Not now closes the notice. Both by pointer. */
export const InstallPrompt: Story = {
  args: {
    tone: 'neutral',
    title: 'Install Akoma on your device',
    description: 'Open it from your home screen, even with a weak connection.',
    icon: <IconDownload />,
    actions: [{ label: 'Install' }, { label: 'Not now', variant: 'secondary', closes: true }],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Install' }));
    await expect(args.onAction).toHaveBeenCalledWith('Install');
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('Not now');
    await expect(canvas.queryByRole('button', { name: 'Install' })).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** With `onDismiss` an icon button named "Dismiss" closes the banner when clicked. */
export const DismissWithPointer: Story = {
  args: { ...offline, onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The dismiss button is reached with Tab and pressed with Enter or Space. */
export const DismissWithKeyboard: Story = {
  args: { ...offline, onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** In the French edition (`frenchMessages`) the dismiss button is named "Fermer"; Tab reaches it and Enter presses it. */
export const InFrench: Story = {
  args: {
    ...offline,
    title: 'Vous êtes hors ligne. Certaines fonctionnalités peuvent être indisponibles.',
    onDismiss: fn(),
  },
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <Banner open={args.open} tone={args.tone} title={args.title} onDismiss={args.onDismiss} />
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Vous êtes hors ligne. Certaines fonctionnalités peuvent être indisponibles.',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The app closes it on this call; here it stays, so the picture shows the French banner.
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Every tone, each with its own icon, so tones differ by more than colour. */
export const Tones: Story = {
  render: () => (
    <Stack space="small">
      <Banner open tone="info" title="Update Available" description="A new version of Akoma is ready" />
      <Banner open tone="caution" title="You're currently offline. Some features may not be available." />
      <Banner open tone="critical" title="Error sending message" description="Please try again or contact us directly." />
      <Banner open tone="neutral" icon={<IconDownload />} title="Install Akoma on your device" />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(4);
    await expect(statuses[2]).toHaveTextContent('Error sending message Please try again or contact us directly.');
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(4);
  },
};

/** On a 320 px phone the actions wrap under the message; nothing overflows and the page content follows below the banner. */
export const OnSmallPhone: Story = {
  args: InstallPrompt.args,
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const status = canvas.getByRole('status');
    for (const name of ['Install', 'Not now']) {
      const { left, right, top } = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(0);
      await expect(right).toBeLessThanOrEqual(window.innerWidth);
      // Below the message rather than squeezed beside it.
      await expect(top).toBeGreaterThanOrEqual(status.getBoundingClientRect().bottom);
    }
    // In the page flow: the content after the banner starts below it, uncovered.
    const content = canvas.getByText(/Start Your Transformation/);
    await expect(content.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      canvas.getByRole('button', { name: 'Install' }).getBoundingClientRect().bottom,
    );
  },
};

/** Going offline fills the status region that was already there, so the notice is announced politely. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  render: function ConnectionNotice() {
    const [online, setOnline] = useState(true);
    return (
      <Stack space="large">
        <Banner open={!online} tone={offline.tone} title={offline.title} />
        <div>
          <Button variant="secondary" onClick={() => setOnline((value) => !value)}>
            {online ? 'Simulate going offline' : 'Simulate coming back online'}
          </Button>
        </div>
      </Stack>
    );
  },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await virtual.start({ container: canvasElement });
    try {
      await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
      await userEvent.click(canvas.getByRole('button', { name: 'Simulate going offline' }));
      await waitFor(async () =>
        expect(await virtual.spokenPhraseLog()).toContain("polite: You're currently offline. Some features may not be available."),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Simulate coming back online' }));
      await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      await virtual.stop();
    }
  },
};
