import { collection, config, fields } from '@keystatic/core';

/**
 * The content editor for the marketing team (Keystatic): what it edits, with fields that match the
 * build's schemas (app/events/collection.ts for events). Locally (`npm start`, then
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

export default config({
  storage: { kind: 'local' },
  ui: { brand: { name: 'Akoma content' } },
  collections: {
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
  },
});
