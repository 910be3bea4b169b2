import { describe, expect, it } from 'vitest';

import { contactHandOffHref, readContactHandOff } from './contactHandOff';

describe('contactHandOffHref', () => {
  it('puts the interest and message in the contact page’s address', () => {
    const href = contactHandOffHref({ interest: 'wellbeing', message: 'Burnout & churn are up 20%?' });
    expect(href).toBe('/contact?interest=wellbeing&message=Burnout+%26+churn+are+up+20%25%3F');
  });

  it('leaves out blank parts', () => {
    expect(contactHandOffHref({})).toBe('/contact');
    expect(contactHandOffHref({ message: '   ' })).toBe('/contact');
    expect(contactHandOffHref({ interest: 'partnership' })).toBe('/contact?interest=partnership');
  });
});

describe('readContactHandOff', () => {
  it('reads back exactly what was handed over, line breaks included', () => {
    const message = 'Line one\n\nCompany size: Growth Org';
    const href = contactHandOffHref({ interest: 'performance', message });
    expect(readContactHandOff(new URL(href, 'https://akoma.example').searchParams)).toEqual({ interest: 'performance', message });
  });

  it('ignores an interest the form does not know and an empty message', () => {
    expect(readContactHandOff(new URLSearchParams('interest=sales&message=%20%20'))).toEqual({});
    expect(readContactHandOff(new URLSearchParams('interest=CAPABILITY'))).toEqual({});
  });

  it('reads nothing from an address without a hand-off', () => {
    expect(readContactHandOff(new URLSearchParams(''))).toEqual({});
  });
});
