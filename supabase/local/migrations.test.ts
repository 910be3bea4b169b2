import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { as, memberA, memberB } from './testing/asRequest';
import { openDatabase, type Database } from './database';
import { openTestDatabase } from './testing/templateDatabase';
import { defaultMigrationsDirectory, listMigrations } from './migrations';

interface Recorded {
  outcome: 'created' | 'duplicate' | 'conflict' | 'rate_limited';
  inquiry_id: string | null;
  mail_status: string | null;
  retry_after_seconds: number | null;
}

let requestCount = 0;
/** Records an inquiry through the SQL function, as the send-contact-email function does (service role). */
async function record(
  database: Database,
  fields: { email: string; requestId?: string; contentHash?: string; ipHash?: string; userId?: string; language?: string },
) {
  requestCount += 1;
  const rows = await as(
    database,
    'service_role',
    undefined,
    async (tx) =>
      (
        await tx.query<Recorded>(
          `select * from public.record_contact_inquiry(p_client_request_id => $1, p_content_hash => $2, p_email => $3,
             p_subject => 'Capability', p_name => 'Ada Obi', p_message => 'We would like to talk.', p_ip_hash => $4, p_user_id => $5
             ${fields.language === undefined ? '' : ', p_language => $6'})`,
          [
            fields.requestId ?? `request-${String(requestCount).padStart(6, '0')}`,
            fields.contentHash ?? 'content',
            fields.email,
            fields.ipHash ?? null,
            fields.userId ?? null,
            ...(fields.language === undefined ? [] : [fields.language]),
          ],
        )
      ).rows,
    true,
  );
  const [row] = rows;
  if (!row) throw new Error('record_contact_inquiry returned no row');
  return row;
}

/**
 * Stand-ins for what a hosted project has and PGlite lacks: pg_cron's job table and cron.schedule()
 * (a job scheduled under an existing name replaces it, as pg_cron 1.4+ does), pg_net's
 * net.http_post() (here it only records the request), and Vault's decrypted secrets.
 */
const hostedScheduling = `
  create schema cron;
  create table cron.job (jobid bigserial primary key, jobname text unique, schedule text not null, command text not null);
  create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
    insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
    on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
    returning jobid
  $$;
  create schema net;
  create table net.requests (url text, headers jsonb, body jsonb, timeout_milliseconds int);
  create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
      headers jsonb default '{}', timeout_milliseconds int default 5000) returns bigint language sql as $$
    insert into net.requests values (url, headers, body, timeout_milliseconds);
    select 1::bigint
  $$;
  create schema vault;
  create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
  insert into vault.decrypted_secrets values ('project_url', 'https://project-ref.supabase.co'), ('service_role_key', 'service-key');
`;

const migrationText = (name: string) => {
  const file = readdirSync(defaultMigrationsDirectory).find((candidate) => candidate.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`no migration named ${name}`);
  return readFileSync(join(defaultMigrationsDirectory, file), 'utf8');
};

describe('the schema, applied from supabase/migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(undefined);
  }, 30_000);
  afterAll(async () => {
    await database.close();
  });

  it('applies every migration to an empty database, in order, recorded as the Supabase CLI records them', async () => {
    const { rows } = await database.query<{ version: string; name: string; statements: string[] }>(
      'select version, name, statements from supabase_migrations.schema_migrations order by version',
    );
    const files = listMigrations(defaultMigrationsDirectory);
    expect(files.length).toBeGreaterThan(0);
    expect(rows.map(({ version, name }) => `${version}_${name}.sql`)).toEqual(readdirSync(defaultMigrationsDirectory).sort());
    expect(rows.every((row) => row.statements.length > 0)).toBe(true);
  });

  it('turns on row-level security on every table in the public schema', async () => {
    const { rows } = await database.query<{ table: string; rls: boolean }>(
      `select c.relname as table, c.relrowsecurity as rls from pg_class c
         join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.rls).map((row) => row.table)).toEqual([]);
  });

  it('has the API roles as hosted has them: inheriting, with 3 s for a visitor and 8 s for a member', async () => {
    const { rows } = await database.query<{ role: string; inherits: boolean; settings: string[] | null }>(
      `select r.rolname as role, r.rolinherit as inherits, s.setconfig as settings
         from pg_roles r left join pg_db_role_setting s on s.setrole = r.oid and s.setdatabase = 0
        where r.rolname in ('anon', 'authenticated', 'service_role') order by r.rolname`,
    );
    expect(rows).toEqual([
      { role: 'anon', inherits: true, settings: ['statement_timeout=3s'] },
      { role: 'authenticated', inherits: true, settings: ['statement_timeout=8s'] },
      { role: 'service_role', inherits: true, settings: null },
    ]);
  });

  it('gives auth.uid(), auth.role() and auth.jwt() the request token, as in Supabase', async () => {
    const claims = await as(database, 'authenticated', memberA, async (tx) => {
      const { rows } = await tx.query<{ uid: string; role: string; email: string | null }>(
        `select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'email' as email`,
      );
      return rows[0];
    });
    expect(claims).toEqual({ uid: memberA, role: 'authenticated', email: null });
    const anonymous = await as(
      database,
      'anon',
      undefined,
      async (tx) => (await tx.query<{ uid: string | null }>('select auth.uid() as uid')).rows[0],
    );
    expect(anonymous).toEqual({ uid: null });
    // As hosted: no claims at all is a null auth.jwt(), not {}; the one-claim settings of older
    // PostgREST versions are read first.
    const bare = await database.transaction(async (tx) => {
      await tx.exec(`select set_config('request.jwt.claims', '', true)`);
      const none = (
        await tx.query<{ jwt: unknown; uid: string | null; role: string | null }>(
          'select auth.jwt() as jwt, auth.uid() as uid, auth.role() as role',
        )
      ).rows[0];
      await tx.exec(
        `select set_config('request.jwt.claim.sub', '${memberA}', true), set_config('request.jwt.claim.role', 'authenticated', true)`,
      );
      const legacy = (await tx.query<{ uid: string | null; role: string | null }>('select auth.uid() as uid, auth.role() as role')).rows[0];
      return { none, legacy };
    });
    expect(bare).toEqual({ none: { jwt: null, uid: null, role: null }, legacy: { uid: memberA, role: 'authenticated' } });
  });

  // Every migration applied above, where pg_cron is missing: none scheduled anything.
  it('leaves the retry job alone where pg_cron is missing, and where no job was scheduled', async () => {
    expect((await database.query(`select 1 from pg_namespace where nspname = 'cron'`)).rows).toEqual([]);
    await database.exec(hostedScheduling);
    await database.exec(migrationText('reschedule_mail_delivery'));
    expect((await database.query('select jobname from cron.job')).rows).toEqual([]);
  });

  it('moves the deployed retry job to the function’s /deliver-pending-mail route, still every minute, with the service role key', async () => {
    // The job as schedule_mail_delivery left it on a hosted project (with the stand-ins from the test above).
    const deployed = /\$job\$([\s\S]*)\$job\$/.exec(migrationText('schedule_mail_delivery'))?.[1] ?? '';
    expect(deployed).toContain("'/functions/v1/send-contact-email',");
    await database.query(`insert into cron.job (jobname, schedule, command) values ('deliver-pending-mail', '* * * * *', $1)`, [deployed]);

    await database.exec(migrationText('reschedule_mail_delivery'));
    const { rows } = await database.query<{ schedule: string; command: string }>(
      `select schedule, command from cron.job where jobname = 'deliver-pending-mail'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.schedule).toBe('* * * * *');

    // What the job does when it runs: one POST to the route, authorised by the service role key.
    await database.exec(rows[0]?.command ?? '');
    const requests = await database.query<{ url: string; headers: Record<string, string>; body: unknown; timeout_milliseconds: number }>(
      'select url, headers, body, timeout_milliseconds from net.requests',
    );
    expect(requests.rows).toEqual([
      {
        url: 'https://project-ref.supabase.co/functions/v1/send-contact-email/deliver-pending-mail',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer service-key' },
        // Read by a function deployed before the routes, which answered every path alike; the route ignores it.
        body: { action: 'deliver_pending_mail' },
        timeout_milliseconds: 30_000,
      },
    ]);
  });
});

describe('contact inquiries: row-level security, with two members and a visitor', () => {
  let database: Database;
  let inquiryOfA = '';
  let inquiryOfB = '';
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.query(`insert into auth.users (id, email) values ($1, 'a@member.example'), ($2, 'b@member.example')`, [
      memberA,
      memberB,
    ]);
    inquiryOfA = (await record(database, { email: 'a@member.example', userId: memberA })).inquiry_id ?? '';
    inquiryOfB = (await record(database, { email: 'b@member.example', userId: memberB })).inquiry_id ?? '';
    await record(database, { email: 'visitor@company.example' });
  }, 30_000);
  afterAll(async () => {
    await database.close();
  });

  it('a member reads the inquiries they sent, and no one else’s', async () => {
    const seenByA = await as(
      database,
      'authenticated',
      memberA,
      async (tx) => (await tx.query<{ id: string }>('select id from public.contact_inquiries')).rows,
    );
    expect(seenByA.map((row) => row.id)).toEqual([inquiryOfA]);
    const seenByB = await as(
      database,
      'authenticated',
      memberB,
      async (tx) => (await tx.query<{ id: string }>('select id from public.contact_inquiries')).rows,
    );
    expect(seenByB.map((row) => row.id)).toEqual([inquiryOfB]);
  });

  it('a member can neither change nor delete an inquiry, theirs or another’s', async () => {
    for (const id of [inquiryOfA, inquiryOfB]) {
      await expect(
        as(database, 'authenticated', memberA, (tx) =>
          tx.query(`update public.contact_inquiries set message = 'changed' where id = $1`, [id]),
        ),
      ).rejects.toThrow(/permission denied/);
      await expect(
        as(database, 'authenticated', memberA, (tx) => tx.query('delete from public.contact_inquiries where id = $1', [id])),
      ).rejects.toThrow(/permission denied/);
      await expect(
        as(database, 'authenticated', memberA, (tx) =>
          tx.query(`insert into public.contact_inquiries (client_request_id, content_hash, email, email_normalised, subject)
                    values ('forged-0001', 'x', 'a@member.example', 'a@member.example', 'Forged')`),
        ),
      ).rejects.toThrow(/permission denied/);
    }
    const { rows } = await database.query<{ count: number }>(
      `select count(*)::int as count from public.contact_inquiries where message = 'changed'`,
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('a visitor without an account (anon) reads, writes and records nothing', async () => {
    await expect(as(database, 'anon', undefined, (tx) => tx.query('select id from public.contact_inquiries'))).rejects.toThrow(
      /permission denied/,
    );
    await expect(as(database, 'anon', undefined, (tx) => tx.query('delete from public.contact_inquiries'))).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      as(database, 'anon', undefined, (tx) =>
        tx.query(`select public.record_contact_inquiry('visitor-0001', 'x', 'v@company.example', 'Hello')`),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      as(database, 'authenticated', memberA, (tx) =>
        tx.query(`select public.record_contact_inquiry('member-0001', 'x', 'a@member.example', 'Hello')`),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('record_contact_inquiry: the retry guard and the rate limits, kept in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 30_000);
  afterAll(async () => {
    await database.close();
  });

  it('stores an inquiry once per request id: a retry gets the stored one, a reused id with other content is refused', async () => {
    const first = await record(database, { email: 'retry@company.example', requestId: 'press-0001', contentHash: 'same' });
    expect(first).toMatchObject({ outcome: 'created', mail_status: 'pending' });
    const retry = await record(database, { email: 'retry@company.example', requestId: 'press-0001', contentHash: 'same' });
    expect(retry).toMatchObject({ outcome: 'duplicate', inquiry_id: first.inquiry_id });
    const reused = await record(database, { email: 'retry@company.example', requestId: 'press-0001', contentHash: 'different' });
    expect(reused).toMatchObject({ outcome: 'conflict', inquiry_id: first.inquiry_id });
    const { rows } = await database.query<{ count: number }>(
      `select count(*)::int as count from public.contact_inquiries where client_request_id = 'press-0001'`,
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('allows 5 inquiries per address in 10 minutes, counting the address in any case and spacing, and says when to retry', async () => {
    const outcomes = [];
    for (const email of [
      'limit@company.example',
      'LIMIT@company.example',
      ' limit@company.example',
      'Limit@Company.example',
      'limit@company.example',
      'limit@COMPANY.example',
    ]) {
      outcomes.push(await record(database, { email }));
    }
    expect(outcomes.map((row) => row.outcome)).toEqual(['created', 'created', 'created', 'created', 'created', 'rate_limited']);
    const refused = outcomes[5];
    expect(refused?.inquiry_id).toBeNull();
    expect(refused?.retry_after_seconds).toBeGreaterThan(590);
    expect(refused?.retry_after_seconds).toBeLessThanOrEqual(600);
    expect((await record(database, { email: 'someone-else@company.example' })).outcome).toBe('created');
  });

  it('allows 20 inquiries per IP hash in 10 minutes, whatever the addresses', async () => {
    const outcomes = [];
    for (let index = 0; index < 21; index += 1)
      outcomes.push((await record(database, { email: `person${String(index)}@company.example`, ipHash: 'ip-hash-1' })).outcome);
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(20);
    expect(outcomes[20]).toBe('rate_limited');
    expect((await record(database, { email: 'person0@company.example', ipHash: 'ip-hash-2' })).outcome).toBe('created');
  });

  it('refuses a request id that is not a safe token, and an over-long message, in the database itself', async () => {
    await expect(record(database, { email: 'x@company.example', requestId: 'bad id\r\nBcc: a@b.c' })).rejects.toThrow(
      /client_request_id_token/,
    );
    await expect(
      as(database, 'service_role', undefined, (tx) =>
        tx.query(
          `select public.record_contact_inquiry('long-message-1', 'x', 'x@company.example', 'Hello', p_message => repeat('a', 5001))`,
        ),
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

/** Signs an address up through the SQL function, as the send-contact-email function does (service role). */
async function subscribe(database: Database, email: string, language?: string) {
  const token = () => crypto.randomUUID().replaceAll('-', '').padEnd(43, 'x');
  return as(
    database,
    'service_role',
    undefined,
    async (tx) =>
      (
        await tx.query<{ outcome: string; subscriber_id: string }>(
          `select * from public.subscribe_to_newsletter(p_email => $1, p_confirm_token => $2, p_unsubscribe_token => $3
             ${language === undefined ? '' : ', p_language => $4'})`,
          [email, token(), token(), ...(language === undefined ? [] : [language])],
        )
      ).rows[0],
    true,
  );
}

const claimDue = (database: Database) =>
  as(
    database,
    'service_role',
    undefined,
    async (tx) => (await tx.query<{ kind: string; id: string }>('select kind, id from public.claim_due_mail()')).rows,
    true,
  );

describe('the language of the e-mails to a visitor (mail_language)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 30_000);
  afterAll(async () => {
    await database.close();
  });

  const inquiry = async (id: string | null | undefined) =>
    (
      await database.query<{ language: string; acknowledgement_status: string; acknowledgement_attempts: number }>(
        'select language, acknowledgement_status, acknowledgement_attempts from public.contact_inquiries where id = $1',
        [id],
      )
    ).rows[0];

  it('stores an inquiry’s language (English unless told), with the acknowledgement’s first send under way', async () => {
    const french = await record(database, { email: 'awa@company.example', language: 'fr' });
    expect(await inquiry(french.inquiry_id)).toEqual({ language: 'fr', acknowledgement_status: 'pending', acknowledgement_attempts: 1 });
    const unnamed = await record(database, { email: 'ada@company.example' });
    expect(await inquiry(unnamed.inquiry_id)).toMatchObject({ language: 'en', acknowledgement_status: 'pending' });
    // Neither e-mail is handed to the job while the function that stored them is still sending.
    expect(await claimDue(database)).toEqual([]);
  });

  it('refuses any language but en and fr, in the database itself', async () => {
    await expect(record(database, { email: 'hans@company.example', language: 'de' })).rejects.toThrow(/contact_inquiries_language/);
    await expect(subscribe(database, 'hans@company.example', 'FR')).rejects.toThrow(/newsletter_subscribers_language/);
  });

  it('delivers an acknowledgement as its own kind of e-mail: leased, retried with backoff, then sent', async () => {
    const { inquiry_id: id } = await record(database, { email: 'retry.ack@company.example', language: 'fr' });
    await database.query(
      'update public.contact_inquiries set mail_status = $2, notified_at = now(), acknowledgement_next_attempt_at = now() where id = $1',
      [id, 'sent'],
    );
    expect(await claimDue(database)).toEqual([{ kind: 'contact_acknowledgement', id }]);
    expect(await claimDue(database)).toEqual([]);
    const result = (error: string | null) =>
      as(
        database,
        'service_role',
        undefined,
        (tx) => tx.query(`select public.record_mail_result('contact_acknowledgement', $1, $2)`, [id, error]),
        true,
      );
    await result('503 from the mail API');
    expect(await inquiry(id)).toMatchObject({ acknowledgement_status: 'pending', acknowledgement_attempts: 2 });
    await result(null);
    const { rows } = await database.query<{ acknowledgement_status: string; acknowledged_at: Date | null; mail_status: string }>(
      'select acknowledgement_status, acknowledged_at, mail_status from public.contact_inquiries where id = $1',
      [id],
    );
    expect(rows[0]).toMatchObject({ acknowledgement_status: 'sent', mail_status: 'sent' });
    expect(rows[0]?.acknowledged_at).not.toBeNull();
  });

  it('keeps a subscriber’s language with the confirmation they were sent: a stranger typing their address cannot change it', async () => {
    const email = 'mariam@reader.example';
    const language = async () =>
      (
        await database.query<{ language: string }>('select language from public.newsletter_subscribers where email_normalised = $1', [
          email,
        ])
      ).rows[0]?.language;
    expect((await subscribe(database, email, 'fr'))?.outcome).toBe('confirmation_sent');
    expect(await language()).toBe('fr');
    // Pending, within a day: nothing new is sent, and nothing changes.
    expect((await subscribe(database, email, 'en'))?.outcome).toBe('confirmation_pending');
    expect(await language()).toBe('fr');
    // Confirmed: the same.
    await database.query(
      `update public.newsletter_subscribers set status = 'confirmed', confirmed_at = now() where email_normalised = $1`,
      [email],
    );
    expect((await subscribe(database, email))?.outcome).toBe('already_subscribed');
    expect(await language()).toBe('fr');
    // Unsubscribed, then signed up again from the English edition: the new confirmation is in English.
    await database.query(
      `update public.newsletter_subscribers set status = 'unsubscribed', confirmed_at = null, unsubscribed_at = now() where email_normalised = $1`,
      [email],
    );
    expect((await subscribe(database, email, 'en'))?.outcome).toBe('confirmation_sent');
    expect(await language()).toBe('en');
  });

  it('leaves row-level security as it was: visitors and members still read no subscriber, and no other member’s inquiry', async () => {
    await expect(as(database, 'anon', undefined, (tx) => tx.query('select language from public.newsletter_subscribers'))).rejects.toThrow(
      /permission denied/,
    );
    const seen = await as(
      database,
      'authenticated',
      memberA,
      async (tx) => (await tx.query('select language from public.contact_inquiries')).rows,
    );
    expect(seen).toEqual([]);
    const policies = await database.query<{ tablename: string; policyname: string }>(
      `select tablename, policyname from pg_policies where tablename in ('contact_inquiries', 'newsletter_subscribers') order by 1, 2`,
    );
    expect(policies.rows).toEqual([
      { tablename: 'contact_inquiries', policyname: 'Members read the inquiries they sent' },
      { tablename: 'newsletter_subscribers', policyname: 'Visitors and members have no direct access to subscribers' },
    ]);
  });
});

// Each case starts the database from disk two or three times.
describe('migrations on a database that already holds data', { timeout: 60_000 }, () => {
  const directory = mkdtempSync(join(tmpdir(), 'akoma-migrations-'));
  const migrations = join(directory, 'migrations');
  const data = join(directory, 'data');
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('applies a new migration on the next start, keeping every row, and never re-applies an old one', async () => {
    rmSync(migrations, { recursive: true, force: true });
    mkdirSync(migrations, { recursive: true });
    // The project's first migration alone, with a row in it; then the project's later migrations
    // and one more, as a deployed database meets them.
    const [firstMigration, ...laterMigrations] = readdirSync(defaultMigrationsDirectory).sort();
    if (!firstMigration) throw new Error('supabase/migrations is empty');
    copyFileSync(join(defaultMigrationsDirectory, firstMigration), join(migrations, firstMigration));

    const first = await openDatabase(data, { migrationsDirectory: migrations });
    const kept = await record(first, { email: 'kept@company.example', requestId: 'kept-000001' });
    await first.close();

    for (const file of laterMigrations) copyFileSync(join(defaultMigrationsDirectory, file), join(migrations, file));
    writeFileSync(
      join(migrations, '29990101000000_inquiry_source.sql'),
      `alter table public.contact_inquiries add column source text not null default 'website';`,
    );
    const second = await openDatabase(data, { migrationsDirectory: migrations });
    const { rows } = await second.query<{ id: string; source: string }>(`select id, source from public.contact_inquiries`);
    expect(rows).toEqual([{ id: kept.inquiry_id, source: 'website' }]);
    const versions = (await second.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version'))
      .rows;
    expect(versions.at(-1)?.version).toBe('29990101000000');
    expect(versions).toHaveLength(laterMigrations.length + 2);
    expect(
      (await second.query(`select 1 from pg_tables where schemaname = 'public' and tablename = 'newsletter_subscribers'`)).rows,
    ).toHaveLength(1);
    await second.close();

    // A third start applies nothing again (re-running the ALTER would fail on the existing column).
    const third = await openDatabase(data, { migrationsDirectory: migrations });
    expect((await third.query<{ count: number }>('select count(*)::int as count from public.contact_inquiries')).rows[0]?.count).toBe(1);
    await third.close();
  });

  it('gives the rows from before mail_language English, and no acknowledgement weeks after their inquiry', async () => {
    const before = join(directory, 'before-mail-language');
    const beforeData = join(directory, 'before-mail-language-data');
    mkdirSync(before, { recursive: true });
    const files = readdirSync(defaultMigrationsDirectory).sort();
    const mailLanguage = files.findIndex((file) => file.endsWith('_mail_language.sql'));
    for (const file of files.slice(0, mailLanguage)) copyFileSync(join(defaultMigrationsDirectory, file), join(before, file));
    const old = await openDatabase(beforeData, { migrationsDirectory: before });
    const kept = await record(old, { email: 'old.inquiry@company.example', requestId: 'old-000001' });
    await old.query(`update public.contact_inquiries set mail_next_attempt_at = now() where id = $1`, [kept.inquiry_id]);
    await old.close();

    for (const file of files.slice(mailLanguage)) copyFileSync(join(defaultMigrationsDirectory, file), join(before, file));
    const migrated = await openDatabase(beforeData, { migrationsDirectory: before });
    const { rows } = await migrated.query<{ language: string; acknowledgement_status: string; mail_status: string }>(
      'select language, acknowledgement_status, mail_status from public.contact_inquiries where id = $1',
      [kept.inquiry_id],
    );
    expect(rows).toEqual([{ language: 'en', acknowledgement_status: 'skipped', mail_status: 'pending' }]);
    // Its pending notification is still delivered; no acknowledgement is.
    expect(await claimDue(migrated)).toEqual([{ kind: 'contact_inquiry', id: kept.inquiry_id }]);
    await migrated.close();
  });

  it('rolls back a failing migration whole, names it, and keeps what came before', async () => {
    writeFileSync(join(migrations, '29990102000000_broken.sql'), `create table public.half_done (id int); select no_such_function();`);
    await expect(openDatabase(data, { migrationsDirectory: migrations })).rejects.toThrow(
      /29990102000000_broken\.sql failed and was rolled back/,
    );
    rmSync(join(migrations, '29990102000000_broken.sql'));
    const database = await openDatabase(data, { migrationsDirectory: migrations });
    expect((await database.query(`select 1 from pg_tables where tablename = 'half_done'`)).rows).toEqual([]);
    expect((await database.query<{ count: number }>('select count(*)::int as count from public.contact_inquiries')).rows[0]?.count).toBe(1);
    await database.close();
  });

  it('refuses a migration that uses what PostgreSQL 15 lacks, naming it, before it runs', async () => {
    writeFileSync(
      join(migrations, '29990103000000_newer_sql.sql'),
      `-- uuidv7() in a comment, and 'any_value(' in a string, are not used.\n` +
        `create table public.newer (id uuid primary key default uuidv7(), note text default 'any_value(x)');`,
    );
    await expect(openDatabase(data, { migrationsDirectory: migrations })).rejects.toThrow(
      '29990103000000_newer_sql.sql uses uuidv7() (PostgreSQL 18), which PostgreSQL 15 lacks',
    );
    rmSync(join(migrations, '29990103000000_newer_sql.sql'));
    const database = await openDatabase(data, { migrationsDirectory: migrations });
    expect((await database.query(`select 1 from pg_tables where tablename = 'newer'`)).rows).toEqual([]);
    await database.close();
  });

  it('runs each migration as a role that is not a superuser, as "supabase db push" runs as hosted\'s postgres', async () => {
    // What only a superuser may do fails, as it would on deploy, and is rolled back.
    writeFileSync(
      join(migrations, '29990104000000_superuser_only.sql'),
      `create table public.superuser_only (id int);\ncreate function public.no_trigger() returns event_trigger language plpgsql as $$ begin end $$;\n` +
        `create event trigger superuser_only on ddl_command_start execute function public.no_trigger();`,
    );
    await expect(openDatabase(data, { migrationsDirectory: migrations })).rejects.toThrow(
      /29990104000000_superuser_only\.sql failed and was rolled back: .*permission denied to create event trigger/,
    );
    rmSync(join(migrations, '29990104000000_superuser_only.sql'));

    const database = await openDatabase(data, { migrationsDirectory: migrations });
    expect((await database.query(`select 1 from pg_tables where tablename = 'superuser_only'`)).rows).toEqual([]);
    // What the migrations made belongs to that role, which has hosted postgres's attributes.
    const owners = await database.query<{ owner: string }>(
      `select distinct tableowner as owner from pg_tables where schemaname = 'public'
       union select distinct pg_get_userbyid(proowner) from pg_proc where pronamespace = 'public'::regnamespace`,
    );
    expect(owners.rows).toEqual([{ owner: 'project_admin' }]);
    const role = await database.query(
      `select rolsuper, rolcreaterole, rolbypassrls, rolcanlogin from pg_roles where rolname = 'project_admin'`,
    );
    expect(role.rows).toEqual([{ rolsuper: false, rolcreaterole: true, rolbypassrls: true, rolcanlogin: false }]);
    await database.close();
  });

  it('refuses a file that is not named as the Supabase CLI names migrations', () => {
    writeFileSync(join(migrations, 'add_things.sql'), 'select 1;');
    expect(() => listMigrations(migrations)).toThrow(/add_things\.sql" is not named <14-digit timestamp>_<name>\.sql/);
    rmSync(join(migrations, 'add_things.sql'));
  });
});
