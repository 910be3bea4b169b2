import type * as Ariakit from '@ariakit/react';

import { useComponentMessages, useLinkComponent } from '../../DesignSystemProvider/DesignSystemProvider';
import { linkMessages } from './LinkBase.messages';
import { IconExternalLink } from '../../Icon/icons';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { linkKind } from '../utils/linkKind';
import { Role } from './Role';

export interface LinkBaseProps extends Ariakit.RoleProps<'a'> {
  /** Where the link goes: a path (through the app's router), an absolute URL (a new tab), or mailto:/tel:. */
  href: string;
  /** Forces new-tab behaviour on or off; by default absolute http(s) addresses open in a new tab. */
  external?: boolean;
  /** The words screen readers hear after an external link's name. @default the provider's `messages.opensInNewTab` ('opens in a new tab') */
  newTabHint?: string;
  /** Class name for the new-tab icon. */
  externalIconClassName?: string;
}

/**
 * How every link behaves, without any look: internal paths go through the app's router adapter,
 * external addresses open in a new tab with `rel="noopener noreferrer"`, an icon and a spoken hint.
 * `Link` and `ButtonLink` add their styles on top.
 */
export function LinkBase({ ref, href, external, newTabHint, externalIconClassName, children, render, ...props }: LinkBaseProps) {
  const LinkComponent = useLinkComponent();
  const messages = useComponentMessages(linkMessages);
  const kind = linkKind(href);

  if (external ?? kind === 'external') {
    return (
      <Role.a ref={ref} {...props} render={render} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <IconExternalLink size="inherit" className={externalIconClassName} />
        <VisuallyHidden> ({newTabHint ?? messages.opensInNewTab})</VisuallyHidden>
      </Role.a>
    );
  }

  return (
    // The router's link component comes from the provider: the same one on every render, not made here.
    // eslint-disable-next-line react-hooks/static-components
    <Role.a ref={ref} {...props} render={render ?? (kind === 'internal' ? <LinkComponent href={href} /> : undefined)} href={href}>
      {children}
    </Role.a>
  );
}
