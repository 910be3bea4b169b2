import { brand } from '../brand';
import { contactDetails, mailtoLink } from '../contactDetails';
import { legalConstants, type LegalDocument } from './legalDocument';

/** The terms of service for the website, IndyCircle and Ask Indy. */
export const termsOfService: LegalDocument = {
  summary: [
    `These terms apply when you use the ${brand.name} website, ${brand.assistant}, ${brand.memberArea} and the free tools and content on them. By using them you accept these terms. Please read them with our Privacy Policy, which explains how we handle your personal data.`,
  ],
  sections: [
    {
      id: 'about',
      heading: 'About us and these terms',
      blocks: [
        {
          paragraph: `${brand.name} is a workplace-transformation consultancy based at ${contactDetails.office.address}. Consulting, training and platform services we deliver to organisations are governed by the agreement or statement of work signed for them; where that agreement differs from these terms, the agreement applies.`,
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may use our services',
      blocks: [
        {
          paragraph: `You must be at least ${String(legalConstants.minimumAge)} years old to use our services or create an ${brand.memberArea} account. If you use them on behalf of an organisation, you confirm that you may accept these terms for it.`,
        },
      ],
    },
    {
      id: 'content',
      heading: 'Our website and content',
      blocks: [
        {
          paragraph:
            'Our insights, toolkits, calculators, assessments and case studies are general information to help you think about your workplace. They are not professional, legal, financial or medical advice for your situation. Figures such as ROI estimates, assessment scores and client results show what is possible, not what you will achieve.',
        },
        {
          paragraph:
            'We work to keep the content accurate and the website available, but we may change, pause or remove any part of it without notice.',
        },
      ],
    },
    {
      id: 'indycircle',
      heading: `${brand.memberArea} accounts`,
      blocks: [
        {
          list: [
            'Give accurate details and keep them up to date.',
            'Keep your password to yourself; you are responsible for what happens under your account.',
            'Tell us at once if you think someone else has used your account.',
            'You may close your account at any time. We may suspend or close it if you break these terms, after telling you why unless the law or security prevents it.',
          ],
        },
      ],
    },
    {
      id: 'ask-indy',
      heading: brand.assistant,
      blocks: [
        {
          paragraph: `${brand.assistant} helps you describe a workplace challenge and find relevant tools. It is anonymous, stores no data and gives general guidance only: decisions about your organisation and people remain yours. Continuing from ${brand.assistant} opens our contact form, and nothing is sent unless you send that form.`,
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        { paragraph: 'When you use our website and services, you must not:' },
        {
          list: [
            'break any law, or infringe anyone’s rights, including privacy and intellectual property;',
            'send anything defamatory, hateful, harassing or discriminatory;',
            'share other people’s personal data without a lawful basis;',
            'try to gain unauthorised access to our systems, or disrupt them with malware, scraping or excessive requests;',
            'resell or republish our content as your own.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        {
          paragraph: `The website, its content, and the names ${brand.name}, ${brand.flagship}, TriSphere, TWU, WellPaddy, WorkforceOS, IndyOps, ${brand.assistant} and ${brand.memberArea} belong to ${brand.name} or its licensors. You may view, download and print content for your own use and share it inside your organisation with attribution. Any other use needs our written permission.`,
        },
      ],
    },
    {
      id: 'third-parties',
      heading: 'Other websites and services',
      blocks: [
        {
          paragraph:
            'We link to services we do not control, such as our booking page, WhatsApp, video platforms and social networks. Their own terms and privacy notices apply, and we are not responsible for their content or availability.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          paragraph: `To the fullest extent the law allows, our total liability to you for all claims arising from these terms or from your use of our website and services is limited to the amounts you paid us in the ${String(legalConstants.liabilityCapMonths)} months before the event giving rise to the claim. Where you have paid us nothing, as with the free website and tools, we are not liable for indirect or consequential loss, such as lost profits, revenue or data.`,
        },
        {
          paragraph:
            'Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else the law does not allow us to limit.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          paragraph:
            'We may update these terms. The date at the top shows the latest version, and we will tell account holders about significant changes by e-mail before they apply. If you keep using our services after that, the new terms apply.',
        },
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      blocks: [
        {
          paragraph:
            'These terms are governed by the laws of the Federal Republic of Nigeria. The courts of Lagos State have jurisdiction, though we will always try to resolve a disagreement with you by conversation first.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          paragraph: [
            'Questions about these terms: e-mail ',
            { text: contactDetails.email, href: mailtoLink('Terms of Service question') },
            ' or use our ',
            { text: 'contact form', href: '/contact' },
            '. See also our ',
            { text: 'Privacy Policy', href: '/privacy' },
            ' and ',
            { text: 'Cookie Policy', href: '/cookies' },
            '.',
          ],
        },
      ],
    },
  ],
};
