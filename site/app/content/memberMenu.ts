import { brand } from './brand';

/**
 * The header's menu for a signed-in member (shell/MemberMenu.tsx): IndyCircle, their account, and
 * Sign out. Apart from the header's other words, so visitors' pages never carry them.
 */
export const memberMenu = {
  /** The button's name for screen readers; the button shows a person icon. */
  greeting: (name: string) => `Hi, ${name}`,
  circle: { href: '/circle', label: brand.memberArea },
  account: { href: '/circle/account', label: 'Account' },
  signOut: { label: 'Sign out', done: "You're signed out", failed: "We couldn't sign you out. Check your connection and try again." },
} as const;
