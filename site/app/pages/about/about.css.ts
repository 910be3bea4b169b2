import { vars } from '@akoma/design-system/css';
import { style } from '@vanilla-extract/css';

/** A leader's photograph: the portrait size, which the build writes at 1, 2 and 3 times. */
export const portrait = style({ width: vars.size.portrait });
