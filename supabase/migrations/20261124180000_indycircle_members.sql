-- IndyCircle, the member area: what each member keeps there. Every row belongs to one member
-- (user_id, filled in from the request's token when the client leaves it out) and is deleted with
-- their account (on delete cascade from auth.users). A member reads, adds and removes their own
-- rows only; nobody writes a row in another member's name, and visitors (anon) touch nothing.
-- The times a row was made are the database's: members cannot set or change them.
--
-- public.export_my_data() hands a member everything below that is theirs, in one JSON document.

-- Pieces a member saved to read later: one row per piece, so saving twice is refused by the
-- primary key (the app saves with "insert ... on conflict do nothing").
create table public.saved_items (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The piece's slug, as in its address (/insights/<slug>).
  slug text not null check (slug ~ '^[a-z0-9][a-z0-9-]{0,119}$'),
  saved_at timestamptz not null default now(),
  primary key (user_id, slug)
);

comment on table public.saved_items is 'The pieces each member saved to read later.';

-- ROI estimates a member saved from the calculator: what they entered and what it worked out.
create table public.roi_estimates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The member's own label; the only thing they may change afterwards.
  name text not null default '' check (char_length(name) <= 120),
  -- JSON objects of at most 8 KB each.
  inputs jsonb not null check (jsonb_typeof(inputs) = 'object' and octet_length(inputs::text) <= 8192),
  results jsonb not null check (jsonb_typeof(results) = 'object' and octet_length(results::text) <= 8192),
  created_at timestamptz not null default now()
);

comment on table public.roi_estimates is 'The ROI estimates each member saved, with the inputs and results of each.';

-- Readiness assessments a member finished: the overall score and tier, their answers and the score
-- of each area. A result is a record of what was answered: it is never changed, only deleted.
create table public.assessment_results (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  score integer not null check (score between 0 and 100),
  tier text not null check (char_length(tier) between 1 and 80),
  -- A JSON object of at most 8 KB.
  answers jsonb not null check (jsonb_typeof(answers) = 'object' and octet_length(answers::text) <= 8192),
  -- A JSON object of at most 4 KB, from area name to that area's score, a number from 0 to 100.
  area_scores jsonb not null check (
    jsonb_typeof(area_scores) = 'object'
    and octet_length(area_scores::text) <= 4096
    and not jsonb_path_exists(area_scores, '$.* ? (@.type() != "number" || @ < 0 || @ > 100)')
  ),
  created_at timestamptz not null default now()
);

comment on table public.assessment_results is 'The readiness assessments each member finished, with their answers and scores.';

-- Events a member registered for: one registration per event; deleting it cancels it.
create table public.event_registrations (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The event's id, as in its address.
  event_id text not null check (event_id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  registered_at timestamptz not null default now(),
  primary key (user_id, event_id)
);

comment on table public.event_registrations is 'The events each member registered for.';

-- A member's own rows, newest first: the member area's lists and the export. They also serve the
-- cascade when an account is deleted.
create index saved_items_user_recent on public.saved_items (user_id, saved_at desc);
create index roi_estimates_user_recent on public.roi_estimates (user_id, created_at desc);
create index assessment_results_user_recent on public.assessment_results (user_id, created_at desc);
create index event_registrations_user_recent on public.event_registrations (user_id, registered_at desc);

alter table public.saved_items enable row level security;
alter table public.roi_estimates enable row level security;
alter table public.assessment_results enable row level security;
alter table public.event_registrations enable row level security;

-- Each member reads, adds and removes their own rows; a row is added only in their own name.
-- Visitors (anon) have no policy and no grant. The service role bypasses row-level security.
create policy "Members read their own saved items"
  on public.saved_items for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members save items for themselves"
  on public.saved_items for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members remove their own saved items"
  on public.saved_items for delete
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members read their own ROI estimates"
  on public.roi_estimates for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members save ROI estimates for themselves"
  on public.roi_estimates for insert
  to authenticated
  with check (user_id = (select auth.uid()));

-- The grant below limits an update to the name.
create policy "Members rename their own ROI estimates"
  on public.roi_estimates for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Members delete their own ROI estimates"
  on public.roi_estimates for delete
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members read their own assessment results"
  on public.assessment_results for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members save assessment results for themselves"
  on public.assessment_results for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members delete their own assessment results"
  on public.assessment_results for delete
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members read their own event registrations"
  on public.event_registrations for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "Members register themselves for events"
  on public.event_registrations for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "Members cancel their own event registrations"
  on public.event_registrations for delete
  to authenticated
  using (user_id = (select auth.uid()));

-- Exactly what the policies need. Members insert the content columns (and user_id, which the
-- policies hold to their own id, and id, so a client may name a row it retries), never the times;
-- they update only an estimate's name.
revoke all on table public.saved_items, public.roi_estimates, public.assessment_results, public.event_registrations
  from anon, authenticated;

grant select, delete on table public.saved_items, public.roi_estimates, public.assessment_results, public.event_registrations
  to authenticated;
grant insert (user_id, slug) on table public.saved_items to authenticated;
grant insert (id, user_id, name, inputs, results) on table public.roi_estimates to authenticated;
grant update (name) on table public.roi_estimates to authenticated;
grant insert (id, user_id, score, tier, answers, area_scores) on table public.assessment_results to authenticated;
grant insert (user_id, event_id) on table public.event_registrations to authenticated;

grant all on table public.saved_items, public.roi_estimates, public.assessment_results, public.event_registrations
  to service_role;

-- Everything the calling member keeps in IndyCircle, as one JSON document:
--   { saved_items: [...], roi_estimates: [...], assessment_results: [...], event_registrations: [...] }
-- each array holding the member's rows, newest first. It runs as the caller (security invoker), so
-- row-level security applies as well as the filter on auth.uid(): without a signed-in member
-- every array is empty.
create function public.export_my_data()
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
      '[]'::jsonb)
  );
$$;

comment on function public.export_my_data is
  'The calling member''s saved items, ROI estimates, assessment results and event registrations, newest first, as JSON.';

revoke execute on function public.export_my_data() from public, anon, authenticated, service_role;
grant execute on function public.export_my_data() to authenticated;
