import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { forwardRef } from 'react';

import { visuallyHidden } from '../private/visuallyHidden.css';
import { Role } from '../private/Role';

export type VisuallyHiddenProps = Ariakit.RoleProps<'span'>;

/** Content for screen readers only, such as the purpose of an icon-only control. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden({ className, ...props }, ref) {
  return <Role.span ref={ref} {...props} className={clsx(visuallyHidden, className)} />;
});
