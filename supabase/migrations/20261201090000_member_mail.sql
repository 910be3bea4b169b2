-- IndyCircle's e-mail to members: the topics a member follows, their mail preferences, and a
-- durable queue of every e-mail the site sends them.
--
--   * pieces and assessment_area_focus, with new columns on events: the catalogue of what the site
--     publishes, kept in step by the deploy through sync_catalogue (as events already were through
--     sync_events), so the database knows what is new and on which topics;
--   * followed_topics and member_preferences: what each member follows and how often they want to
--     hear about it, each member's own (row-level security, as IndyCircle's other tables);
--   * member_mail: the queue, kept like contact inquiries' mail (newsletter_and_mail_delivery): a
--     row is stored pending before anything is sent, and the delivery job (claim_due_mail,
--     record_mail_result) sends it and retries it with backoff, so an e-mail survives a mail
--     provider that is down. Rows come from triggers (an event registration, a change to the
--     account in auth.users) and from enqueue_member_mail, which a scheduler runs every 15 minutes
--     for reminders, recordings and digests. Each row has a dedupe key, so whatever runs twice, or
--     twice at once, queues each e-mail once;
--   * the newsletter from the account, and unsubscribe_member for the e-mails' one-click links.
--
-- A topic is a key: a pillar (capability, wellbeing, performance), a piece's category, or one of
-- the pieces' tags slugified ("Future of Work" becomes future-of-work): ^[a-z0-9][a-z0-9-]{0,59}$.
--
-- The language of an e-mail to a member: their member_preferences.language; else the language
-- they signed up in (auth.users.raw_user_meta_data ->> 'language') when it is en or fr; else en.

-- Whether every element of a list of topics is a topic key (an empty list is). Used by the
-- catalogue's check constraints, which call it as whoever writes (the service role and the owner).
create function public.topic_keys_are_valid(p_topics text[])
returns boolean
language sql
immutable
security invoker
set search_path = ''
as $$
  select coalesce(bool_and(t.topic is not null and t.topic ~ '^[a-z0-9][a-z0-9-]{0,59}$'), true)
    from unnest(p_topics) as t (topic)
$$;

comment on function public.topic_keys_are_valid is
  'Whether every element of the array is a topic key (^[a-z0-9][a-z0-9-]{0,59}$).';

revoke execute on function public.topic_keys_are_valid(text[]) from public, anon, authenticated;
grant execute on function public.topic_keys_are_valid(text[]) to service_role;

-- The catalogue ----------------------------------------------------------------------------------

-- The pieces the site publishes (site/content/pieces), handed over whole by every deploy. A piece
-- taken off the site stays, no longer listed, so an e-mail already queued that names it still finds
-- it. first_listed_at is when a deploy first listed it: what "new" means for a digest (a piece's
-- publication date is the author's, and may be days before the site shows it). A piece published
-- more than 30 days before it is first listed is the back catalogue, not news: it is dated at its
-- publication (see sync_catalogue).
create table public.pieces (
  -- The piece's slug, as in its address (/insights/<slug>).
  slug text primary key check (slug ~ '^[a-z0-9][a-z0-9-]{0,119}$'),
  title text not null check (char_length(title) between 1 and 300),
  -- The French edition's, when the piece has one.
  title_fr text check (char_length(title_fr) between 1 and 300),
  summary text not null default '' check (char_length(summary) <= 2000),
  summary_fr text check (char_length(summary_fr) <= 2000),
  -- Its category (a pillar, or african-business), itself a topic key.
  category text not null check (category ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
  -- Its topics: the category, then its tags' keys, without repeats.
  topics text[] not null default '{}'
    constraint pieces_topics check (cardinality(topics) <= 50 and public.topic_keys_are_valid(topics)),
  published_on date not null,
  listed boolean not null default true,
  first_listed_at timestamptz not null default now(),
  synced_at timestamptz not null default now()
);

comment on table public.pieces is
  'The pieces the site publishes, kept in step with its content by sync_catalogue at each deploy. first_listed_at is when a piece became new.';

create index pieces_listed_recent on public.pieces (first_listed_at desc) where listed;

alter table public.pieces enable row level security;

-- Public on the site: anyone reads what is listed. Only the service role (the deploy) writes.
create policy "Everyone reads the listed pieces"
  on public.pieces for select
  to anon, authenticated
  using (listed);

revoke all on table public.pieces from anon, authenticated;
grant select on table public.pieces to anon, authenticated;
grant all on table public.pieces to service_role;

-- What an e-mail says about an event, in both languages, and the topics a digest matches it on.
-- The texts are the site's own (its name, when and where as the event page words them, with the
-- event's time zone); they are null for an event no sync_catalogue has described yet.
-- recording_path is the site path of the event's recording, once there is one: the members who
-- registered are then sent it. first_listed_at is when a deploy first listed the event; events
-- already here count from this migration.
alter table public.events
  add column name text constraint events_name check (char_length(name) between 1 and 300),
  add column name_fr text constraint events_name_fr check (char_length(name_fr) between 1 and 300),
  add column when_text text constraint events_when_text check (char_length(when_text) between 1 and 200),
  add column when_text_fr text constraint events_when_text_fr check (char_length(when_text_fr) between 1 and 200),
  add column where_text text constraint events_where_text check (char_length(where_text) between 1 and 200),
  add column where_text_fr text constraint events_where_text_fr check (char_length(where_text_fr) between 1 and 200),
  -- An IANA time zone name (Africa/Lagos, UTC).
  add column time_zone text constraint events_time_zone check (time_zone ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$'),
  -- A path on the site, never an address elsewhere (no scheme, no "//"), of at most 300 characters.
  add column recording_path text constraint events_recording_path
    check (recording_path ~ '^/[A-Za-z0-9][A-Za-z0-9._~/-]*$' and char_length(recording_path) <= 300),
  add column topics text[] not null default '{}'
    constraint events_topics check (cardinality(topics) <= 50 and public.topic_keys_are_valid(topics)),
  add column first_listed_at timestamptz not null default now();

comment on column public.events.recording_path is
  'The site path of the event''s recording, once there is one: enqueue_member_mail then sends it to the members who registered.';
comment on column public.events.first_listed_at is
  'When a deploy first listed the event: what "new" means for a digest.';

-- What the assessment's recommendation reads: for each of the assessment's areas (its name as
-- assessment_results.area_scores stores it, in either language), the topic it is about and the
-- tags of the pieces that help with it. A digest recommends a piece on the area a member scored
-- lowest. Handed over whole by the deploy, as the pieces are.
create table public.assessment_area_focus (
  area text primary key check (char_length(area) between 1 and 120),
  topic text not null check (topic ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
  tags text[] not null default '{}'
    constraint assessment_area_focus_tags check (cardinality(tags) <= 50 and public.topic_keys_are_valid(tags)),
  synced_at timestamptz not null default now()
);

comment on table public.assessment_area_focus is
  'For each assessment area, the topic and tags of the pieces that help with it: what a digest''s recommendation reads.';

alter table public.assessment_area_focus enable row level security;

create policy "Everyone reads what each assessment area is about"
  on public.assessment_area_focus for select
  to anon, authenticated
  using (true);

revoke all on table public.assessment_area_focus from anon, authenticated;
grant select on table public.assessment_area_focus to anon, authenticated;
grant all on table public.assessment_area_focus to service_role;

-- The deploy's whole catalogue, as JSON: { "events": [...], "pieces": [...], "areas": [...] },
-- each entry with the columns above by name (events with their id, starts_at and ends_at as
-- sync_events takes them). For each list given:
--   * every entry is added or updated, and listed; one listed for the first time (a new row) is
--     first listed at p_now. A row listed before keeps when it was first listed, so a piece taken
--     off the site and put back is not new again;
--   * any other event or piece is kept but no longer listed (as sync_events does), and any other
--     area is deleted (nothing points at an area).
-- A list left out of p_catalogue leaves that part alone: a deploy that knows nothing of areas does
-- not remove them. Returns how many of each were listed: { "events": n, "pieces": n, "areas": n }.
-- Only the service role may call it. sync_events keeps working for deploys from before it.
create function public.sync_catalogue(p_catalogue jsonb, p_now timestamptz default now())
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  counts jsonb := '{}'::jsonb;
  listed_count integer;
begin
  if jsonb_typeof(p_catalogue) is distinct from 'object' then
    raise exception 'sync_catalogue expects a JSON object: { "events": [...], "pieces": [...], "areas": [...] }' using errcode = '22023';
  end if;
  if exists (
    select from jsonb_each(p_catalogue) as part (name, entries)
     where part.name in ('events', 'pieces', 'areas') and jsonb_typeof(part.entries) <> 'array'
  ) then
    raise exception 'sync_catalogue expects each of events, pieces and areas to be a JSON array' using errcode = '22023';
  end if;

  if p_catalogue ? 'events' then
    insert into public.events as e (
      id, starts_at, ends_at, name, name_fr, when_text, when_text_fr, where_text, where_text_fr, time_zone,
      recording_path, topics, listed, first_listed_at, synced_at
    )
    select item.id, item.starts_at, item.ends_at, item.name, item.name_fr, item.when_text, item.when_text_fr,
           item.where_text, item.where_text_fr, item.time_zone, item.recording_path, coalesce(item.topics, '{}'),
           true, p_now, p_now
      from jsonb_to_recordset(p_catalogue -> 'events') as item(
        id text, starts_at timestamptz, ends_at timestamptz, name text, name_fr text, when_text text, when_text_fr text,
        where_text text, where_text_fr text, time_zone text, recording_path text, topics text[]
      )
    on conflict (id) do update set
      starts_at = excluded.starts_at, ends_at = excluded.ends_at, name = excluded.name, name_fr = excluded.name_fr,
      when_text = excluded.when_text, when_text_fr = excluded.when_text_fr, where_text = excluded.where_text,
      where_text_fr = excluded.where_text_fr, time_zone = excluded.time_zone, recording_path = excluded.recording_path,
      topics = excluded.topics, listed = true, synced_at = excluded.synced_at;
    get diagnostics listed_count = row_count;
    counts := counts || jsonb_build_object('events', listed_count);

    update public.events e
       set listed = false, synced_at = p_now
     where e.listed
       and not exists (select from jsonb_to_recordset(p_catalogue -> 'events') as item(id text) where item.id = e.id);
  end if;

  if p_catalogue ? 'pieces' then
    insert into public.pieces as p (
      slug, title, title_fr, summary, summary_fr, category, topics, published_on, listed, first_listed_at, synced_at
    )
    select item.slug, item.title, item.title_fr, coalesce(item.summary, ''), item.summary_fr, item.category,
           coalesce(item.topics, '{}'), item.published_on, true,
           -- A piece listed for the first time is new now, unless it was published more than 30 days
           -- ago: then it is the back catalogue (the first sync after launch lists every piece the site
           -- ever published), dated at its publication, and no digest presents it as new.
           case when item.published_on < (p_now at time zone 'UTC')::date - 30
                then (item.published_on::timestamp at time zone 'UTC')
                else p_now end,
           p_now
      from jsonb_to_recordset(p_catalogue -> 'pieces') as item(
        slug text, title text, title_fr text, summary text, summary_fr text, category text, topics text[], published_on date
      )
    on conflict (slug) do update set
      title = excluded.title, title_fr = excluded.title_fr, summary = excluded.summary, summary_fr = excluded.summary_fr,
      category = excluded.category, topics = excluded.topics, published_on = excluded.published_on, listed = true,
      synced_at = excluded.synced_at;
    get diagnostics listed_count = row_count;
    counts := counts || jsonb_build_object('pieces', listed_count);

    update public.pieces p
       set listed = false, synced_at = p_now
     where p.listed
       and not exists (select from jsonb_to_recordset(p_catalogue -> 'pieces') as item(slug text) where item.slug = p.slug);
  end if;

  if p_catalogue ? 'areas' then
    insert into public.assessment_area_focus as a (area, topic, tags, synced_at)
    select item.area, item.topic, coalesce(item.tags, '{}'), p_now
      from jsonb_to_recordset(p_catalogue -> 'areas') as item(area text, topic text, tags text[])
    on conflict (area) do update set topic = excluded.topic, tags = excluded.tags, synced_at = excluded.synced_at;
    get diagnostics listed_count = row_count;
    counts := counts || jsonb_build_object('areas', listed_count);

    delete from public.assessment_area_focus a
     where not exists (select from jsonb_to_recordset(p_catalogue -> 'areas') as item(area text) where item.area = a.area);
  end if;

  return counts;
end;
$$;

comment on function public.sync_catalogue is
  'Keeps events, pieces and assessment_area_focus in step with the site''s content (called by the deploy with the service role).';

revoke execute on function public.sync_catalogue(jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.sync_catalogue(jsonb, timestamptz) to service_role;

-- What members follow, and how they want to hear about it -----------------------------------------

-- The topics a member follows: one row per topic, so following twice is refused by the primary key
-- (the site follows with "insert ... on conflict do nothing" and unfollows with a delete). A topic
-- is not checked against the catalogue: a tag may be followed before the next piece uses it.
create table public.followed_topics (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  topic text not null check (topic ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
  followed_at timestamptz not null default now(),
  primary key (user_id, topic)
);

comment on table public.followed_topics is 'The topics each member follows: what their digest is about.';

-- How each member wants to hear from IndyCircle. No row means the defaults: a weekly digest, event
-- reminders on, English (or the language they signed up in). The site saves with an upsert on
-- user_id; updated_at is the database's.
create table public.member_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  digest text not null default 'weekly' check (digest in ('off', 'weekly', 'monthly')),
  -- Reminders the day before an event the member registered for, and its recording afterwards.
  event_reminders boolean not null default true,
  -- The language of every e-mail to the member.
  language text not null default 'en' check (language in ('en', 'fr')),
  updated_at timestamptz not null default now()
);

comment on table public.member_preferences is
  'How each member wants to hear from IndyCircle: digest frequency, event reminders, language. No row means the defaults.';

create function public.touch_member_preferences()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function public.touch_member_preferences() from public, anon, authenticated, service_role;

create trigger member_preferences_updated_at
  before insert or update on public.member_preferences
  for each row execute function public.touch_member_preferences();

alter table public.followed_topics enable row level security;
alter table public.member_preferences enable row level security;

-- As IndyCircle's other tables: each member reads and writes their own rows, in their own name
-- only; visitors (anon) have no policy and no grant; the service role bypasses row-level security.
create policy "Members read the topics they follow"
  on public.followed_topics for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members follow topics for themselves"
  on public.followed_topics for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members unfollow their own topics"
  on public.followed_topics for delete
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members read their own preferences"
  on public.member_preferences for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members set their own preferences"
  on public.member_preferences for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members change their own preferences"
  on public.member_preferences for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Exactly what the policies need. PostgREST's upsert (Prefer: resolution=merge-duplicates) sets
-- every column of the payload from the new row, user_id too when the site sends it, so members may
-- update user_id: the policy holds it to their own id, so that changes nothing.
revoke all on table public.followed_topics, public.member_preferences from anon, authenticated;
grant select, delete on table public.followed_topics to authenticated;
grant insert (user_id, topic) on table public.followed_topics to authenticated;
grant select on table public.member_preferences to authenticated;
grant insert (user_id, digest, event_reminders, language) on table public.member_preferences to authenticated;
grant update (user_id, digest, event_reminders, language) on table public.member_preferences to authenticated;
grant all on table public.followed_topics, public.member_preferences to service_role;

-- A member may follow at most 100 topics, with the other IndyCircle tables' mechanism and refusal
-- (member_row_caps: SQLSTATE PT409, HTTP 409). The site offers three pillars and a few tens of tags;
-- 100 is all of them with room to spare, and bounds what every digest run reads per member.
create trigger followed_topics_row_cap
  before insert or update of user_id on public.followed_topics
  for each row execute function public.enforce_member_row_cap('100', 'topic', 'followed topics');

-- The language of an e-mail to a member (see the top of this file). metadata is their
-- auth.users.raw_user_meta_data, which a trigger on auth.users has in hand.
create function public.member_mail_language(p_user_id uuid, p_user_metadata jsonb)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    (select p.language from public.member_preferences p where p.user_id = p_user_id),
    case when p_user_metadata ->> 'language' in ('en', 'fr') then p_user_metadata ->> 'language' end,
    'en'
  )
$$;

revoke execute on function public.member_mail_language(uuid, jsonb) from public, anon, authenticated, service_role;

-- The queue ----------------------------------------------------------------------------------------

-- Every e-mail to a member, stored before it is sent. The delivery job renders it when it sends it,
-- from the row's kind and payload and the catalogue, in the row's language:
--   welcome             {}                              once, when the member confirms their address
--   event_registration  { "event_id" }                  each registration, with the event's .ics
--   event_reminder      { "event_id" }                  the day before an event they registered for
--   event_recording     { "event_id" }                  the recording of an event they registered for
--   digest              { "frequency", "period_start", "period_end", "pieces": [slug…], "events": [id…] }
--   password_changed    {}                              each change of password
--   email_changed       { "new_email" }                 each change of address, sent to the old one
-- dedupe_key names the one e-mail a row is (see each trigger and enqueue_member_mail): a second
-- attempt to queue it does nothing. status as contact inquiries' mail: pending until the mail API
-- accepts it (sent), retried with backoff, failed after 12 attempts; skipped when it is no longer
-- wanted (the member unsubscribed from that kind before it went).
create table public.member_mail (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (
    kind in ('welcome', 'event_registration', 'event_reminder', 'event_recording', 'digest', 'password_changed', 'email_changed')
  ),
  dedupe_key text not null unique check (char_length(dedupe_key) between 1 and 200),
  -- The address when it was queued (for email_changed, the old address).
  to_email text not null check (char_length(to_email) between 3 and 255),
  language text not null default 'en' check (language in ('en', 'fr')),
  payload jsonb not null default '{}'::jsonb check (jsonb_typeof(payload) = 'object' and octet_length(payload::text) <= 8192),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text check (char_length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint member_mail_sent_at check ((status = 'sent') = (sent_at is not null))
);

comment on table public.member_mail is
  'Every e-mail to a member (welcome, event registration, reminder and recording, digest, password and address changes), stored before it is sent.';

create index member_mail_due on public.member_mail (next_attempt_at) where status = 'pending';
create index member_mail_user_recent on public.member_mail (user_id, created_at desc);

alter table public.member_mail enable row level security;

-- A member reads the e-mails queued for them; nobody but the service role (the delivery job, and
-- the functions and triggers below, which run as the owner) writes.
create policy "Members read the e-mails queued for them"
  on public.member_mail for select
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.member_mail from anon, authenticated;
grant select on table public.member_mail to authenticated;
grant all on table public.member_mail to service_role;

-- The e-mails an account's changes bring, queued by a trigger on auth.users, which Supabase Auth
-- (GoTrue) writes as it signs a member up, confirms their address, changes their password or their
-- address (the local Auth API writes the same columns the same way):
--   * welcome, once, when email_confirmed_at becomes set (on sign-up when the address needs no
--     confirmation, as with LinkedIn; otherwise when the member follows the link or enters the
--     code). Dedupe key welcome:<user>;
--   * password_changed when encrypted_password changes from a password to another. GoTrue keeps ''
--     (not null) for an account without a password, so a first password (after signing up with
--     LinkedIn) is not a change. Dedupe key password-changed:<user>:<epoch>;
--   * email_changed when the address changes, sent to the old address, naming the new one (so the
--     owner of the old address hears of it, whoever made the change). Dedupe key
--     email-changed:<user>:<epoch>.
-- The last two only for a confirmed account: an unconfirmed one (a sign-up nobody finished) may
-- not be its address's owner's. <epoch> is the transaction's time in whole seconds.
--
-- Runs as its owner (security definer): the auth tables' writer (supabase_auth_admin on hosted)
-- has no privileges on public. An e-mail that cannot be queued never stops the account's change:
-- the error is logged as a warning and the change goes through.
create function public.queue_account_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  mail_language text;
  stamp text := floor(extract(epoch from now()))::bigint::text;
begin
  if coalesce(new.email, '') = '' then
    return null;
  end if;
  begin
    mail_language := public.member_mail_language(new.id, new.raw_user_meta_data);
    if new.email_confirmed_at is not null and (tg_op = 'INSERT' or old.email_confirmed_at is null) then
      insert into public.member_mail (user_id, kind, dedupe_key, to_email, language)
      values (new.id, 'welcome', 'welcome:' || new.id::text, new.email, mail_language)
      on conflict (dedupe_key) do nothing;
    end if;
    if tg_op = 'UPDATE' and new.email_confirmed_at is not null then
      if coalesce(old.encrypted_password, '') <> '' and coalesce(new.encrypted_password, '') <> ''
         and new.encrypted_password <> old.encrypted_password then
        insert into public.member_mail (user_id, kind, dedupe_key, to_email, language)
        values (new.id, 'password_changed', 'password-changed:' || new.id::text || ':' || stamp, new.email, mail_language)
        on conflict (dedupe_key) do nothing;
      end if;
      if coalesce(old.email, '') <> '' and lower(old.email) <> lower(new.email) then
        insert into public.member_mail (user_id, kind, dedupe_key, to_email, language, payload)
        values (new.id, 'email_changed', 'email-changed:' || new.id::text || ':' || stamp, old.email, mail_language,
                jsonb_build_object('new_email', new.email::text))
        on conflict (dedupe_key) do nothing;
      end if;
    end if;
  exception when others then
    raise warning 'Could not queue an e-mail for account %: % (%)', new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

revoke execute on function public.queue_account_mail() from public, anon, authenticated, service_role;

-- Hosted's "postgres" (which runs the migrations) may add triggers to auth.users; so may the local
-- platform's project_admin.
create trigger member_mail_on_account_change
  after insert or update of email, encrypted_password, email_confirmed_at on auth.users
  for each row execute function public.queue_account_mail();

-- The confirmation of each event registration, with the event's .ics: one per registration, so a
-- member who cancels and registers again is sent a new one. Dedupe key
-- event-registration:<user>:<event>:<epoch of registered_at, in whole seconds>. Runs as its owner,
-- to read the member's address in auth.users; as above, a failure to queue never refuses the
-- registration.
create function public.queue_event_registration_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  account record;
begin
  select u.email, u.raw_user_meta_data into account from auth.users u where u.id = new.user_id;
  if not found or coalesce(account.email, '') = '' then
    return null;
  end if;
  begin
    insert into public.member_mail (user_id, kind, dedupe_key, to_email, language, payload)
    values (
      new.user_id,
      'event_registration',
      format('event-registration:%s:%s:%s', new.user_id, new.event_id, floor(extract(epoch from new.registered_at))::bigint),
      account.email,
      public.member_mail_language(new.user_id, account.raw_user_meta_data),
      jsonb_build_object('event_id', new.event_id)
    )
    on conflict (dedupe_key) do nothing;
  exception when others then
    raise warning 'Could not queue the registration e-mail of % for event %: % (%)', new.user_id, new.event_id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

revoke execute on function public.queue_event_registration_mail() from public, anon, authenticated, service_role;

create trigger event_registrations_member_mail
  after insert on public.event_registrations
  for each row execute function public.queue_event_registration_mail();

-- The e-mails that come with time, queued for the moment p_now (a scheduler runs it every 15
-- minutes; tests give their own clock). Only for a member whose address is confirmed.
--   * event_reminder: for each registration for a listed event that starts within the next 24
--     hours (p_now < starts_at <= p_now + 24 h), made at least 2 hours before p_now (a member who
--     registers an hour before has the registration e-mail fresh in mind), when the member's
--     event_reminders are on. Dedupe key event-reminder:<user>:<event>:<epoch of starts_at>, so an
--     event moved to another day is reminded of again.
--   * event_recording: for each registration for an event with a recording_path that ended within
--     the last 30 days (p_now - 30 days < ends_at <= p_now), when event_reminders are on. Dedupe key
--     event-recording:<user>:<event>: a recording is sent once.
--   * digest: a week runs from Monday 00:00 UTC to the next Monday, a month from the 1st 00:00 UTC
--     to the next 1st. At any run within a period, each member whose digest is weekly (monthly)
--     and who follows at least one topic is sent the digest of the week (month) before, if that
--     period brought something new on their topics: a listed piece first listed in it whose topics
--     overlap theirs, or a listed event first listed in it, still upcoming at p_now (a start after
--     p_now; a flagship event without dates is never "upcoming"), whose topics overlap theirs. The
--     payload lists those new pieces (newest first, at most 6) and the upcoming listed events on
--     their topics (soonest first, at most 3, new or not). Dedupe key
--     digest:<user>:<frequency>:<period start, YYYY-MM-DD>. Nothing new: no digest.
-- Idempotent: every e-mail has its dedupe key, and a key already queued is left alone ("on
-- conflict do nothing"). Two runs at once take turns (a transaction-scoped advisory lock), so the
-- second sees the first's rows and the counts below count each e-mail once. Returns how many of
-- each kind this run queued. Runs as its owner (security definer) to read the members' addresses
-- in auth.users; only the service role (and the scheduler, as the owner) may call it.
create function public.enqueue_member_mail(p_now timestamptz default now())
returns table (kind text, queued integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  reminders integer;
  recordings integer;
  digests integer;
  -- The periods' bounds, reckoned on UTC's calendar (timestamps without a time zone), so the
  -- session's time zone and its daylight saving never move them.
  this_week timestamp := date_trunc('week', p_now at time zone 'UTC');
  this_month timestamp := date_trunc('month', p_now at time zone 'UTC');
begin
  perform pg_advisory_xact_lock(hashtextextended('enqueue_member_mail', 0));

  insert into public.member_mail (user_id, kind, dedupe_key, to_email, language, payload)
  select r.user_id, 'event_reminder',
         format('event-reminder:%s:%s:%s', r.user_id, e.id, floor(extract(epoch from e.starts_at))::bigint),
         u.email, public.member_mail_language(u.id, u.raw_user_meta_data), jsonb_build_object('event_id', e.id)
    from public.event_registrations r
    join public.events e on e.id = r.event_id
    join auth.users u on u.id = r.user_id
    left join public.member_preferences pref on pref.user_id = r.user_id
   where e.listed
     and e.starts_at > p_now and e.starts_at <= p_now + interval '24 hours'
     and r.registered_at <= p_now - interval '2 hours'
     and coalesce(pref.event_reminders, true)
     and u.email_confirmed_at is not null and coalesce(u.email, '') <> ''
  on conflict (dedupe_key) do nothing;
  get diagnostics reminders = row_count;

  insert into public.member_mail (user_id, kind, dedupe_key, to_email, language, payload)
  select r.user_id, 'event_recording', format('event-recording:%s:%s', r.user_id, e.id),
         u.email, public.member_mail_language(u.id, u.raw_user_meta_data), jsonb_build_object('event_id', e.id)
    from public.event_registrations r
    join public.events e on e.id = r.event_id
    join auth.users u on u.id = r.user_id
    left join public.member_preferences pref on pref.user_id = r.user_id
   where e.recording_path is not null
     and e.ends_at > p_now - interval '30 days' and e.ends_at <= p_now
     and coalesce(pref.event_reminders, true)
     and u.email_confirmed_at is not null and coalesce(u.email, '') <> ''
  on conflict (dedupe_key) do nothing;
  get diagnostics recordings = row_count;

  insert into public.member_mail (user_id, kind, dedupe_key, to_email, language, payload)
  select reader.user_id, 'digest',
         format('digest:%s:%s:%s', reader.user_id, period.frequency, to_char(period.starts, 'YYYY-MM-DD')),
         reader.email, reader.language,
         jsonb_build_object(
           'frequency', period.frequency,
           'period_start', to_char(period.starts, 'YYYY-MM-DD'),
           'period_end', to_char(period.ends, 'YYYY-MM-DD'),
           'pieces', coalesce(new_pieces.slugs, '[]'::jsonb),
           'events', coalesce(upcoming.ids, '[]'::jsonb)
         )
    from (
      select u.id as user_id, u.email, public.member_mail_language(u.id, u.raw_user_meta_data) as language,
             coalesce(pref.digest, 'weekly') as frequency,
             (select array_agg(f.topic) from public.followed_topics f where f.user_id = u.id) as topics
        from auth.users u
        left join public.member_preferences pref on pref.user_id = u.id
       where coalesce(pref.digest, 'weekly') <> 'off'
         and u.email_confirmed_at is not null and coalesce(u.email, '') <> ''
         and exists (select from public.followed_topics f where f.user_id = u.id)
    ) as reader
    join (
      values ('weekly', this_week - interval '7 days', this_week),
             ('monthly', this_month - interval '1 month', this_month)
    ) as period (frequency, starts, ends) on period.frequency = reader.frequency
    cross join lateral (
      select period.starts at time zone 'UTC' as starts_at, period.ends at time zone 'UTC' as ends_at
    ) as bounds
    cross join lateral (
      select jsonb_agg(newest.slug order by newest.first_listed_at desc, newest.published_on desc, newest.slug) as slugs
        from (
          select p.slug, p.first_listed_at, p.published_on
            from public.pieces p
           where p.listed and p.first_listed_at >= bounds.starts_at and p.first_listed_at < bounds.ends_at
             and p.topics && reader.topics
           order by p.first_listed_at desc, p.published_on desc, p.slug
           limit 6
        ) as newest
    ) as new_pieces
    cross join lateral (
      select jsonb_agg(soonest.id order by soonest.starts_at, soonest.id) as ids
        from (
          select e.id, e.starts_at
            from public.events e
           where e.listed and e.starts_at > p_now and e.topics && reader.topics
           order by e.starts_at, e.id
           limit 3
        ) as soonest
    ) as upcoming
   where (
       new_pieces.slugs is not null
       or exists (
         select from public.events e
          where e.listed and e.first_listed_at >= bounds.starts_at and e.first_listed_at < bounds.ends_at
            and e.starts_at > p_now and e.topics && reader.topics
       )
     )
  on conflict (dedupe_key) do nothing;
  get diagnostics digests = row_count;

  return query values ('event_reminder'::text, reminders), ('event_recording'::text, recordings), ('digest'::text, digests);
end;
$$;

comment on function public.enqueue_member_mail is
  'Queues the event reminders, recordings and digests due at p_now, each once (dedupe keys). Run every 15 minutes by the scheduler.';

revoke execute on function public.enqueue_member_mail(timestamptz) from public, anon, authenticated;
grant execute on function public.enqueue_member_mail(timestamptz) to service_role;

-- The delivery job hands out member_mail too ------------------------------------------------------

-- As before (mail_language), with a fourth kind, 'member_mail'. Each kind hands out at most
-- p_limit e-mails, so one round returns up to four times p_limit: fewer than p_limit of a kind
-- means no more of that kind is due and free (rows another sender holds are skipped, not waited
-- for), and a round never returns fewer rows than p_limit while more are due and free. The job
-- loops until a round returns nothing (or its round limit), so a backlog beyond one round (a
-- Monday's digests) goes out over the next rounds and runs. Among members' e-mails, those a member
-- waits for (welcome, registration, password and address changes) go first, then reminders, then
-- recordings and digests, so a backlog of digests never holds up a password-change warning.
-- Same signatures: replaced in place, keeping their grants (the service role only).
create or replace function public.claim_due_mail(p_limit integer default 20, p_lease interval default interval '2 minutes')
returns table (kind text, id uuid, attempts integer)
language plpgsql
security invoker
set search_path = ''
as $$
begin
  return query
    with due as (
      select i.id from public.contact_inquiries i
      where i.mail_status = 'pending' and i.mail_next_attempt_at <= now()
      order by i.mail_next_attempt_at
      limit p_limit
      for update skip locked
    )
    update public.contact_inquiries i
      set mail_attempts = i.mail_attempts + 1, mail_next_attempt_at = now() + p_lease
      from due where i.id = due.id
      returning 'contact_inquiry'::text, i.id, i.mail_attempts;
  return query
    with due as (
      select i.id from public.contact_inquiries i
      where i.acknowledgement_status = 'pending' and i.acknowledgement_next_attempt_at <= now()
      order by i.acknowledgement_next_attempt_at
      limit p_limit
      for update skip locked
    )
    update public.contact_inquiries i
      set acknowledgement_attempts = i.acknowledgement_attempts + 1, acknowledgement_next_attempt_at = now() + p_lease
      from due where i.id = due.id
      returning 'contact_acknowledgement'::text, i.id, i.acknowledgement_attempts;
  return query
    with due as (
      select s.id from public.newsletter_subscribers s
      where s.mail_status = 'pending' and s.mail_next_attempt_at <= now()
      order by s.mail_next_attempt_at
      limit p_limit
      for update skip locked
    )
    update public.newsletter_subscribers s
      set mail_attempts = s.mail_attempts + 1, mail_next_attempt_at = now() + p_lease
      from due where s.id = due.id
      returning 'newsletter_confirmation'::text, s.id, s.mail_attempts;
  return query
    with due as (
      select m.id from public.member_mail m
      where m.status = 'pending' and m.next_attempt_at <= now()
      order by case
          when m.kind in ('welcome', 'event_registration', 'password_changed', 'email_changed') then 0
          when m.kind = 'event_reminder' then 1
          else 2
        end,
        m.next_attempt_at, m.created_at
      limit p_limit
      for update skip locked
    )
    update public.member_mail m
      set attempts = m.attempts + 1, next_attempt_at = now() + p_lease
      from due where m.id = due.id
      returning 'member_mail'::text, m.id, m.attempts;
end;
$$;

create or replace function public.record_mail_result(p_kind text, p_id uuid, p_error text default null)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  error_text text := left(p_error, 1000);
begin
  if p_kind = 'contact_inquiry' then
    update public.contact_inquiries i set
      mail_status = case when error_text is null then 'sent' when i.mail_attempts >= 12 then 'failed' else 'pending' end,
      notified_at = case when error_text is null then now() else null end,
      mail_last_error = error_text,
      mail_next_attempt_at = now() + least(interval '6 hours', interval '1 minute' * power(2, greatest(i.mail_attempts - 1, 0)))
    where i.id = p_id and i.mail_status = 'pending';
  elsif p_kind = 'contact_acknowledgement' then
    update public.contact_inquiries i set
      acknowledgement_status = case when error_text is null then 'sent' when i.acknowledgement_attempts >= 12 then 'failed' else 'pending' end,
      acknowledged_at = case when error_text is null then now() else null end,
      acknowledgement_last_error = error_text,
      acknowledgement_next_attempt_at = now()
        + least(interval '6 hours', interval '1 minute' * power(2, greatest(i.acknowledgement_attempts - 1, 0)))
    where i.id = p_id and i.acknowledgement_status = 'pending';
  elsif p_kind = 'newsletter_confirmation' then
    update public.newsletter_subscribers s set
      mail_status = case when error_text is null then 'sent' when s.mail_attempts >= 12 then 'failed' else 'pending' end,
      notified_at = case when error_text is null then now() else null end,
      mail_last_error = error_text,
      mail_next_attempt_at = now() + least(interval '6 hours', interval '1 minute' * power(2, greatest(s.mail_attempts - 1, 0)))
    where s.id = p_id and s.mail_status = 'pending';
  elsif p_kind = 'member_mail' then
    update public.member_mail m set
      status = case when error_text is null then 'sent' when m.attempts >= 12 then 'failed' else 'pending' end,
      sent_at = case when error_text is null then now() else null end,
      last_error = error_text,
      next_attempt_at = now() + least(interval '6 hours', interval '1 minute' * power(2, greatest(m.attempts - 1, 0)))
    where m.id = p_id and m.status = 'pending';
  else
    raise exception 'Unknown kind of e-mail: %', p_kind using errcode = '22023';
  end if;
end;
$$;

-- The newsletter, from the account -----------------------------------------------------------------

-- A subscription made from the account needs no confirmation e-mail: its address is the account's,
-- which Auth has confirmed. Its mail_status is then 'skipped' (nothing to send), as an
-- acknowledgement is for inquiries from before acknowledgements.
alter table public.newsletter_subscribers
  drop constraint newsletter_subscribers_mail_status_check,
  add constraint newsletter_subscribers_mail_status_check check (mail_status in ('pending', 'sent', 'failed', 'skipped'));

-- The status of the signed-in member's newsletter subscription: 'confirmed', 'pending',
-- 'unsubscribed', or null when their address never signed up. Their address is the account's in
-- auth.users, which is current from the moment an address change is confirmed (the token's copy,
-- auth.email(), can be up to an hour old). Runs as its owner (security definer): members have no
-- access to newsletter_subscribers, and it reads their own address's row only.
create function public.my_newsletter_subscription()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.status
    from public.newsletter_subscribers s
    join auth.users u on s.email_normalised = lower(btrim(u.email))
   where u.id = (select auth.uid())
$$;

comment on function public.my_newsletter_subscription is
  'The signed-in member''s newsletter subscription: confirmed, pending, unsubscribed, or null.';

-- Subscribes the signed-in member's address to the newsletter (p_subscribed) in p_language, or
-- unsubscribes it; returns the new status ('confirmed' or 'unsubscribed'), or null when there was
-- nothing to unsubscribe. Subscribing is 'confirmed' at once: Auth has confirmed the address, so the
-- double opt-in's confirmation e-mail would prove nothing (one still waiting to be sent is skipped).
-- A subscription keeps its tokens (its e-mailed unsubscribe link keeps working) and takes the
-- member's language. Unsubscribing is unsubscribe_from_newsletter's. Under the same advisory lock
-- per address as subscribe_to_newsletter. An account whose address is not confirmed is refused
-- (42501).
create function public.set_my_newsletter_subscription(p_subscribed boolean, p_language text default 'en')
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  account record;
  normalised text;
  new_status text;
  token_pair text[];
begin
  if p_subscribed is null or p_language is null or p_language not in ('en', 'fr') then
    raise exception 'set_my_newsletter_subscription expects true or false, and a language, en or fr' using errcode = '22023';
  end if;
  select u.email, u.email_confirmed_at into account from auth.users u where u.id = (select auth.uid());
  if not found or coalesce(account.email, '') = '' then
    raise exception 'Only a signed-in member may change their newsletter subscription.' using errcode = '42501';
  end if;
  normalised := lower(btrim(account.email));
  perform pg_advisory_xact_lock(hashtextextended('newsletter_subscribers:email:' || normalised, 0));

  if not p_subscribed then
    update public.newsletter_subscribers s
      set status = 'unsubscribed',
          unsubscribed_at = coalesce(s.unsubscribed_at, now()),
          confirmed_at = null,
          mail_status = case when s.mail_status = 'pending' then 'failed' else s.mail_status end,
          mail_last_error = case when s.mail_status = 'pending' then 'Unsubscribed before the confirmation was sent.' else s.mail_last_error end
      where s.email_normalised = normalised;
    return case when found then 'unsubscribed' end;
  end if;

  if account.email_confirmed_at is null then
    raise exception 'Confirm your account''s address before subscribing it to the newsletter.' using errcode = '42501';
  end if;

  update public.newsletter_subscribers s
    set status = 'confirmed',
        confirmed_at = coalesce(s.confirmed_at, now()),
        unsubscribed_at = null,
        language = p_language,
        mail_status = case when s.mail_status = 'pending' then 'skipped' else s.mail_status end
    where s.email_normalised = normalised
    returning s.status into new_status;
  if found then
    return new_status;
  end if;

  -- Two URL-safe tokens of 43 characters (32 random bytes each, from two version 4 UUIDs: 244
  -- random bits), as subscribe_to_newsletter's callers make them.
  select array_agg(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_'))
    into token_pair
    from generate_series(1, 2);
  insert into public.newsletter_subscribers (
    email, email_normalised, status, confirm_token, unsubscribe_token, language, confirmed_at, mail_status, mail_attempts
  ) values (
    btrim(account.email), normalised, 'confirmed', token_pair[1], token_pair[2], p_language, now(), 'skipped', 0
  );
  return 'confirmed';
end;
$$;

comment on function public.set_my_newsletter_subscription is
  'Subscribes (confirmed at once) or unsubscribes the signed-in member''s address to the newsletter; returns the new status.';

revoke execute on function public.my_newsletter_subscription(), public.set_my_newsletter_subscription(boolean, text)
  from public, anon, authenticated, service_role;
grant execute on function public.my_newsletter_subscription(), public.set_my_newsletter_subscription(boolean, text)
  to authenticated;

-- The e-mails' one-click unsubscribe (RFC 8058): the function that checks the link's signature
-- calls this as the service role. p_what is what the link turns off:
--   * 'digest': the member's digest becomes off;
--   * 'event_reminders': their event reminders (and recordings) become off;
--   * 'newsletter': their account address's newsletter subscription becomes unsubscribed.
-- The first two write member_preferences, creating the row with the member's language when they
-- have none, and skip those of their e-mails of that kind still waiting to be sent. Returns p_what,
-- or null for a member who does not exist (any more). Runs as its owner, to read the member's
-- address; only the service role may call it.
create function public.unsubscribe_member(p_user_id uuid, p_what text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  account record;
begin
  if p_what is null or p_what not in ('digest', 'event_reminders', 'newsletter') then
    raise exception 'unsubscribe_member turns off digest, event_reminders or newsletter, not %', coalesce(p_what, 'null')
      using errcode = '22023';
  end if;
  select u.id, u.email, u.raw_user_meta_data into account from auth.users u where u.id = p_user_id;
  if not found then
    return null;
  end if;

  if p_what = 'newsletter' then
    update public.newsletter_subscribers s
      set status = 'unsubscribed',
          unsubscribed_at = coalesce(s.unsubscribed_at, now()),
          confirmed_at = null,
          mail_status = case when s.mail_status = 'pending' then 'failed' else s.mail_status end,
          mail_last_error = case when s.mail_status = 'pending' then 'Unsubscribed before the confirmation was sent.' else s.mail_last_error end
      where s.email_normalised = lower(btrim(account.email));
    return p_what;
  end if;

  insert into public.member_preferences as pref (user_id, digest, event_reminders, language)
  values (
    p_user_id,
    case when p_what = 'digest' then 'off' else 'weekly' end,
    p_what <> 'event_reminders',
    public.member_mail_language(p_user_id, account.raw_user_meta_data)
  )
  on conflict (user_id) do update set
    digest = case when p_what = 'digest' then 'off' else pref.digest end,
    event_reminders = case when p_what = 'event_reminders' then false else pref.event_reminders end;

  update public.member_mail m
     set status = 'skipped', last_error = 'Unsubscribed before it was sent.'
   where m.user_id = p_user_id and m.status = 'pending'
     and m.kind = any (case when p_what = 'digest' then array['digest'] else array['event_reminder', 'event_recording'] end);
  return p_what;
end;
$$;

comment on function public.unsubscribe_member is
  'Turns off a member''s digest, event reminders or newsletter subscription (the e-mails'' one-click unsubscribe); service role only.';

revoke execute on function public.unsubscribe_member(uuid, text) from public, anon, authenticated;
grant execute on function public.unsubscribe_member(uuid, text) to service_role;

-- The export ---------------------------------------------------------------------------------------

-- As before (indycircle_members), with the topics the member follows (newest first), their
-- preferences (null when they never changed the defaults) and the e-mails queued for them (newest
-- first: what each was, to which address, what it named, and whether it went):
--   { saved_items, roi_estimates, assessment_results, event_registrations, followed_topics,
--     member_preferences, emails }
-- Same signature: replaced in place, keeping its grant (members only).
create or replace function public.export_my_data()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'saved_items', coalesce(
      (select jsonb_agg(to_jsonb(s) order by s.saved_at desc, s.slug)
         from public.saved_items s where s.user_id = (select auth.uid())),
      '[]'::jsonb),
    'roi_estimates', coalesce(
      (select jsonb_agg(to_jsonb(r) order by r.created_at desc, r.id)
         from public.roi_estimates r where r.user_id = (select auth.uid())),
      '[]'::jsonb),
    'assessment_results', coalesce(
      (select jsonb_agg(to_jsonb(a) order by a.created_at desc, a.id)
         from public.assessment_results a where a.user_id = (select auth.uid())),
      '[]'::jsonb),
    'event_registrations', coalesce(
      (select jsonb_agg(to_jsonb(e) order by e.registered_at desc, e.event_id)
         from public.event_registrations e where e.user_id = (select auth.uid())),
      '[]'::jsonb),
    'followed_topics', coalesce(
      (select jsonb_agg(to_jsonb(f) order by f.followed_at desc, f.topic)
         from public.followed_topics f where f.user_id = (select auth.uid())),
      '[]'::jsonb),
    'member_preferences',
      (select to_jsonb(p) from public.member_preferences p where p.user_id = (select auth.uid())),
    'emails', coalesce(
      (select jsonb_agg(
                jsonb_build_object('kind', m.kind, 'to_email', m.to_email, 'language', m.language, 'payload', m.payload,
                                   'status', m.status, 'created_at', m.created_at, 'sent_at', m.sent_at)
                order by m.created_at desc, m.id)
         from public.member_mail m where m.user_id = (select auth.uid())),
      '[]'::jsonb)
  );
$$;

comment on function public.export_my_data is
  'The calling member''s saved items, ROI estimates, assessment results, event registrations, followed topics and e-mails, newest first, and their preferences, as JSON.';

-- Hosted scheduling --------------------------------------------------------------------------------

-- Every 15 minutes, Supabase Cron (pg_cron) queues what is due; the every-minute delivery job
-- (reschedule_mail_delivery) then sends it. Where pg_cron is not installed (the local backend on
-- PGlite, a PostgreSQL without the extension), nothing is scheduled: the local backend runs
-- enqueue_member_mail on its own timer. Scheduling under an existing job's name replaces it.
do $migration$
begin
  -- cron.schedule is called only once it is known to exist: PL/pgSQL plans a statement when it first runs it.
  if pg_catalog.to_regclass('cron.job') is null then
    raise notice 'pg_cron is not installed here: the enqueue-member-mail job is not scheduled.';
    return;
  end if;
  perform cron.schedule('enqueue-member-mail', '*/15 * * * *', 'select public.enqueue_member_mail()');
end;
$migration$;
