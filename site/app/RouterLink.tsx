import type { LinkComponentProps } from '@akoma/design-system';
import { Link } from 'react-router';

/**
 * The design system renders internal links through this adapter, so they navigate client-side
 * with React Router (and prefetch on intent) while the library stays router-agnostic.
 */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} prefetch="intent" {...props} />;
}
