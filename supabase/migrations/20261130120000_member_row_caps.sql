-- How many rows one member may keep in each IndyCircle table. Nothing bounded them: one POST of
-- 30,000 saved items through /rest/v1 held the database for 8.7 s, and every such row is then
-- loaded by the member area's lists and by export_my_data() in one piece. The database holds the
-- caps itself, for every way a row arrives (the site, any client calling the API with a member's
-- token, the service role, the SQL editor), so no client can go round them.
--
-- The caps, each well beyond what the site's own use of the table comes to:
--
--   table                 cap  why
--   saved_items           500  One row per piece saved to read later. The site publishes 24 pieces
--                              today; at one a week, 500 is ten years of saving every one. The slug
--                              is not checked against the pieces, so without a cap any text fills it.
--   roi_estimates         200  Saved by hand from the calculator, each named, each up to 16 KB of
--                              inputs and results. A member comparing scenarios (headcounts,
--                              regions, each client of a consultant) keeps tens; 200 is at most
--                              3.2 MB of estimates per member.
--   assessment_results    100  One row per finished readiness assessment (three questions), kept as
--                              a record of progress: retaken every month, 100 is eight years.
--   event_registrations   300  One row per event; only listed events that have not ended are
--                              accepted (see events), and past ones stay. The site lists a few tens
--                              a year: 300 is more than ten years of registering for all of them.
--
-- A member at the cap is refused with SQLSTATE PT409, which PostgREST answers with HTTP 409
-- Conflict and this body: code "PT409", a message naming the cap ("A member may keep at most 500
-- saved pieces."), details naming the table, and a hint to delete one first. 409, because the
-- request conflicts with what the member already keeps and they can resolve it (RFC 9110: delete
-- one, then add again); not 400 with P0001, which the site reads as "registration closed" for
-- events, and not 429, which says "wait", when waiting changes nothing. The local /rest/v1
-- answers PTxxx codes the same way (supabase/local/rest/errors.ts).
--
-- The rules of the count:
--   * a row the member already has (the same primary key: the same slug, event or id) is not new:
--     it is let through for the insert's own conflict handling, so saving a saved piece again
--     ("insert ... on conflict do nothing", as the site does) or retrying an estimate with the same
--     id at the cap still answers as before instead of with the cap;
--   * one statement inserting many rows counts each as it goes (a row-level trigger sees the rows
--     its statement inserted before it), so a bulk POST past the cap is refused whole, at the first
--     row too many, and inserts nothing;
--   * concurrent inserts for one member wait for each other: each takes a transaction-scoped
--     advisory lock keyed on the table and the member before counting, and keeps it until its
--     transaction ends, so the next one counts the rows the first committed. Under read committed,
--     which PostgREST and the functions use, the count is then exact;
--   * moving a row to another member (an update of user_id, which only the service role can make)
--     counts against the receiving member;
--   * rows a member held before this migration stay; past the cap, they add nothing new until they
--     are below it again. The count stops at the cap, so a member far past it costs no more.
--
-- The service role is held to the caps as well: it bypasses row-level security, not triggers, and
-- nothing it runs (the Edge Functions, the deploy) adds member rows, so a cap it meets is a bug or
-- a leaked key. An operator who must go past a cap on purpose changes it in a new migration.
--
-- To change a cap, a new migration drops and creates the table's trigger with the new number.

-- The check, one function for the four tables; each trigger gives its cap, the column that tells
-- one of a member's rows from another (with user_id, the primary key) and how the message names
-- the rows. It runs as the caller (security invoker): a member counts the rows row-level security
-- shows them, which are all theirs, and the service role counts every row.
create function public.enforce_member_row_cap()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  cap constant integer := tg_argv[0]::integer;
  key_column constant text := tg_argv[1];
  label constant text := tg_argv[2];
  held integer;
  already_kept boolean;
begin
  -- A missing user_id is the not-null constraint's to refuse; an update that keeps the member moves nothing.
  if new.user_id is null or (tg_op = 'UPDATE' and new.user_id = old.user_id) then
    return new;
  end if;

  perform pg_advisory_xact_lock(hashtextextended('member_row_cap:' || tg_relid::regclass::text || ':' || new.user_id::text, 0));

  execute format('select count(*) from (select from %s t where t.user_id = $1 limit $2) kept', tg_relid::regclass)
    into held
    using new.user_id, cap;
  if held < cap then
    return new;
  end if;

  execute format('select exists (select from %1$s t where t.user_id = $1 and t.%2$I = ($2).%2$I)', tg_relid::regclass, key_column)
    into already_kept
    using new.user_id, new;
  if already_kept then
    return new;
  end if;

  raise exception 'A member may keep at most % %.', cap, label
    using errcode = 'PT409',
      detail = format('%s holds at most %s rows per member.', tg_relid::regclass, cap),
      hint = format('Delete one of your %s, then add this one again.', label);
end;
$$;

comment on function public.enforce_member_row_cap is
  'Refuses a row that would take its member past the table''s cap (the trigger''s first argument), with SQLSTATE PT409 (HTTP 409).';

revoke execute on function public.enforce_member_row_cap() from public, anon, authenticated;

create trigger saved_items_row_cap
  before insert or update of user_id on public.saved_items
  for each row execute function public.enforce_member_row_cap('500', 'slug', 'saved pieces');

create trigger roi_estimates_row_cap
  before insert or update of user_id on public.roi_estimates
  for each row execute function public.enforce_member_row_cap('200', 'id', 'ROI estimates');

create trigger assessment_results_row_cap
  before insert or update of user_id on public.assessment_results
  for each row execute function public.enforce_member_row_cap('100', 'id', 'assessment results');

-- Named to run after event_registrations_open_event (triggers fire in the order of their names):
-- a registration for a closed event is refused as closed, whatever the member's count.
create trigger event_registrations_row_cap
  before insert or update of user_id on public.event_registrations
  for each row execute function public.enforce_member_row_cap('300', 'event_id', 'event registrations');
