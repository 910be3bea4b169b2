import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { memberA, memberB } from '../local/testing/asRequest.ts';
import { openTestDatabase, type ApiRole, type TestDatabase } from './testDatabase.ts';

// The rest of the public schema (contact inquiries, newsletter subscribers, events, members' mail)
// and every SQL function in it, on PostgreSQL 15 bootstrapped as hosted, reached as PostgREST
// reaches it: the claims supabase/local/migrations.test.ts, events.test.ts, memberMailData.test.ts
// and rest/app.test.ts make of the local database. IndyCircle's member tables are in
// members.pg15.test.ts.

const memberC = '33333333-3333-4333-8333-333333333333';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.admin.query(
    `insert into auth.users (id, email) values ($1, 'a@member.example'), ($2, 'b@member.example'), ($3, 'c@member.example')`,
    [memberA, memberB, memberC],
  );
});

afterAll(async () => {
  await database.close();
});

/** One statement as `role` (a member when `sub` is given), rolled back unless `commit` is set. */
function run(role: ApiRole, sub: string | undefined, sql: string, params: unknown[] = [], commit = false) {
  return database.request(role, sub, (client) => client.query<Record<string, unknown>>(sql, params), { commit });
}
const asMember = (sub: string, sql: string, params: unknown[] = []) => run('authenticated', sub, sql, params);
const asVisitor = (sql: string, params: unknown[] = []) => run('anon', undefined, sql, params);
const asService = (sql: string, params: unknown[] = [], commit = false) => run('service_role', undefined, sql, params, commit);

const permissionDenied = (table: string) => ({ code: '42501', message: `permission denied for table ${table}` });

describe('contact_inquiries', () => {
  const inquiryOf = new Map<string, string>();

  beforeAll(async () => {
    for (const [tag, email, userId] of [
      ['a', 'a@member.example', memberA],
      ['b', 'b@member.example', memberB],
      ['visitor', 'visitor@company.example', null],
    ] as const) {
      const { rows } = await asService(
        `select inquiry_id from public.record_contact_inquiry(p_client_request_id => $1, p_content_hash => 'x', p_email => $2,
           p_subject => 'Capability', p_user_id => $3)`,
        [`inquiry-${tag}-0001`, email, userId],
        true,
      );
      inquiryOf.set(tag, String(rows[0]?.inquiry_id));
    }
  });

  it('a member reads the inquiries they sent and no one else’s; a member who sent none reads nothing', async () => {
    for (const [sub, expected] of [
      [memberA, [inquiryOf.get('a')]],
      [memberB, [inquiryOf.get('b')]],
      [memberC, []],
    ] as const) {
      expect((await asMember(sub, 'select id from public.contact_inquiries')).rows.map((row) => row.id)).toEqual(expected);
    }
  });

  it('a member can neither add, change nor delete an inquiry, theirs or another’s', async () => {
    for (const id of [inquiryOf.get('a'), inquiryOf.get('b')]) {
      await expect(asMember(memberA, `update public.contact_inquiries set message = 'changed' where id = $1`, [id])).rejects.toMatchObject(
        permissionDenied('contact_inquiries'),
      );
      await expect(asMember(memberA, 'delete from public.contact_inquiries where id = $1', [id])).rejects.toMatchObject(
        permissionDenied('contact_inquiries'),
      );
    }
    await expect(
      asMember(
        memberA,
        `insert into public.contact_inquiries (client_request_id, content_hash, email, email_normalised, subject)
         values ('forged-0001', 'x', 'a@member.example', 'a@member.example', 'Forged')`,
      ),
    ).rejects.toMatchObject(permissionDenied('contact_inquiries'));
  });

  it('a visitor (anon) reads, writes and deletes nothing', async () => {
    await expect(asVisitor('select id from public.contact_inquiries')).rejects.toMatchObject(permissionDenied('contact_inquiries'));
    await expect(asVisitor('delete from public.contact_inquiries where id = $1', [inquiryOf.get('visitor')])).rejects.toMatchObject(
      permissionDenied('contact_inquiries'),
    );
  });

  it('the service role reads every inquiry', async () => {
    const { rows } = await asService('select id from public.contact_inquiries');
    expect(rows.map((row) => row.id).sort()).toEqual([...inquiryOf.values()].sort());
  });
});

describe('newsletter_subscribers', () => {
  const confirmToken = 'c'.repeat(43);
  const unsubscribeToken = 'u'.repeat(43);
  const subscribe = async () =>
    (
      await asService(
        'select outcome from public.subscribe_to_newsletter($1, $2, $3)',
        ['reader@company.example', confirmToken, unsubscribeToken],
        true,
      )
    ).rows[0]?.outcome;

  it('are closed to visitors and members alike, for reading and writing', async () => {
    expect(await subscribe()).toBe('confirmation_sent');
    for (const request of [asVisitor, (sql: string) => asMember(memberA, sql)]) {
      await expect(request('select email from public.newsletter_subscribers')).rejects.toMatchObject(
        permissionDenied('newsletter_subscribers'),
      );
      await expect(
        request(`update public.newsletter_subscribers set status = 'confirmed' where email = 'reader@company.example'`),
      ).rejects.toMatchObject(permissionDenied('newsletter_subscribers'));
      await expect(request(`delete from public.newsletter_subscribers where email = 'reader@company.example'`)).rejects.toMatchObject(
        permissionDenied('newsletter_subscribers'),
      );
    }
    expect((await asService('select email from public.newsletter_subscribers')).rows).toEqual([{ email: 'reader@company.example' }]);
  });

  it('are signed up, confirmed and unsubscribed by the service role’s functions, through the API’s sessions', async () => {
    expect(await subscribe()).toBe('confirmation_pending');
    const confirm = async (token: string) =>
      (await asService('select public.confirm_newsletter_subscription($1) as status', [token], true)).rows[0]?.status;
    expect(await confirm('x'.repeat(43))).toBeNull();
    expect(await confirm(confirmToken)).toBe('confirmed');
    expect(await subscribe()).toBe('already_subscribed');
    // Its UPDATE names the row: pg-safeupdate, loaded in these sessions, lets it through.
    expect((await asService('select public.unsubscribe_from_newsletter($1) as status', [unsubscribeToken], true)).rows).toEqual([
      { status: 'unsubscribed' },
    ]);
    expect((await asService('select status from public.newsletter_subscribers')).rows).toEqual([{ status: 'unsubscribed' }]);
  });
});

describe('events and registrations', () => {
  const listed = [
    { id: 'workplace-summit', starts_at: null, ends_at: null },
    { id: 'masterclass-2099', starts_at: '2099-01-21T09:00:00Z', ends_at: '2099-01-21T10:30:00Z' },
    { id: 'research-launch-2025', starts_at: '2025-11-27T13:00:00Z', ends_at: '2025-11-27T14:30:00Z' },
  ];

  beforeAll(async () => {
    // The deploy listed 'retired-event' once, then stopped listing it.
    await asService(
      'select public.sync_events($1::jsonb)',
      [JSON.stringify([...listed, { id: 'retired-event', starts_at: null, ends_at: null }])],
      true,
    );
    await asService('select public.sync_events($1::jsonb)', [JSON.stringify(listed)], true);
  });

  const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.id).sort();

  it('anyone reads the listed events, and only those; the service role reads every event', async () => {
    const listedIds = listed.map((event) => event.id).sort();
    expect(ids((await asVisitor('select id from public.events')).rows)).toEqual(listedIds);
    expect(ids((await asMember(memberA, 'select id from public.events')).rows)).toEqual(listedIds);
    expect(ids((await asService('select id from public.events')).rows)).toEqual([...listedIds, 'retired-event'].sort());
  });

  it('visitors and members can neither add, change nor remove an event', async () => {
    for (const request of [asVisitor, (sql: string) => asMember(memberA, sql)]) {
      await expect(request(`insert into public.events (id) values ('forged-event')`)).rejects.toMatchObject(permissionDenied('events'));
      await expect(request(`update public.events set ends_at = '2100-01-01' where id = 'research-launch-2025'`)).rejects.toMatchObject(
        permissionDenied('events'),
      );
      await expect(request(`delete from public.events where id = 'masterclass-2099'`)).rejects.toMatchObject(permissionDenied('events'));
    }
  });

  it('accepts a member’s registration for an upcoming or flagship event, and refuses one for an event that has ended or is not listed', async () => {
    const register = (eventId: string) => asMember(memberA, 'insert into public.event_registrations (event_id) values ($1)', [eventId]);
    expect((await register('masterclass-2099')).rowCount).toBe(1);
    expect((await register('workplace-summit')).rowCount).toBe(1);
    await expect(register('research-launch-2025')).rejects.toMatchObject({
      code: 'P0001',
      message: 'The event "research-launch-2025" has ended: registration is closed.',
      hint: 'Register for an upcoming event.',
    });
    for (const eventId of ['retired-event', 'no-such-event']) {
      await expect(register(eventId)).rejects.toMatchObject({
        code: 'P0001',
        message: `There is no event "${eventId}" to register for.`,
        hint: 'Register for an event the site lists.',
      });
    }
  });
});

describe('the SQL functions in public', () => {
  /** A call of each function a client may make through /rpc, with arguments of the right types. */
  const calls: Record<string, string> = {
    record_contact_inquiry: `select * from public.record_contact_inquiry('call-0001-request', 'x', 'caller@company.example', 'Hello')`,
    subscribe_to_newsletter: `select * from public.subscribe_to_newsletter('caller@company.example', repeat('d', 43), repeat('e', 43))`,
    confirm_newsletter_subscription: `select public.confirm_newsletter_subscription(repeat('d', 43))`,
    unsubscribe_from_newsletter: `select public.unsubscribe_from_newsletter(repeat('e', 43))`,
    claim_due_mail: 'select * from public.claim_due_mail()',
    record_mail_result: `select public.record_mail_result('contact_inquiry', gen_random_uuid())`,
    sync_events: `select public.sync_events('[]'::jsonb)`,
    export_my_data: 'select public.export_my_data()',
    sync_catalogue: `select public.sync_catalogue('{}'::jsonb)`,
    topic_keys_are_valid: `select public.topic_keys_are_valid('{capability}')`,
    enqueue_member_mail: 'select * from public.enqueue_member_mail()',
    unsubscribe_member: `select public.unsubscribe_member(gen_random_uuid(), 'digest')`,
    my_newsletter_subscription: 'select public.my_newsletter_subscription()',
    set_my_newsletter_subscription: 'select public.set_my_newsletter_subscription(false)',
    member_mail_language: `select public.member_mail_language(gen_random_uuid(), '{}'::jsonb)`,
  };
  /**
   * Who may call each: the service role, for what the Edge Functions and the deploy do (the catalogue's
   * check constraints call topic_keys_are_valid as the deploy); a member, for their export and their
   * newsletter subscription; nobody but the functions that use it, for member_mail_language.
   */
  const callers: Record<string, ApiRole[]> = {
    record_contact_inquiry: ['service_role'],
    subscribe_to_newsletter: ['service_role'],
    confirm_newsletter_subscription: ['service_role'],
    unsubscribe_from_newsletter: ['service_role'],
    claim_due_mail: ['service_role'],
    record_mail_result: ['service_role'],
    sync_events: ['service_role'],
    export_my_data: ['authenticated'],
    sync_catalogue: ['service_role'],
    topic_keys_are_valid: ['service_role'],
    enqueue_member_mail: ['service_role'],
    unsubscribe_member: ['service_role'],
    my_newsletter_subscription: ['authenticated'],
    set_my_newsletter_subscription: ['authenticated'],
    member_mail_language: [],
  };

  it('are each callable by their callers only; every other is a trigger’s, which no visitor or member may call', async () => {
    const { rows } = await database.admin.query<{ name: string; trigger: boolean; anon: boolean; authenticated: boolean }>(
      `select proname as name, prorettype = 'trigger'::regtype as trigger,
              has_function_privilege('anon', oid, 'execute') as anon, has_function_privilege('authenticated', oid, 'execute') as authenticated
         from pg_proc where pronamespace = 'public'::regnamespace order by 1`,
    );
    expect(rows.filter((row) => !row.trigger).map((row) => row.name)).toEqual(Object.keys(calls).sort());
    expect(rows.filter((row) => row.trigger && (row.anon || row.authenticated))).toEqual([]);
  });

  it.each(Object.keys(calls))('%s: its callers may call it; anyone else is refused with permission denied', async (name) => {
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      const call = run(role, role === 'authenticated' ? memberA : undefined, calls[name] ?? '');
      if (callers[name]?.includes(role)) {
        await expect(call, role).resolves.toBeDefined();
      } else {
        await expect(call, role).rejects.toMatchObject({ code: '42501', message: `permission denied for function ${name}` });
      }
    }
  });
});

describe('member_mail, as hosted’s Auth and API write', () => {
  const account = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
  const mailOf = async (userId: string) =>
    (
      await database.admin.query<{ kind: string; to_email: string; language: string; payload: unknown }>(
        'select kind, to_email, language, payload from public.member_mail where user_id = $1 order by kind',
        [userId],
      )
    ).rows;

  it('GoTrue’s own writes to auth.users (as supabase_auth_admin, under row-level security) queue the welcome, the password warning and the change of address', async () => {
    const gotrue = await database.connect('supabase_auth_admin');
    try {
      await gotrue.query(
        `insert into auth.users (id, email, encrypted_password, raw_user_meta_data) values ($1, 'gotrue@member.example', 'hash-1', '{"language": "fr"}')`,
        [account],
      );
      expect(await mailOf(account)).toEqual([]);
      await gotrue.query('update auth.users set email_confirmed_at = now() where id = $1', [account]);
      await gotrue.query(`update auth.users set encrypted_password = 'hash-2' where id = $1`, [account]);
      await gotrue.query(`update auth.users set email = 'moved@member.example' where id = $1`, [account]);
    } finally {
      await gotrue.end();
    }
    expect(await mailOf(account)).toEqual([
      { kind: 'email_changed', to_email: 'gotrue@member.example', language: 'fr', payload: { new_email: 'moved@member.example' } },
      { kind: 'password_changed', to_email: 'gotrue@member.example', language: 'fr', payload: {} },
      { kind: 'welcome', to_email: 'gotrue@member.example', language: 'fr', payload: {} },
    ]);
  });

  it('a member’s registration through the API queues its confirmation; the member reads it, and nobody else', async () => {
    await run(
      'service_role',
      undefined,
      `select public.sync_catalogue('{"events": [{"id": "hosted-masterclass", "starts_at": null, "ends_at": null}]}')`,
      [],
      true,
    );
    await run('authenticated', memberB, `insert into public.event_registrations (event_id) values ('hosted-masterclass')`, [], true);
    expect((await run('authenticated', memberB, 'select kind, payload from public.member_mail')).rows).toEqual([
      { kind: 'event_registration', payload: { event_id: 'hosted-masterclass' } },
    ]);
    expect((await run('authenticated', memberA, `select kind from public.member_mail where kind = 'event_registration'`)).rows).toEqual([]);
  });
});
