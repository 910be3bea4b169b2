import { topicKey } from '../../../supabase/functions/_shared/topicKey.ts';

/**
 * A tag's topic key: its text lower-cased, every run of characters other than a-z and 0-9 one
 * hyphen, trimmed of hyphens ("Future of Work" is `future-of-work`). It is the e-mails' own rule
 * (supabase/functions/_shared/topicKey.ts, which members/topics.ts re-exports), imported by a
 * relative path because the build's configuration, which reads the pieces, runs under Node and
 * cannot load a workspace package's TypeScript; a page's bundle keeps only this function.
 */
export const tagTopicKey = (tag: string): string => topicKey(tag);
