import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { Image } from './Image';
import { tinyArtwork as tiny, webpArtwork as webp } from './storyPictures';

// A small brand illustration inlined as a data URL, so the stories never reach an image host.
const artwork = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#fef2f2"/><circle cx="1200" cy="450" r="300" fill="#dc2626"/><rect x="200" y="300" width="600" height="300" rx="40" fill="#1c1917"/></svg>',
)}`;

const meta = {
  title: 'Content/Image',
  component: Image,
  args: { src: artwork, alt: 'A team workshop in Lagos', width: 1600, height: 900, radius: 'large' },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold: lazy loading and async decoding. */
export const Lazy: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'A team workshop in Lagos' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
  },
};

/** The page's main image: loaded at once, with high priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'A team workshop in Lagos' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Its box keeps the image's shape at any width, before and after loading. */
export const KeepsItsShape: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const { width, height } = canvas.getByRole('img').getBoundingClientRect();
    await expect(width / height).toBeCloseTo(16 / 9, 1);
  },
};

/** A decorative image is hidden from screen readers by its empty alt. */
export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/**
 * A picture in several formats: the browser shows the first it can (here WebP, over the SVG in
 * `src`), and a blurred tiny copy fills the box until it arrives.
 */
export const InSeveralFormats: Story = {
  args: { width: 160, height: 90, sources: [{ type: 'image/webp', srcSet: `${webp} 160w` }], sizes: '10rem', placeholder: tiny },
  play: async ({ canvas, step }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'A team workshop in Lagos' });
    await step('the browser picks the WebP source', async () => {
      await expect(image.closest('picture')).not.toBeNull();
      await waitFor(() => expect(image.currentSrc.startsWith('data:image/webp')).toBe(true));
    });
    await step('the placeholder fills the box behind it', async () => {
      await expect(getComputedStyle(image).backgroundImage).toContain('data:image/webp');
    });
  },
};

/** A logo in a box of another shape: `contain` shows all of it, letterboxed, instead of cropping. */
export const Contained: Story = {
  args: { width: 300, height: 300, fit: 'contain', alt: 'Kijani Partners' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Kijani Partners' });
    await expect(getComputedStyle(image).objectFit).toBe('contain');
    const { width, height } = image.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(1, 1);
  },
};

/**
 * Under the data saver (toolbar: Data saver), a lazy image offers only the smallest copy of each
 * format, whatever the screen: here the 160-pixel WebP, where a wide or dense screen would take the
 * 1600-pixel drawing. The page's main image is not narrowed: its fetch begins with the page.
 */
export const UnderTheDataSaver: Story = {
  globals: { dataSaver: 'on' },
  args: {
    sources: [{ type: 'image/webp', srcSet: `${webp} 160w, ${artwork} 1600w` }],
    srcSet: `${webp} 160w, ${artwork} 1600w`,
    sizes: '100vw',
  },
  render: (args) => (
    <>
      <Image {...args} />
      <Image {...args} alt="The workshop's host at the whiteboard" priority />
    </>
  ),
  play: async ({ canvas, step }) => {
    await step('a lazy image shows its smallest copy, the only one it offers', async () => {
      const image = canvas.getByRole<HTMLImageElement>('img', { name: 'A team workshop in Lagos' });
      await waitFor(() => expect(image.currentSrc.startsWith('data:image/webp')).toBe(true));
      await expect(image).toHaveAttribute('srcset', `${webp} 160w`);
      await expect(image.closest('picture')?.querySelector('source')).toHaveAttribute('srcset', `${webp} 160w`);
      await expect(image).toHaveAttribute('sizes', '100vw');
    });
    await step('the main image offers every size', async () => {
      const main = canvas.getByRole<HTMLImageElement>('img', { name: "The workshop's host at the whiteboard" });
      await expect(main).toHaveAttribute('srcset', `${webp} 160w, ${artwork} 1600w`);
      await waitFor(() => expect(main.currentSrc.startsWith('data:image/svg+xml')).toBe(true));
    });
  },
};
