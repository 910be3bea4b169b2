import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import type { DesignSystemMessages } from '../DesignSystemProvider/messages';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { SaveToggle, saveToggleSizes, saveToggleVariants, type SaveToggleProps } from './SaveToggle';

/** Keeps the pressed state as an app would, and reports each change to the story's spy. */
function SaveToggleWithState(args: SaveToggleProps) {
  const [pressed, setPressed] = useState(args.pressed);
  return (
    <SaveToggle
      {...args}
      pressed={pressed}
      onPressedChange={(next) => {
        setPressed(next);
        args.onPressedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Actions/SaveToggle',
  component: SaveToggle,
  args: { pressed: false, onPressedChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: saveToggleVariants },
    size: { control: 'inline-radio', options: saveToggleSizes },
  },
  render: (args) => <SaveToggleWithState {...args} />,
} satisfies Meta<typeof SaveToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved yet: an outline bookmark. A click saves it; another click unsaves it. */
export const Unpressed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('Save');
    await userEvent.click(button);
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onPressedChange).toHaveBeenCalledTimes(2);
  },
};

/** Saved: a filled bookmark on a pressed fill. The words stay "Save"; the pressed state says it is saved. */
export const Pressed: Story = {
  args: { pressed: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent(/^Save$/);
    // Pressed looks pressed: a fill where the unpressed outlined button is transparent.
    await expect(getComputedStyle(button).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    const bookmark = button.querySelector('svg');
    await expect(bookmark).toHaveAttribute('aria-hidden', 'true');
    // Filled in the text colour while pressed, an outline otherwise.
    await expect(getComputedStyle(bookmark as SVGSVGElement).fill).toBe(getComputedStyle(button).color);
  },
};

/** With the item's name, a list of them reads apart ("Save: …"); the name does not change when pressed. */
export const WithItemName: Story = {
  args: { itemName: 'Leading through change' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save: Leading through change' });
    await expect(button).toHaveTextContent(/^Save$/);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName('Save: Leading through change');
    await expect(getComputedStyle(button.querySelector('svg') as SVGSVGElement).fill).not.toBe('none');
  },
};

/** Keyboard users reach it with Tab and toggle it with Space or Enter; the focus ring shows. */
export const KeyboardToggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveFocus();
  },
};

/** While a save is on its way, presses are ignored, and the button keeps focus and its state. */
export const Busy: Story = {
  args: { busy: true, pressed: true, itemName: 'Leading through change' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save: Leading through change' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPressedChange).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveFocus();
  },
};

/** Small and ghost, for a card's footer or a dense list. */
export const SmallGhost: Story = {
  args: { size: 'small', variant: 'ghost', itemName: 'Leading through change' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save: Leading through change' });
    const unpressedColour = getComputedStyle(button).color;
    await userEvent.click(button);
    await expect(args.onPressedChange).toHaveBeenCalledWith(true);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // Pressed, the quiet button takes the accent colour (the pointer still rests on it).
    await userEvent.unhover(button);
    await waitFor(() => expect(getComputedStyle(button).color).not.toBe(unpressedColour));
  },
};

/** Every variant in both sizes, unpressed and pressed. */
export const VariantsAndSizes: Story = {
  render: (args) => (
    <Stack space="medium">
      {saveToggleVariants.map((variant) => (
        <Inline key={variant} space="small">
          {saveToggleSizes.flatMap((size) =>
            [false, true].map((pressed) => (
              <SaveToggle
                key={`${size}-${String(pressed)}`}
                {...args}
                variant={variant}
                size={size}
                pressed={pressed}
                itemName={`${variant} ${size}${pressed ? ' pressed' : ''}`}
              />
            )),
          )}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Save: secondary small' });
    const standard = canvas.getByRole('button', { name: 'Save: secondary standard' });
    await expect(standard.getBoundingClientRect().height).toBeGreaterThan(small.getBoundingClientRect().height);
    await expect(standard.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(4);
  },
};

/**
 * In the French edition (`frenchMessages`) it says "Enregistrer", and with an item its name is
 * "Enregistrer : …", with a no-break space before the colon; Space saves it from the keyboard.
 */
export const InFrench: Story = {
  args: { itemName: 'Diriger le changement' },
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <SaveToggleWithState {...args} />
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent, args }) => {
    // Role names are compared as they are: a no-break space before ":", as French writes it.
    const button = canvas.getByRole('button', { name: 'Enregistrer\u00a0: Diriger le changement' });
    await expect(button).toHaveTextContent(/^Enregistrer$/);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent(/^Enregistrer$/);
  },
};

const frenchSaveWords: Partial<DesignSystemMessages> = {
  save: 'Enregistrer',
  saveItemName: (action, itemName) => `${action}\u00a0: ${itemName}`,
};

/** The provider's messages replace the words, in the name and in sight, pressed or not. */
export const TestProviderWords: Story = {
  name: 'Test: words from the provider',
  args: { itemName: 'Diriger le changement' },
  render: (args) => (
    <DesignSystemProvider messages={frenchSaveWords}>
      <SaveToggleWithState {...args} />
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Enregistrer\s: Diriger le changement$/ });
    await expect(button).toHaveTextContent(/^Enregistrer$/);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent(/^Enregistrer$/);
  },
};
