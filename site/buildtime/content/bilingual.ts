import { z } from 'zod';

/**
 * Every content file holds the page's words in both languages, side by side: the English under
 * `en:` and the French under `fr:`, each the same document (the same fields, lists, ids, links and
 * figures), with only the words translated. The content editor shows the two as "English" and
 * "Français"; each build of the site reads its own (app/language.ts).
 */
export function bilingual<Schema extends z.ZodType>(schema: Schema) {
  return z.object({
    en: schema.meta({ title: 'English' }),
    fr: schema.meta({
      title: 'Français',
      description: 'The same page in French: translate the words, keep everything else as in English.',
    }),
  });
}

/** The {placeholders} a template fills, in order of name. */
const placeholdersOf = (text: string) => [...text.matchAll(/\{[a-zA-Z]+\}/g)].map((match) => match[0]).sort();

/** Fields whose one-word value names something rather than says it (a piece, a section, an icon): the same in both languages. */
const identifierFields = new Set(['id', 'slug', 'piece', 'pieces', 'type', 'category', 'topic', 'icon', 'kind', 'tone']);

/**
 * Fields that name a file rather than hold words (a hero slide's photograph): the French may leave
 * one out, and then shows the English file, or name a file of its own.
 */
const sharedFileFields = new Set(['photo']);

/** An address, not words: a path, a web, e-mail or phone link, or a fragment. */
const isAddress = (text: string) => /^(?:\/|https?:|mailto:|tel:|#)/.test(text);

/**
 * Where the French document differs from the English in anything but its words: a field missing or
 * added, a list of another length, a changed id, number, date, link or placeholder. Each problem is
 * "<dotted path>: <what>"; none means the two are the same page in two languages.
 */
export function shapeDifferences(english: unknown, french: unknown, path = ''): string[] {
  const at = path || 'the file';
  if (typeof english === 'string') {
    if (typeof french !== 'string') return [`fr.${at}: expected words, as in English`];
    if (isAddress(english) && english !== french) return [`fr.${at}: a link stays as in English (${english})`];
    const field =
      path
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .at(-1) ?? '';
    if (identifierFields.has(field) && /^[a-z][\w-]*$/.test(english) && english !== french)
      return [`fr.${at}: ${french} names something; it stays as in English (${english})`];
    const wanted = placeholdersOf(english).join(' ');
    const found = placeholdersOf(french).join(' ');
    return wanted === found ? [] : [`fr.${at}: fills ${wanted || 'nothing'} in English but ${found || 'nothing'} in French`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(french) || french.length !== english.length)
      return [`fr.${at}: expected a list of ${String(english.length)}, as in English`];
    return english.flatMap((item, index) => shapeDifferences(item, french[index], path ? `${path}.${String(index)}` : String(index)));
  }
  if (english !== null && typeof english === 'object') {
    if (french === null || typeof french !== 'object' || Array.isArray(french)) return [`fr.${at}: expected the same fields as in English`];
    const keys = new Set([...Object.keys(english), ...Object.keys(french)]);
    return [...keys].flatMap((key) => {
      const next = path ? `${path}.${key}` : key;
      if (sharedFileFields.has(key) && (!(key in french) || !(key in english))) return [];
      if (!(key in french)) return [`fr.${next}: missing (it is in English)`];
      if (!(key in english)) return [`fr.${next}: not in English`];
      return shapeDifferences((english as Record<string, unknown>)[key], (french as Record<string, unknown>)[key], next);
    });
  }
  return Object.is(english, french)
    ? []
    : [`fr.${at}: ${String(french)} differs from English (${String(english)}); only words are translated`];
}

/**
 * The French document with the files it leaves to the English filled in (a photograph given once, in
 * English, shows on both editions). The two have the same shape (shapeDifferences).
 */
export function withSharedFiles<Document>(english: unknown, french: Document): Document {
  if (Array.isArray(english) && Array.isArray(french)) {
    return french.map((item: unknown, index) => withSharedFiles(english[index], item)) as Document;
  }
  if (english === null || typeof english !== 'object' || french === null || typeof french !== 'object') return french;
  const filled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(french)) filled[key] = withSharedFiles((english as Record<string, unknown>)[key], value);
  for (const [key, value] of Object.entries(english)) {
    if (sharedFileFields.has(key) && !(key in french)) filled[key] = value;
  }
  return filled as Document;
}

/**
 * The texts the French document leaves in English: a text of two words or more, the same in both,
 * with a word in lower case. Names are every word capitalised ("Ask Indy", "ZestPay Fintech,
 * Lagos"), ids and addresses one word ("leadership-benches", "hello@akoma.example"): both may stand
 * on a French page as they are. Each is "fr.<dotted path>: <text>".
 */
export function untranslatedTexts(english: unknown, french: unknown, path = ''): string[] {
  if (typeof english === 'string') {
    if (english !== french || isAddress(english) || !/\s/.test(english.trim())) return [];
    const words = english
      .replace(/\{[a-zA-Z]+\}/g, ' ')
      .split(/\s+/)
      .map((token) => token.replace(/^[^\p{L}]+/u, ''))
      .filter((token) => /\p{L}/u.test(token));
    return words.length >= 2 && words.some((word) => /^\p{Ll}/u.test(word)) ? [`fr.${path}: ${english}`] : [];
  }
  if (Array.isArray(english) && Array.isArray(french)) {
    return english.flatMap((item, index) => untranslatedTexts(item, french[index], path ? `${path}.${String(index)}` : String(index)));
  }
  if (english !== null && typeof english === 'object' && french !== null && typeof french === 'object') {
    return Object.keys(english).flatMap((key) =>
      untranslatedTexts((english as Record<string, unknown>)[key], (french as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
    );
  }
  return [];
}
