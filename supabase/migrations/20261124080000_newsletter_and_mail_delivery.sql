-- The Workroom newsletter's subscribers, with double opt-in, and the delivery queue for the e-mails
-- the site sends on a visitor's behalf: the company's notification of each contact inquiry and the
-- confirmation of each newsletter sign-up. Every one of those e-mails is stored as pending before
-- the mail API is called; a failed send stays pending and is retried with backoff by the
-- deliver-pending-mail job (see README, "The retry job"), so a lead or a sign-up is never lost to a
-- mail provider that is down.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) between 3 and 254),
  -- Lower case, trimmed: one subscription per address, whatever its case.
  email_normalised text not null unique check (email_normalised = lower(btrim(email))),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  -- The secrets in the e-mailed links (URL-safe, 43 characters). Only the service role reads them.
  confirm_token text not null unique check (confirm_token ~ '^[A-Za-z0-9_-]{43}$'),
  unsubscribe_token text not null unique check (unsubscribe_token ~ '^[A-Za-z0-9_-]{43}$'),
  -- A keyed hash of the IP address that signed up (never the address itself): what the per-IP limit counts.
  ip_hash text check (char_length(ip_hash) <= 128),
  created_at timestamptz not null default now(),
  -- When the current confirmation was requested: its link works for 7 days from then.
  confirmation_requested_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- The confirmation e-mail: pending until the mail API accepts it.
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  mail_attempts integer not null default 0 check (mail_attempts >= 0),
  mail_last_error text check (char_length(mail_last_error) <= 1000),
  mail_next_attempt_at timestamptz not null default now(),
  notified_at timestamptz,
  constraint newsletter_subscribers_confirmed_at check ((status = 'confirmed') = (confirmed_at is not null)),
  constraint newsletter_subscribers_unsubscribed_at check ((status = 'unsubscribed') = (unsubscribed_at is not null))
);

comment on table public.newsletter_subscribers is
  'The Workroom newsletter: one row per address, pending until its owner confirms by the e-mailed link.';

create index newsletter_subscribers_ip_recent on public.newsletter_subscribers (ip_hash, confirmation_requested_at desc)
  where ip_hash is not null;
create index newsletter_subscribers_mail_due on public.newsletter_subscribers (mail_next_attempt_at) where mail_status = 'pending';

-- Nobody but the service role (which bypasses row-level security) reads or writes subscribers: the
-- send-contact-email function acts for the visitor. The policy below states that explicitly.
alter table public.newsletter_subscribers enable row level security;

create policy "Visitors and members have no direct access to subscribers"
  on public.newsletter_subscribers for all
  to anon, authenticated
  using (false)
  with check (false);

revoke all on table public.newsletter_subscribers from anon, authenticated;
grant all on table public.newsletter_subscribers to service_role;

-- An inquiry is recorded with its first send already under way: the job leaves it alone for two
-- minutes, so it never e-mails the company while the function that recorded it is still sending.
alter table public.contact_inquiries
  alter column mail_attempts set default 1,
  alter column mail_next_attempt_at set default now() + interval '2 minutes';

-- Signs an address up, atomically (an advisory lock per address and per IP hash):
--   * a new address, or one that unsubscribed, becomes pending with fresh tokens and a confirmation
--     e-mail to send ('confirmation_sent');
--   * a pending address whose confirmation went out less than p_resend_after ago gets nothing new
--     ('confirmation_pending'); after that, its confirmation is sent again with the same tokens;
--   * a confirmed address is left as it is ('already_subscribed');
--   * more than p_max_per_ip confirmations requested from one IP hash within p_window are refused
--     ('rate_limited', with the seconds until the oldest counted one leaves the window).
create function public.subscribe_to_newsletter(
  p_email text,
  p_confirm_token text,
  p_unsubscribe_token text,
  p_ip_hash text default null,
  p_max_per_ip integer default 20,
  p_window interval default interval '10 minutes',
  p_resend_after interval default interval '24 hours'
)
returns table (outcome text, subscriber_id uuid, retry_after_seconds integer)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  normalised text := lower(btrim(p_email));
  existing public.newsletter_subscribers%rowtype;
  known boolean;
  counted integer;
  oldest timestamptz;
  stored_id uuid;
begin
  perform pg_advisory_xact_lock(hashtextextended('newsletter_subscribers:email:' || normalised, 0));
  if p_ip_hash is not null then
    perform pg_advisory_xact_lock(hashtextextended('newsletter_subscribers:ip:' || p_ip_hash, 0));
  end if;

  select * into existing from public.newsletter_subscribers s where s.email_normalised = normalised;
  -- Kept, because the count below resets FOUND.
  known := found;
  if known and existing.status = 'confirmed' then
    return query select 'already_subscribed'::text, existing.id, null::integer;
    return;
  end if;
  if known and existing.status = 'pending' and existing.confirmation_requested_at > now() - p_resend_after then
    return query select 'confirmation_pending'::text, existing.id, null::integer;
    return;
  end if;

  if p_ip_hash is not null then
    select count(*), min(s.confirmation_requested_at) into counted, oldest
      from public.newsletter_subscribers s
      where s.ip_hash = p_ip_hash and s.confirmation_requested_at > now() - p_window;
    if counted >= p_max_per_ip then
      return query select 'rate_limited'::text, null::uuid,
        greatest(1, ceil(extract(epoch from (oldest + p_window - now()))))::integer;
      return;
    end if;
  end if;

  if known then
    -- Unsubscribed, or pending with a confirmation that is now old: ask again. An unsubscribed
    -- address gets fresh tokens, so an old confirmation link cannot re-subscribe it.
    update public.newsletter_subscribers s set
      email = btrim(p_email),
      status = 'pending',
      confirm_token = case when existing.status = 'unsubscribed' then p_confirm_token else s.confirm_token end,
      unsubscribe_token = case when existing.status = 'unsubscribed' then p_unsubscribe_token else s.unsubscribe_token end,
      ip_hash = p_ip_hash,
      confirmation_requested_at = now(),
      unsubscribed_at = null,
      mail_status = 'pending',
      mail_attempts = 1,
      mail_last_error = null,
      mail_next_attempt_at = now() + interval '2 minutes',
      notified_at = null
    where s.id = existing.id
    returning s.id into stored_id;
  else
    insert into public.newsletter_subscribers (
      email, email_normalised, confirm_token, unsubscribe_token, ip_hash, mail_attempts, mail_next_attempt_at
    ) values (
      btrim(p_email), normalised, p_confirm_token, p_unsubscribe_token, p_ip_hash, 1, now() + interval '2 minutes'
    )
    returning id into stored_id;
  end if;

  return query select 'confirmation_sent'::text, stored_id, null::integer;
end;
$$;

comment on function public.subscribe_to_newsletter is
  'Signs an address up for the newsletter (double opt-in), once per address and within the per-IP rate limit.';

-- Confirms the subscription whose confirmation link carries p_token, if that link is less than
-- 7 days old. Returns 'confirmed' (also when it already was), or null for an unknown or expired link.
create function public.confirm_newsletter_subscription(p_token text)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers%rowtype;
begin
  select * into subscriber from public.newsletter_subscribers s where s.confirm_token = p_token for update;
  if not found or subscriber.status = 'unsubscribed' then
    return null;
  end if;
  if subscriber.status = 'confirmed' then
    return 'confirmed';
  end if;
  if subscriber.confirmation_requested_at < now() - interval '7 days' then
    return null;
  end if;
  update public.newsletter_subscribers s set status = 'confirmed', confirmed_at = now() where s.id = subscriber.id;
  return 'confirmed';
end;
$$;

-- Unsubscribes the address whose unsubscribe link carries p_token. The link never expires.
-- Returns 'unsubscribed' (also when it already was), or null for an unknown link.
create function public.unsubscribe_from_newsletter(p_token text)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
begin
  update public.newsletter_subscribers s
    set status = 'unsubscribed',
        unsubscribed_at = coalesce(s.unsubscribed_at, now()),
        confirmed_at = null,
        -- A confirmation still waiting to be sent is no longer wanted.
        mail_status = case when s.mail_status = 'pending' then 'failed' else s.mail_status end,
        mail_last_error = case when s.mail_status = 'pending' then 'Unsubscribed before the confirmation was sent.' else s.mail_last_error end
    where s.unsubscribe_token = p_token;
  if not found then
    return null;
  end if;
  return 'unsubscribed';
end;
$$;

-- Hands out up to p_limit e-mails that are due (pending, next attempt reached), oldest first, to
-- one sender: each is leased for p_lease (its next attempt moves on by that much) and its attempt
-- counted, with row locks that concurrent callers skip, so two senders never get the same e-mail.
create function public.claim_due_mail(p_limit integer default 20, p_lease interval default interval '2 minutes')
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
end;
$$;

-- Records how a send went. Success marks the e-mail sent. A failure keeps it pending, with the
-- next attempt after 1, 2, 4 … minutes (at most 6 hours); after 12 attempts it is marked failed
-- and left for a person to look at.
create function public.record_mail_result(p_kind text, p_id uuid, p_error text default null)
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
  elsif p_kind = 'newsletter_confirmation' then
    update public.newsletter_subscribers s set
      mail_status = case when error_text is null then 'sent' when s.mail_attempts >= 12 then 'failed' else 'pending' end,
      notified_at = case when error_text is null then now() else null end,
      mail_last_error = error_text,
      mail_next_attempt_at = now() + least(interval '6 hours', interval '1 minute' * power(2, greatest(s.mail_attempts - 1, 0)))
    where s.id = p_id and s.mail_status = 'pending';
  else
    raise exception 'Unknown kind of e-mail: %', p_kind using errcode = '22023';
  end if;
end;
$$;

revoke execute on function public.subscribe_to_newsletter, public.confirm_newsletter_subscription,
  public.unsubscribe_from_newsletter, public.claim_due_mail, public.record_mail_result
  from public, anon, authenticated;
grant execute on function public.subscribe_to_newsletter, public.confirm_newsletter_subscription,
  public.unsubscribe_from_newsletter, public.claim_due_mail, public.record_mail_result
  to service_role;
