import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Illustration } from './Illustration';

// A small brand drawing, as a page would import it from its own artwork with `?raw`.
const heartMotif =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900"><rect width="1200" height="900" fill="#1c1917"/><circle cx="600" cy="450" r="330" fill="none" stroke="#44403c" stroke-width="4"/><circle cx="600" cy="210" r="95" fill="#dc2626"/><circle cx="807.8" cy="570" r="95" fill="#fbbf24"/><circle cx="392.2" cy="570" r="95" fill="#fca5a5"/></svg>';

const meta = {
  title: 'Content/Illustration',
  component: Illustration,
  args: {
    svg: heartMotif,
    alt: 'Three circles in brand red, amber and rose around a dark ring',
    width: 1200,
    height: 900,
    radius: 'large',
  },
} satisfies Meta<typeof Illustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A drawing that carries meaning: one image, named by its `alt`, whose shapes are not read out. */
export const Described: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Three circles in brand red, amber and rose around a dark ring' });
    await expect(image.querySelector('svg')).not.toBeNull();
    // Part of the page itself: no file to fetch.
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A decorative drawing is hidden from screen readers. */
export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Its box keeps the drawing's shape at any width, and the drawing fills it. */
export const KeepsItsShape: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('img').getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
    const drawing = canvas.getByRole('img').querySelector('svg')?.getBoundingClientRect();
    await expect(drawing?.width).toBeCloseTo(box.width, 0);
    await expect(drawing?.height).toBeCloseTo(box.height, 0);
  },
};

/** Artwork keeps its colours in forced-colours mode, as an `<img>` does. */
export const TestKeepsColoursInForcedColours: Story = {
  name: 'Test: keeps its colours in forced-colours mode',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('img')).forcedColorAdjust).toBe('none');
  },
};
