-- Contact inquiries and newsletter sign-ups from the site's forms, stored before any e-mail is
-- sent, so a lead survives a mail provider that is down. Visitors never touch this table: the
-- send-contact-email function records each inquiry as service role through
-- public.record_contact_inquiry(), which applies the rate limits and the retry guard in the
-- database, where every running instance of the function sees the same rows.

create table public.contact_inquiries (
  id uuid primary key default gen_random_uuid(),
  -- The browser's id for one press of Send: the same press retried is stored once.
  client_request_id text not null unique
    constraint contact_inquiries_client_request_id_token check (client_request_id ~ '^[A-Za-z0-9_-]{8,100}$'),
  -- A digest of the fields below, to tell a retry (same content) from a reused id (different content).
  content_hash text not null check (char_length(content_hash) between 1 and 128),
  name text not null default '' check (char_length(name) <= 120),
  email text not null check (char_length(email) between 3 and 254),
  -- Lower case, trimmed: what the per-address rate limit counts.
  email_normalised text not null check (email_normalised = lower(btrim(email))),
  company text not null default '' check (char_length(company) <= 160),
  role text not null default '' check (char_length(role) <= 120),
  country text not null default '' check (char_length(country) <= 80),
  interest text not null default ''
    check (interest in ('', 'capability', 'wellbeing', 'performance', 'consultation', 'partnership', 'other')),
  subject text not null check (char_length(subject) between 1 and 200),
  message text not null default '' check (char_length(message) <= 5000),
  -- A keyed hash of the sender's IP address (never the address itself): what the per-IP limit counts.
  ip_hash text check (char_length(ip_hash) <= 128),
  -- The member who sent it, when they were signed in.
  user_id uuid references auth.users (id) on delete set null,
  -- The notification e-mail to the company: pending until the mail API accepts it.
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  mail_attempts integer not null default 0 check (mail_attempts >= 0),
  mail_last_error text check (char_length(mail_last_error) <= 1000),
  mail_next_attempt_at timestamptz not null default now(),
  notified_at timestamptz,
  created_at timestamptz not null default now(),
  constraint contact_inquiries_notified_when_sent check ((mail_status = 'sent') = (notified_at is not null))
);

comment on table public.contact_inquiries is
  'Every contact inquiry and newsletter sign-up the site received, stored before the company is e-mailed.';

create index contact_inquiries_email_recent on public.contact_inquiries (email_normalised, created_at desc);
create index contact_inquiries_ip_recent on public.contact_inquiries (ip_hash, created_at desc) where ip_hash is not null;
create index contact_inquiries_user on public.contact_inquiries (user_id) where user_id is not null;
create index contact_inquiries_mail_due on public.contact_inquiries (mail_next_attempt_at) where mail_status = 'pending';

alter table public.contact_inquiries enable row level security;

-- A signed-in member may read what they sent; nobody else reads anything, and nobody but the
-- service role (which bypasses row-level security) writes.
create policy "Members read the inquiries they sent"
  on public.contact_inquiries for select
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.contact_inquiries from anon, authenticated;
grant select on table public.contact_inquiries to authenticated;
grant all on table public.contact_inquiries to service_role;

-- Records one inquiry, atomically:
--   * the same client_request_id with the same content returns the stored inquiry ('duplicate');
--     with different content it is refused ('conflict');
--   * more than p_max_per_address inquiries from one normalised address, or p_max_per_ip from one
--     IP hash, within p_window are refused ('rate_limited', with the seconds until the oldest
--     counted inquiry leaves the window);
--   * otherwise the inquiry is stored as pending ('created').
-- Transaction-scoped advisory locks on the request id, the address and the IP hash make
-- concurrent calls for the same sender wait for each other, so the counts are exact.
create function public.record_contact_inquiry(
  p_client_request_id text,
  p_content_hash text,
  p_email text,
  p_subject text,
  p_name text default '',
  p_company text default '',
  p_role text default '',
  p_country text default '',
  p_interest text default '',
  p_message text default '',
  p_ip_hash text default null,
  p_user_id uuid default null,
  p_max_per_address integer default 5,
  p_max_per_ip integer default 20,
  p_window interval default interval '10 minutes'
)
returns table (outcome text, inquiry_id uuid, mail_status text, retry_after_seconds integer)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  normalised text := lower(btrim(p_email));
  existing record;
  counted integer;
  oldest timestamptz;
  stored_id uuid;
begin
  perform pg_advisory_xact_lock(hashtextextended('contact_inquiries:request:' || p_client_request_id, 0));
  perform pg_advisory_xact_lock(hashtextextended('contact_inquiries:email:' || normalised, 0));
  if p_ip_hash is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact_inquiries:ip:' || p_ip_hash, 0));
  end if;

  select i.id, i.content_hash, i.mail_status into existing
    from public.contact_inquiries i
    where i.client_request_id = p_client_request_id;
  if found then
    if existing.content_hash = p_content_hash then
      return query select 'duplicate'::text, existing.id, existing.mail_status, null::integer;
    else
      return query select 'conflict'::text, existing.id, null::text, null::integer;
    end if;
    return;
  end if;

  select count(*), min(i.created_at) into counted, oldest
    from public.contact_inquiries i
    where i.email_normalised = normalised and i.created_at > now() - p_window;
  if counted >= p_max_per_address then
    return query select 'rate_limited'::text, null::uuid, null::text,
      greatest(1, ceil(extract(epoch from (oldest + p_window - now()))))::integer;
    return;
  end if;

  if p_ip_hash is not null then
    select count(*), min(i.created_at) into counted, oldest
      from public.contact_inquiries i
      where i.ip_hash = p_ip_hash and i.created_at > now() - p_window;
    if counted >= p_max_per_ip then
      return query select 'rate_limited'::text, null::uuid, null::text,
        greatest(1, ceil(extract(epoch from (oldest + p_window - now()))))::integer;
      return;
    end if;
  end if;

  insert into public.contact_inquiries (
    client_request_id, content_hash, name, email, email_normalised, company, role, country,
    interest, subject, message, ip_hash, user_id
  ) values (
    p_client_request_id, p_content_hash, btrim(p_name), btrim(p_email), normalised, btrim(p_company),
    btrim(p_role), btrim(p_country), p_interest, btrim(p_subject), btrim(p_message), p_ip_hash, p_user_id
  )
  returning id into stored_id;

  return query select 'created'::text, stored_id, 'pending'::text, null::integer;
end;
$$;

comment on function public.record_contact_inquiry is
  'Stores a contact inquiry once per client_request_id, within the per-address and per-IP rate limits.';

revoke execute on function public.record_contact_inquiry from public, anon, authenticated;
grant execute on function public.record_contact_inquiry to service_role;
