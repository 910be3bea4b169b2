-- Every e-mail the site sends for a visitor goes out in their language: English, or French for
-- whoever used the site's French edition (/fr), which sends `language: 'fr'` with each form.
--   * newsletter_subscribers.language: the language of the sign-up the subscriber confirmed, for
--     their confirmation e-mail and for every issue of the newsletter sent to them later;
--   * contact_inquiries.language: the language the inquiry was written from, for the visitor's
--     acknowledgement (new here: an e-mail telling them the message arrived) and so the company
--     knows which language to answer in; the company's own notification stays in English.
-- Row-level security is unchanged: no policy is added, dropped or altered. The new columns are
-- read as their rows are (a member reads their own inquiries' columns; subscribers are the service
-- role's alone), and only the SQL functions below write them.

alter table public.newsletter_subscribers
  add column language text not null default 'en'
    constraint newsletter_subscribers_language check (language in ('en', 'fr'));

comment on column public.newsletter_subscribers.language is
  'The subscriber''s language (en or fr): their confirmation e-mail''s, and every issue''s sent to them.';

alter table public.contact_inquiries
  add column language text not null default 'en'
    constraint contact_inquiries_language check (language in ('en', 'fr')),
  -- The visitor's acknowledgement, kept like the company's notification (mail_*): pending until the
  -- mail API accepts it, retried with backoff, failed after 12 attempts. Inquiries received before
  -- this migration are 'skipped': nobody promised their senders an acknowledgement, and one
  -- arriving weeks later would only puzzle them.
  add column acknowledgement_status text not null default 'skipped'
    constraint contact_inquiries_acknowledgement_status check (acknowledgement_status in ('pending', 'sent', 'failed', 'skipped')),
  add column acknowledgement_attempts integer not null default 0
    constraint contact_inquiries_acknowledgement_attempts check (acknowledgement_attempts >= 0),
  add column acknowledgement_last_error text
    constraint contact_inquiries_acknowledgement_last_error check (char_length(acknowledgement_last_error) <= 1000),
  add column acknowledgement_next_attempt_at timestamptz not null default now(),
  add column acknowledged_at timestamptz,
  add constraint contact_inquiries_acknowledged_when_sent check ((acknowledgement_status = 'sent') = (acknowledged_at is not null));

-- From now on an inquiry is recorded with its acknowledgement's first send under way, as its
-- notification's is (see newsletter_and_mail_delivery): the job leaves both alone for two minutes.
alter table public.contact_inquiries
  alter column acknowledgement_status set default 'pending',
  alter column acknowledgement_attempts set default 1,
  alter column acknowledgement_next_attempt_at set default now() + interval '2 minutes';

comment on column public.contact_inquiries.language is
  'The language the inquiry was sent from (en or fr): the visitor''s acknowledgement is in it, and the company answers in it.';

create index contact_inquiries_acknowledgement_due on public.contact_inquiries (acknowledgement_next_attempt_at)
  where acknowledgement_status = 'pending';

-- record_contact_inquiry and subscribe_to_newsletter take the language as a last argument with a
-- default, so a function deployed before this migration (which does not send it) still works. A new
-- argument makes a new signature, and two functions of one name would make named calls ambiguous,
-- so each is dropped and created again, with the same grants.
drop function public.record_contact_inquiry(
  text, text, text, text, text, text, text, text, text, text, text, uuid, integer, integer, interval
);

-- As before (see contact_inquiries): the retry guard, the per-address and per-IP rate limits under
-- advisory locks, then the inquiry stored as pending. Now also with its language, and with the
-- visitor's acknowledgement pending beside the company's notification.
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
  p_window interval default interval '10 minutes',
  p_language text default 'en'
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

  -- The acknowledgement's columns take their defaults: pending, first send under way.
  insert into public.contact_inquiries (
    client_request_id, content_hash, name, email, email_normalised, company, role, country,
    interest, subject, message, ip_hash, user_id, language
  ) values (
    p_client_request_id, p_content_hash, btrim(p_name), btrim(p_email), normalised, btrim(p_company),
    btrim(p_role), btrim(p_country), p_interest, btrim(p_subject), btrim(p_message), p_ip_hash, p_user_id,
    p_language
  )
  returning id into stored_id;

  return query select 'created'::text, stored_id, 'pending'::text, null::integer;
end;
$$;

comment on function public.record_contact_inquiry is
  'Stores a contact inquiry, with its language, once per client_request_id, within the per-address and per-IP rate limits.';

drop function public.subscribe_to_newsletter(text, text, text, text, integer, interval, interval);

-- As before (see newsletter_and_mail_delivery), now with the subscriber's language. A new
-- confirmation (a new address, an unsubscribed one, or a pending one whose confirmation is over
-- p_resend_after old) takes the language of the sign-up that asked for it. A confirmed subscriber
-- keeps theirs, and so does a pending one within p_resend_after: anyone can type an address into
-- the form, and a stranger should not change what its owner receives.
create function public.subscribe_to_newsletter(
  p_email text,
  p_confirm_token text,
  p_unsubscribe_token text,
  p_ip_hash text default null,
  p_max_per_ip integer default 20,
  p_window interval default interval '10 minutes',
  p_resend_after interval default interval '24 hours',
  p_language text default 'en'
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
      language = p_language,
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
      email, email_normalised, confirm_token, unsubscribe_token, ip_hash, language, mail_attempts, mail_next_attempt_at
    ) values (
      btrim(p_email), normalised, p_confirm_token, p_unsubscribe_token, p_ip_hash, p_language, 1, now() + interval '2 minutes'
    )
    returning id into stored_id;
  end if;

  return query select 'confirmation_sent'::text, stored_id, null::integer;
end;
$$;

comment on function public.subscribe_to_newsletter is
  'Signs an address up for the newsletter (double opt-in) in its language, once per address and within the per-IP rate limit.';

-- The delivery job's two functions learn the third kind of e-mail, 'contact_acknowledgement'.
-- Same signatures, so they are replaced in place and keep their grants.
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
  else
    raise exception 'Unknown kind of e-mail: %', p_kind using errcode = '22023';
  end if;
end;
$$;

revoke execute on function public.record_contact_inquiry, public.subscribe_to_newsletter from public, anon, authenticated;
grant execute on function public.record_contact_inquiry, public.subscribe_to_newsletter to service_role;
