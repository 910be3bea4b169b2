import topicCategoryNames from '#content/topicCategoryNames';

import type { PillarId } from '../content/pillars';
import type { PieceEntry } from '../pieces/piece';
import { tagTopicKey } from '../pieces/tagTopicKey';

/**
 * Topics as a page shows them: a key (what followed_topics and the digests store) with its name in
 * this edition. A pillar's (or African Business's) name is the insights categories' name; a tag's
 * is its own text, in the French edition the French piece's tag at the same position.
 */

export interface NamedTopic {
  key: string;
  name: string;
}

// The pillars' names by id, in their order; read from the words rather than content/pillars.ts, so a
// piece's page starts with no module of its own for three ids.
const pillarNames: Readonly<Record<PillarId, string>> = topicCategoryNames.pillars;
const pillarIds = Object.keys(pillarNames) as PillarId[];
const categoryNames: ReadonlyMap<string, string> = new Map([
  ...Object.entries(pillarNames),
  ['african-business', topicCategoryNames.africanBusiness],
]);

/** A category's topic (a pillar, or African Business), named. */
export function categoryTopic(category: PieceEntry['category']): NamedTopic {
  return { key: category, name: categoryNames.get(category) ?? category };
}

/** A piece's topics: its category, then its tags' topics, each once (a tag "Wellbeing" is the pillar). */
export function pieceTopics(piece: Pick<PieceEntry, 'category' | 'tags' | 'tagTopics'>): NamedTopic[] {
  const topics = [categoryTopic(piece.category)];
  piece.tagTopics.forEach((key, index) => {
    if (!topics.some((topic) => topic.key === key)) topics.push({ key, name: categoryNames.get(key) ?? piece.tags[index] ?? key });
  });
  return topics;
}

/** The three pillars, in their order. */
export const pillarTopics: readonly NamedTopic[] = pillarIds.map((id) => categoryTopic(id));

const pillarKeys: ReadonlySet<string> = new Set(pillarIds);

/** Whether a piece's tags are in another language than English (a translation's, in the French edition). */
const translated = (piece: Pick<PieceEntry, 'tags' | 'tagTopics'>) =>
  piece.tags.some((tag, index) => tagTopicKey(tag) !== piece.tagTopics[index]);

/**
 * Every topic of the pieces given that is not a pillar (their tags, and African Business), each
 * once, in this edition's alphabetical order of names: what IndyCircle's topics list offers beyond
 * the pillars. A translated piece names its tags first, so in French a tag keeps its English name
 * only where no translation carries it.
 */
export function tagTopics(pieces: readonly Pick<PieceEntry, 'category' | 'tags' | 'tagTopics'>[], locale: string): NamedTopic[] {
  const byKey = new Map<string, NamedTopic>();
  for (const piece of [...pieces.filter(translated), ...pieces.filter((piece) => !translated(piece))])
    for (const topic of pieceTopics(piece)) if (!pillarKeys.has(topic.key) && !byKey.has(topic.key)) byKey.set(topic.key, topic);
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
}
