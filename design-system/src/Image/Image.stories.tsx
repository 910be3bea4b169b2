import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { Image } from './Image';

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

// The same artwork made small at build time, as the site's image pipeline makes photographs: a
// 160-pixel WebP, and the placeholder, 8 pixels wide.
const webp =
  'data:image/webp;base64,UklGRnACAABXRUJQVlA4IGQCAABQEQCdASqgAFoAPrVWpE0nJKOiJvTqOOAWiWMA1BJZv9/ysSA23XmA3IDqZvQA6VvIevJb6B2Argz8AV2X1Nzxe31CWQhbZC5yR5ZwdJOsY+QTDiQL4Mm4EqtGeYbyn2DNOqTnzRmwIbKDPek00TmXv7NMyS5hBFjN8qNyu7VCmcJQqfbeDVHy23NtNQtrIBvAzOoA/vdGjKhJBoy2UCKsbJw6eNr7eHdnLZUZHFeOjp2Kj4GA6zlQUBCL71viPH2WW5rbYFMjaBQjVIPzk4768dotVmUxS256vfbq5YmjLSyEG4x030c2T+GbCTIhabb0l1jmNQ7xcunRn73AWRniilKjkpL7VnB3c42/cP7me9y9F961Xj38R3LnjtxmTuViVx//XyFJfJYLZdk9GwsigFQRJDI96Q1VA/uJ73L2ILiK89WuHMYwhy3Kfq7TJQHQ+zVPXzOqjPEzVqx1pIPEKoLBtL5AjmJg992P7xLLLz9D5/4mFvVlb8isfno6U1pG4hQdxSVeWU9U5evAdMs5G796A9J88ywfLZX49iwPD8gTEcPRwGnCm5gHI7NX+FXbt64Q7aEJCIoxzO0W3VZXh0EfWnbPGwWFZWn72/4QYusnsZmUKw/GlqlRN4MAPJmULUT+S+0G50nGE4VgcJ1yzSOJYFUp7tsL4gIeLMKjxf2YFKvS7dYkngH0BT1vNZvmcYoZjQ7z4x/gD/hi3lMgLhQgiIaQOU4gQJpd5ImkpCUghigKFDs1JqBjDkuh7fmRctfdi2PLHQ720+IqVkAx5Q7FLV4FqfsUiej6sZUAAAAAAAA=';
const tiny =
  'data:image/webp;base64,UklGRogAAABXRUJQVlA4WAoAAAAQAAAABwAABAAAQUxQSBwAAAABHyAmTfon9pLViIjQQJBtU7SjDe2YEf0Pl8kBVlA4IEYAAADQAQCdASoIAAUAAsBMJaACdAEOZ8m4AAD+yg0LwUFi97umToLMnrSIx7CBO9N/FzEkeC8Kt24u26yoJQK18G4EEyyxmAAA';

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
