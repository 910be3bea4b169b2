import { collection, config, fields, singleton, type ComponentSchema } from '@keystatic/core';

import pieceTypeNames from '#content/pieceTypeNames';

import { organisationSchema } from './app/content/schema/organisations.ts';
import { personSchema } from './app/content/schema/people.ts';
import { topicNames } from './app/content/recommendations.ts';
import { insightTopics, pieceTypes } from './app/pieces/piece.ts';
import { bilingual } from './buildtime/content/bilingual.ts';
import { contentModules } from './buildtime/content/registry.ts';
import { fieldsFromSchema } from './buildtime/keystatic/fromSchema.ts';

/**
 * The content editor for the marketing team (Keystatic): what it edits, with fields that match the
 * build's schemas: for every singleton the site reads (buildtime/content/registry.ts) and the
 * people they are made from the schemas themselves (app/content/schema, through
 * buildtime/keystatic/fromSchema.ts); events and pieces, whose files
 * hold dates and Markdown, are described here to match app/events/collection.ts and
 * app/pieces/collection.ts. A test reads every content file through these fields and checks that
 * nothing is lost. Locally (`npm start`, then http://localhost:5173/keystatic) it reads and writes
 * the files in site/content; the build then publishes them. Paths are relative to site/content.
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

/**
 * Singleton fields the schema cannot describe, by the singleton's name and the field's dotted path:
 * the hero's photographs are files the editor uploads. Saved beside the content file
 * (site/content/pages/home-hero/slides/<n>/photo.jpg), with that path in the file.
 */
const singletonOverrides: Partial<Record<string, Record<string, ComponentSchema>>> = {
  homeHero: {
    'slides.*.photo': fields.image({
      label: 'Photograph',
      description:
        'Optional: landscape, at least 1920 × 1080 pixels. The site crops it to 16:9 and darkens it behind the heading; the drawing stays for a visitor whose page loads slowly.',
    }),
  },
};

/** Overrides given by a field's path in one language, for the same field in both. */
function inBothLanguages(overrides: Record<string, ComponentSchema> | undefined): Record<string, ComponentSchema> | undefined {
  if (!overrides) return undefined;
  return Object.fromEntries(
    Object.entries(overrides).flatMap(([path, field]) => [
      [`en.${path}`, field],
      [`fr.${path}`, field],
    ]),
  );
}

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'Akoma content' },
  },
  // Every singleton the site reads (buildtime/content/registry.ts), with fields made from its schema,
  // in English and French.
  singletons: Object.fromEntries(
    Object.entries(contentModules).flatMap(([name, entry]) =>
      entry.kind === 'singleton'
        ? [
            [
              name,
              singleton({
                label: entry.label,
                path: entry.file.replace(/\.yaml$/, ''),
                format: { data: 'yaml' },
                // English and French side by side (buildtime/content/bilingual.ts).
                schema: fieldsFromSchema(bilingual(entry.schema), inBothLanguages(singletonOverrides[name])),
              }),
            ],
          ]
        : [],
    ),
  ),
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
        fr: fields.object(
          {
            summary: fields.text({
              label: 'Résumé',
              description:
                'The French summary of a piece not translated in full: French pages list it with this summary, marked “en anglais”. Leave it empty once the piece has its French translation.',
              multiline: true,
              validation: { length: { max: 220 } },
            }),
          },
          { label: 'Français' },
        ),
      },
    }),
    piecesFr: collection({
      label: 'Insights pieces in French',
      path: 'pieces/fr/*',
      format: { contentField: 'body' },
      slugField: 'title',
      entryLayout: 'content',
      schema: {
        title: fields.slug({
          name: { label: 'Titre', validation: { length: { min: 1, max: 120 } } },
          slug: {
            label: 'Address',
            description:
              'The English piece’s address, unchanged: the translation is published at /fr/insights/<address>, with the English piece’s date, topic, picture and PDF setting.',
          },
        }),
        summary: fields.text({ label: 'Résumé', multiline: true, validation: { length: { min: 1, max: 220 } } }),
        authorRole: fields.text({ label: 'Fonction de l’auteur', validation: { length: { min: 1 } } }),
        tags: fields.array(fields.text({ label: 'Mot-clé', validation: { length: { min: 1 } } }), {
          label: 'Mots-clés',
          itemLabel: (props) => props.value,
          validation: { length: { min: 1, max: 6 } },
        }),
        takeaways: fields.array(fields.text({ label: 'À retenir', multiline: true, validation: { length: { min: 1 } } }), {
          label: 'À retenir (as many as the English)',
          itemLabel: (props) => props.value,
          validation: { length: { min: 3, max: 5 } },
        }),
        faq: fields.array(
          fields.object({
            question: fields.text({ label: 'Question', validation: { length: { min: 1 } } }),
            answer: fields.text({ label: 'Réponse', multiline: true, validation: { length: { min: 1 } } }),
          }),
          { label: 'Questions et réponses (as many as the English)', itemLabel: (props) => props.fields.question.value },
        ),
        body: fields.markdoc({ label: 'Texte (the same sections and links as the English)', extension: 'md' }),
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
        topics: fields.array(fields.text({ label: 'Topic', validation: { length: { min: 1, max: 60 } } }), {
          label: 'Topics',
          description:
            'What it is about: members who follow a topic hear of it. A pillar (capability, wellbeing, performance) or a tag as the pieces write it (Leadership, Future of Work); at most 8.',
          itemLabel: (props) => props.value,
          validation: { length: { max: 8 } },
        }),
        fr: fields.object(
          {
            name: fields.text({ label: 'Nom', validation: { length: { min: 1, max: 90 } } }),
            format: fields.text({
              label: 'Format',
              description: 'Masterclass, table ronde, sommet…',
              validation: { length: { min: 1, max: 40 } },
            }),
            description: fields.text({ label: 'Description', multiline: true, validation: { length: { min: 1, max: 240 } } }),
            venue: fields.text({
              label: 'Lieu',
              description: 'Only where French names it otherwise; optional.',
              validation: { length: { max: 80 } },
            }),
            city: fields.text({
              label: 'Ville',
              description: 'Only where French names it otherwise; optional.',
              validation: { length: { max: 60 } },
            }),
            country: fields.text({
              label: 'Pays',
              description: 'Only where French names it otherwise; optional.',
              validation: { length: { max: 60 } },
            }),
          },
          { label: 'Français', description: 'The event’s words in French, for the French edition.' },
        ),
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
      schema: fieldsFromSchema(personSchema, {
        role: fields.slug({
          name: { label: 'Role', validation: { length: { min: 1, max: 80 } } },
          slug: { label: 'Id', description: 'The file name: lower-case letters, digits and hyphens.' },
        }),
        photo: fields.image({ label: 'Photograph', description: 'A portrait, at least 336 pixels square; the site crops it square.' }),
      }),
    }),
    organisations: collection({
      label: 'Clients and partners',
      path: 'organisations/*',
      format: { data: 'yaml' },
      slugField: 'name',
      schema: fieldsFromSchema(organisationSchema, {
        name: fields.slug({
          name: {
            label: 'Name',
            description: 'As the organisation writes it; it is also what a screen reader says for the logo.',
            validation: { length: { min: 1, max: 80 } },
          },
          slug: { label: 'Id', description: 'The file name: lower-case letters, digits and hyphens.' },
        }),
        logo: fields.image({
          label: 'Logo',
          description: 'An SVG if there is one; otherwise a PNG at least 480 pixels wide, on a transparent background.',
          validation: { isRequired: true },
        }),
      }),
    }),
  },
});
