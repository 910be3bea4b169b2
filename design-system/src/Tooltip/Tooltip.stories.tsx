import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { IconChevronLeft, IconChevronRight, IconClose, IconPause } from '../Icon/icons';
import { Inline } from '../Inline/Inline';
import { preloadTooltip, Tooltip, tooltipPlacements, tooltipTiming } from './Tooltip';
import { movePointerOnto } from './storyPointer';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  args: {
    content: 'Next slide',
    placement: 'top',
    children: (
      <Button variant="secondary" aria-label="Next slide">
        <IconChevronRight />
      </Button>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: tooltipPlacements },
    children: { control: false },
  },
  // Room on every side, so the tooltip shows where it is placed instead of flipping.
  decorators: [
    (Story) => (
      <Box padding="xxlarge">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three icon-only controls side by side, as a carousel's controls sit. */
const renderControls: Story['render'] = () => (
  <Inline space="small">
    <Tooltip content="Previous slide">
      <Button variant="secondary" aria-label="Previous slide">
        <IconChevronLeft />
      </Button>
    </Tooltip>
    <Tooltip content="Pause slide show">
      <Button variant="secondary" aria-label="Pause slide show">
        <IconPause />
      </Button>
    </Tooltip>
    <Tooltip content="Next slide">
      <Button variant="secondary" aria-label="Next slide">
        <IconChevronRight />
      </Button>
    </Tooltip>
  </Inline>
);

/** The stories below test the tooltip itself: its code is loaded before they render. */
const loadTheTooltip = async () => {
  await preloadTooltip();
  return {};
};

/** Tooltips are portalled to the end of the page, outside the story's canvas. */
const page = within(document.body);
const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * A page's start-up carries only a small wrapper; a tooltip comes in when focus or the pointer
 * comes near its control. Focused before its tooltip came in, the control keeps its focus and
 * gets its tooltip from its next focus; its neighbours have theirs by the time focus reaches them.
 * Focus that lands on the control while its tooltip renders moves onto the new element with it.
 * (The first story in the file, and tagged `fresh-page` for the visual suite, which otherwise plays
 * stories one after another in one page: nothing has loaded the tooltip's code yet.)
 */
export const TestFocusedBeforeTheTooltipLoads: Story = {
  name: 'Test: focused before the tooltip loads, the control keeps its focus',
  tags: ['no-visual', 'fresh-page'],
  render: renderControls,
  play: async ({ canvas, userEvent }) => {
    const previousSlide = () => canvas.getByRole('button', { name: 'Previous slide' });
    const pauseSlideShow = () => canvas.getByRole('button', { name: 'Pause slide show' });
    await expect(page.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    const previous = previousSlide();
    const pause = pauseSlideShow();
    await expect(previous).toHaveFocus();
    await preloadTooltip();
    // Its neighbour's tooltip comes in as focus comes near: the control is rendered again inside it.
    await waitFor(() => expect(pauseSlideShow()).not.toBe(pause));
    // Still the same element, still focused: it was not swapped under the person's focus.
    await expect(previousSlide()).toBe(previous);
    await expect(previous).toHaveFocus();

    // Focus leaves and comes straight back before its tooltip has rendered (a quick Tab and
    // Shift+Tab on a slow phone): it stays on the control, now inside its tooltip's anchor.
    pauseSlideShow().focus();
    previous.focus();
    await waitFor(() => expect(previousSlide()).not.toBe(previous));
    await expect(previousSlide()).toHaveFocus();

    // The neighbour's tooltip shows on the very first focus.
    await userEvent.tab();
    await expect(pauseSlideShow()).toHaveFocus();
    await waitFor(() => expect(page.getByRole('tooltip')).toHaveTextContent('Pause slide show'));
    // And the first control's, now that it has its tooltip.
    await userEvent.tab({ shift: true });
    await expect(previousSlide()).toHaveFocus();
    await waitFor(() => expect(page.getByRole('tooltip')).toHaveTextContent('Previous slide'));
  },
};

/** The pointer rests on the control for 700 ms, then its name shows above it; passing over it shows nothing. */
export const ShowsOnHoverAfterDelay: Story = {
  loaders: [loadTheTooltip],
  // Ends with a tooltip the pointer showed, which the browser's own pointer (elsewhere) can hide before a screenshot; ShowsOnKeyboardFocus captures the look.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('button', { name: 'Next slide' });

    // A pointer passing over on its way elsewhere.
    await movePointerOnto(userEvent, control);
    await sleep(tooltipTiming.showDelay / 2);
    await userEvent.unhover(control);
    await sleep(tooltipTiming.showDelay);
    await expect(page.queryByRole('tooltip')).toBeNull();

    await movePointerOnto(userEvent, control);
    await sleep(tooltipTiming.showDelay / 2);
    await expect(page.queryByRole('tooltip')).toBeNull();
    const tooltip = await page.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('Next slide');
    await waitFor(() => expect(tooltip).toBeVisible());
    // Above the control, as placed.
    await waitFor(() => expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(control.getBoundingClientRect().top));
  },
};

/** Keyboard focus shows it at once, and the control has its focus ring. */
export const ShowsOnKeyboardFocus: Story = {
  loaders: [loadTheTooltip],
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(await page.findByRole('tooltip', {}, { timeout: tooltipTiming.showDelay / 2 })).toHaveTextContent('Next slide');
    const { outlineStyle, outlineWidth } = getComputedStyle(control);
    await expect(outlineStyle).not.toBe('none');
    await expect(parseFloat(outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

/** Escape hides it (WAI-ARIA tooltip pattern), whether focus or the pointer showed it; focus stays on the control. */
export const HidesWithEscape: Story = {
  loaders: [loadTheTooltip],
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.tab();
    await page.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await expect(control).toHaveFocus();

    // Focus leaves; the pointer shows it this time.
    await userEvent.tab();
    await expect(control).not.toHaveFocus();
    await movePointerOnto(userEvent, control);
    await page.findByRole('tooltip', {}, { timeout: 2000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

/** Hovering a neighbour within 300 ms of one tooltip hiding shows the neighbour's at once: a row of controls reads quickly. */
export const SkipsTheDelayBetweenNeighbours: Story = {
  loaders: [loadTheTooltip],
  // Ends with a tooltip the pointer showed, which the browser's own pointer (elsewhere) can hide before a screenshot; ShowsOnKeyboardFocus captures the look.
  tags: ['no-visual'],
  render: renderControls,
  play: async ({ canvas, userEvent }) => {
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const pause = canvas.getByRole('button', { name: 'Pause slide show' });
    await movePointerOnto(userEvent, previous);
    await expect(await page.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Previous slide');

    await userEvent.unhover(previous);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    // A short pause, well inside the 300 ms: on a busy machine, noticing the tooltip has gone can
    // itself take a good part of the window.
    await sleep(tooltipTiming.skipDelay / 6);
    await movePointerOnto(userEvent, pause);
    // Well under the 700 ms delay: it skipped it.
    await waitFor(() => expect(page.getByRole('tooltip')).toHaveTextContent('Pause slide show'), { timeout: tooltipTiming.showDelay / 2 });
    await expect(page.getAllByRole('tooltip')).toHaveLength(1);
  },
};

/** After more than 300 ms without a tooltip, the next one waits its full delay again. */
export const WaitsAgainAfterTheSkipDelay: Story = {
  loaders: [loadTheTooltip],
  // Ends with a tooltip the pointer showed, which the browser's own pointer (elsewhere) can hide before a screenshot; ShowsOnKeyboardFocus captures the look.
  tags: ['no-visual'],
  render: renderControls,
  play: async ({ canvas, userEvent }) => {
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await movePointerOnto(userEvent, previous);
    await page.findByRole('tooltip', {}, { timeout: 2000 });
    await userEvent.unhover(previous);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await sleep(tooltipTiming.skipDelay + 200);

    await movePointerOnto(userEvent, next);
    await sleep(tooltipTiming.showDelay / 2);
    await expect(page.queryByRole('tooltip')).toBeNull();
    await expect(await page.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Next slide');
  },
};

/** The pointer can move onto the tooltip without it disappearing (WCAG 1.4.13 Content on Hover or Focus). */
export const StaysWhileThePointerIsOnIt: Story = {
  loaders: [loadTheTooltip],
  // Ends with a tooltip the pointer showed, which the browser's own pointer (elsewhere) can hide before a screenshot; ShowsOnKeyboardFocus captures the look.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('button', { name: 'Next slide' });
    await movePointerOnto(userEvent, control);
    const tooltip = await page.findByRole('tooltip', {}, { timeout: 2000 });
    await movePointerOnto(userEvent, tooltip);
    await sleep(500);
    await expect(page.getByRole('tooltip')).toBeVisible();
  },
};

/** The control's name is its own `aria-label`, before, while and after the tooltip shows: the tooltip adds no second name or description. */
export const KeepsTheControlsOwnName: Story = {
  loaders: [loadTheTooltip],
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('button', { name: 'Next slide' });
    await expect(control).toHaveAttribute('aria-label', 'Next slide');
    await userEvent.tab();
    await page.findByRole('tooltip');
    await expect(control).toHaveAccessibleName('Next slide');
    await expect(control).not.toHaveAttribute('aria-labelledby');
    await expect(control).not.toHaveAccessibleDescription('Next slide');
  },
};

/** Each placement puts the tooltip on that side of the control. */
export const Placements: Story = {
  loaders: [loadTheTooltip],
  render: () => (
    <Inline space="xxlarge">
      {tooltipPlacements.map((placement) => (
        <Tooltip key={placement} content={`Close (${placement})`} placement={placement}>
          <Button variant="ghost" aria-label={`Close (${placement})`}>
            <IconClose />
          </Button>
        </Tooltip>
      ))}
    </Inline>
  ),
  play: async ({ canvas, userEvent }) => {
    const sides = {
      top: (tip: DOMRect, anchor: DOMRect) => tip.bottom <= anchor.top,
      bottom: (tip: DOMRect, anchor: DOMRect) => tip.top >= anchor.bottom,
      left: (tip: DOMRect, anchor: DOMRect) => tip.right <= anchor.left,
      right: (tip: DOMRect, anchor: DOMRect) => tip.left >= anchor.right,
    };
    for (const placement of tooltipPlacements) {
      await userEvent.tab();
      const control = canvas.getByRole('button', { name: `Close (${placement})` });
      await expect(control).toHaveFocus();
      // The previous control's tooltip has gone and this one's is on its side.
      await waitFor(async () => {
        const tooltip = page.getByRole('tooltip');
        await expect(tooltip).toHaveTextContent(`Close (${placement})`);
        await expect(sides[placement](tooltip.getBoundingClientRect(), control.getBoundingClientRect())).toBe(true);
      });
    }
  },
};

/** Under reduced motion it appears without fading. */
export const TestNoMotionWhenReduced: Story = {
  loaders: [loadTheTooltip],
  name: 'Test: no fade under reduced motion',
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(parseFloat(getComputedStyle(await page.findByRole('tooltip')).transitionDuration)).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    canvas.getByRole('button', { name: 'Next slide' }).blur();

    document.documentElement.dataset.motion = 'reduce';
    try {
      await userEvent.tab();
      await expect(parseFloat(getComputedStyle(await page.findByRole('tooltip')).transitionDuration)).toBe(0);
    } finally {
      delete document.documentElement.dataset.motion;
    }
  },
};

/** In forced-colours mode fills disappear; the tooltip keeps a solid border, which the system colours draw. */
export const TestEdgeInForcedColours: Story = {
  loaders: [loadTheTooltip],
  name: 'Test: a border for forced-colours mode',
  tags: ['no-visual'],
  play: async ({ userEvent }) => {
    await userEvent.tab();
    const { borderTopStyle, borderTopWidth } = getComputedStyle(await page.findByRole('tooltip'));
    await expect(borderTopStyle).toBe('solid');
    await expect(parseFloat(borderTopWidth)).toBeGreaterThanOrEqual(1);
  },
};

/**
 * A control whose only name would be the tooltip gets a development warning that names the fix.
 * Tooltip.test.tsx renders this story and checks the warning: the story tests run the production
 * build of Storybook, where development warnings are compiled out.
 */
export const TestWarnsWithoutAName: Story = {
  loaders: [loadTheTooltip],
  name: 'Test: warns when the control has no name of its own',
  tags: ['no-visual'],
  // The nameless button is the mistake under test; every other axe rule still applies.
  parameters: { a11y: { options: { rules: { 'button-name': { enabled: false } } } } },
  render: () => (
    <Tooltip content="Next slide">
      <Button variant="secondary">
        <IconChevronRight />
      </Button>
    </Tooltip>
  ),
};
