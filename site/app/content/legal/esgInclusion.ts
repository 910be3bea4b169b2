import { brand } from '../brand';
import { contactDetails, mailtoLink } from '../contactDetails';
import type { LegalDocument } from './legalDocument';

/** The e-mail that asks for the confidential reporting form the policy mentions; the form itself is not published on the site. */
export const confidentialReportMailto = mailtoLink('Confidential report: request for the reporting form');
export const ethicsQuestionsMailto = mailtoLink('Ethics and Inclusion Policy: question or suggestion');

/**
 * The ethics and inclusion policy, in numbered sections: non-discrimination, an Afrocentric lens,
 * ethical leadership metrics, misconduct reporting, continuous improvement, a pledge, and questions.
 */
export const ethicsAndInclusionPolicy: LegalDocument = {
  numbered: true,
  summary: [
    `${brand.name} exists to help African workplaces become places where every person can grow, thrive and perform. We hold ourselves to the same standard. This policy sets out how we treat people, how we measure ourselves, and how anyone can raise a concern safely.`,
  ],
  sections: [
    {
      id: 'non-discrimination',
      heading: 'Non-Discrimination',
      blocks: [
        {
          paragraph:
            'This policy covers everyone we work with: employees, interns, clients, candidates, service providers and partners. We treat each of them fairly and with dignity, in recruitment, pay, promotion, training, service delivery and procurement.',
        },
        { paragraph: 'We never discriminate on the basis of:' },
        {
          list: [
            'ethnicity, tribe, nationality or language;',
            'religion or belief;',
            'sex, gender, pregnancy or marital status;',
            'age;',
            'disability;',
            'health status, including HIV status and mental health;',
            'neurodiversity;',
            'educational background, including where or whether someone studied at university;',
            'socio-economic background.',
          ],
        },
      ],
    },
    {
      id: 'afrocentric-lens',
      heading: 'An Afrocentric Lens',
      blocks: [
        { paragraph: 'Inclusion in Africa has to fit African realities. In our work and our own workplace we commit to:' },
        {
          list: [
            'Local language access: offering key materials, sessions and support in the languages people work in, not only English.',
            'Cultural intelligence: training our consultants to understand the cultures, hierarchies and traditions of the places we work, and designing with local people rather than for them.',
            'Wellness rooted in heritage: drawing on community, rest and practices from African heritage alongside modern evidence in our wellbeing work.',
          ],
        },
      ],
    },
    {
      id: 'ethical-leadership-metrics',
      heading: 'Ethical Leadership Metrics',
      blocks: [
        { paragraph: 'What gets measured gets managed. Our leadership team is accountable for these measures every year:' },
        {
          list: [
            'Integrity and culture audits: an independent review of how our values show up in decisions, projects and client work.',
            'Psychological safety: an anonymous survey of whether people feel safe to speak up, disagree and admit mistakes.',
            'Representation in hiring and promotion: who applies, who is hired and who is promoted, tracked by gender and other characteristics people choose to share.',
            'Inclusive design: accessibility and inclusion checks on our programmes, products and website before they launch.',
          ],
        },
      ],
    },
    {
      id: 'reporting-misconduct',
      heading: 'Reporting Misconduct',
      blocks: [
        {
          paragraph: `Anyone covered by this policy can report discrimination, harassment, bribery, fraud or any other breach of this policy by anyone at or working with ${brand.name}.`,
        },
        {
          list: [
            [
              'Confidential channel: ',
              { text: 'e-mail us to request the confidential reporting form', href: confidentialReportMailto },
              '. Only the people handling the report will see it.',
            ],
            'Anonymous channel: you do not have to give your name. Write from an address that does not identify you, or ask a trusted colleague to send the form for you; we will never try to find out who you are.',
            'Impartial investigation: every report is acknowledged within five working days and looked into by someone independent of the people involved, with outside help where needed.',
            'Non-retaliation: no one will be disadvantaged for raising a concern in good faith. Retaliation is itself serious misconduct.',
          ],
        },
      ],
    },
    {
      id: 'continuous-improvement',
      heading: 'Continuous Improvement',
      blocks: [
        {
          paragraph:
            'We review this policy and the measures above every year, with input from our people, clients and partners, and publish what we learned and what we will change. When we fall short, we say so and fix it.',
        },
      ],
    },
    {
      id: 'pledge',
      heading: 'Our Pledge',
      blocks: [
        {
          paragraph: `We pledge to build a company, and help build workplaces, where every African professional is seen, heard and able to do their best work, whatever their background. We will lead by example, measure honestly and act on what we find.`,
        },
      ],
    },
    {
      id: 'questions',
      heading: 'Questions or Suggestions?',
      blocks: [
        {
          paragraph: [
            'We welcome ideas on how we can do better. Write to ',
            { text: contactDetails.email, href: ethicsQuestionsMailto },
            ' with your question or suggestion, or ',
            { text: 'send us a message', href: '/contact' },
            '.',
          ],
        },
      ],
    },
  ],
};
