import { describe, expect, it } from 'vitest';

import type { Testimonial } from '../../content/schema/home';
import { testimonialAttribution } from './testimonialAttribution';

const testimonial: Testimonial = {
  client: 'ZestPay Fintech',
  industry: 'Financial technology, Nigeria',
  quote: 'Decisions that took weeks now take days.',
  role: 'Chief People Officer',
  organisation: 'ZestPay Fintech, Lagos',
  consent: false,
  image: '/images/home/client-zestpay.svg',
  keyMetrics: [],
};

describe('testimonialAttribution', () => {
  it('signs with the role, then the organisation and place, until the client agrees to be named', () => {
    expect(testimonialAttribution(testimonial)).toEqual({ author: 'Chief People Officer', role: 'ZestPay Fintech, Lagos' });
  });

  it('never shows a name or company the client has not agreed to', () => {
    const signed = testimonialAttribution({ ...testimonial, name: 'Ada Obi', company: 'ZestPay' });
    expect(signed).toEqual({ author: 'Chief People Officer', role: 'ZestPay Fintech, Lagos' });
  });

  it('with consent, signs with the name, then the role and company', () => {
    expect(testimonialAttribution({ ...testimonial, consent: true, name: 'Ada Obi', company: 'ZestPay' })).toEqual({
      author: 'Ada Obi',
      role: 'Chief People Officer, ZestPay',
    });
  });

  it('with consent and no company, follows the role with the organisation and place', () => {
    expect(testimonialAttribution({ ...testimonial, consent: true, name: 'Ada Obi' })).toEqual({
      author: 'Ada Obi',
      role: 'Chief People Officer, ZestPay Fintech, Lagos',
    });
  });
});
