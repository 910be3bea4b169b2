import { IconHeart, Inline, Link, Text } from '@akoma/design-system';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';

import navigation from '#content/navigation';

import { brand } from '../content/brand';

/**
 * The brand mark (the Akoma heart) linking home. On the home page it scrolls back to the top,
 * smoothly unless the visitor prefers reduced motion (the page's scroll behaviour already says so).
 */
export function Logo() {
  const { pathname } = useLocation();
  const scrollToTopOnHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== '/') return;
    event.preventDefault();
    window.scrollTo({ top: 0 });
  };
  return (
    <Link href="/" tone="neutral" underline="hover" aria-label={navigation.homeLinkLabel} onClick={scrollToTopOnHome}>
      <Inline space="xxsmall" alignY="center" render={<span />}>
        <Text render={<span />} tone="brandAccent" size="inherit">
          <IconHeart size="large" fill="currentColor" />
        </Text>
        <Text render={<span />} size="large" weight="extrabold">
          {brand.name}
        </Text>
      </Inline>
    </Link>
  );
}
