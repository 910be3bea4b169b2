-- The events members can register for, so that the database itself refuses a registration for an
-- event that has ended or that the site does not list. The site's content is where events are
-- written (site/content/events/*.yaml, and the flagship events on the partners page); every deploy
-- (and `npm start`, against the local backend) hands the whole list to sync_events below, which
-- keeps this table in step: new events are added, changed dates are updated, and an event taken
-- off the site stays here, no longer listed, so its registrations keep pointing somewhere.
create table public.events (
  -- The event's id, as the site names it (its content file's name).
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  -- When it starts and ends; both null for a flagship event (Every year, Every month…), where
  -- registering keeps a place at the next one and which never ends.
  starts_at timestamptz,
  ends_at timestamptz,
  -- Whether the site lists it now.
  listed boolean not null default true,
  synced_at timestamptz not null default now(),
  constraint events_dates_check check (
    (starts_at is null and ends_at is null) or (starts_at is not null and ends_at is not null and ends_at > starts_at)
  )
);

comment on table public.events is
  'The events the site lists, kept in step with its content by sync_events at each deploy. Registrations are only accepted for a listed event that has not ended.';

alter table public.events enable row level security;

-- The list is public on the site: anyone may read what is listed. Only the service role (the
-- deploy, through sync_events) writes.
create policy "Everyone reads the listed events"
  on public.events for select
  to anon, authenticated
  using (listed);

revoke all on table public.events from anon, authenticated;
grant select on table public.events to anon, authenticated;
grant all on table public.events to service_role;

-- Existing registrations name events from before this table: each becomes a row, ended now and no
-- longer listed, until the first sync lists again those the site still shows (with their dates).
insert into public.events (id, starts_at, ends_at, listed)
select distinct event_id, now() - interval '1 second', now(), false
  from public.event_registrations
on conflict (id) do nothing;

-- A registration is accepted only for a listed event that has not ended. Runs as its owner
-- (security definer) so it reads the event whatever the member may see; it reads nothing else.
-- Raised with SQLSTATE P0001, which PostgREST answers with 400 and this message.
create function public.check_event_open_for_registration()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  event public.events;
begin
  -- An id that is no slug at all is left to the table's check constraint, which names the rule.
  if new.event_id !~ '^[a-z0-9][a-z0-9-]{0,79}$' then
    return new;
  end if;
  select * into event from public.events where id = new.event_id;
  if not found or not event.listed then
    raise exception 'There is no event "%" to register for.', new.event_id
      using errcode = 'P0001', hint = 'Register for an event the site lists.';
  end if;
  if event.ends_at is not null and event.ends_at <= now() then
    raise exception 'The event "%" has ended: registration is closed.', new.event_id
      using errcode = 'P0001', hint = 'Register for an upcoming event.';
  end if;
  return new;
end;
$$;

revoke execute on function public.check_event_open_for_registration() from public, anon, authenticated;

create trigger event_registrations_open_event
  before insert on public.event_registrations
  for each row execute function public.check_event_open_for_registration();

-- The deploy's list of every event the site shows, as JSON: [{ "id", "starts_at", "ends_at" }, …]
-- (both times null for a flagship event). Each is added or updated and listed; any other event is
-- kept but no longer listed. Returns how many are listed. Only the service role may call it.
create function public.sync_events(p_events jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  listed_count integer;
begin
  if jsonb_typeof(p_events) is distinct from 'array' then
    raise exception 'sync_events expects a JSON array of events' using errcode = '22023';
  end if;

  insert into public.events (id, starts_at, ends_at, listed, synced_at)
  select item.id, item.starts_at, item.ends_at, true, now()
    from jsonb_to_recordset(p_events) as item(id text, starts_at timestamptz, ends_at timestamptz)
  on conflict (id) do update
    set starts_at = excluded.starts_at, ends_at = excluded.ends_at, listed = true, synced_at = excluded.synced_at;
  get diagnostics listed_count = row_count;

  update public.events
     set listed = false, synced_at = now()
   where listed
     and id not in (select item.id from jsonb_to_recordset(p_events) as item(id text));

  return listed_count;
end;
$$;

comment on function public.sync_events is
  'Keeps public.events in step with the site''s list of events (called by the deploy with the service role).';

revoke execute on function public.sync_events(jsonb) from public, anon, authenticated;
grant execute on function public.sync_events(jsonb) to service_role;
