import { describe, expect, it } from 'vitest';

import cookies from '#content/cookies';
import esgInclusion from '#content/esgInclusion';
import privacy from '#content/privacy';
import terms from '#content/terms';

import { parseBilingualFile } from '../../../buildtime/content/readContent';
import { readContentFile } from '../../../buildtime/content/testing.ts';
import { inventoryIds } from '../../privacy/dataInventory';
import { contactDetails, mailtoLink } from '../contactDetails';
import { legalDocumentSchema, type LegalFile } from '../schema/legal';
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
  const { links } = read(cookiePolicy);
  it('links to the privacy policy and the terms', () => {
    expect(links).toEqual(expect.arrayContaining(['/privacy', '/terms']));
  });
});

/** A policy's file in both languages, as the build reads it. */
const bothLanguages = (file: string) => {
  const { en, fr } = parseBilingualFile(`site/content/${file}`, readContentFile(file), legalDocumentSchema);
  return { en, fr };
};
const cookieFiles = bothLanguages('pages/cookies.yaml');
const privacyFiles = bothLanguages('pages/privacy.yaml');
const itemsOf = (file: LegalFile) => file.sections.flatMap((section) => section.blocks.flatMap((block) => block.item ?? []));

/** The words that start an inventory entry's four list items, in each language (U+00A0 before the French colon). */
const entryLabels = {
  en: ['What it is:', 'Why:', 'How long:', 'Who receives it:'],
  fr: ['Ce que c’est\u00a0:', 'Pourquoi\u00a0:', 'Durée\u00a0:', 'Qui le reçoit\u00a0:'],
};

describe('the cookie policy and the code’s data inventory (app/privacy/dataInventory.ts)', () => {
  for (const [language, file] of Object.entries(cookieFiles) as [keyof typeof cookieFiles, LegalFile][]) {
    it(`describes every entry of the inventory, each once and nothing else, in ${language}`, () => {
      const items = itemsOf(file);
      expect(items.toSorted()).toEqual([...inventoryIds].sort());
      expect(new Set(items).size).toBe(items.length);
    });

    it(`says of each entry what it is, why, how long and who receives it, in ${language}`, () => {
      for (const block of file.sections.flatMap((section) => section.blocks).filter((each) => each.item !== undefined)) {
        expect(block.subheading, block.item).toBeDefined();
        expect(
          block.list.map(({ text }, index) => text.startsWith(entryLabels[language][index] ?? '')),
          block.item,
        ).toEqual([true, true, true, true]);
      }
    });
  }

  it('names the same entry at the same place in both languages', () => {
    const places = (file: LegalFile) => file.sections.map((section) => section.blocks.map((block) => block.item ?? null));
    expect(places(cookieFiles.fr)).toEqual(places(cookieFiles.en));
  });

  it('gives each entry’s subheading the entry as its anchor (/cookies#audience-measurement)', () => {
    const anchors = cookiePolicy.sections.flatMap((section) =>
      section.blocks.flatMap((block) => ('subheading' in block && block.id !== undefined ? [block.id] : [])),
    );
    expect(anchors.toSorted()).toEqual([...inventoryIds].sort());
    expect(cookiePolicy.sections.flatMap((section) => section.blocks)).toContainEqual({
      subheading: 'Audience measurement',
      id: 'audience-measurement',
    });
  });
});

describe('the cookie policy and the privacy policy, rewritten to match the code', () => {
  it('are dated 1 December 2026, in both languages', () => {
    for (const files of [cookieFiles, privacyFiles]) {
      expect(files.en.lastUpdated).toBe('2026-12-01');
      expect(files.fr.lastUpdated).toBe('2026-12-01');
    }
    expect(cookiePolicy.lastUpdated.label).toBe('1 December 2026');
    expect(privacyPolicy.lastUpdated.label).toBe('1 December 2026');
  });

  for (const language of ['en', 'fr'] as const) {
    const cookieText = read(legalDocument(cookieFiles[language])).text;
    const privacyText = read(legalDocument(privacyFiles[language])).text;

    it(`name Plausible and the laws on consent, in ${language}`, () => {
      for (const words of ['Plausible', 'NDPA', 'GAID 2025', 'POPIA', 'Do Not Track', 'Global Privacy Control'])
        expect(cookieText).toContain(words);
      for (const words of ['Plausible', 'NDPA', 'POPIA', 'Information Regulator']) expect(privacyText).toContain(words);
    });

    it(`no longer say that analytics run with consent, that the site remembers cookie choices or that cookies last months, in ${language}`, () => {
      for (const words of [
        'With your consent',
        'if you consent',
        'withdraw consent to analytics',
        'cookie choices',
        'typically last',
        'Avec votre consentement',
        'si vous y consentez',
        'votre consentement à la mesure',
        'choix en matière de cookies',
        'Choix relatifs aux cookies',
      ])
        expect(cookieText).not.toContain(words);
      expect(cookieText).toContain(language === 'en' ? 'sets no cookies' : 'ne dépose aucun cookie');
    });

    it(`no longer rest measurement on consent nor ask events for more than the registration, in ${language}`, () => {
      for (const words of ['your consent where cookies need it', 'dietary', 'votre consentement lorsque les cookies', 'alimentaires'])
        expect(privacyText).not.toContain(words);
    });
  }
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
