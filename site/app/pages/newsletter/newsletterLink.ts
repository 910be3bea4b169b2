import type { NewsletterLinkAction } from '../../forms/contactInquiry';

/** A link from one of the newsletter's e-mails: what it asks for, and its token. */
export interface NewsletterLink {
  action: NewsletterLinkAction;
  token: string;
}

/**
 * The link an address carries (`/newsletter?confirm=<token>` or `?unsubscribe=<token>`), or
 * undefined for the page on its own. Confirming wins if both are present, since it is the link the
 * visitor most likely meant; the server decides whether the token is any good.
 */
export function readNewsletterLink(searchParams: URLSearchParams): NewsletterLink | undefined {
  for (const action of ['confirm', 'unsubscribe'] as const) {
    const token = searchParams.get(action)?.trim();
    if (token) return { action, token };
  }
  return undefined;
}
