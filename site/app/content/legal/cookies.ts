import { brand } from '../brand';
import { contactDetails, mailtoLink } from '../contactDetails';
import { legalConstants, type LegalDocument } from './legalDocument';

const { shortestMonths, longestMonths } = legalConstants.cookieLifetime;

/** The cookie policy: what the site stores in your browser, why, for how long, and how to control it. */
export const cookiePolicy: LegalDocument = {
  summary: [
    `This policy explains how the ${brand.name} website uses cookies and similar technologies, such as your browser's local storage. It forms part of our Privacy Policy and our Terms of Service.`,
  ],
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'What cookies are',
      blocks: [
        {
          paragraph:
            'Cookies are small text files a website stores in your browser so it can remember something between pages or visits, such as that you are signed in. Local storage and offline caches work in a similar way and we treat them the same.',
        },
      ],
    },
    {
      id: 'how-we-use-them',
      heading: 'How we use them',
      blocks: [
        { subheading: 'Strictly necessary' },
        {
          paragraph: `These make the website work and keep it secure: keeping you signed in to ${brand.memberArea}, remembering your cookie choices, and letting the installed app work offline. They cannot be switched off in our settings, because the site would not work without them.`,
        },
        { subheading: 'Preferences' },
        { paragraph: 'These remember choices you make, such as dismissing a banner, so we do not ask again.' },
        { subheading: 'Analytics' },
        {
          paragraph:
            'With your consent, these tell us which pages are used and where the website is slow, in aggregate, so we can improve it. We do not use them to identify you.',
        },
        { paragraph: 'We do not use advertising cookies, and we do not let advertisers track you on our website.' },
      ],
    },
    {
      id: 'how-long',
      heading: 'How long they last',
      blocks: [
        {
          paragraph: `Session cookies are deleted when you close your browser. The others typically last between ${String(shortestMonths)} and ${String(longestMonths)} months, after which they expire and are set again only if you return.`,
        },
        {
          list: [
            'Sign-in session: until you sign out, refreshed while you use the site.',
            `Cookie choices and preferences: ${String(longestMonths)} months.`,
            `Analytics, if you consent: up to ${String(longestMonths)} months.`,
          ],
        },
      ],
    },
    {
      id: 'third-parties',
      heading: 'Other services',
      blocks: [
        {
          paragraph:
            'Our booking page, WhatsApp, video platforms and social networks set their own cookies when you visit them. We link to them rather than embedding them, so they cannot set cookies on our pages; their own cookie policies apply on their sites.',
        },
      ],
    },
    {
      id: 'control',
      heading: 'How to control cookies',
      blocks: [
        {
          paragraph:
            'Every browser lets you see, block and delete cookies in its settings, usually under privacy or site data. You can withdraw consent to analytics at any time by clearing this site’s cookies. If you block strictly necessary cookies, signing in and some features will not work.',
        },
      ],
    },
    {
      id: 'more-information',
      heading: 'More information',
      blocks: [
        {
          paragraph: [
            'Our ',
            { text: 'Privacy Policy', href: '/privacy' },
            ' explains how we use personal data and your rights, and our ',
            { text: 'Terms of Service', href: '/terms' },
            ' cover your use of the website. Questions about cookies: e-mail ',
            { text: contactDetails.email, href: mailtoLink('Cookie Policy question') },
            '.',
          ],
        },
      ],
    },
  ],
};
