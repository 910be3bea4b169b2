import { describe, expect, it } from 'vitest';

import { readNewsletterLink } from './newsletterLink';

const token = 'b2Hq3v9kX1mZ7pR4tY8wL0nC5sD6fG2jK3hA1qW9eRt';

describe('readNewsletterLink', () => {
  it('reads a confirm or an unsubscribe link with its token', () => {
    expect(readNewsletterLink(new URLSearchParams(`confirm=${token}`))).toEqual({ action: 'confirm', token });
    expect(readNewsletterLink(new URLSearchParams(`unsubscribe=${token}`))).toEqual({ action: 'unsubscribe', token });
  });

  it('is undefined for the page on its own, or a link whose token is empty', () => {
    expect(readNewsletterLink(new URLSearchParams(''))).toBeUndefined();
    expect(readNewsletterLink(new URLSearchParams('confirm=&utm_source=mail'))).toBeUndefined();
  });

  it('prefers confirming when an address carries both', () => {
    expect(readNewsletterLink(new URLSearchParams(`unsubscribe=x&confirm=${token}`))).toEqual({ action: 'confirm', token });
  });
});
