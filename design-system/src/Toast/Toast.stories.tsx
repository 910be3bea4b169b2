import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { afterNextFrame } from '../afterNextFrame';
import { Button } from '../Button/Button';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Inline } from '../Inline/Inline';
import { ToastProvider, toastPositions, useToast, type ToastKind, type ToastOptions, type ToastProviderProps } from './Toast';

interface ToastStoryArgs extends ToastProviderProps {
  /** What the "Try again" action does. */
  onRetry: () => void;
  /** What the "Cancel" button does. */
  onCancel: () => void;
}

interface ShowToastButtonProps {
  kind: ToastKind;
  title: string;
  options?: ToastOptions;
  children: ReactNode;
}

/** A button that shows one toast, as a form's submit handler would. */
function ShowToastButton({ kind, title, options, children }: ShowToastButtonProps) {
  const toast = useToast();
  return (
    <Button variant="secondary" onClick={() => toast[kind](title, options)}>
      {children}
    </Button>
  );
}

// The site's own messages, word for word as the site shows them.
const messageSent = {
  kind: 'success',
  title: 'Message sent successfully!',
  options: { description: "We'll get back to you within 24 hours." },
} as const;
const sendFailed = {
  kind: 'error',
  title: 'Error sending message',
  options: { description: 'Please try again or contact us directly.' },
} as const;
const accountCreated = { kind: 'info', title: 'Account created. Check your email to confirm.' } as const;

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { children: null, onRetry: fn(), onCancel: fn() },
  argTypes: { position: { control: 'select', options: toastPositions } },
  render: ({ onRetry, ...args }) => (
    <ToastProvider {...args}>
      <Inline space="small">
        <ShowToastButton {...messageSent}>Show success</ShowToastButton>
        <ShowToastButton {...sendFailed}>Show error</ShowToastButton>
        <ShowToastButton {...accountCreated}>Show info</ShowToastButton>
        <ShowToastButton {...sendFailed} options={{ ...sendFailed.options, action: { label: 'Try again', onClick: onRetry } }}>
          Show error with action
        </ShowToastButton>
      </Inline>
    </ToastProvider>
  ),
} satisfies Meta<ToastStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One trigger only, so that Tab goes straight from it into the toast. */
const renderOneTrigger: Story['render'] = (args) => (
  <ToastProvider {...args}>
    <ShowToastButton {...messageSent}>Send message</ShowToastButton>
  </ToastProvider>
);

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const region = (canvas: Canvas) => canvas.getByRole('region', { name: 'Notifications' });
const toastNamed = (canvas: Canvas, name: string) => within(region(canvas)).queryByRole('group', { name });
/** Waits for a toast to show: the first one of a page loads the toast's code. */
const findToast = (canvas: Canvas, name: string) => within(region(canvas)).findByRole('group', { name });
const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** Each kind shows its title and description; success and info go to the polite live region, errors to the assertive one. */
export const ShowsEachKind: Story = {
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    const alert = canvas.getByRole('alert');

    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const success = await within(region(canvas)).findByRole('group', { name: 'Message sent successfully!' });
    await expect(success).toHaveAccessibleDescription("We'll get back to you within 24 hours.");
    await expect(status).toHaveTextContent("Message sent successfully! We'll get back to you within 24 hours.");
    await expect(alert).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(await findToast(canvas, 'Error sending message')).toBeVisible();
    await expect(alert).toHaveTextContent('Error sending message. Please try again or contact us directly.');
    await expect(status).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await expect(await findToast(canvas, 'Account created. Check your email to confirm.')).toBeVisible();
    await expect(status).toHaveTextContent('Account created. Check your email to confirm.');
  },
};

/** A new toast replaces the one showing: there is only ever one. */
export const OneAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(await findToast(canvas, 'Error sending message')).toBeVisible();
    await expect(toastNamed(canvas, 'Message sent successfully!')).toBeNull();
    await expect(within(region(canvas)).getAllByRole('group')).toHaveLength(1);
    await expect(within(region(canvas)).getAllByRole('button', { name: 'Close notification' })).toHaveLength(1);
  },
};

/** A toast closes itself after its `duration` (here 600 ms; 5000 ms by default) and its announcement is cleared. */
export const ClosesItself: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowToastButton {...messageSent} options={{ ...messageSent.options, duration: 600 }}>
        Send message
      </ShowToastButton>
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();
    await waitFor(() => expect(toastNamed(canvas, 'Message sent successfully!')).toBeNull(), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/**
 * The clock stops while the pointer rests on the toast and restarts with the time that was left,
 * not from the beginning: with 2000 ms, hovering after 1000 ms leaves about 1000 ms.
 */
export const PausesWhileHovered: Story = {
  args: { duration: 2000 },
  render: renderOneTrigger,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const toast = await findToast(canvas, 'Message sent successfully!');
    await expect(toast).toBeVisible();
    await sleep(1000);
    await userEvent.hover(toast);
    await sleep(1200);
    // Over 2200 ms have passed: it outlived its duration because it was hovered.
    await expect(toast).toBeVisible();
    await userEvent.unhover(toast);
    await sleep(200);
    await expect(toast).toBeVisible();
    // The time left is at most 800 ms more; a clock restarted from zero would need another 1800 ms.
    await waitFor(() => expect(toastNamed(canvas, 'Message sent successfully!')).toBeNull(), { timeout: 1300 });
  },
};

/** The clock also stops while focus is inside the toast, and restarts when focus leaves. */
export const PausesWhileFocused: Story = {
  args: { duration: 2000 },
  render: renderOneTrigger,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Send message' });
    await userEvent.click(trigger);
    await sleep(1000);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await sleep(1200);
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();
    await userEvent.tab({ shift: true });
    await expect(trigger).toHaveFocus();
    await sleep(200);
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();
    await waitFor(() => expect(toastNamed(canvas, 'Message sent successfully!')).toBeNull(), { timeout: 1300 });
  },
};

/** The clock stops while the page is hidden (another tab is showing), so nobody misses the message. */
export const PausesWhilePageHidden: Story = {
  args: { duration: 800 },
  render: renderOneTrigger,
  play: async ({ canvas, userEvent }) => {
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
      setVisibility('hidden');
      await sleep(1500);
      await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();
      setVisibility('visible');
      await waitFor(() => expect(toastNamed(canvas, 'Message sent successfully!')).toBeNull(), { timeout: 2000 });
    } finally {
      // Back to the browser's own answer.
      Reflect.deleteProperty(document, 'visibilityState');
    }
  },
};

/** Clicking the labelled close button closes the toast and clears its announcement. */
export const CloseWithPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close notification' }));
    await expect(toastNamed(canvas, 'Message sent successfully!')).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Show success' })).toHaveFocus();
  },
};

/** Tab reaches the close button straight after the trigger; Enter closes the toast and focus goes back where it came from. */
export const CloseWithKeyboard: Story = {
  render: renderOneTrigger,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Send message' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toastNamed(canvas, 'Message sent successfully!')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** Alt+T moves focus to the "Notifications" landmark from wherever it was; Tab then reaches the toast. */
export const FocusRegionWithAltT: Story = {
  render: renderOneTrigger,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Send message' });
    // A person presses keys once the page is on screen. The provider listens for Alt+T from an
    // effect, which a production build (rendering without act()) runs after that frame.
    await new Promise<void>((resolve) => afterNextFrame(resolve));
    // From nowhere in particular.
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await expect(region(canvas)).toHaveFocus();

    await userEvent.click(trigger);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await expect(region(canvas)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toastNamed(canvas, 'Message sent successfully!')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** A finger drag shorter than 10 px snaps back; a longer horizontal one dismisses. */
export const SwipeWithTouch: Story = {
  render: renderOneTrigger,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();
    const title = canvas.getByText('Message sent successfully!');
    const { left, top } = title.getBoundingClientRect();
    const start = { clientX: left + 10, clientY: top + 5 };

    await userEvent.pointer([
      { keys: '[TouchA>]', target: title, coords: start },
      { pointerName: 'TouchA', target: title, coords: { ...start, clientX: start.clientX + 6 } },
      { keys: '[/TouchA]', target: title, coords: { ...start, clientX: start.clientX + 6 } },
    ]);
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();

    await userEvent.pointer([
      { keys: '[TouchA>]', target: title, coords: start },
      { pointerName: 'TouchA', target: title, coords: { ...start, clientX: start.clientX + 40 } },
      { keys: '[/TouchA]', target: title, coords: { ...start, clientX: start.clientX + 40 } },
    ]);
    await expect(toastNamed(canvas, 'Message sent successfully!')).toBeNull();
  },
};

/** With a mouse or pen the threshold is 2 px: a 2 px drag stays, a 3 px one (either way) dismisses. */
export const SwipeWithMouse: Story = {
  render: renderOneTrigger,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();
    const title = canvas.getByText('Message sent successfully!');
    const { left, top } = title.getBoundingClientRect();
    const start = { clientX: left + 20, clientY: top + 5 };

    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: title, coords: start },
      { target: title, coords: { ...start, clientX: start.clientX + 2 } },
      { keys: '[/MouseLeft]', target: title, coords: { ...start, clientX: start.clientX + 2 } },
    ]);
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();

    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: title, coords: start },
      { target: title, coords: { ...start, clientX: start.clientX - 3 } },
      { keys: '[/MouseLeft]', target: title, coords: { ...start, clientX: start.clientX - 3 } },
    ]);
    await expect(toastNamed(canvas, 'Message sent successfully!')).toBeNull();
  },
};

/** A drag that starts on the close button is not a swipe: the toast stays. */
export const DragFromCloseButtonKeepsToast: Story = {
  render: renderOneTrigger,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();
    const close = canvas.getByRole('button', { name: 'Close notification' });
    const title = canvas.getByText('Message sent successfully!');
    const { left, top } = close.getBoundingClientRect();
    const start = { clientX: left + 5, clientY: top + 5 };

    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: close, coords: start },
      { target: title, coords: { ...start, clientX: start.clientX - 60 } },
      { keys: '[/MouseLeft]', target: title, coords: { ...start, clientX: start.clientX - 60 } },
    ]);
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();

    await userEvent.pointer([
      { keys: '[TouchA>]', target: close, coords: start },
      { pointerName: 'TouchA', target: title, coords: { ...start, clientX: start.clientX - 60 } },
      { keys: '[/TouchA]', target: title, coords: { ...start, clientX: start.clientX - 60 } },
    ]);
    await expect(await findToast(canvas, 'Message sent successfully!')).toBeVisible();
  },
};

/** The action button runs its handler and closes the toast, by pointer and by keyboard. */
export const WithAction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Show error with action' });
    await userEvent.click(trigger);
    await expect(await findToast(canvas, 'Error sending message')).toBeVisible();
    await userEvent.click(within(region(canvas)).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(toastNamed(canvas, 'Error sending message')).toBeNull();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(within(region(canvas)).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
    await expect(toastNamed(canvas, 'Error sending message')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** An error whose toast offers both "Try again" and "Cancel". */
const renderWithCancel: Story['render'] = ({ onRetry, onCancel, ...args }) => (
  <ToastProvider {...args}>
    <ShowToastButton
      {...sendFailed}
      options={{ ...sendFailed.options, action: { label: 'Try again', onClick: onRetry }, cancel: { label: 'Cancel', onClick: onCancel } }}
    >
      Show error with cancel
    </ShowToastButton>
  </ToastProvider>
);

/**
 * Cancel is a second button after the action: it closes the toast and calls its own handler, not
 * the action's. Closing the toast with its close button calls neither.
 */
export const WithCancel: Story = {
  render: renderWithCancel,
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Show error with cancel' });
    await userEvent.click(trigger);
    const buttons = within(await findToast(canvas, 'Error sending message')).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent || button.getAttribute('aria-label'))).toEqual([
      'Try again',
      'Cancel',
      'Close notification',
    ]);
    await userEvent.click(within(region(canvas)).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onRetry).not.toHaveBeenCalled();
    await expect(toastNamed(canvas, 'Error sending message')).toBeNull();
    await expect(trigger).toHaveFocus();

    // By keyboard: Tab goes through Try again to Cancel.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(region(canvas)).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(toastNamed(canvas, 'Error sending message')).toBeNull();
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(within(region(canvas)).getByRole('button', { name: 'Close notification' }));
    await expect(toastNamed(canvas, 'Error sending message')).toBeNull();
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onRetry).not.toHaveBeenCalled();

    // Left showing, for a look at both buttons.
    await userEvent.click(trigger);
    await expect(within(region(canvas)).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Where a toast lands, from its position and the 1200 px wide screen; allows for the region's padding. */
const expectPlaced = async (toast: HTMLElement, position: string) => {
  const [edge, side] = position.split('-');
  // Measured once the entry movement has finished.
  await waitFor(async () => {
    const { top, bottom, left, right } = toast.getBoundingClientRect();
    if (edge === 'top') await expect(top).toBeLessThanOrEqual(48);
    else await expect(window.innerHeight - bottom).toBeLessThanOrEqual(48);
    if (edge === 'top') await expect(top).toBeGreaterThanOrEqual(0);
    else await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    if (side === 'start') await expect(left).toBeLessThanOrEqual(48);
    if (side === 'end') await expect(window.innerWidth - right).toBeLessThanOrEqual(48);
    if (side === 'center') await expect(Math.abs((left + right) / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(2);
    if (side !== 'start') await expect(left).toBeGreaterThan(48);
    if (side !== 'end') await expect(window.innerWidth - right).toBeGreaterThan(48);
  });
};

/**
 * In the French edition (`frenchMessages`) the landmark is "Notifications" (the same word in French)
 * and each toast's close button is "Fermer la notification". The toast stays until closed here, so
 * its button can be reached and seen.
 */
export const InFrench: Story = {
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <ToastProvider {...args}>
          <ShowToastButton
            kind="success"
            title={'Message envoyé\u00a0!'}
            options={{ description: 'Nous vous répondrons sous 24 heures.', duration: Infinity }}
          >
            Envoyer le message
          </ShowToastButton>
        </ToastProvider>
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const notifications = canvas.getByRole('region', { name: 'Notifications' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Envoyer le message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Role names are compared as they are: a no-break space before "!", as French writes it.
    const toast = await within(notifications).findByRole('group', { name: 'Message envoyé\u00a0!' });
    await expect(toast).toHaveAccessibleDescription('Nous vous répondrons sous 24 heures.');
    await expect(canvas.getByRole('status').textContent).toBe('Message envoyé\u00a0! Nous vous répondrons sous 24 heures.');
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Fermer la notification' })).toHaveFocus();
  },
};

/** The provider's `position` places every toast: here at the top, centred. */
export const TopCenter: Story = {
  args: { position: 'top-center' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expectPlaced(await findToast(canvas, 'Message sent successfully!'), 'top-center');
    // The region is where the toast is, so Alt+T's focus ring surrounds it there.
    const toastBox = (toastNamed(canvas, 'Message sent successfully!') as HTMLElement).getBoundingClientRect();
    const regionBox = region(canvas).getBoundingClientRect();
    await expect(regionBox.top).toBeLessThanOrEqual(toastBox.top);
    await expect(regionBox.left).toBeLessThanOrEqual(toastBox.left);
    await expect(regionBox.right).toBeGreaterThanOrEqual(toastBox.right);
  },
};

/** A toast's own `position` overrides the provider's; each of the six places the region at that edge and side. */
export const TestEveryPosition: Story = {
  name: 'Test: each position places the region',
  // The end state repeats TopCenter and BottomRightOnWideScreens.
  tags: ['no-visual'],
  render: (args) => (
    <ToastProvider {...args}>
      <Inline space="small">
        {toastPositions.map((position) => (
          <ShowToastButton key={position} {...accountCreated} options={{ position }}>
            {`Show ${position}`}
          </ShowToastButton>
        ))}
      </Inline>
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const position of toastPositions) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${position}` }));
      await expectPlaced(await findToast(canvas, accountCreated.title), position);
    }
  },
};

/** On a phone a toast at the top spans the width there, like one at the bottom. */
export const TopOnPhone: Story = {
  args: { position: 'top-end' },
  render: renderWithCancel,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(375);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error with cancel' }));
    const toast = await findToast(canvas, 'Error sending message');
    await waitFor(() => expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    const { left, right, top, width } = toast.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
    await expect(width).toBeGreaterThanOrEqual(window.innerWidth - 32);
    await expect(top).toBeLessThanOrEqual(24);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On wide screens the toast sits at the bottom right, clear of the page's middle. */
export const BottomRightOnWideScreens: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const toast = await findToast(canvas, 'Message sent successfully!');
    // Measured once the entry movement has finished.
    await waitFor(() => expect(toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    const { left, right, bottom } = toast.getBoundingClientRect();
    await expect(left).toBeGreaterThan(window.innerWidth / 2);
    await expect(window.innerWidth - right).toBeLessThanOrEqual(48);
    await expect(window.innerHeight - bottom).toBeLessThanOrEqual(48);
  },
};

/** On a phone the toast spans the width at the bottom and never overflows the screen. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(375);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error with action' }));
    const toast = await findToast(canvas, 'Error sending message');
    await waitFor(() => expect(toast.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    const { left, right, bottom, width } = toast.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
    await expect(width).toBeGreaterThanOrEqual(window.innerWidth - 32);
    await expect(window.innerHeight - bottom).toBeLessThanOrEqual(24);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The empty landmark stays in the page for Alt+T but lets clicks through to whatever is under it. */
export const TestEmptyRegionLetsClicksThrough: Story = {
  name: 'Test: the empty region lets clicks through',
  play: async ({ canvas }) => {
    const { left, top, width, height } = region(canvas).getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    await expect(region(canvas).contains(hit)).toBe(false);
  },
};

/** The entry movement uses token durations, so under reduced motion the toast simply appears. */
export const TestNoMotionWhenReduced: Story = {
  name: 'Test: no entry motion under reduced motion',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const moving = await findToast(canvas, 'Message sent successfully!');
    await expect(parseFloat(getComputedStyle(moving).animationDuration)).toBeGreaterThan(0);

    document.documentElement.dataset.motion = 'reduce';
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
      const still = await findToast(canvas, 'Account created. Check your email to confirm.');
      await expect(parseFloat(getComputedStyle(still).animationDuration)).toBe(0);
    } finally {
      delete document.documentElement.dataset.motion;
    }
  },
};

/** What a screen reader hears: the "Notifications" landmark, success politely, errors assertively. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  play: async ({ canvasElement, canvas, userEvent }) => {
    await virtual.start({ container: canvasElement });
    try {
      for (let step = 0; step < 20 && !(await virtual.spokenPhraseLog()).includes('region, Notifications'); step += 1) {
        await virtual.next();
      }
      await expect(await virtual.spokenPhraseLog()).toContain('region, Notifications');

      await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
      await waitFor(async () =>
        expect(await virtual.spokenPhraseLog()).toContain("polite: Message sent successfully! We'll get back to you within 24 hours."),
      );

      await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
      await waitFor(async () =>
        expect(await virtual.spokenPhraseLog()).toContain('assertive: Error sending message. Please try again or contact us directly.'),
      );

      const spoken = await virtual.spokenPhraseLog();
      await expect(spoken).not.toContain("assertive: Message sent successfully! We'll get back to you within 24 hours.");
      await expect(spoken).not.toContain('polite: Error sending message. Please try again or contact us directly.');
    } finally {
      await virtual.stop();
    }
  },
};
