import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';

import { visuallyHidden } from '../private/utils/visuallyHidden.css';
import { Role } from '../private/parts/Role';

export type VisuallyHiddenProps = Ariakit.RoleProps<'span'>;

/** Content for screen readers only, such as the purpose of an icon-only control. */
export function VisuallyHidden({ ref, className, ...props }: VisuallyHiddenProps) {
  return <Role.span ref={ref} {...props} className={clsx(visuallyHidden, className)} />;
}
