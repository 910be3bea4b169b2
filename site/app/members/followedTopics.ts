import { createMemberRows, type MemberRowsView } from './memberRows';

/**
 * The topics a signed-in member follows (table followed_topics: one row per member and topic key,
 * readable and writable only by that member), newest first. The digest e-mails read the same rows.
 * Every Follow control on a page and IndyCircle's topics list share them, so a press in one place
 * shows everywhere at once.
 */

export interface FollowedTopic {
  /** The topic's key: a pillar (`wellbeing`) or a tag's key (`future-of-work`). */
  topic: string;
  /** ISO 8601 timestamp. */
  followedAt: string;
}

const newestFirst = (a: FollowedTopic, b: FollowedTopic) => b.followedAt.localeCompare(a.followedAt);

const followedTopics = createMemberRows<FollowedTopic>({
  async select(supabase) {
    const { data } = await supabase
      .from('followed_topics')
      .select('topic, followed_at')
      .order('followed_at', { ascending: false })
      .throwOnError();
    return data.map((row) => ({ topic: row.topic, followedAt: row.followed_at }));
  },
});

/** Loads the list again, after an error. */
export const reloadFollowedTopics = followedTopics.reload;

/**
 * Follows or stops following a topic at once on screen, then in the database; if the database
 * refuses (a full list: PT409) or cannot be reached, the change is undone and the error thrown for
 * the caller to show. Following a followed topic changes nothing (`on conflict do nothing`).
 */
export async function setTopicFollowed(topic: string, followed: boolean): Promise<void> {
  await followedTopics.change({
    apply(items) {
      const others = items.filter((item) => item.topic !== topic);
      if (!followed) return others;
      return others.length < items.length ? items : [{ topic, followedAt: new Date().toISOString() }, ...items];
    },
    async request(supabase) {
      await (
        followed
          ? supabase.from('followed_topics').upsert({ topic }, { onConflict: 'user_id,topic', ignoreDuplicates: true })
          : supabase.from('followed_topics').delete().eq('topic', topic)
      ).throwOnError();
    },
    // Undo only this change: anything followed or dropped meanwhile stays as it is.
    undo(items, before) {
      const others = items.filter((item) => item.topic !== topic);
      const restored = before.find((item) => item.topic === topic);
      return restored ? [restored, ...others].sort(newestFirst) : others;
    },
  });
}

/** The signed-in member's followed topics, loaded on first use; for a visitor, none (status 'idle'). */
export function useFollowedTopics(): MemberRowsView<FollowedTopic> {
  return followedTopics.useRows();
}
