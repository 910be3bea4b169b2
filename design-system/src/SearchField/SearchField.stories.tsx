import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { pageInFrench } from '../DesignSystemProvider/storyInFrench';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { preloadTooltip } from '../Tooltip/Tooltip';
import { movePointerOnto } from '../Tooltip/storyPointer';
import { SearchField, type SearchFieldProps } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search insights', name: 'q', onChange: fn() },
  // These stories test the field; the tooltip's own loading is tested in the Tooltip stories.
  loaders: [
    async () => {
      await preloadTooltip();
      return {};
    },
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

interface SearchQueries {
  getByRole: (role: 'searchbox', options: { name: string }) => HTMLElement;
}

const searchbox = (canvas: SearchQueries, name = 'Search insights') => canvas.getByRole('searchbox', { name });

/** An empty search box: no clear button until there is something to clear. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = searchbox(canvas);
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Typing calls onChange with the text so far, and the clear button appears. */
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = searchbox(canvas);
    await userEvent.type(input, 'hybrid work');
    await expect(input).toHaveValue('hybrid work');
    await expect(args.onChange).toHaveBeenLastCalledWith('hybrid work');
    await expect(args.onChange).toHaveBeenCalledTimes('hybrid work'.length);
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

/** Clicking the label focuses the box. */
export const LabelClickFocusesTheInput: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Search insights'));
    await expect(searchbox(canvas)).toHaveFocus();
  },
};

/** Clicking Clear search empties the box, reports '' and leaves focus in the box. */
export const ClearWithPointer: Story = {
  // A journey that ends where Escape Clears ends (an empty box with focus), which the visual suite captures.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    const input = searchbox(canvas);
    await userEvent.type(input, 'leadership');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

/** Resting the pointer on the icon-only Clear search button shows its name in a tooltip. */
export const ClearButtonNameInTooltip: Story = {
  // Ends with a tooltip the pointer showed, which the browser's own pointer (elsewhere) can hide before a screenshot; the Tooltip stories capture its look.
  tags: ['no-visual'],
  args: { defaultValue: 'future of work' },
  play: async ({ canvas, userEvent }) => {
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await movePointerOnto(userEvent, clear);
    await expect(await within(document.body).findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Clear search');
    await expect(clear).toHaveAccessibleName('Clear search');
  },
};

/** Keyboard: Tab reaches Clear search after the box; Enter clears and focus returns to the box. */
export const ClearWithKeyboard: Story = {
  // A journey that ends where Escape Clears ends (an empty box with focus), which the visual suite captures.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    const input = searchbox(canvas);
    await userEvent.tab();
    await userEvent.keyboard('wellbeing');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/**
 * In the French edition (`frenchMessages`) the clear button is "Effacer la recherche", in its name and
 * in the tooltip focus shows. The tooltip is portalled, so the page itself is in French.
 */
export const InFrench: Story = {
  args: { label: 'Rechercher des articles' },
  beforeEach: pageInFrench,
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <SearchField {...args} />
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('bien-être');
    await expect(args.onChange).toHaveBeenLastCalledWith('bien-être');
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Effacer la recherche' });
    await expect(clear).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Effacer la recherche');
    await expect(searchbox(canvas, 'Rechercher des articles')).toHaveValue('bien-être');
  },
};

/** Escape clears the box and keeps focus there; on an empty box it does nothing. */
export const EscapeClears: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = searchbox(canvas);
    await userEvent.type(input, 'african business');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).toHaveBeenCalledTimes(calls);
  },
};

/** On the insights page the heading says what is searched, so the label is hidden from sight but still read. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, placeholder: 'Search by title or topic' },
  render: (args) => (
    <Stack space="medium">
      <Heading level={2}>Insights</Heading>
      <SearchField {...args} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const input = searchbox(canvas);
    await expect(input).toBeVisible();
    await expect(canvas.getByText('Search insights').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // The hidden label takes no space: the box sits right under the heading's gap.
    const heading = canvas.getByRole('heading', { name: 'Insights' });
    await expect(input.getBoundingClientRect().top - heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(24);
  },
};

/** A hint is read as the description. */
export const WithHint: Story = {
  args: { hint: 'Searches titles and descriptions.' },
  play: async ({ canvas }) => {
    await expect(searchbox(canvas)).toHaveAccessibleDescription('Searches titles and descriptions.');
  },
};

/** Required: announced through the native required state. */
export const Required: Story = {
  args: { label: 'Search the content library', required: true },
  play: async ({ canvas }) => {
    await expect(searchbox(canvas, 'Search the content library')).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An error marks the box invalid, is read first, and keeps the text. */
export const WithError: Story = {
  args: { defaultValue: 'a', hint: 'Searches titles and descriptions.', error: 'Enter at least 2 characters to search' },
  play: async ({ canvas }) => {
    const input = searchbox(canvas);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter at least 2 characters to search Searches titles and descriptions.');
    await expect(input).toHaveValue('a');
  },
};

/** Disabled: not editable, no clear button, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'leadership' },
  render: (args) => (
    <Stack space="large">
      <SearchField {...args} />
      <Button variant="secondary">Advanced Filters</Button>
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(searchbox(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Advanced Filters' })).toHaveFocus();
  },
};

/** Starts with text (from the address, say): the clear button is there from the start. */
export const Filled: Story = {
  args: { defaultValue: 'future of work' },
  play: async ({ canvas }) => {
    await expect(searchbox(canvas)).toHaveValue('future of work');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

const insights = [
  'The Future of Work in Africa',
  'Building Leadership Capability in Nigerian Banks',
  'Employee Wellbeing: The Hidden Driver of Performance',
  'Hybrid Work Adoption Across West Africa',
  'Measuring the ROI of Capability Programmes',
  'Culture as Strategy in African Fintech',
];

/** The insights page: the list follows the search text. */
function InsightsSearch(props: SearchFieldProps) {
  const [query, setQuery] = useState('');
  const matches = insights.filter((title) => title.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <Stack space="medium">
      <SearchField
        {...props}
        value={query}
        onChange={(value) => {
          setQuery(value);
          props.onChange?.(value);
        }}
      />
      <Text tone="secondary">
        Showing {matches.length} of {insights.length} insights
      </Text>
      {matches.length === 0 ? <Text>No insights found matching your criteria. Try adjusting your search or filters.</Text> : null}
    </Stack>
  );
}

/** Controlled by a parent: typing filters the list, and clearing brings every insight back. */
export const TestControlled: Story = {
  name: 'Test: controlled by a parent',
  render: (args) => <InsightsSearch {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = searchbox(canvas);
    await userEvent.type(input, 'africa');
    await expect(canvas.getByText('Showing 3 of 6 insights')).toBeVisible();
    await userEvent.type(input, 'x');
    await expect(canvas.getByText(/No insights found/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByText('Showing 6 of 6 insights')).toBeVisible();
    await expect(input).toHaveFocus();
  },
};

/** On a phone the box takes the full width; long text never pushes the page sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { defaultValue: 'organisational health index diagnostic for manufacturing' },
  play: async ({ canvas }) => {
    const input = searchbox(canvas);
    await expect(input.getBoundingClientRect().width).toBe((input.parentElement as HTMLElement).getBoundingClientRect().width);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
