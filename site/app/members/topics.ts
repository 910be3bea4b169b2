import { pillarIds } from '../content/pillars.ts';
import type { InsightTopic } from '../pieces/piece.ts';
import { topicKey } from '../../../supabase/functions/_shared/topicKey.ts';

/**
 * The topics members follow (table followed_topics) and the catalogue the e-mails read is filed
 * under. A topic is a key: a pillar (`capability`, `wellbeing`, `performance`), a piece's other
 * category (`african-business`), or a tag's key: its English text lower-cased, every run of other
 * characters than a-z and 0-9 one hyphen, trimmed of hyphens ("Future of Work" is
 * `future-of-work`, "AI" is `ai`). A pillar's id is its own key.
 *
 * The rule is the digest's own (supabase/functions/_shared/topicKey.ts), imported by a relative
 * path: the site's build configuration (Vite's, which loads buildtime/eventsPlugin.ts and, through
 * it, this file) runs under Node, which leaves package imports to Node, and Node cannot run a
 * workspace package's TypeScript.
 */

/** A text's topic key: "Future of Work" is `future-of-work`, "AI" is `ai`. */
export { topicKey };

/** What the database accepts as a topic (followed_topics.topic, pieces.topics, events.topics). */
export const topicKeyPattern = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** Whether a text is a topic key the database accepts. */
export function isTopicKey(text: string): boolean {
  return topicKeyPattern.test(text);
}

/** Whether a key is one of the three pillars' (the rest are tags and `african-business`). */
export function isPillarTopic(key: string): boolean {
  return (pillarIds as readonly string[]).includes(key);
}

/** A piece's topics: its category, then its tags' keys, each once, in that order. */
export function pieceTopics(category: InsightTopic, tags: readonly string[]): string[] {
  return [...new Set([category, ...tags.map(topicKey)])];
}

/** A topic's name in each language. */
export interface TopicName {
  en: string;
  fr: string;
}

/**
 * Each tag's name in both languages, by its key: the English tag's own text, and in French the
 * tag at the same position in the piece's French translation (the English text where the piece has
 * none, or fewer tags). The first piece to carry a key names it, so give `pieces` in a stable order.
 */
export function tagTopicNames(
  pieces: readonly { tags: readonly string[]; frenchTags?: readonly string[] | undefined }[],
): Map<string, TopicName> {
  const names = new Map<string, TopicName>();
  const translated = new Set<string>();
  for (const { tags, frenchTags } of pieces) {
    tags.forEach((tag, index) => {
      const key = topicKey(tag);
      const french = frenchTags?.[index];
      if (!names.has(key)) names.set(key, { en: tag, fr: tag });
      // The first translation names it, even when an untranslated piece named it first.
      if (french === undefined || translated.has(key)) return;
      translated.add(key);
      names.set(key, { en: names.get(key)?.en ?? tag, fr: french });
    });
  }
  return names;
}
