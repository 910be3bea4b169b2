import { ButtonLink, NavigationMenu, NavigationMenuGroup, NavigationMenuLink, SiteHeader } from '@akoma/design-system';
import { useLocation } from 'react-router';

import headerNavigation from '#content/navigation';

import { HeaderLanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MemberActions } from './MemberActions';

/** The shared header: logo, the four dropdowns, the top-level links, Sign in and Ask Indy. */
export function Header() {
  const { pathname } = useLocation();
  return (
    <SiteHeader
      announcement={headerNavigation.announcement}
      logo={<Logo />}
      navigation={
        <NavigationMenu aria-label={headerNavigation.menuLabel} currentPath={pathname}>
          {headerNavigation.groups.map((group) => (
            <NavigationMenuGroup key={group.label} label={group.label} items={group.items} />
          ))}
          {headerNavigation.links.map((link) => (
            <NavigationMenuLink key={link.href} href={link.href}>
              {link.label}
            </NavigationMenuLink>
          ))}
        </NavigationMenu>
      }
      actions={
        <>
          <HeaderLanguageSwitcher />
          <MemberActions />
          <ButtonLink href={headerNavigation.askIndy.href}>{headerNavigation.askIndy.label}</ButtonLink>
        </>
      }
    />
  );
}
