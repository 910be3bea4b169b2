import type * as Ariakit from '@ariakit/react';
import { type ReactNode } from 'react';

import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { breadcrumbsMessages } from './Breadcrumbs.messages';
import { IconChevronRight } from '../Icon/icons';
import { Link } from '../Link/Link';
import * as styles from './Breadcrumbs.css';
import { Role } from '../private/parts/Role';

export interface BreadcrumbItem {
  /** The page's name: "Home", "Impact". */
  label: ReactNode;
  /** Where it is. Leave it out on the last item (the current page) for plain text, or give it to keep a link marked `aria-current`. */
  href?: string;
}

export interface BreadcrumbsProps extends Omit<Ariakit.RoleProps<'nav'>, 'children'> {
  /** The trail from the home page to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark. @default the provider's `messages.breadcrumb` ('Breadcrumb') */
  'aria-label'?: string;
}

/**
 * Where the current page sits in the site ("Home > Impact"), after the WAI-ARIA breadcrumb pattern:
 * a labelled `nav` with an ordered list of links, the last marked `aria-current="page"`.
 */
export function Breadcrumbs({ ref, items, 'aria-label': ariaLabel, ...props }: BreadcrumbsProps) {
  const messages = useComponentMessages(breadcrumbsMessages);
  const lastIndex = items.length - 1;
  return (
    <Role.nav ref={ref} aria-label={ariaLabel ?? messages.breadcrumb} {...props}>
      <ol className={styles.list}>
        {items.map(({ label, href }, index) => {
          const isCurrent = index === lastIndex;
          return (
            // A trail is fixed per page, so an item's position is a stable key.
            <li key={index} className={styles.item}>
              {index > 0 && <IconChevronRight size="small" className={styles.separator} />}
              {href === undefined ? (
                <span aria-current={isCurrent ? 'page' : undefined} className={isCurrent ? styles.current : styles.link}>
                  {label}
                </span>
              ) : (
                <Link
                  href={href}
                  aria-current={isCurrent ? 'page' : undefined}
                  tone={isCurrent ? 'neutral' : 'link'}
                  weight={isCurrent ? 'semibold' : 'regular'}
                  className={styles.link}
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </Role.nav>
  );
}
