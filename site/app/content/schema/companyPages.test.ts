import { interestIds } from '@akoma/supabase/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { ContentFileError, parseContentFile } from '../../../buildtime/content/readContent';
import { careersSchema } from './careers';
import { contactSchema, contactTopics } from './contact';
import { contactDetailsSchema } from './contactDetails';
import { eventsSchema } from './events';
import { impactSchema } from './impact';
import { industriesSchema } from './industries';
import { partnersSchema } from './partners';
import { at, changed, readContentFile, type Data } from '../../../buildtime/content/testing.ts';

const read = readContentFile;

const schemas = {
  'pages/careers.yaml': careersSchema,
  'pages/contact.yaml': contactSchema,
  'site/contact-details.yaml': contactDetailsSchema,
  'pages/partners.yaml': partnersSchema,
  'site/events.yaml': eventsSchema,
  'pages/impact.yaml': impactSchema,
  'site/industries.yaml': industriesSchema,
} satisfies Record<string, z.ZodType>;
type File = keyof typeof schemas;

const check = (file: File, text: string) => parseContentFile(`site/content/${file}`, text, schemas[file]);

describe('the company pages’ content files', () => {
  it.each(Object.keys(schemas) as File[])('%s meets its schema', (file) => {
    expect(() => check(file, read(file))).not.toThrow();
  });
});

describe('a company page’s content file that breaks its schema fails the build, naming the file, the field and the reason', () => {
  const cases: [string, File, (data: Data) => void, string][] = [
    // careers
    ['a heading left empty', 'pages/careers.yaml', (data) => (at(data, 'whyJoin').heading = ''), 'en.whyJoin.heading: must not be empty'],
    [
      'a step label without its number',
      'pages/careers.yaml',
      (data) => (at(data, 'hiringProcess').stepLabel = 'Step'),
      'en.hiringProcess.stepLabel: must contain {number}, where the step’s number goes',
    ],
    ['no open roles', 'pages/careers.yaml', (data) => (at(data, 'openRoles').areas = []), 'en.openRoles.areas: at least 1 area'],
    [
      'an icon the site does not have',
      'pages/careers.yaml',
      (data) => (at(data, 'whoThrives.personas.0').icon = 'rocket'),
      'en.whoThrives.personas.0.icon: Invalid option',
    ],
    // contact
    [
      'a call button without the number',
      'pages/contact.yaml',
      (data) => (at(data, 'hero').call = 'Call us'),
      'en.hero.call: must contain {phone}, where the phone number goes',
    ],
    [
      'a topic the form does not know',
      'pages/contact.yaml',
      (data) => (at(data, 'interests.cards.0').topic = 'sales'),
      'en.interests.cards.0.topic: Invalid option',
    ],
    [
      'two cards for one topic',
      'pages/contact.yaml',
      (data) => (at(data, 'interests.cards.1').topic = 'capability'),
      'en.interests.cards.1.topic: each topic may have one card only',
    ],
    [
      'a too-long message without its limit',
      'pages/contact.yaml',
      (data) => (at(data, 'form.errors').tooLong = 'This is {length} characters.'),
      'en.form.errors.tooLong: must contain {limit}, where the limit goes',
    ],
    // contact details
    [
      'a phone number without its country code',
      'site/contact-details.yaml',
      (data) => (data.phone = '0800 000 0000'),
      'en.phone: expected an international number: +, the country code, then the number in groups',
    ],
    [
      'an e-mail address without its domain',
      'site/contact-details.yaml',
      (data) => (data.email = 'hello@akoma'),
      'en.email: expected an e-mail address, such as hello@akoma.example',
    ],
    [
      'a WhatsApp number with a +',
      'site/contact-details.yaml',
      (data) => (at(data, 'whatsapp').number = '+2348000000000'),
      'en.whatsapp.number: expected the number in digits alone',
    ],
    [
      'a film on plain http',
      'site/contact-details.yaml',
      (data) => (at(data, 'videos').story = 'http://www.youtube.com/watch?v=x'),
      'en.videos.story: expected an https:// address',
    ],
    // partners
    [
      'a flagship event id with capitals',
      'pages/partners.yaml',
      (data) => (at(data, 'eventsHub.flagship.events.0').id = 'Workplace Summit'),
      'en.eventsHub.flagship.events.0.id: expected lower-case letters, digits and hyphens',
    ],
    [
      'an invitation subject without the dates',
      'pages/partners.yaml',
      (data) => (at(data, 'eventsHub.upcoming').invitationSubject = 'Event invitation: {name}'),
      'en.eventsHub.upcoming.invitationSubject: must contain {dates}, where its dates go',
    ],
    ['too few figures', 'pages/partners.yaml', (data) => (at(data, 'impact').stats = []), 'en.impact.stats: at least 3 figures'],
    // events
    [
      'a range without its end',
      'site/events.yaml',
      (data) => (data.range = '{from} onwards'),
      'en.range: must contain {until}, where the last goes',
    ],
    [
      'a message without the event’s name',
      'site/events.yaml',
      (data) => (at(data, 'registration').failed = 'We couldn’t register you.'),
      'en.registration.failed: must contain {name}, where the event’s name goes',
    ],
    [
      'a link that goes nowhere',
      'site/events.yaml',
      (data) => (at(data, 'circle.browse').href = 'partners'),
      'en.circle.browse.href: expected a path on the site (/contact) or an https:// address',
    ],
    // impact
    [
      'consent without a name',
      'pages/impact.yaml',
      (data) => (at(data, 'stories.items.0.testimonial').consent = true),
      'en.stories.items.0.testimonial.name: the client agreed to be named: add the speaker’s name',
    ],
    [
      'a story’s picture outside the images folder',
      'pages/impact.yaml',
      (data) => (at(data, 'stories.items.1.image').src = 'https://example.com/logo.png'),
      'en.stories.items.1.image.src: expected a picture in the site’s images folder',
    ],
    [
      'a story without results',
      'pages/impact.yaml',
      (data) => (at(data, 'stories.items.2').results = []),
      'en.stories.items.2.results: at least 1 result',
    ],
    // industries
    [
      'a turnover rate over 100%',
      'site/industries.yaml',
      (data) => (at(data, 'retail').turnoverRate = 125),
      'en.retail.turnoverRate: must be at most 100',
    ],
    [
      'a productivity index that is not a number',
      'site/industries.yaml',
      (data) => (at(data, 'banking').productivityMultiplier = 'high'),
      'en.banking.productivityMultiplier: expected a number such as 1.2 or 0.95',
    ],
    [
      'a hub industry without its workplace scores',
      'site/industries.yaml',
      (data) => delete at(data, 'technology').workplaceScores,
      'en.technology.workplaceScores: Invalid input',
    ],
  ];
  it.each(cases)('%s (%s)', (_what, file, change, message) => {
    expect(() => check(file, changed(file, change))).toThrow(new ContentFileError(`site/content/${file}`, message).message);
  });
});

describe('the contact page’s topics', () => {
  it('are the ones the contact function knows', () => {
    expect(contactTopics).toEqual(interestIds);
  });
});

describe('a client’s testimonial on the impact page', () => {
  const file = 'pages/impact.yaml';
  const parse = (text: string) => parseContentFile(`site/content/${file}`, text, impactSchema);
  const withTestimonial = (testimonial: Data) =>
    parse(changed(file, (data) => Object.assign(at(data, 'stories.items.0.testimonial'), testimonial), ['en', 'fr'])).stories.items[0]
      ?.testimonial;

  it('keeps the sample testimonials unnamed', () => {
    for (const { testimonial } of parse(read(file)).stories.items) expect(testimonial.consent).toBe(false);
  });

  it('leaves out name and company until the client agreed to be named', () => {
    const unnamed = withTestimonial({ name: 'Ada Obi', company: 'ZestPay Fintech Ltd' });
    expect(unnamed).not.toHaveProperty('name', 'Ada Obi');
    expect(unnamed?.name).toBeUndefined();
    expect(unnamed?.company).toBeUndefined();
    expect(JSON.stringify(unnamed)).not.toContain('Ada Obi');
  });

  it('gives name and company once the client agreed', () => {
    expect(withTestimonial({ name: 'Ada Obi', company: 'ZestPay Fintech Ltd', consent: true })).toMatchObject({
      name: 'Ada Obi',
      company: 'ZestPay Fintech Ltd',
      consent: true,
    });
  });
});
