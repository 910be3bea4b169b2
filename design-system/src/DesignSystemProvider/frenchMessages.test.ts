import { describe, expect, it } from 'vitest';

import { frenchMessages } from './frenchMessages';
import { defaultMessages, type DesignSystemMessages } from './messages';

// Every component's English words, read from its own `.messages.ts` file: a file whose words were
// left out of `DesignSystemMessages` (and so out of the type check on `frenchMessages`) shows here.
const componentMessageFiles = import.meta.glob<Record<string, unknown>>('../**/*.messages.ts', { eager: true });

const nbsp = '\u00a0';
const narrowNbsp = '\u202f';

describe('frenchMessages', () => {
  it('finds the components’ words files', () => {
    expect(Object.keys(componentMessageFiles)).toEqual(
      expect.arrayContaining(['../Carousel/Carousel.messages.ts', '../private/parts/LinkBase.messages.ts']),
    );
  });

  it.each(Object.entries(componentMessageFiles))('has French for every word in %s', (_file, exports) => {
    const englishWords = Object.values(exports).flatMap((value) =>
      typeof value === 'object' && value !== null ? Object.entries(value) : [],
    );
    expect(englishWords.length).toBeGreaterThan(0);
    for (const [key, english] of englishWords) {
      expect(defaultMessages, `defaultMessages merges ${key}`).toHaveProperty(key);
      expect(typeof frenchMessages[key as keyof DesignSystemMessages], `frenchMessages.${key}`).toBe(typeof english);
    }
  });

  it('has no word the components do not say', () => {
    expect(Object.keys(frenchMessages).sort()).toEqual(Object.keys(defaultMessages).sort());
  });

  it('says positions and progress in French', () => {
    expect(frenchMessages.slidePosition(2, 5)).toBe('2 sur 5');
    expect(frenchMessages.goToSlide(3)).toBe('Aller à la diapositive 3');
    expect(frenchMessages.quizStep(2, 10)).toBe('Question 2 sur 10');
    expect(frenchMessages.quizPercentComplete(20)).toBe(`20${narrowNbsp}% terminé`);
    expect(frenchMessages.meterValue(72, 100)).toBe('72 sur 100');
  });

  it('counts characters with French thousands, and says how many are too many', () => {
    expect(frenchMessages.characterCount(135, 1000)).toBe(`135 / 1${narrowNbsp}000 caractères`);
    expect(frenchMessages.characterCount(1234, 5000)).toBe(`1${narrowNbsp}234 / 5${narrowNbsp}000 caractères`);
    expect(frenchMessages.characterCount(5000, 5000)).toBe(`5${narrowNbsp}000 / 5${narrowNbsp}000 caractères`);
    expect(frenchMessages.characterCount(6234, 5000)).toBe(
      `6${narrowNbsp}234 / 5${narrowNbsp}000 caractères${nbsp}: 1${narrowNbsp}234 en trop`,
    );
  });

  it('names a link or a button after its action and its item, with a no-break space before the colon', () => {
    expect(frenchMessages.videoLinkName(frenchMessages.watchVideo, 'La vie chez Akoma', '2:30')).toBe(
      `Regarder${nbsp}: La vie chez Akoma (2:30)`,
    );
    expect(frenchMessages.saveItemName(frenchMessages.save, 'Diriger le changement')).toBe(`Enregistrer${nbsp}: Diriger le changement`);
  });

  it('says a trend up, down or unchanged', () => {
    const first = frenchMessages.trendChartPoint('45', '3 mars 2026');
    const last = frenchMessages.trendChartPoint('72', '1er décembre 2026');
    expect(first).toBe('45 le 3 mars 2026');
    expect(frenchMessages.trendChartRange(first, last, 27, '27', 4)).toBe(
      'de 45 le 3 mars 2026 à 72 le 1er décembre 2026, en hausse de 27 sur 4 résultats',
    );
    expect(frenchMessages.trendChartRange(last, first, -27, '27', 2)).toBe(
      'de 72 le 1er décembre 2026 à 45 le 3 mars 2026, en baisse de 27 sur 2 résultats',
    );
    expect(frenchMessages.trendChartRange(first, first, 0, '0', 2)).toBe(
      'de 45 le 3 mars 2026 à 45 le 3 mars 2026, sans changement sur 2 résultats',
    );
    expect(frenchMessages.trendChartName('Score de maturité', first)).toBe(`Score de maturité${nbsp}: 45 le 3 mars 2026`);
  });

  it('never puts a plain space before : ; ! ? or %, where French puts a no-break one', () => {
    const sayings = [
      ...Object.values(frenchMessages).filter((word): word is string => typeof word === 'string'),
      frenchMessages.quizPercentComplete(100),
      frenchMessages.characterCount(12, 10),
      frenchMessages.videoLinkName('Regarder', 'Titre', '1:00'),
      frenchMessages.saveItemName('Enregistrer', 'Titre'),
      frenchMessages.trendChartName('Légende', 'résumé'),
    ];
    for (const saying of sayings) expect(saying).not.toMatch(/ [:;!?%]/);
  });
});
