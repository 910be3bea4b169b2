import type * as Ariakit from '@ariakit/react';
import type { ThemeTokens } from '@akoma/tokens';
import { clsx } from 'clsx';

import { sprinkles, type Sprinkles } from '../styles/sprinkles.css';
import * as styles from '../private/utils/backgroundContext.css';
import { Role } from '../private/parts/Role';

export type BoxBackground = keyof ThemeTokens['color']['background'];

export interface BoxProps extends Omit<Ariakit.RoleProps, keyof Sprinkles | 'background'>, Sprinkles {
  /** A background from the theme. Dark and solid fills (`inverse`, `brandAccent`, `critical`...) also switch the text inside to stay readable. */
  background?: BoxBackground;
}

const isSolidFill = (background: BoxBackground): background is keyof typeof styles.solidContext => background in styles.solidContext;

/** Separates sprinkles props (spacing, layout atoms) from everything else. */
function splitSprinkles<Props extends object>(props: Props): [Sprinkles, Omit<Props, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) {
      atoms[key] = value;
    } else {
      rest[key] = value;
    }
  }
  return [atoms, rest as Omit<Props, keyof Sprinkles>];
}

/**
 * The base element of every layout: a `div` (or any element through `render`) that takes spacing
 * and layout atoms from the theme as props.
 */
export function Box({ ref, background, className, ...props }: BoxProps) {
  const [atoms, rest] = splitSprinkles(props);
  return (
    <Role
      ref={ref}
      {...rest}
      // `|| undefined` keeps an empty class attribute out of the markup.
      className={
        clsx(
          sprinkles(atoms),
          background && styles.backgrounds[background],
          background === 'inverse' && styles.inverseContext,
          (background === 'brandAccentSoft' || background === 'brandAccentSoftHover') && styles.softAccentContext,
          background && isSolidFill(background) && styles.solidContext[background],
          className,
        ) || undefined
      }
    />
  );
}
