import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { ContentFileError, parseContentFile } from '../../../buildtime/content/readContent';
import { accountSchema } from './account';
import { authSchema } from './auth';
import { authLinksSchema } from './authLinks';
import { circleSchema } from './circle';
import { errorsSchema } from './errors';
import { footerSchema } from './footer';
import { legalDocumentSchema } from './legal';
import { memberMenuSchema } from './memberMenu';
import { navigationSchema } from './navigation';
import { newPasswordSchema } from './newPassword';
import { newsletterSchema } from './newsletter';
import { recommendationsSchema } from './recommendations';
import { webAppSchema } from './webApp';
import { at, changed, readContentFile, type Data } from '../../../buildtime/content/testing.ts';

const read = readContentFile;

const schemas = {
  'site/navigation.yaml': navigationSchema,
  'site/footer.yaml': footerSchema,
  'site/member-menu.yaml': memberMenuSchema,
  'site/web-app.yaml': webAppSchema,
  'site/errors.yaml': errorsSchema,
  'site/auth-links.yaml': authLinksSchema,
  'pages/circle.yaml': circleSchema,
  'pages/circle-recommendations.yaml': recommendationsSchema,
  'pages/account.yaml': accountSchema,
  'pages/auth.yaml': authSchema,
  'pages/new-password.yaml': newPasswordSchema,
  'pages/newsletter.yaml': newsletterSchema,
  'pages/privacy.yaml': legalDocumentSchema,
  'pages/terms.yaml': legalDocumentSchema,
  'pages/cookies.yaml': legalDocumentSchema,
  'pages/esg-inclusion.yaml': legalDocumentSchema,
} satisfies Record<string, z.ZodType>;
type File = keyof typeof schemas;

const check = (file: File, text: string) => parseContentFile(`site/content/${file}`, text, schemas[file]);

describe('the site-wide, member and policy content files', () => {
  it.each(Object.keys(schemas) as File[])('%s meets its schema', (file) => {
    expect(() => check(file, read(file))).not.toThrow();
  });
});

describe('a site-wide, member or policy file that breaks its schema fails the build, naming the file, the field and the reason', () => {
  const cases: [string, File, (data: Data) => void, string][] = [
    // The header and footer
    ['an announcement left empty', 'site/navigation.yaml', (data) => (data.announcement = ''), 'en.announcement: must not be empty'],
    [
      'a menu link that goes nowhere',
      'site/navigation.yaml',
      (data) => (at(data, 'groups.0.items.1').href = 'solutions/capability'),
      'en.groups.0.items.1.href: expected a path on the site (/contact) or an https:// address',
    ],
    ['no menus', 'site/navigation.yaml', (data) => (data.groups = []), 'en.groups: at least 1 menu'],
    ['a footer without link columns', 'site/footer.yaml', (data) => (data.columns = []), 'en.columns: at least 1 column'],
    ['a footer field missing', 'site/footer.yaml', (data) => delete at(data, 'newsletter').busy, 'en.newsletter.busy: Invalid input'],
    [
      'a greeting without the name',
      'site/member-menu.yaml',
      (data) => (data.greeting = 'Hello'),
      'en.greeting: must contain {name}, where the member’s first name goes',
    ],
    ['an unknown field', 'site/member-menu.yaml', (data) => (data.greetings = 'Hi'), 'en: Unrecognized key: "greetings"'],
    [
      'an app short name too long',
      'site/web-app.yaml',
      (data) => (data.shortName = 'Akoma Workplace'),
      'en.shortName: must be at most 12 characters',
    ],
    [
      'too many shortcuts',
      'site/web-app.yaml',
      (data) => (data.shortcuts = Array.from({ length: 5 }, () => at(data, 'shortcuts.0'))),
      'en.shortcuts: at most 4 shortcuts',
    ],
    // Page not found, a failing page and the messages of Auth's links
    [
      'a not-found page without its message',
      'site/errors.yaml',
      (data) => (at(data, 'notFound').message = ''),
      'en.notFound.message: must not be empty',
    ],
    [
      'an e-mail change message without the new address',
      'site/auth-links.yaml',
      (data) => (data.emailChanged = 'Your e-mail address has changed.'),
      'en.emailChanged: must contain {email}, where the new address goes',
    ],
    // IndyCircle
    [
      'a count without the number shown',
      'pages/circle.yaml',
      (data) => (at(data, 'library.count').filtered = 'Showing some of {total} saved pieces'),
      'en.library.count.filtered: must contain {shown}, where the number shown goes',
    ],
    [
      'too few offers',
      'pages/circle.yaml',
      (data) => (at(data, 'signedOut').offers = ['Save pieces']),
      'en.signedOut.offers: at least 2 offers',
    ],
    [
      'a reason without the score',
      'pages/circle-recommendations.yaml',
      (data) => (at(data, 'reasons').weakestArea = 'Your weakest area is {area}'),
      'en.reasons.weakestArea: must contain {score}, where its score out of 100 goes',
    ],
    [
      'a solution without its page',
      'pages/circle-recommendations.yaml',
      (data) => delete at(data, 'solutions.scale').path,
      'en.solutions.scale.path: Invalid input',
    ],
    // The account, sign-in and new-password pages: a message that states a rule keeps its placeholder
    [
      'a password rule with its number written in',
      'pages/account.yaml',
      (data) => (at(data, 'password').tooShort = 'Use at least 6 characters.'),
      'en.password.tooShort: must contain {min}, where the shortest length allowed (6) goes',
    ],
    [
      'a download that is not a JSON file',
      'pages/account.yaml',
      (data) => (at(data, 'data').fileName = 'my data {date}.txt'),
      'en.data.fileName: expected a file name of letters, digits, dots and hyphens, ending in .json',
    ],
    [
      'a sign-up hint with its number written in',
      'pages/auth.yaml',
      (data) => (at(data, 'signUp').passwordPlaceholder = 'A strong password, 6 characters or more'),
      'en.signUp.passwordPlaceholder: must contain {min}',
    ],
    ['no companies', 'pages/auth.yaml', (data) => (at(data, 'trustedBy').companies = []), 'en.trustedBy.companies: at least 1 company'],
    ['a new-password message left empty', 'pages/new-password.yaml', (data) => (data.invalid = ' '), 'en.invalid: must not be empty'],
    // The newsletter
    [
      'a sign-up message without the address',
      'pages/newsletter.yaml',
      (data) => (at(data, 'signUpMessages.confirmationSent').description = 'We’ve sent you a link.'),
      'en.signUpMessages.confirmationSent.description: must contain {email}, where the address goes',
    ],
    ['no steps', 'pages/newsletter.yaml', (data) => (at(data, 'steps').items = []), 'en.steps.items: at least 1 step'],
    // The policies
    [
      'a date not as YYYY-MM-DD',
      'pages/privacy.yaml',
      (data) => (data.lastUpdated = '2 August 2025'),
      'en.lastUpdated: expected a date as YYYY-MM-DD, such as 2025-08-02',
    ],
    [
      'linked words that are not in the paragraph',
      'pages/terms.yaml',
      (data) => (at(data, 'sections.11.blocks.0.links.1').words = 'contact page'),
      'en.sections.11.blocks.0.links.1.words: the linked words must be in the text, after the previous link’s',
    ],
    [
      'a link to both a page and an e-mail',
      'pages/cookies.yaml',
      (data) => (at(data, 'sections.5.blocks.0.links.0').emailSubject = 'Privacy'),
      'en.sections.5.blocks.0.links.0.page: a link goes to a page or is an e-mail with its subject: give one of the two',
    ],
    [
      'a contact detail the site does not know',
      'pages/privacy.yaml',
      (data) => (at(data, 'sections.0.blocks.0').text = 'Write to {address}.'),
      'en.sections.0.blocks.0.text: only {email}, {phone} and {officeAddress} may be written in braces',
    ],
    [
      'two sections with one anchor',
      'pages/esg-inclusion.yaml',
      (data) => (at(data, 'sections.1').id = 'non-discrimination'),
      'en.sections.1.id: another section has this anchor',
    ],
    [
      'a block naming something the data inventory does not have',
      'pages/cookies.yaml',
      (data) => (at(data, 'sections.0.blocks.1').item = 'tracking-pixel'),
      'en.sections.0.blocks.1.item: Invalid option: expected one of "member-session"|',
    ],
    [
      'an inventory entry without its subheading',
      'pages/cookies.yaml',
      (data) => delete at(data, 'sections.1.blocks.1').subheading,
      'en.sections.1.blocks.1.subheading: a block that names an inventory entry needs a subheading: the entry’s anchor on the page',
    ],
    [
      'an empty block',
      'pages/esg-inclusion.yaml',
      (data) => (at(data, 'sections.4').blocks = [{}]),
      'en.sections.4.blocks.0.text: a block needs a subheading, a paragraph or a list',
    ],
  ];
  it.each(cases)('%s (%s)', (_what, file, change, message) => {
    expect(() => check(file, changed(file, change))).toThrow(new ContentFileError(`site/content/${file}`, message).message);
  });
});
