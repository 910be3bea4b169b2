import { describe, expect, it } from 'vitest';

import cookies from '#content/cookies';
import esgInclusion from '#content/esgInclusion';
import privacy from '#content/privacy';
import terms from '#content/terms';

import { contactDetails, mailtoLink } from '../contactDetails';
import { legalDocument, type LegalDocument, type LegalText } from './legalDocument';

const privacyPolicy = legalDocument(privacy);
const termsOfService = legalDocument(terms);
const cookiePolicy = legalDocument(cookies);
const ethicsAndInclusionPolicy = legalDocument(esgInclusion);
const confidentialReportMailto = mailtoLink('Confidential report: request for the reporting form');
const ethicsQuestionsMailto = mailtoLink('Ethics and Inclusion Policy: question or suggestion');

const textOf = (text: LegalText) =>
  typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.text)).join('');
const linksOf = (text: LegalText) =>
  typeof text === 'string' ? [] : text.flatMap((part) => (typeof part === 'string' ? [] : [part.href]));

/** Everything a document says, as one string, and every address it links to. */
function read(document: LegalDocument) {
  const texts: LegalText[] = [...document.summary];
  for (const section of document.sections) {
    for (const block of section.blocks) {
      if ('paragraph' in block) texts.push(block.paragraph);
      else if ('list' in block) texts.push(...block.list);
      else texts.push(block.subheading);
    }
  }
  return { text: texts.map(textOf).join('\n'), links: texts.flatMap(linksOf) };
}

const documents = { privacyPolicy, termsOfService, cookiePolicy, ethicsAndInclusionPolicy };

describe('every policy', () => {
  for (const [name, document] of Object.entries(documents)) {
    it(`${name} has unique section anchors and links only to site pages or the company mailbox`, () => {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const href of read(document).links)
        expect(href, href).toMatch(/^(\/(privacy|terms|cookies|contact)|mailto:hello@akoma\.example\?subject=.+)$/);
    });
  }
});

describe('every policy', () => {
  it('is dated, with the date written out', () => {
    for (const document of Object.values(documents)) {
      expect(document.lastUpdated.isoDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(document.lastUpdated.label).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    }
  });

  it('has the company’s contact details put in for their placeholders', () => {
    for (const document of Object.values(documents)) expect(read(document).text).not.toMatch(/[{}]/);
    expect(read(privacyPolicy).text).toContain(
      `call ${contactDetails.phone.display}, or write to Akoma, ${contactDetails.office.address}.`,
    );
    expect(read(termsOfService).links).toContain(mailtoLink('Terms of Service question'));
  });
});

describe('the privacy policy', () => {
  const { text } = read(privacyPolicy);
  it('is written under Nigeria’s Data Protection Act 2023', () => {
    expect(text).toContain('Nigeria Data Protection Act 2023 (NDPA)');
    expect(text).toContain('Nigeria Data Protection Commission');
  });
  it('says the services are not for children under 16', () => {
    expect(text).toContain('not intended for children under 16');
  });
  it('says Ask Indy stores no data', () => {
    expect(text).toContain('Ask Indy is anonymous and stores no data');
  });
});

describe('the terms of service', () => {
  const { text } = read(termsOfService);
  it('set the minimum age at 18', () => {
    expect(text).toContain('at least 18 years old');
  });
  it('cap liability at the amounts paid in the prior 12 months', () => {
    expect(text).toContain('limited to the amounts you paid us in the 12 months before');
  });
});

describe('the cookie policy', () => {
  const { text, links } = read(cookiePolicy);
  it('says cookies typically last 1 to 12 months', () => {
    expect(text).toContain('typically last between 1 and 12 months');
  });
  it('links to the privacy policy and the terms', () => {
    expect(links).toEqual(expect.arrayContaining(['/privacy', '/terms']));
  });
});

describe('the ethics and inclusion policy', () => {
  const { text, links } = read(ethicsAndInclusionPolicy);
  it('has its seven numbered sections, in order, ending with questions or suggestions', () => {
    expect(ethicsAndInclusionPolicy.numbered).toBe(true);
    expect(ethicsAndInclusionPolicy.sections.map((section) => section.heading)).toEqual([
      'Non-Discrimination',
      'An Afrocentric Lens',
      'Ethical Leadership Metrics',
      'Reporting Misconduct',
      'Continuous Improvement',
      'Our Pledge',
      'Questions or Suggestions?',
    ]);
  });
  it('covers every group it protects and the grounds it never discriminates on', () => {
    for (const words of [
      'employees',
      'interns',
      'clients',
      'candidates',
      'service providers',
      'partners',
      'health status',
      'neurodiversity',
      'educational background',
    ]) {
      expect(text).toContain(words);
    }
  });
  it('offers confidential and anonymous reporting, impartial investigation and non-retaliation', () => {
    for (const words of ['Confidential channel', 'Anonymous channel', 'Impartial investigation', 'Non-retaliation'])
      expect(text).toContain(words);
    expect(links).toContain(confidentialReportMailto);
    expect(decodeURIComponent(confidentialReportMailto)).toContain('subject=Confidential report');
  });
  it('ends with the contact mailbox for questions or suggestions', () => {
    expect(links).toContain(ethicsQuestionsMailto);
  });
});
