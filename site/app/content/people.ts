/**
 * A person the site names, as the pages receive them (`#content/people`, built from
 * site/content/people): the leadership team on /about, in order. Name, photograph and LinkedIn
 * profile are there only for a person who consented to publish them; the build leaves them out
 * otherwise, so they never reach a visitor's browser.
 */
export interface Person {
  id: string;
  role: string;
  /** What they are accountable for, in a sentence: "Leads strategy, client partnerships...". */
  leads: string;
  name?: string;
  linkedin?: string;
  photo?: ContentPicture;
}

/**
 * A photograph made ready at build time (vite-imagetools): AVIF and WebP at several widths, the
 * fallback's address and size, what it shows, and a tiny blurred copy to show while it loads.
 */
export interface ContentPicture {
  src: string;
  width: number;
  height: number;
  alt: string;
  sources: readonly { type: string; srcSet: string }[];
  /** A data: URL of the picture shrunk to a few pixels, drawn blurred behind it until it arrives. */
  placeholder: string;
}

/**
 * How portraits are made and shown: cropped square, written as AVIF and WebP at 112, 224 and 336
 * pixels (one, two and three times the shown size, the token `size.portrait`, 7rem), for a `sizes`
 * of 7rem. The build (buildtime/contentPlugin.ts) hands `directives` to vite-imagetools.
 */
export const portraitImage = { directives: 'w=112;224;336&aspect=1:1&format=avif;webp&as=picture', sizes: '7rem' } as const;
