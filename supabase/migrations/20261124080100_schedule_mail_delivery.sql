-- The retry job: every minute, Supabase Cron (pg_cron) calls the send-contact-email function with
-- {"action": "deliver_pending_mail"} through pg_net, authorised by the service role key. The
-- function sends every e-mail that is due (see claim_due_mail) and records each result.
--
-- The project URL and the key are read from Supabase Vault at run time, so no secret is written
-- here. Create them once per project (README, "The retry job"):
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
--
-- Where pg_cron or pg_net is not available (the local backend on PGlite), nothing is scheduled:
-- the local backend runs the same delivery itself, every 30 seconds.

do $migration$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available here: the deliver-pending-mail job is not scheduled.';
    return;
  end if;

  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;

  perform cron.schedule(
    'deliver-pending-mail',
    '* * * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/send-contact-email',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ),
        body := '{"action": "deliver_pending_mail"}'::jsonb,
        timeout_milliseconds := 30000
      );
    $job$
  );
end;
$migration$;
