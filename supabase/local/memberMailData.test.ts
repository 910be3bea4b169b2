import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, Queryable } from './database';
import { as, memberA, memberB, type RequestRole } from './testing/asRequest';
import { follow, setUpAuthTestServer, verifyLink } from './testing/authTestServer';
import { memberC } from './testing/memberTables';
import { openTestDatabase } from './testing/templateDatabase';

// IndyCircle's e-mail to members in the database (supabase/migrations/20261201090000_member_mail.sql),
// held to its rules by Postgres itself: the topics members follow and their preferences (each
// member's own), the catalogue everyone reads, the queue of e-mails and what fills it (triggers on
// registrations and on accounts, and enqueue_member_mail on a clock the tests choose), the delivery
// job's share of it, one-click unsubscribing, the export and the cap. On PGlite, and again on
// PostgreSQL 15 (vite.config.ts's postgres15 project), where two runs at once use two connections.
// memberMail.test.ts follows the same e-mails end to end, through the backend to the mailbox.

const memberD = '44444444-4444-4444-8444-444444444444';

/** The tests' clock: Wednesday 12 March 2031, 10:00 UTC. Its week began on Monday 10 March. */
const now = new Date('2031-03-12T10:00:00Z');
const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * 3_600_000).toISOString();
const epoch = (iso: string) => String(Math.floor(new Date(iso).getTime() / 1000));

/** One statement as `role` (a member when `sub` is given), rolled back unless `commit` is set. */
function run(database: Database, role: RequestRole, sub: string | undefined, sql: string, params: unknown[] = [], commit = false) {
  return as(database, role, sub, (tx) => tx.query(sql, params), commit);
}
const asMember = (database: Database, sub: string, sql: string, params: unknown[] = [], commit = false) =>
  run(database, 'authenticated', sub, sql, params, commit);
const asVisitor = (database: Database, sql: string, params: unknown[] = []) => run(database, 'anon', undefined, sql, params);
const asService = (database: Database, sql: string, params: unknown[] = [], commit = true) =>
  run(database, 'service_role', undefined, sql, params, commit);

const permissionDenied = (object: string) => ({ code: '42501', message: `permission denied for ${object}` });

interface Account {
  id: string;
  email: string;
  confirmed?: boolean;
  language?: string;
  password?: string;
}

/** Accounts as Auth writes them (the local Auth API and hosted's GoTrue alike): one row each in auth.users. */
async function addAccounts(database: Queryable, accounts: Account[]) {
  for (const account of accounts) {
    await database.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       values ($1, $2, $3, case when $4 then now() end, $5::jsonb)`,
      [
        account.id,
        account.email,
        account.password ?? 'hash-1',
        account.confirmed ?? true,
        JSON.stringify(account.language ? { language: account.language } : {}),
      ],
    );
  }
}

interface QueuedMail {
  kind: string;
  dedupe_key: string;
  to_email: string;
  language: string;
  payload: Record<string, unknown>;
  status: string;
}

/** The e-mails queued for a member (of one kind), oldest first. */
async function mailOf(database: Queryable, userId: string, kind?: string): Promise<QueuedMail[]> {
  const { rows } = await database.query<QueuedMail>(
    `select kind, dedupe_key, to_email, language, payload, status from public.member_mail
      where user_id = $1 and ($2::text is null or kind = $2) order by created_at, dedupe_key`,
    [userId, kind ?? null],
  );
  return rows;
}

/** What enqueue_member_mail queued at `time`, per kind. */
async function enqueueAt(database: Database, time: string): Promise<Record<string, number>> {
  const { rows } = await asService(database, 'select kind, queued from public.enqueue_member_mail($1)', [time]);
  return Object.fromEntries(rows.map((row) => [String(row.kind), Number(row.queued)]));
}

interface CataloguePiece {
  slug: string;
  title: string;
  category: string;
  topics: string[];
  published_on: string;
}
interface CatalogueEvent {
  id: string;
  starts_at: string | null;
  ends_at: string | null;
  topics?: string[];
  recording_path?: string;
}

const piece = (slug: string, topics: string[]): CataloguePiece => ({
  slug,
  title: `The piece ${slug}`,
  category: topics[0] ?? 'capability',
  topics,
  published_on: '2031-02-25',
});

/** The site's catalogue as each deploy hands it over, whole: sync() sends all it holds, at `time`. */
function siteCatalogue(database: Database) {
  const pieces: CataloguePiece[] = [];
  const events: CatalogueEvent[] = [];
  return {
    async sync(time: string, added: { pieces?: CataloguePiece[]; events?: CatalogueEvent[] } = {}) {
      pieces.push(...(added.pieces ?? []));
      events.push(...(added.events ?? []));
      const { rows } = await asService(database, 'select public.sync_catalogue($1::jsonb, $2) as counts', [
        JSON.stringify({ pieces, events, areas: [] }),
        time,
      ]);
      return rows[0]?.counts;
    },
  };
}

describe('row-level security, with two members and a visitor', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await addAccounts(database, [
      { id: memberA, email: 'a@member.example', language: 'fr' },
      { id: memberB, email: 'b@member.example' },
      { id: memberC, email: 'c@member.example', confirmed: false },
    ]);
  }, 30_000);
  afterAll(async () => {
    await database.close();
  });

  describe('followed_topics', () => {
    beforeAll(async () => {
      await asMember(database, memberA, `insert into public.followed_topics (topic) values ('capability'), ('future-of-work')`, [], true);
      await asMember(database, memberB, `insert into public.followed_topics (topic) values ('wellbeing')`, [], true);
    });
    const topicsSeenBy = async (sub: string) =>
      (await asMember(database, sub, 'select topic, user_id::text as owner from public.followed_topics order by topic')).rows;

    it('A reads the topics A follows and B those B follows; a member who follows nothing reads nothing', async () => {
      expect(await topicsSeenBy(memberA)).toEqual([
        { topic: 'capability', owner: memberA },
        { topic: 'future-of-work', owner: memberA },
      ]);
      expect(await topicsSeenBy(memberB)).toEqual([{ topic: 'wellbeing', owner: memberB }]);
      expect(await topicsSeenBy(memberC)).toEqual([]);
    });

    it('a visitor may not read or follow anything', async () => {
      await expect(asVisitor(database, 'select * from public.followed_topics')).rejects.toMatchObject(
        permissionDenied('table followed_topics'),
      );
      await expect(asVisitor(database, `insert into public.followed_topics (topic) values ('ai')`)).rejects.toMatchObject(
        permissionDenied('table followed_topics'),
      );
    });

    it('following twice keeps one row (on conflict do nothing), and a member follows only in their own name', async () => {
      const followAgain = await asMember(
        database,
        memberA,
        `insert into public.followed_topics (topic) values ('capability'), ('ai') on conflict (user_id, topic) do nothing returning topic`,
      );
      expect(followAgain.rows).toEqual([{ topic: 'ai' }]);
      await expect(
        asMember(database, memberB, `insert into public.followed_topics (user_id, topic) values ($1, 'ai')`, [memberA]),
      ).rejects.toThrow(/violates row-level security policy/);
    });

    it('a member unfollows their own topics only, and may not change a row or set when it was followed', async () => {
      const unfollow = (sub: string) =>
        asMember(database, sub, `delete from public.followed_topics where topic = 'capability' returning topic`);
      expect((await unfollow(memberA)).rows).toEqual([{ topic: 'capability' }]);
      expect((await unfollow(memberB)).rows).toEqual([]);
      await expect(
        asMember(database, memberA, `update public.followed_topics set topic = 'ai' where topic = 'capability'`),
      ).rejects.toMatchObject(permissionDenied('table followed_topics'));
      await expect(
        asMember(database, memberA, `insert into public.followed_topics (topic, followed_at) values ('ai', '2020-01-01')`),
      ).rejects.toMatchObject(permissionDenied('table followed_topics'));
    });

    it('refuses a topic that is not a topic key', async () => {
      for (const topic of ['Future of Work', '-ai', '', 'a'.repeat(61)]) {
        await expect(
          asMember(database, memberA, 'insert into public.followed_topics (topic) values ($1)', [topic]),
          topic,
        ).rejects.toMatchObject({ code: '23514' });
      }
    });
  });

  describe('member_preferences', () => {
    const preferencesSeenBy = async (sub: string) =>
      (await asMember(database, sub, 'select user_id::text as owner, digest, event_reminders, language from public.member_preferences'))
        .rows;
    /** PostgREST's merge-duplicates upsert, as supabase-js's upsert(row, { onConflict: 'user_id' }) sends it. */
    const upsert = (sub: string, row: Record<string, unknown>, commit = false) => {
      const columns = Object.keys(row);
      return asMember(
        database,
        sub,
        `insert into public.member_preferences (${columns.join(', ')})
         select ${columns.join(', ')} from json_populate_record(null::public.member_preferences, $1::json)
         on conflict (user_id) do update set ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}
         returning digest, event_reminders, language`,
        [JSON.stringify(row)],
        commit,
      );
    };

    it('no row is the defaults: a member has none until they save', async () => {
      expect(await preferencesSeenBy(memberA)).toEqual([]);
    });

    it('a member saves with an upsert, naming themselves or not, and saves again over it; the database keeps updated_at', async () => {
      const first = await upsert(memberA, { user_id: memberA, digest: 'monthly', event_reminders: false, language: 'fr' }, true);
      expect(first.rows).toEqual([{ digest: 'monthly', event_reminders: false, language: 'fr' }]);
      await database.query(`update public.member_preferences set updated_at = '2020-01-01T00:00:00Z' where user_id = $1`, [memberA]);
      const again = await upsert(memberA, { user_id: memberA, digest: 'off', event_reminders: true, language: 'fr' }, true);
      expect(again.rows).toEqual([{ digest: 'off', event_reminders: true, language: 'fr' }]);
      const withoutId = await upsert(memberA, { digest: 'weekly' }, true);
      expect(withoutId.rows).toEqual([{ digest: 'weekly', event_reminders: true, language: 'fr' }]);
      const { rows } = await database.query<{ recent: boolean }>(
        `select updated_at > now() - interval '1 minute' as recent from public.member_preferences where user_id = $1`,
        [memberA],
      );
      expect(rows).toEqual([{ recent: true }]);
      expect(await preferencesSeenBy(memberA)).toEqual([{ owner: memberA, digest: 'weekly', event_reminders: true, language: 'fr' }]);
    });

    it('B sees none of A’s, and neither saves nor changes preferences in A’s name', async () => {
      expect(await preferencesSeenBy(memberB)).toEqual([]);
      await expect(upsert(memberB, { user_id: memberA, digest: 'off' })).rejects.toThrow(/row-level security/);
      const changed = await asMember(
        database,
        memberB,
        `update public.member_preferences set digest = 'off' where user_id = $1 returning digest`,
        [memberA],
      );
      expect(changed.rows).toEqual([]);
    });

    it('a visitor may not read or save preferences; a member may not delete theirs or set updated_at', async () => {
      await expect(asVisitor(database, 'select * from public.member_preferences')).rejects.toMatchObject(
        permissionDenied('table member_preferences'),
      );
      await expect(
        asMember(database, memberA, 'delete from public.member_preferences where user_id = $1', [memberA]),
      ).rejects.toMatchObject(permissionDenied('table member_preferences'));
      await expect(upsert(memberB, { digest: 'weekly', updated_at: '2020-01-01T00:00:00Z' })).rejects.toMatchObject(
        permissionDenied('table member_preferences'),
      );
    });

    it('refuses a frequency or a language it does not know', async () => {
      await expect(upsert(memberB, { digest: 'daily' })).rejects.toMatchObject({ code: '23514' });
      await expect(upsert(memberB, { language: 'de' })).rejects.toMatchObject({ code: '23514' });
    });
  });

  describe('member_mail', () => {
    const kindsSeenBy = async (sub: string) =>
      (await asMember(database, sub, 'select kind, user_id::text as owner from public.member_mail order by kind')).rows;

    it('a member reads the e-mails queued for them only (here, the welcome of their confirmed account)', async () => {
      expect(await kindsSeenBy(memberA)).toEqual([{ kind: 'welcome', owner: memberA }]);
      expect(await kindsSeenBy(memberB)).toEqual([{ kind: 'welcome', owner: memberB }]);
      expect(await kindsSeenBy(memberC)).toEqual([]);
    });

    it('nobody but the service role writes: not a member, not a visitor', async () => {
      await expect(
        asMember(
          database,
          memberA,
          `insert into public.member_mail (user_id, kind, dedupe_key, to_email) values ($1, 'welcome', 'x', 'a@member.example')`,
          [memberA],
        ),
      ).rejects.toMatchObject(permissionDenied('table member_mail'));
      await expect(
        asMember(database, memberA, `update public.member_mail set status = 'sent' where user_id = $1`, [memberA]),
      ).rejects.toMatchObject(permissionDenied('table member_mail'));
      await expect(asMember(database, memberA, 'delete from public.member_mail where user_id = $1', [memberA])).rejects.toMatchObject(
        permissionDenied('table member_mail'),
      );
      await expect(asVisitor(database, 'select * from public.member_mail')).rejects.toMatchObject(permissionDenied('table member_mail'));
    });
  });

  describe('the catalogue: pieces, events and assessment_area_focus', () => {
    beforeAll(async () => {
      const listed = piece('listed-piece', ['capability', 'ai']);
      const catalogue = {
        pieces: [listed, piece('dropped-piece', ['wellbeing'])],
        events: [{ id: 'masterclass-2099', starts_at: '2099-01-21T09:00:00Z', ends_at: '2099-01-21T10:30:00Z', topics: ['ai'] }],
        areas: [{ area: 'Leadership', topic: 'capability', tags: ['leadership'] }],
      };
      await asService(database, 'select public.sync_catalogue($1::jsonb)', [JSON.stringify(catalogue)]);
      await asService(database, 'select public.sync_catalogue($1::jsonb)', [JSON.stringify({ pieces: [listed] })]);
    });

    it('everyone reads the listed pieces, not those taken off the site', async () => {
      expect((await asVisitor(database, 'select slug from public.pieces order by slug')).rows).toEqual([{ slug: 'listed-piece' }]);
      expect((await asMember(database, memberA, 'select slug from public.pieces order by slug')).rows).toEqual([{ slug: 'listed-piece' }]);
      expect((await asService(database, 'select slug, listed from public.pieces order by slug', [], false)).rows).toEqual([
        { slug: 'dropped-piece', listed: false },
        { slug: 'listed-piece', listed: true },
      ]);
    });

    it('everyone reads what each assessment area is about, and the events’ topics', async () => {
      expect((await asVisitor(database, 'select area, topic, tags from public.assessment_area_focus')).rows).toEqual([
        { area: 'Leadership', topic: 'capability', tags: ['leadership'] },
      ]);
      expect((await asMember(database, memberB, `select topics from public.events where id = 'masterclass-2099'`)).rows).toEqual([
        { topics: ['ai'] },
      ]);
    });

    it('nobody but the service role writes them, or syncs them', async () => {
      await expect(
        asVisitor(database, `insert into public.pieces (slug, title, category, published_on) values ('x', 'X', 'ai', '2031-01-01')`),
      ).rejects.toMatchObject(permissionDenied('table pieces'));
      await expect(
        asMember(database, memberA, `update public.pieces set title = 'Mine' where slug = 'listed-piece'`),
      ).rejects.toMatchObject(permissionDenied('table pieces'));
      await expect(asMember(database, memberA, `delete from public.assessment_area_focus where area = 'Leadership'`)).rejects.toMatchObject(
        permissionDenied('table assessment_area_focus'),
      );
      await expect(
        asMember(database, memberA, `update public.events set topics = '{}' where id = 'masterclass-2099'`),
      ).rejects.toMatchObject(permissionDenied('table events'));
      await expect(asVisitor(database, `select public.sync_catalogue('{}')`)).rejects.toMatchObject(
        permissionDenied('function sync_catalogue'),
      );
      await expect(asMember(database, memberA, `select public.sync_catalogue('{}')`)).rejects.toMatchObject(
        permissionDenied('function sync_catalogue'),
      );
    });
  });

  describe('the newsletter from the account', () => {
    const status = async (sub: string) =>
      (await asMember(database, sub, 'select public.my_newsletter_subscription() as status')).rows[0]?.status;
    const setTo = async (sub: string, subscribed: boolean, language?: string) =>
      (
        await asMember(
          database,
          sub,
          language === undefined
            ? 'select public.set_my_newsletter_subscription($1) as status'
            : 'select public.set_my_newsletter_subscription($1, $2) as status',
          language === undefined ? [subscribed] : [subscribed, language],
          true,
        )
      ).rows[0]?.status;
    const subscriber = async (email: string) =>
      (
        await database.query(
          `select status, language, mail_status, confirmed_at is not null as confirmed
             from public.newsletter_subscribers where email_normalised = $1`,
          [email],
        )
      ).rows[0];

    it('subscribes a confirmed account’s address at once, in its language, with no confirmation e-mail; unsubscribes and subscribes again', async () => {
      expect(await status(memberA)).toBeNull();
      expect(await setTo(memberA, true, 'fr')).toBe('confirmed');
      expect(await status(memberA)).toBe('confirmed');
      expect(await subscriber('a@member.example')).toEqual({
        status: 'confirmed',
        language: 'fr',
        mail_status: 'skipped',
        confirmed: true,
      });
      expect(await status(memberB)).toBeNull();
      expect(await setTo(memberA, false)).toBe('unsubscribed');
      expect(await status(memberA)).toBe('unsubscribed');
      expect(await setTo(memberA, true, 'en')).toBe('confirmed');
      expect(await subscriber('a@member.example')).toMatchObject({ status: 'confirmed', language: 'en' });
    });

    it('confirms a sign-up from the newsletter form still waiting for its confirmation, and skips that e-mail', async () => {
      await asService(database, `select * from public.subscribe_to_newsletter('B@member.example', repeat('d', 43), repeat('e', 43))`);
      expect(await status(memberB)).toBe('pending');
      expect(await setTo(memberB, true)).toBe('confirmed');
      expect(await subscriber('b@member.example')).toEqual({
        status: 'confirmed',
        language: 'en',
        mail_status: 'skipped',
        confirmed: true,
      });
    });

    it('refuses to subscribe an address its account has not confirmed, or in a language it does not know; unsubscribing nothing answers null', async () => {
      await expect(setTo(memberC, true)).rejects.toMatchObject({ code: '42501' });
      expect(await setTo(memberC, false)).toBeNull();
      await expect(setTo(memberA, true, 'de')).rejects.toMatchObject({ code: '22023' });
    });

    it('may be called by a signed-in member only', async () => {
      for (const role of ['anon', 'service_role'] as const) {
        await expect(run(database, role, undefined, 'select public.my_newsletter_subscription()')).rejects.toMatchObject(
          permissionDenied('function my_newsletter_subscription'),
        );
        await expect(run(database, role, undefined, 'select public.set_my_newsletter_subscription(true)')).rejects.toMatchObject(
          permissionDenied('function set_my_newsletter_subscription'),
        );
      }
    });
  });
});

describe('sync_catalogue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 30_000);
  afterAll(async () => {
    await database.close();
  });

  const firstListed = async (table: 'pieces' | 'events', key: string) =>
    (
      await database.query<{ first: string; listed: boolean }>(
        `select to_char(first_listed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as first, listed
           from public.${table} where ${table === 'pieces' ? 'slug' : 'id'} = $1`,
        [key],
      )
    ).rows[0];
  const sync = (catalogue: unknown, time?: string) =>
    asService(database, time ? 'select public.sync_catalogue($1::jsonb, $2)' : 'select public.sync_catalogue($1::jsonb)', [
      JSON.stringify(catalogue),
      ...(time ? [time] : []),
    ]);

  it('lists what it is given, counts it, and dates a first listing by the deploy’s clock; a later sync keeps that date', async () => {
    const catalogue = siteCatalogue(database);
    expect(
      await catalogue.sync('2031-03-01T09:00:00Z', {
        pieces: [piece('one', ['capability'])],
        events: [{ id: 'talk', starts_at: '2031-04-01T09:00:00Z', ends_at: '2031-04-01T10:00:00Z', topics: ['ai'] }],
      }),
    ).toEqual({ pieces: 1, events: 1, areas: 0 });
    expect(await catalogue.sync('2031-03-05T09:00:00Z', { pieces: [piece('two', ['wellbeing'])] })).toEqual({
      pieces: 2,
      events: 1,
      areas: 0,
    });
    expect(await firstListed('pieces', 'one')).toEqual({ first: '2031-03-01T09:00:00Z', listed: true });
    expect(await firstListed('pieces', 'two')).toEqual({ first: '2031-03-05T09:00:00Z', listed: true });
    expect(await firstListed('events', 'talk')).toEqual({ first: '2031-03-01T09:00:00Z', listed: true });
  });

  it('dates a piece published more than 30 days before its first listing at its publication: the back catalogue is not news', async () => {
    await sync(
      { pieces: [piece('two', ['wellbeing']), { ...piece('archive', ['capability']), published_on: '2031-01-20' }] },
      '2031-03-05T12:00:00Z',
    );
    expect(await firstListed('pieces', 'archive')).toEqual({ first: '2031-01-20T00:00:00Z', listed: true });
    // Within 30 days of its publication, a piece is new when it is first listed.
    await sync(
      { pieces: [piece('two', ['wellbeing']), { ...piece('recent', ['capability']), published_on: '2031-02-04' }] },
      '2031-03-06T08:00:00Z',
    );
    expect(await firstListed('pieces', 'recent')).toEqual({ first: '2031-03-06T08:00:00Z', listed: true });
  });

  it('unlists what a deploy leaves out, without making it new again when it returns; leaves alone a list it is not given', async () => {
    await sync({ pieces: [piece('two', ['wellbeing'])] }, '2031-03-06T09:00:00Z');
    expect(await firstListed('pieces', 'one')).toEqual({ first: '2031-03-01T09:00:00Z', listed: false });
    expect(await firstListed('events', 'talk')).toEqual({ first: '2031-03-01T09:00:00Z', listed: true });
    await sync({ pieces: [piece('one', ['capability']), piece('two', ['wellbeing'])] }, '2031-03-07T09:00:00Z');
    expect(await firstListed('pieces', 'one')).toEqual({ first: '2031-03-01T09:00:00Z', listed: true });
  });

  it('sync_events still works beside it, and leaves an event’s first listing as it was', async () => {
    await asService(
      database,
      `select public.sync_events('[{"id": "talk", "starts_at": null, "ends_at": null}, {"id": "old-deploy", "starts_at": null, "ends_at": null}]')`,
    );
    expect(await firstListed('events', 'talk')).toEqual({ first: '2031-03-01T09:00:00Z', listed: true });
    expect((await database.query(`select listed, topics from public.events where id = 'old-deploy'`)).rows).toEqual([
      { listed: true, topics: [] },
    ]);
  });

  it('replaces the assessment areas whole', async () => {
    await sync({
      areas: [
        { area: 'Leadership', topic: 'capability', tags: ['leadership'] },
        { area: 'Bien-être', topic: 'wellbeing', tags: ['wellbeing', 'burnout'] },
      ],
    });
    await sync({ areas: [{ area: 'Bien-être', topic: 'wellbeing', tags: ['burnout'] }] });
    expect((await database.query('select area, topic, tags from public.assessment_area_focus')).rows).toEqual([
      { area: 'Bien-être', topic: 'wellbeing', tags: ['burnout'] },
    ]);
  });

  it('refuses what is not a catalogue, a topic that is not a topic key, and a recording elsewhere than on the site', async () => {
    await expect(sync([])).rejects.toMatchObject({ code: '22023' });
    await expect(sync({ pieces: {} })).rejects.toMatchObject({ code: '22023' });
    await expect(sync({ pieces: [piece('three', ['Future of Work'])] })).rejects.toMatchObject({ code: '23514' });
    await expect(
      sync({ events: [{ id: 'talk', starts_at: null, ends_at: null, recording_path: 'https://elsewhere.example/' }] }),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('the e-mails queued by triggers', () => {
  let database: Database;
  const memberE = '55555555-5555-4555-8555-555555555555';
  beforeAll(async () => {
    database = await openTestDatabase();
    await addAccounts(database, [
      { id: memberA, email: 'a@member.example', language: 'fr' },
      { id: memberB, email: 'b@member.example', language: 'fr' },
      { id: memberC, email: 'c@member.example', confirmed: false },
      { id: memberD, email: 'd@member.example', password: '' },
    ]);
    await database.query(`insert into public.member_preferences (user_id, language) values ($1, 'en')`, [memberB]);
    await asService(database, 'select public.sync_catalogue($1::jsonb)', [
      JSON.stringify({
        events: [
          { id: 'masterclass-2099', starts_at: '2099-01-21T09:00:00Z', ends_at: '2099-01-21T10:30:00Z' },
          { id: 'research-launch-2025', starts_at: '2025-11-27T13:00:00Z', ends_at: '2025-11-27T14:30:00Z' },
        ],
      }),
    ]);
  }, 30_000);
  afterAll(async () => {
    await database.close();
  });

  it('a registration queues its confirmation, in the member’s language, keyed by member, event and time', async () => {
    const { rows } = await asMember(
      database,
      memberA,
      `insert into public.event_registrations (event_id) values ('masterclass-2099')
       returning to_char(registered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as registered_at`,
      [],
      true,
    );
    expect(await mailOf(database, memberA, 'event_registration')).toEqual([
      {
        kind: 'event_registration',
        dedupe_key: `event-registration:${memberA}:masterclass-2099:${epoch(String(rows[0]?.registered_at))}`,
        to_email: 'a@member.example',
        language: 'fr',
        payload: { event_id: 'masterclass-2099' },
        status: 'pending',
      },
    ]);
  });

  it('registering again after cancelling queues another; a refused registration queues nothing', async () => {
    await asMember(database, memberA, `delete from public.event_registrations where event_id = 'masterclass-2099'`, [], true);
    await database.query(
      `insert into public.event_registrations (user_id, event_id, registered_at) values ($1, 'masterclass-2099', now() + interval '5 seconds')`,
      [memberA],
    );
    expect(await mailOf(database, memberA, 'event_registration')).toHaveLength(2);
    await expect(
      asMember(database, memberB, `insert into public.event_registrations (event_id) values ('research-launch-2025')`, [], true),
    ).rejects.toMatchObject({ code: 'P0001' });
    expect(await mailOf(database, memberB, 'event_registration')).toEqual([]);
  });

  it('the member’s preferences choose the language before the one they signed up in', async () => {
    await asMember(database, memberB, `insert into public.event_registrations (event_id) values ('masterclass-2099')`, [], true);
    expect((await mailOf(database, memberB, 'event_registration')).map((mail) => mail.language)).toEqual(['en']);
  });

  it('welcomes an account once, when its address is confirmed: at sign-up when it needs no confirmation, else on confirming', async () => {
    expect((await mailOf(database, memberA, 'welcome')).map((mail) => [mail.dedupe_key, mail.to_email, mail.language])).toEqual([
      [`welcome:${memberA}`, 'a@member.example', 'fr'],
    ]);
    expect(await mailOf(database, memberC)).toEqual([]);
    await database.query('update auth.users set email_confirmed_at = now() where id = $1', [memberC]);
    await database.query(
      'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now() where id = $1',
      [memberC],
    );
    expect((await mailOf(database, memberC)).map((mail) => mail.kind)).toEqual(['welcome']);
  });

  it('warns of a changed password, not of a first one (GoTrue keeps an empty string for none), nor on an unconfirmed account', async () => {
    await database.query(`update auth.users set encrypted_password = 'hash-2' where id = $1`, [memberA]);
    const warnings = await mailOf(database, memberA, 'password_changed');
    expect(warnings.map((mail) => [mail.to_email, mail.payload])).toEqual([['a@member.example', {}]]);
    expect(warnings[0]?.dedupe_key).toMatch(new RegExp(`^password-changed:${memberA}:\\d+$`));
    await database.query(`update auth.users set encrypted_password = 'hash-1' where id = $1`, [memberD]);
    expect(await mailOf(database, memberD, 'password_changed')).toEqual([]);
    await addAccounts(database, [{ id: memberE, email: 'e@member.example', confirmed: false }]);
    await database.query(`update auth.users set encrypted_password = 'hash-2' where id = $1`, [memberE]);
    expect(await mailOf(database, memberE)).toEqual([]);
  });

  it('tells the old address of a change of address, naming the new one', async () => {
    await database.query(`update auth.users set email = 'a.new@member.example' where id = $1`, [memberA]);
    expect((await mailOf(database, memberA, 'email_changed')).map((mail) => [mail.to_email, mail.payload, mail.language])).toEqual([
      ['a@member.example', { new_email: 'a.new@member.example' }, 'fr'],
    ]);
  });
});

describe('the account e-mails as the local Auth API writes auth.users', () => {
  const server = setUpAuthTestServer();
  const userId = async (email: string) =>
    String((await server.database.query<{ id: string }>('select id::text as id from auth.users where email = $1', [email])).rows[0]?.id);

  it('welcomes a member who confirms their sign-up with the e-mailed code, once', async () => {
    const email = 'newcomer@member.example';
    await server.client().auth.signUp({ email, password: 'a-long-passphrase', options: { data: { first_name: 'Ama' } } });
    const id = await userId(email);
    expect(await mailOf(server.database, id)).toEqual([]);
    const { error } = await server.client().auth.verifyOtp({ email, token: await server.latestCode(email), type: 'signup' });
    expect(error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'a-long-passphrase' })).error).toBeNull();
    expect((await mailOf(server.database, id)).map((mail) => [mail.kind, mail.to_email, mail.language])).toEqual([
      ['welcome', email, 'en'],
    ]);
  });

  it('welcomes a member the admin API creates confirmed; warns of a password changed by the member and by the admin API', async () => {
    const member = await server.member('changer@member.example');
    const { client } = await server.signIn(member.email, member.password);
    expect((await client.auth.updateUser({ password: 'another-long-passphrase' })).error).toBeNull();
    expect((await server.admin().auth.admin.updateUserById(member.id, { password: 'a-third-long-passphrase' })).error).toBeNull();
    const kinds = (await mailOf(server.database, member.id)).map((mail) => mail.kind);
    expect(kinds[0]).toBe('welcome');
    // Two changes within one second share a dedupe key (password-changed:<user>:<epoch>): one warning or two.
    expect(kinds.length).toBeGreaterThanOrEqual(2);
    expect(new Set(kinds.slice(1))).toEqual(new Set(['password_changed']));
  });

  it('tells the old address when a change of address is confirmed by both links, and not before', async () => {
    const member = await server.member('mover@member.example');
    const { client } = await server.signIn(member.email, member.password);
    expect((await client.auth.updateUser({ email: 'moved@member.example' })).error).toBeNull();
    const toNew = await server.latestMail('moved@member.example');
    const toCurrent = await server.latestMail(member.email);
    await follow(verifyLink(toNew));
    expect(await mailOf(server.database, member.id, 'email_changed')).toEqual([]);
    await follow(verifyLink(toCurrent));
    expect((await mailOf(server.database, member.id, 'email_changed')).map((mail) => [mail.to_email, mail.payload])).toEqual([
      [member.email, { new_email: 'moved@member.example' }],
    ]);
  });
});

describe('enqueue_member_mail, on a clock the test sets', () => {
  describe('reminders and recordings', () => {
    let database: Database;
    const soon = at(20);

    beforeAll(async () => {
      database = await openTestDatabase();
      await addAccounts(database, [
        { id: memberA, email: 'a@member.example', language: 'fr' },
        { id: memberB, email: 'b@member.example' },
        { id: memberC, email: 'c@member.example' },
      ]);
      await database.query('insert into public.member_preferences (user_id, event_reminders) values ($1, false)', [memberC]);
      await siteCatalogue(database).sync(at(-24 * 30), {
        events: [
          { id: 'soon', starts_at: soon, ends_at: at(21) },
          { id: 'later', starts_at: at(30), ends_at: at(31) },
          { id: 'recorded', starts_at: at(-72), ends_at: at(-71), recording_path: '/insights/recorded-talk' },
          { id: 'recorded-long-ago', starts_at: at(-24 * 31), ends_at: at(-24 * 31 + 1), recording_path: '/insights/old-talk' },
          { id: 'not-recorded', starts_at: at(-48), ends_at: at(-47) },
        ],
      });
      const register = (user: string, event: string, hoursBefore: number) =>
        database.query('insert into public.event_registrations (user_id, event_id, registered_at) values ($1, $2, $3)', [
          user,
          event,
          at(-hoursBefore),
        ]);
      for (const event of ['soon', 'later', 'recorded', 'recorded-long-ago', 'not-recorded']) await register(memberA, event, 24 * 40);
      await register(memberB, 'soon', 1);
      for (const event of ['soon', 'recorded']) await register(memberC, event, 24 * 40);
    }, 30_000);
    afterAll(async () => {
      await database.close();
    });

    it('reminds a member of an event within 24 hours, once, in their language; not one who registered under 2 hours ago, nor one with reminders off', async () => {
      expect(await enqueueAt(database, now.toISOString())).toMatchObject({ event_reminder: 1 });
      expect(await mailOf(database, memberA, 'event_reminder')).toEqual([
        {
          kind: 'event_reminder',
          dedupe_key: `event-reminder:${memberA}:soon:${epoch(soon)}`,
          to_email: 'a@member.example',
          language: 'fr',
          payload: { event_id: 'soon' },
          status: 'pending',
        },
      ]);
      expect(await mailOf(database, memberB, 'event_reminder')).toEqual([]);
      expect(await mailOf(database, memberC, 'event_reminder')).toEqual([]);
      expect(await enqueueAt(database, now.toISOString())).toEqual({ event_reminder: 0, event_recording: 0, digest: 0 });
    });

    it('reminds the late registrant once their registration is 2 hours old, and of each event once it is within 24 hours', async () => {
      expect(await enqueueAt(database, at(1))).toMatchObject({ event_reminder: 1 });
      expect((await mailOf(database, memberB, 'event_reminder')).map((mail) => mail.payload)).toEqual([{ event_id: 'soon' }]);
      expect(await enqueueAt(database, at(5))).toMatchObject({ event_reminder: 0 });
      expect(await enqueueAt(database, at(6))).toMatchObject({ event_reminder: 1 });
      expect((await mailOf(database, memberA, 'event_reminder')).map((mail) => mail.payload)).toEqual([
        { event_id: 'soon' },
        { event_id: 'later' },
      ]);
      // Once an event has started, there is nothing left to remind of.
      expect(await enqueueAt(database, at(40))).toMatchObject({ event_reminder: 0 });
    });

    it('sends the recording of an event that ended within 30 days, once, to each registrant with reminders on', async () => {
      const recordings = async () =>
        (await database.query(`select user_id::text as user, dedupe_key from public.member_mail where kind = 'event_recording'`)).rows;
      expect(await recordings()).toEqual([{ user: memberA, dedupe_key: `event-recording:${memberA}:recorded` }]);
      expect(await enqueueAt(database, at(24))).toMatchObject({ event_recording: 0 });
      expect(await recordings()).toHaveLength(1);
    });
  });

  describe('digests', () => {
    let database: Database;
    const memberE = '66666666-6666-4666-8666-666666666666';
    const memberF = '77777777-7777-4777-8777-777777777777';
    const memberG = '88888888-8888-4888-8888-888888888888';
    const memberH = '99999999-9999-4999-8999-999999999999';
    const memberI = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

    beforeAll(async () => {
      database = await openTestDatabase();
      await addAccounts(database, [
        { id: memberA, email: 'a@member.example', language: 'fr' },
        { id: memberB, email: 'b@member.example' },
        { id: memberC, email: 'c@member.example' },
        { id: memberD, email: 'd@member.example' },
        { id: memberE, email: 'e@member.example' },
        { id: memberF, email: 'f@member.example' },
        { id: memberG, email: 'g@member.example', confirmed: false },
        { id: memberH, email: 'h@member.example' },
        { id: memberI, email: 'i@member.example' },
      ]);
      const follows: [string, string][] = [
        [memberA, 'ai'],
        [memberB, 'leadership'],
        [memberC, 'banking'],
        [memberD, 'leadership'],
        [memberE, 'ai'],
        [memberF, 'research'],
        [memberG, 'ai'],
        [memberH, 'webinars'],
      ];
      for (const [user, topic] of follows) {
        await database.query('insert into public.followed_topics (user_id, topic) values ($1, $2)', [user, topic]);
      }
      await database.query(`insert into public.member_preferences (user_id, digest) values ($1, 'monthly'), ($2, 'off')`, [
        memberD,
        memberE,
      ]);

      // The last week ran from Monday 3 March to Monday 10 March; the last month was February.
      const catalogue = siteCatalogue(database);
      await catalogue.sync('2031-02-20T09:00:00Z', {
        pieces: [piece('february-leadership', ['capability', 'leadership'])],
        events: [{ id: 'older-ai-event', starts_at: '2031-05-01T09:00:00Z', ends_at: '2031-05-01T10:00:00Z', topics: ['ai'] }],
      });
      await catalogue.sync('2031-03-04T09:00:00Z', {
        pieces: [piece('new-ai-1', ['capability', 'ai'])],
        events: [
          { id: 'ai-summit', starts_at: '2031-04-01T09:00:00Z', ends_at: '2031-04-01T17:00:00Z', topics: ['ai'] },
          { id: 'past-webinar', starts_at: '2031-03-09T09:00:00Z', ends_at: '2031-03-09T10:00:00Z', topics: ['webinars'] },
        ],
      });
      await catalogue.sync('2031-03-05T09:00:00Z', {
        pieces: [piece('new-ai-2', ['performance', 'ai']), piece('new-wellbeing', ['wellbeing'])],
        events: [{ id: 'leaders-forum', starts_at: '2031-03-20T09:00:00Z', ends_at: '2031-03-20T12:00:00Z', topics: ['leadership'] }],
      });
      for (let index = 0; index < 8; index += 1) {
        const day = String(6 + Math.floor(index / 4));
        const hour = String(10 + (index % 4));
        await catalogue.sync(`2031-03-0${day}T${hour}:00:00Z`, { pieces: [piece(`research-${String(index + 1)}`, ['research'])] });
      }
      // This week: news for next Monday's digest.
      await catalogue.sync('2031-03-11T09:00:00Z', { pieces: [piece('this-week-ai', ['capability', 'ai'])] });
    }, 60_000);
    afterAll(async () => {
      await database.close();
    });

    const digests = async () =>
      (
        await database.query<{ user: string; dedupe_key: string; payload: Record<string, unknown> }>(
          `select user_id::text as user, dedupe_key, payload from public.member_mail where kind = 'digest' order by created_at, user_id`,
        )
      ).rows;

    it('sends each member following a topic the digest of the last period if it brought something new on it', async () => {
      expect(await enqueueAt(database, now.toISOString())).toEqual({ event_reminder: 0, event_recording: 0, digest: 4 });
      const byMember = Object.fromEntries((await digests()).map((digest) => [digest.user, digest]));
      expect(Object.keys(byMember).sort()).toEqual([memberA, memberB, memberD, memberF].sort());
      expect(byMember[memberA]).toEqual({
        user: memberA,
        dedupe_key: `digest:${memberA}:weekly:2031-03-03`,
        payload: {
          frequency: 'weekly',
          period_start: '2031-03-03',
          period_end: '2031-03-10',
          pieces: ['new-ai-2', 'new-ai-1'],
          events: ['ai-summit', 'older-ai-event'],
        },
      });
      // Nothing new to read on leadership last week, but a new event: a digest, with the event.
      expect(byMember[memberB]?.payload).toMatchObject({ pieces: [], events: ['leaders-forum'] });
      // Monthly: February's piece, and the upcoming events on the topic, new or not.
      expect(byMember[memberD]).toMatchObject({
        dedupe_key: `digest:${memberD}:monthly:2031-02-01`,
        payload: {
          frequency: 'monthly',
          period_start: '2031-02-01',
          period_end: '2031-03-01',
          pieces: ['february-leadership'],
          events: ['leaders-forum'],
        },
      });
      // At most six pieces, newest first.
      expect(byMember[memberF]?.payload.pieces).toEqual([
        'research-8',
        'research-7',
        'research-6',
        'research-5',
        'research-4',
        'research-3',
      ]);
    });

    it('sends none to a member with nothing new, with digests off, without topics, unconfirmed, or whose only new event has passed', async () => {
      const members = (await digests()).map((digest) => digest.user);
      for (const member of [memberC, memberE, memberG, memberH, memberI]) expect(members).not.toContain(member);
    });

    it('sends no second digest for a period, however often it runs within the next', async () => {
      expect(await enqueueAt(database, now.toISOString())).toMatchObject({ digest: 0 });
      expect(await enqueueAt(database, '2031-03-16T23:59:59Z')).toMatchObject({ digest: 0 });
      expect(await enqueueAt(database, '2031-03-31T23:59:59Z')).toMatchObject({ digest: 0 });
      expect(await digests()).toHaveLength(4);
    });

    it('sends the next week’s digest in the week after, of that week’s news', async () => {
      expect(await enqueueAt(database, '2031-03-17T00:00:00Z')).toMatchObject({ digest: 1 });
      expect((await digests()).at(-1)).toMatchObject({
        user: memberA,
        dedupe_key: `digest:${memberA}:weekly:2031-03-10`,
        payload: { period_start: '2031-03-10', period_end: '2031-03-17', pieces: ['this-week-ai'] },
      });
    });
  });

  describe('two runs at once', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
      const members = Array.from({ length: 12 }, (_, index) => ({
        id: `bbbbbbbb-bbbb-4bbb-8bbb-${String(index).padStart(12, '0')}`,
        email: `member-${String(index)}@member.example`,
      }));
      await addAccounts(database, members);
      await siteCatalogue(database).sync('2031-03-04T09:00:00Z', {
        pieces: [piece('new-ai', ['ai'])],
        events: [
          { id: 'soon', starts_at: at(12), ends_at: at(13), topics: ['ai'] },
          { id: 'recorded', starts_at: at(-30), ends_at: at(-29), recording_path: '/insights/recorded' },
        ],
      });
      for (const member of members) {
        await database.query(`insert into public.followed_topics (user_id, topic) values ($1, 'ai')`, [member.id]);
        for (const event of ['soon', 'recorded']) {
          await database.query('insert into public.event_registrations (user_id, event_id, registered_at) values ($1, $2, $3)', [
            member.id,
            event,
            at(-48),
          ]);
        }
      }
    }, 60_000);
    afterAll(async () => {
      await database.close();
    });

    it('queue each e-mail once between them, and count each once', async () => {
      const runs = await Promise.all([enqueueAt(database, now.toISOString()), enqueueAt(database, now.toISOString())]);
      const total = (kind: string) => runs.reduce((sum, counts) => sum + (counts[kind] ?? 0), 0);
      expect({ reminders: total('event_reminder'), recordings: total('event_recording'), digests: total('digest') }).toEqual({
        reminders: 12,
        recordings: 12,
        digests: 12,
      });
      const { rows } = await database.query<{ kind: string; count: number }>(
        `select kind, count(*)::int as count from public.member_mail where kind <> 'welcome' group by kind order by kind`,
      );
      expect(rows).toEqual([
        { kind: 'digest', count: 12 },
        { kind: 'event_recording', count: 12 },
        { kind: 'event_registration', count: 24 },
        { kind: 'event_reminder', count: 12 },
      ]);
    });

    it('may be called by the service role only', async () => {
      await expect(asVisitor(database, 'select * from public.enqueue_member_mail()')).rejects.toMatchObject(
        permissionDenied('function enqueue_member_mail'),
      );
      await expect(asMember(database, memberA, 'select * from public.enqueue_member_mail()')).rejects.toMatchObject(
        permissionDenied('function enqueue_member_mail'),
      );
    });
  });
});

describe('delivery, unsubscribing, the export and the cap', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await addAccounts(database, [
      { id: memberA, email: 'a@member.example', language: 'fr' },
      { id: memberB, email: 'b@member.example' },
    ]);
    await siteCatalogue(database).sync('2031-03-04T09:00:00Z', {
      pieces: [piece('new-ai', ['ai'])],
      events: [{ id: 'soon', starts_at: at(12), ends_at: at(13), topics: ['ai'] }],
    });
    await asMember(database, memberA, `insert into public.followed_topics (topic) values ('ai'), ('wellbeing')`, [], true);
    await database.query(`insert into public.event_registrations (user_id, event_id, registered_at) values ($1, 'soon', $2)`, [
      memberA,
      at(-48),
    ]);
    await enqueueAt(database, now.toISOString());
    // The digest was due first: still, the e-mails a member waits for go before it.
    await database.query(`update public.member_mail set next_attempt_at = now() - interval '1 hour' where kind = 'digest'`);
  }, 30_000);
  afterAll(async () => {
    await database.close();
  });

  interface Claimed {
    kind: string;
    id: string;
    attempts: number;
  }
  const claim = async (limit: number) =>
    (
      await as(
        database,
        'service_role',
        undefined,
        (tx) => tx.query<Claimed>('select kind, id::text as id, attempts from public.claim_due_mail($1)', [limit]),
        true,
      )
    ).rows;
  const row = async (id: string) =>
    (
      await database.query(
        `select kind, status, attempts, last_error, sent_at is not null as sent, next_attempt_at > now() as later
           from public.member_mail where id = $1`,
        [id],
      )
    ).rows[0];

  it('claim_due_mail hands out members’ e-mails as kind member_mail, those a member waits for first, each to one sender', async () => {
    // One at a time, so the order they are handed out in shows.
    const kinds: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const claimed = await claim(1);
      expect(claimed.map((mail) => [mail.kind, mail.attempts])).toEqual([['member_mail', 1]]);
      kinds.push(String((await row(claimed[0]?.id ?? ''))?.kind));
    }
    // A's welcome and registration and B's welcome, then A's reminder, then A's digest, though it was due first.
    expect(kinds.slice(0, 3).sort()).toEqual(['event_registration', 'welcome', 'welcome']);
    expect(kinds.slice(3)).toEqual(['event_reminder', 'digest']);
    // Each is leased to the sender that claimed it: nothing is handed out twice.
    expect(await claim(20)).toEqual([]);
  });

  it('record_mail_result records a sent e-mail, and a failure for a retry with backoff, then as failed after 12 attempts', async () => {
    const { rows } = await database.query<{ id: string; kind: string }>(
      'select id::text as id, kind from public.member_mail where user_id = $1 order by kind',
      [memberA],
    );
    const idOf = (kind: string) => rows.find((mail) => mail.kind === kind)?.id ?? '';
    await asService(database, `select public.record_mail_result('member_mail', $1, null)`, [idOf('welcome')]);
    expect(await row(idOf('welcome'))).toMatchObject({ status: 'sent', sent: true, last_error: null });
    await asService(database, `select public.record_mail_result('member_mail', $1, 'The mail API answered 503.')`, [
      idOf('event_reminder'),
    ]);
    expect(await row(idOf('event_reminder'))).toMatchObject({
      status: 'pending',
      sent: false,
      last_error: 'The mail API answered 503.',
      later: true,
    });
    await database.query('update public.member_mail set attempts = 12 where id = $1', [idOf('event_reminder')]);
    await asService(database, `select public.record_mail_result('member_mail', $1, 'Still 503.')`, [idOf('event_reminder')]);
    expect(await row(idOf('event_reminder'))).toMatchObject({ status: 'failed', last_error: 'Still 503.' });
  });

  it('unsubscribe_member turns off a member’s digest, then reminders, keeping the other setting and the member’s language', async () => {
    const preferences = async () =>
      (await database.query('select digest, event_reminders, language from public.member_preferences where user_id = $1', [memberA])).rows;
    const unsubscribe = async (what: string) =>
      (await asService(database, 'select public.unsubscribe_member($1, $2) as what', [memberA, what])).rows;
    expect(await preferences()).toEqual([]);
    expect(await unsubscribe('digest')).toEqual([{ what: 'digest' }]);
    expect(await preferences()).toEqual([{ digest: 'off', event_reminders: true, language: 'fr' }]);
    // The digest still waiting to be sent is no longer wanted.
    expect((await mailOf(database, memberA, 'digest')).map((mail) => mail.status)).toEqual(['skipped']);
    expect(await unsubscribe('event_reminders')).toEqual([{ what: 'event_reminders' }]);
    expect(await preferences()).toEqual([{ digest: 'off', event_reminders: false, language: 'fr' }]);
  });

  it('unsubscribe_member unsubscribes the member’s address from the newsletter', async () => {
    await asMember(database, memberB, 'select public.set_my_newsletter_subscription(true)', [], true);
    expect((await asService(database, `select public.unsubscribe_member($1, 'newsletter') as what`, [memberB])).rows).toEqual([
      { what: 'newsletter' },
    ]);
    expect((await asMember(database, memberB, 'select public.my_newsletter_subscription() as status')).rows).toEqual([
      { status: 'unsubscribed' },
    ]);
  });

  it('unsubscribe_member answers null for a member who does not exist, refuses what it does not know, and is the service role’s alone', async () => {
    expect((await asService(database, `select public.unsubscribe_member(gen_random_uuid(), 'digest') as what`)).rows).toEqual([
      { what: null },
    ]);
    await expect(asService(database, `select public.unsubscribe_member($1, 'everything')`, [memberA])).rejects.toMatchObject({
      code: '22023',
    });
    await expect(asMember(database, memberA, `select public.unsubscribe_member($1, 'digest')`, [memberA])).rejects.toMatchObject(
      permissionDenied('function unsubscribe_member'),
    );
  });

  it('export_my_data includes the topics a member follows, newest first, and their preferences', async () => {
    await database.query(`update public.followed_topics set followed_at = '2020-01-01T00:00:00Z' where topic = 'ai'`);
    const { rows } = await as(database, 'authenticated', memberA, (tx) =>
      tx.query<{ data: { followed_topics: { topic: string; user_id: string }[]; member_preferences: unknown } }>(
        'select public.export_my_data() as data',
      ),
    );
    const data = rows[0]?.data;
    expect(data?.followed_topics.map((followed) => [followed.topic, followed.user_id])).toEqual([
      ['wellbeing', memberA],
      ['ai', memberA],
    ]);
    expect(data?.member_preferences).toMatchObject({ user_id: memberA, digest: 'off', event_reminders: false, language: 'fr' });
    // The e-mails queued for A, and only A's: the welcome their confirmed account brought, at least.
    const emails = (rows[0]?.data as { emails?: { kind: string; to_email: string }[] } | undefined)?.emails ?? [];
    expect(emails.map((mail) => mail.kind)).toContain('welcome');
    expect(new Set(emails.map((mail) => mail.to_email))).toEqual(new Set(['a@member.example']));
    expect((await asMember(database, memberB, 'select public.export_my_data() as data')).rows[0]?.data).toMatchObject({
      followed_topics: [],
      member_preferences: null,
    });
    const ofB = (await asMember(database, memberB, 'select public.export_my_data() as data')).rows[0]?.data as {
      emails: { to_email: string }[];
    };
    expect(ofB.emails.every((mail) => mail.to_email !== 'a@member.example')).toBe(true);
  });

  it('a member follows at most 100 topics: the 101st is refused with PT409, a topic already followed still goes through', async () => {
    const followMany = (from: number, to: number) =>
      asMember(
        database,
        memberB,
        `insert into public.followed_topics (topic) select 'topic-' || n from generate_series($1::int, $2::int) n`,
        [from, to],
        true,
      );
    await expect(followMany(1, 101)).rejects.toMatchObject({ code: 'PT409', message: 'A member may keep at most 100 followed topics.' });
    expect((await database.query('select count(*)::int as count from public.followed_topics where user_id = $1', [memberB])).rows).toEqual([
      { count: 0 },
    ]);
    await followMany(1, 100);
    await expect(followMany(101, 101)).rejects.toMatchObject({ code: 'PT409' });
    const again = await asMember(
      database,
      memberB,
      `insert into public.followed_topics (topic) values ('topic-7') on conflict (user_id, topic) do nothing returning topic`,
    );
    expect(again.rows).toEqual([]);
  });
});
