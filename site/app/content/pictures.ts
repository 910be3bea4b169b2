/**
 * A picture made ready at build time (vite-imagetools): AVIF and WebP at several widths, the
 * fallback's address and size, what it shows, and a tiny blurred copy to show while it loads. An
 * SVG logo is passed through as it is: no other formats, no placeholder.
 */
export interface ContentPicture {
  src: string;
  width: number;
  height: number;
  alt: string;
  sources: readonly { type: string; srcSet: string }[];
  /** A data: URL of the picture shrunk to a few pixels, drawn blurred behind it until it arrives. */
  placeholder?: string;
}

/**
 * How portraits are made and shown: cropped square, written as AVIF and WebP at 112, 224 and 336
 * pixels (one, two and three times the shown size, the token `size.portrait`, 7rem), for a `sizes`
 * of 7rem. The build (buildtime/contentPlugin.ts) hands `directives` to vite-imagetools.
 */
export const portraitImage = { directives: 'w=112;224;336&aspect=1:1&format=avif;webp&as=picture', sizes: '7rem' } as const;

/**
 * How a raster logo is made and shown: its own shape, AVIF and WebP at 160, 320 and 480 pixels
 * wide, for a tile at most 10rem wide. SVG logos are used as they are.
 */
export const logoImage = { directives: 'w=160;320;480&format=avif;webp&as=picture', sizes: '10rem' } as const;

/**
 * How a hero photograph is made and shown: cropped to 16:9 (the drawings' shape), written as AVIF
 * at 640, 960, 1440 and 1920 pixels wide for a `sizes` of the viewport's width (the hero is the
 * page's full width: a phone takes the 640 or 960 copy, not a desktop's), and once as WebP at 1440
 * for a browser without AVIF. Each width is an address per picture in the home page's start-up
 * script, so AVIF alone carries the widths: every current browser shows it.
 */
export const heroImage = {
  sources: 'w=640;960;1440;1920&aspect=16:9&format=avif&as=srcset',
  fallback: 'w=1440&aspect=16:9&format=webp',
  fallbackSize: { width: 1440, height: 810 },
  sizes: '100vw',
} as const;
