import { z } from 'zod';

import { line, paragraph } from './fields.ts';
import { template } from './template.ts';

const panel = { heading: line(60), intro: paragraph(240).meta({ title: 'Introduction' }) };
const busy = (example: string) => line(40).meta({ title: 'Button while it runs', description: `“${example}”` });

/**
 * The IndyCircle account page (/circle/account; site/content/pages/account.yaml), whose
 * new-password form is also the one a reset link's page shows. The rules stay the site's: where a
 * message states one (“at least {min} characters”), the site puts in the rule's number.
 */
export const accountSchema = z
  .object({
    intro: paragraph(140).meta({ title: 'Introduction' }),
    signedOut: z
      .object({
        text: paragraph(190),
        signIn: line(30).meta({ title: 'Sign in button' }),
      })
      .strict()
      .meta({ title: 'For a visitor not signed in' }),
    loading: line(60),
    loadFailed: line(120).meta({ title: 'When the account fails to load (or a change fails without a reason)' }),
    retry: line(30).meta({ title: 'Try again button' }),
    name: z
      .object({
        ...panel,
        firstName: line(40).meta({ title: 'First name field' }),
        lastName: line(40).meta({ title: 'Last name field' }),
        submit: line(40).meta({ title: 'Button' }),
        busy: busy('Saving...'),
        saved: line(80).meta({ title: 'Once saved' }),
        tooLong: template(80, { '{max}': 'the longest name allowed (80)' }, 'A name too long'),
      })
      .strict()
      .meta({ title: 'Name' }),
    email: z
      .object({
        heading: line(60),
        current: template(120, { '{email}': 'the member’s address' }, 'Introduction'),
        pending: template(140, { '{email}': 'the new address' }, 'While a change waits for confirmation'),
        newEmail: line(40).meta({ title: 'New address field' }),
        submit: line(40).meta({ title: 'Button' }),
        busy: busy('Sending...'),
        invalid: line(100).meta({ title: 'Not an address' }),
        same: line(100).meta({ title: 'The address already in use' }),
        sent: template(180, { '{email}': 'the new address' }, 'Once the change is asked for'),
        changed: template(100, { '{email}': 'the new address' }, 'Once the change is confirmed'),
      })
      .strict()
      .meta({ title: 'E-mail address' }),
    password: z
      .object({
        ...panel,
        newPassword: line(40).meta({ title: 'New password field' }),
        confirm: line(40).meta({ title: 'Second password field' }),
        placeholder: template(60, { '{min}': 'the shortest length allowed (6)' }, 'Hint in the empty field'),
        submit: line(40).meta({ title: 'Button' }),
        busy: busy('Changing...'),
        tooShort: template(80, { '{min}': 'the shortest length allowed (6)' }, 'A password too short'),
        mismatch: line(80).meta({ title: 'The two passwords differ' }),
        changed: line(120).meta({ title: 'Once changed' }),
      })
      .strict()
      .meta({ title: 'Password' }),
    sessions: z
      .object({
        ...panel,
        signOut: line(40).meta({ title: 'Sign out button' }),
        signOutEverywhere: line(40).meta({ title: 'Sign out everywhere button' }),
        busy: busy('Signing out...'),
        signedOut: line(80).meta({ title: 'Once signed out' }),
        signedOutEverywhere: line(80).meta({ title: 'Once signed out everywhere' }),
      })
      .strict()
      .meta({ title: 'Signing out' }),
    preferences: z
      .object({
        ...panel,
        loading: line(60),
        loadFailed: line(140).meta({ title: 'When the choices fail to load' }),
        digest: z
          .object({
            label: line(60).meta({ title: 'Name of the choice' }),
            weekly: line(30),
            monthly: line(30),
            off: line(30),
          })
          .strict()
          .meta({ title: 'Digest of the member’s topics' }),
        alsoLabel: line(60).meta({ title: 'Name of the on/off choices', description: 'Read out before them: “Also send me”.' }),
        eventReminders: line(60).meta({ title: 'Event reminders and recordings' }),
        newsletter: line(60).meta({ title: 'The Workroom newsletter' }),
        submit: line(40).meta({ title: 'Button' }),
        busy: busy('Saving...'),
        saved: template(60, { '{summary}': 'what the member will get' }, 'Once saved'),
        summary: z
          .object({
            weekly: line(60).meta({ title: 'A weekly digest' }),
            monthly: line(60).meta({ title: 'A monthly digest' }),
            off: line(60).meta({ title: 'No digest' }),
            remindersOn: line(60).meta({ title: 'Event reminders on' }),
            remindersOff: line(60).meta({ title: 'Event reminders off' }),
            newsletterOn: line(60).meta({ title: 'Newsletter on' }),
            newsletterOff: line(60).meta({ title: 'Newsletter off' }),
          })
          .strict()
          .meta({ title: 'What “Once saved” lists', description: 'Joined into one list in place of {summary}.' }),
        failed: line(160).meta({ title: 'When saving fails' }),
        newsletterFailed: line(160).meta({ title: 'When only the newsletter could not be changed' }),
      })
      .strict()
      .meta({ title: 'E-mail preferences' }),
    data: z
      .object({
        ...panel,
        download: line(40).meta({ title: 'Button' }),
        busy: busy('Preparing...'),
        ready: line(80).meta({ title: 'Once downloaded' }),
        failed: line(120).meta({ title: 'When it fails' }),
        fileName: line(60)
          .includes('{date}', { message: 'must contain {date}, where the day’s date goes' })
          .regex(/^[\w.{}-]+\.json$/, 'expected a file name of letters, digits, dots and hyphens, ending in .json')
          .meta({ title: 'Name of the file', description: 'With {date} where the day’s date goes (2025-08-02); ending in .json.' }),
      })
      .strict()
      .meta({ title: 'Your data' }),
    deletion: z
      .object({
        ...panel,
        open: line(40).meta({ title: 'Button' }),
        dialogTitle: line(60).meta({ title: 'Confirmation: heading' }),
        dialogText: paragraph(170).meta({ title: 'Confirmation: text' }),
        confirmField: line(60).meta({ title: 'Confirmation: field' }),
        confirm: line(40).meta({ title: 'Confirmation: button' }),
        mismatch: line(100).meta({ title: 'Confirmation: not the member’s address' }),
        failed: line(140).meta({ title: 'When it fails' }),
        deleted: template(120, { '{email}': 'the member’s address' }, 'Once deleted'),
        deletedUnmailed: line(80).meta({ title: 'Once deleted, when the confirmation could not be sent' }),
      })
      .strict()
      .meta({ title: 'Deleting the account' }),
  })
  .strict();

export type AccountContent = z.output<typeof accountSchema>;
