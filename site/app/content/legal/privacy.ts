import { brand } from '../brand';
import { contactDetails, mailtoLink } from '../contactDetails';
import { legalConstants, type LegalDocument } from './legalDocument';

const privacyMailbox = { text: contactDetails.email, href: mailtoLink('Privacy request') };

/** The privacy policy: a Lagos-based consultancy under Nigeria's Data Protection Act 2023. */
export const privacyPolicy: LegalDocument = {
  summary: [
    `${brand.name} ("${brand.name}", "we", "us") is a workplace-transformation consultancy based in Lagos, Nigeria. This policy explains what personal data we collect when you use our website, ${brand.assistant}, ${brand.memberArea} and our services, why we use it, who we share it with, and the rights you have under the Nigeria Data Protection Act 2023 (NDPA) and any other data protection law that applies to you.`,
    'We collect as little as we need, we never sell personal data, and you can ask us at any time what we hold about you.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          paragraph: `${brand.name} is the data controller for the personal data described in this policy. Our office is at ${contactDetails.office.address}.`,
        },
        { paragraph: ['For anything about your personal data, write to ', privacyMailbox, ' with the subject "Privacy request".'] },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        { subheading: 'What you give us' },
        {
          list: [
            'Contact form: your full name, e-mail address, company, job title, country, the topic you chose and your message.',
            'Newsletter: your work e-mail address.',
            `${brand.memberArea} account: your first and last name, work e-mail address and password. Passwords are held, encrypted, by our authentication provider; we never see them.`,
            'Events: your name, organisation and any access or dietary needs you tell us about.',
            'Job applications: what you send through our careers site, which has its own notice.',
          ],
        },
        { subheading: 'What we collect automatically' },
        {
          list: [
            'Technical data: your browser and device type, pages visited, the page that referred you, and the approximate location your internet address suggests.',
            ['Cookies and similar technologies, as our ', { text: 'Cookie Policy', href: '/cookies' }, ' explains.'],
          ],
        },
        { subheading: brand.assistant },
        {
          paragraph: `${brand.assistant} is anonymous and stores no data. What you type stays in your browser; if you choose to continue, it is placed in our contact form, and we receive it only if you send that form.`,
        },
        {
          paragraph:
            'Please do not send us sensitive data, such as health information, about yourself or your colleagues through the website. If a service needs it, we will agree with you how it is collected and protected.',
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your data, and our lawful bases',
      blocks: [
        { paragraph: 'The NDPA allows us to process personal data only on a lawful basis. We rely on these:' },
        {
          list: [
            'To answer your enquiries and arrange consultations: our legitimate interest in responding to you, or steps you ask for before a contract.',
            'To deliver services and run your account: the contract between us.',
            'To send the newsletter and event news: your consent, which you can withdraw at any time with the unsubscribe link in every e-mail.',
            'To keep the website secure and understand how it is used: our legitimate interests, and your consent where cookies need it.',
            'To keep records and meet tax, accounting and regulatory duties: our legal obligations.',
          ],
        },
        { paragraph: 'We do not make decisions about you based solely on automated processing.' },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        {
          list: [
            'Service providers who host our website, deliver e-mail, manage sign-in and scheduling, under contracts that require them to protect your data and use it only on our instructions.',
            'Chat and scheduling services, such as WhatsApp or our booking page, only when you choose to use them; their own privacy notices apply.',
            'Professional advisers, such as auditors and lawyers, under a duty of confidentiality.',
            'Regulators, courts and law enforcement, when the law requires it.',
          ],
        },
        { paragraph: 'We never sell or rent personal data.' },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transfers outside Nigeria',
      blocks: [
        {
          paragraph:
            'Some of our providers store data outside Nigeria. We transfer personal data only where the NDPA allows it: to countries with adequate protection, or with safeguards such as contractual clauses that keep your data protected to the standard Nigerian law requires.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            'Enquiries: 24 months after our last contact with you, unless they lead to work together.',
            'Newsletter: until you unsubscribe.',
            `${brand.memberArea} accounts: until you delete your account, then 30 days for backups to expire.`,
            'Client and financial records: six years, as Nigerian tax and company law requires.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        {
          paragraph:
            'We encrypt data in transit, limit access to the people who need it, train our team in data protection and review our providers. If a breach is likely to put your rights at risk, we will notify the Nigeria Data Protection Commission within 72 hours of becoming aware of it, and tell you without undue delay where the risk to you is high.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        { paragraph: 'Under the NDPA you have the right to:' },
        {
          list: [
            'be told how your personal data is used, as this policy does;',
            'get a copy of the personal data we hold about you;',
            'have inaccurate data corrected and incomplete data completed;',
            'have your data erased, or its use restricted, where the law allows;',
            'object to processing based on our legitimate interests, and to direct marketing at any time;',
            'receive your data in a portable format;',
            'withdraw your consent at any time, without affecting what was done before.',
          ],
        },
        {
          paragraph: [
            'To use any of these rights, write to ',
            privacyMailbox,
            '. We answer within one month and may ask you to confirm who you are. If you are unhappy with our answer, you can complain to the Nigeria Data Protection Commission.',
          ],
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          paragraph: `Our website and services are not intended for children under ${String(legalConstants.childrenUnder)}, and we do not knowingly collect their personal data. If you believe a child under ${String(legalConstants.childrenUnder)} has given us personal data, contact us and we will delete it.`,
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          paragraph:
            'We update this policy when our practices or the law change. The date at the top shows the latest version; for significant changes we will also tell account holders and subscribers by e-mail.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          paragraph: [
            'Questions about this policy or your data: e-mail ',
            privacyMailbox,
            `, call ${contactDetails.phone.display}, or write to ${brand.name}, ${contactDetails.office.address}. You can also read our `,
            { text: 'Terms of Service', href: '/terms' },
            '.',
          ],
        },
      ],
    },
  ],
};
