import { vars } from '@akoma/tokens';
import { createVar, style, styleVariants } from '@vanilla-extract/css';

import { components } from '../styles/layers.css';
import { inLayer } from '../styles/inLayer';

/** The image's width / height, so its box is reserved before it loads (no layout shift). */
export const aspectRatio = createVar();

export const image = style(
  inLayer(components, {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio,
    // A quiet fill while the image loads.
    backgroundColor: vars.color.background.neutralSoft,
  }),
);

/** The placeholder's `url(…)`, drawn behind the picture. */
export const placeholder = createVar();

export const withPlaceholder = style(
  inLayer(components, {
    // Stretched from a few pixels, the tiny copy is a soft blur of the picture's colours.
    backgroundImage: placeholder,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  }),
);

/** A `<picture>` is only the image's wrapper: its box is the image's. */
export const picture = style(inLayer(components, { display: 'contents' }));

export const radius = styleVariants(vars.radius, (value) => inLayer(components, { borderRadius: value }));

export const fit = styleVariants({ cover: 'cover', contain: 'contain' } as const, (objectFit) => inLayer(components, { objectFit }));
