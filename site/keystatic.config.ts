import { collection, config, fields, singleton } from '@keystatic/core';

import { contentIconNames } from './app/content/schema/fields.ts';

import { topicNames } from './app/content/recommendations.ts';
import { insightTopics, pieceTypeNames, pieceTypes } from './app/pieces/piece.ts';

/**
 * The content editor for the marketing team (Keystatic): what it edits, with fields that match the
 * build's schemas (app/events/collection.ts for events, app/content/schema for the rest; a test
 * reads every content file through these fields and checks that nothing is lost). Locally (`npm start`, then
 * http://localhost:5173/keystatic) it reads and writes the files in site/content; the build then
 * publishes them. Paths are relative to site/content.
 */

/** The time zones of the markets the company works in; the build accepts any IANA zone. */
const timeZones = [
  { label: 'Lagos, West Africa Time (Nigeria, Cameroon)', value: 'Africa/Lagos' },
  { label: 'Accra, Greenwich Mean Time (Ghana, Senegal, Côte d’Ivoire)', value: 'Africa/Accra' },
  { label: 'Nairobi, East Africa Time (Kenya, Uganda, Tanzania, Ethiopia)', value: 'Africa/Nairobi' },
  { label: 'Kigali, Central Africa Time (Rwanda, Zambia, Malawi)', value: 'Africa/Kigali' },
  { label: 'Johannesburg, South Africa Standard Time', value: 'Africa/Johannesburg' },
  { label: 'Cairo, Eastern European Time (Egypt)', value: 'Africa/Cairo' },
  { label: 'Casablanca (Morocco)', value: 'Africa/Casablanca' },
] as const;

/** Text on one line, required, at most `max` characters, as the build's schemas ask. */
const line = (label: string, max: number, description?: string) =>
  fields.text({ label, description, validation: { length: { min: 1, max } } });
/** A paragraph, required. */
const paragraph = (label: string, max: number, description?: string) =>
  fields.text({ label, description, multiline: true, validation: { length: { min: 1, max } } });
const link = (label: string) =>
  fields.object(
    {
      label: line('Words', 60),
      href: line('Address', 300, 'A page on the site (/contact) or an https:// address.'),
    },
    { label },
  );

/** One page's metadata: its title, description, keywords, main heading and name. */
const pageMetadata = (label: string, subPages = false) =>
  fields.object(
    {
      title: line('Title', 110, 'The page’s part of the browser tab’s title; the site adds the ending above.'),
      description: line('Description', 200, 'For search results and link previews: about 150 characters reads best.'),
      keywords: fields.array(line('Keyword', 60), {
        label: 'Keywords',
        itemLabel: (props) => props.value,
        validation: { length: { min: 1, max: 8 } },
      }),
      heading: line('Main heading', 90, 'The large heading at the top of the page.'),
      name: line('Name', 40, 'In breadcrumbs, the sitemap and the sub-pages’ titles.'),
      ...(subPages
        ? {
            subPages: fields.array(
              fields.object({
                slug: line('Address part', 60, 'Lower-case letters, digits and hyphens: the page is at <this page>/<address part>.'),
                name: line('Name', 40),
              }),
              { label: 'Sub-pages', itemLabel: (props) => props.fields.name.value, validation: { length: { min: 1 } } },
            ),
          }
        : {}),
    },
    { label },
  );

/** The icon names, as the editor's choices. */
const iconOptions = contentIconNames.map((value) => ({ value, label: value.replace(/([A-Z])/g, ' $1').toLowerCase() }));

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'Akoma content' },
    navigation: { Pages: ['pageMetadata', 'about'], Collections: ['pieces', 'events', 'people'] },
  },
  singletons: {
    pageMetadata: singleton({
      label: 'Page titles and headings',
      path: 'pages/metadata',
      format: { data: 'yaml' },
      schema: {
        titleEnding: line(
          'Title ending',
          60,
          'Follows every page’s title but the home page’s: “About Us | Akoma | Transforming African Workplaces”.',
        ),
        home: pageMetadata('Home (its title is written whole)'),
        about: pageMetadata('About'),
        solutions: pageMetadata('Solutions', true),
        akoma360: pageMetadata('Akoma360'),
        signatureProducts: pageMetadata('Signature products', true),
        insights: pageMetadata('Insights', true),
        impact: pageMetadata('Impact', true),
        careers: pageMetadata('Careers'),
        contact: pageMetadata('Contact'),
        partners: pageMetadata('Partners and events'),
        askIndy: pageMetadata('Ask Indy'),
        privacy: pageMetadata('Privacy policy'),
        terms: pageMetadata('Terms of service'),
        cookies: pageMetadata('Cookie policy'),
        esgInclusion: pageMetadata('Ethics and inclusion policy'),
        auth: pageMetadata('Sign in'),
        circle: pageMetadata('IndyCircle'),
        account: pageMetadata('Account'),
        newPassword: pageMetadata('New password'),
        newsletter: pageMetadata('Newsletter'),
      },
    }),
    about: singleton({
      label: 'About page',
      path: 'pages/about',
      format: { data: 'yaml' },
      schema: {
        hero: fields.object(
          {
            eyebrow: line('Eyebrow', 40),
            lead: paragraph('Lead', 400),
            nameStory: paragraph('Our name', 300),
            secondary: link('Second button'),
          },
          { label: 'Hero' },
        ),
        vision: fields.object(
          { heading: line('Heading', 80), quote: paragraph('Quote', 400), author: line('Author', 80), role: line('Author’s role', 80) },
          { label: 'Founder’s vision' },
        ),
        values: fields.object(
          {
            heading: line('Heading', 80),
            intro: paragraph('Introduction', 200),
            storyLabel: line('Story button', 80, 'With {title} where the value’s title goes.'),
            items: fields.array(
              fields.object({
                icon: fields.select({ label: 'Icon', options: iconOptions, defaultValue: 'heart' }),
                title: line('Title', 40),
                description: paragraph('Description', 200),
                story: paragraph('The story behind it', 500),
              }),
              { label: 'Values', itemLabel: (props) => props.fields.title.value, validation: { length: { min: 3, max: 6 } } },
            ),
          },
          { label: 'Values' },
        ),
        journey: fields.object(
          {
            heading: line('Heading', 80),
            intro: paragraph('Introduction', 200),
            entries: fields.array(
              fields.object({ year: line('Year', 4), title: line('Title', 80), description: paragraph('Description', 240) }),
              {
                label: 'Steps',
                itemLabel: (props) => `${props.fields.year.value}: ${props.fields.title.value}`,
                validation: { length: { min: 2 } },
              },
            ),
          },
          { label: 'Journey' },
        ),
        impact: fields.object(
          {
            heading: line('Heading', 80),
            stats: fields.array(
              fields.object({ number: line('Figure', 12), label: line('What it counts', 40), subtext: line('Context', 80) }),
              {
                label: 'Figures',
                itemLabel: (props) => `${props.fields.number.value} ${props.fields.label.value}`,
                validation: { length: { min: 3, max: 6 } },
              },
            ),
          },
          { label: 'Impact figures' },
        ),
        leadership: fields.object(
          {
            heading: line('Heading', 80),
            intro: paragraph('Introduction', 200),
            consentNote: paragraph('Consent note', 200),
            linkedInLabel: line('LinkedIn link', 60, 'With {name} where the person’s name goes.'),
          },
          { label: 'Leadership team (the people are under People)' },
        ),
        partners: fields.object(
          {
            heading: line('Heading', 80),
            intro: paragraph('Introduction', 200),
            consentNote: paragraph('Consent note', 200),
            categories: fields.array(
              fields.object({ category: line('Kind of partner', 60), together: paragraph('What we do together', 200) }),
              { label: 'Kinds of partner', itemLabel: (props) => props.fields.category.value, validation: { length: { min: 1 } } },
            ),
            link: link('Button'),
          },
          { label: 'Partners' },
        ),
        callToAction: fields.object(
          {
            heading: line('Heading', 80),
            intro: paragraph('Introduction', 240),
            primary: link('First button'),
            secondary: link('Second button'),
          },
          { label: 'Call to action' },
        ),
      },
    }),
  },
  collections: {
    pieces: collection({
      label: 'Insights pieces',
      path: 'pieces/*',
      format: { contentField: 'body' },
      slugField: 'title',
      columns: ['published', 'type'],
      entryLayout: 'content',
      schema: {
        title: fields.slug({
          name: { label: 'Title', validation: { length: { min: 1, max: 120 } } },
          slug: { label: 'Address', description: 'The piece is published at /insights/<address>. Do not change it once published.' },
        }),
        summary: fields.text({ label: 'Summary', multiline: true, validation: { length: { min: 1, max: 220 } } }),
        author: fields.text({ label: 'Author', validation: { length: { min: 1 } } }),
        authorRole: fields.text({ label: 'Author’s role', validation: { length: { min: 1 } } }),
        published: fields.date({ label: 'Published', validation: { isRequired: true } }),
        updated: fields.date({ label: 'Updated', description: 'Only when the piece was changed after publishing.' }),
        category: fields.select({
          label: 'Topic',
          options: insightTopics.map((value) => ({ value, label: topicNames[value] })),
          defaultValue: 'capability',
        }),
        type: fields.select({
          label: 'Type',
          options: pieceTypes.map((value) => ({ value, label: pieceTypeNames[value] })),
          defaultValue: 'article',
        }),
        tags: fields.array(fields.text({ label: 'Tag', validation: { length: { min: 1 } } }), {
          label: 'Tags',
          itemLabel: (props) => props.value,
          validation: { length: { min: 1, max: 6 } },
        }),
        hero: fields.text({
          label: 'Hero picture',
          description: 'An SVG under site/public/images, as its address: /images/home/library-podcast.svg.',
          validation: { length: { min: 1 } },
        }),
        related: fields.array(fields.relationship({ label: 'Related piece', collection: 'pieces', validation: { isRequired: true } }), {
          label: 'Related pieces',
          itemLabel: (props) => props.value ?? '',
          validation: { length: { max: 4 } },
        }),
        downloadable: fields.checkbox({ label: 'Downloadable as a PDF' }),
        illustrative: fields.checkbox({ label: 'Illustrative', description: 'Its figures and people are examples, and the page says so.' }),
        runningMinutes: fields.integer({ label: 'Running time in minutes', description: 'A video or a podcast only.' }),
        takeaways: fields.array(fields.text({ label: 'Takeaway', multiline: true, validation: { length: { min: 1 } } }), {
          label: 'Key takeaways',
          itemLabel: (props) => props.value,
          validation: { length: { min: 3, max: 5 } },
        }),
        faq: fields.array(
          fields.object({
            question: fields.text({ label: 'Question', validation: { length: { min: 1 } } }),
            answer: fields.text({ label: 'Answer', multiline: true, validation: { length: { min: 1 } } }),
          }),
          { label: 'Questions and answers', itemLabel: (props) => props.fields.question.value },
        ),
        body: fields.markdoc({ label: 'Text', extension: 'md' }),
      },
    }),
    events: collection({
      label: 'Events',
      path: 'events/*',
      format: { data: 'yaml' },
      slugField: 'name',
      columns: ['starts', 'format'],
      schema: {
        name: fields.slug({
          name: { label: 'Name', validation: { length: { min: 1, max: 90 } } },
          slug: {
            label: 'Id',
            description:
              'The file name and the id members’ registrations are kept under: lower-case letters, digits and hyphens. Never reuse the id of an earlier event.',
          },
        }),
        format: fields.text({
          label: 'Format',
          description: 'Masterclass, Roundtable, Summit…',
          validation: { length: { min: 1, max: 40 } },
        }),
        description: fields.text({ label: 'Description', multiline: true, validation: { length: { min: 1, max: 240 } } }),
        starts: fields.datetime({ label: 'Starts', description: 'Local time in the event’s time zone.', validation: { isRequired: true } }),
        ends: fields.datetime({
          label: 'Ends',
          description: 'Local time in the event’s time zone; after the start.',
          validation: { isRequired: true },
        }),
        timeZone: fields.select({ label: 'Time zone', options: timeZones, defaultValue: 'Africa/Lagos' }),
        online: fields.checkbox({ label: 'Online', description: 'Leave unticked for an event in person, and give its city and country.' }),
        venue: fields.text({ label: 'Venue', description: 'In person only; optional.', validation: { length: { max: 80 } } }),
        city: fields.text({ label: 'City', description: 'In person only.', validation: { length: { max: 60 } } }),
        country: fields.text({ label: 'Country', description: 'In person only.', validation: { length: { max: 60 } } }),
        recording: fields.text({
          label: 'Recording',
          description: 'Once the event is over: a page on the site (/insights/…) or an https:// address. Optional.',
        }),
      },
    }),
    people: collection({
      label: 'People',
      path: 'people/*',
      format: { data: 'yaml' },
      slugField: 'role',
      columns: ['name', 'order'],
      schema: {
        role: fields.slug({
          name: { label: 'Role', validation: { length: { min: 1, max: 80 } } },
          slug: { label: 'Id', description: 'The file name: lower-case letters, digits and hyphens.' },
        }),
        leads: paragraph('What they lead', 200, 'A sentence: “Leads strategy, client partnerships and the TriSphere framework.”'),
        order: fields.integer({ label: 'Order', description: '1 is shown first.', validation: { isRequired: true, min: 1, max: 99 } }),
        name: fields.text({ label: 'Name', validation: { length: { max: 80 } } }),
        photo: fields.image({ label: 'Photograph', description: 'A portrait, at least 336 pixels square; the site crops it square.' }),
        photoAlt: fields.text({
          label: 'Photograph description',
          description: 'What the photograph shows, for people who cannot see it: “Ada Obi smiling, in a green jacket”.',
          validation: { length: { max: 200 } },
        }),
        linkedin: fields.url({ label: 'LinkedIn profile', description: 'https://www.linkedin.com/in/…' }),
        consent: fields.checkbox({
          label: 'Consent to publish',
          description:
            'Tick only once the person has agreed in writing. Until then the site shows the role alone, without name, photograph or LinkedIn.',
        }),
      },
    }),
  },
});
