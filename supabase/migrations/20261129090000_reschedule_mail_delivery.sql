-- The retry job moves to its own route: every minute, Supabase Cron (pg_cron) now posts to
-- /functions/v1/send-contact-email/deliver-pending-mail through pg_net, authorised by the service
-- role key, where 20261124080100_schedule_mail_delivery posted {"action": "deliver_pending_mail"}
-- to the function's root. That migration is deployed and stays as it ran; this one replaces the
-- job's command. The function still answers the old call at its root, as legacy.
--
-- The body still names the action, which the new route ignores: a function deployed before the
-- routes answered every path alike and read the action from the body, so the job works whichever
-- of the two, this migration or the function, reaches a project first.
--
-- As before, the project URL and the key are read from Supabase Vault at run time (README, "The
-- retry job"), so no secret is written here.
--
-- Only a job that exists is moved. Where pg_cron is not installed (the local backend on PGlite, a
-- PostgreSQL without the extension) or the first migration scheduled nothing, there is no job:
-- nothing is scheduled, and the local backend runs the same delivery itself, every 30 seconds.

do $migration$
begin
  -- cron.job is read only once it is known to exist: PL/pgSQL plans a statement when it first runs it.
  if pg_catalog.to_regclass('cron.job') is null then
    raise notice 'pg_cron is not installed here: there is no deliver-pending-mail job to move.';
    return;
  end if;
  if not exists (select 1 from cron.job where jobname = 'deliver-pending-mail') then
    raise notice 'No deliver-pending-mail job is scheduled here: nothing to move.';
    return;
  end if;

  -- Scheduling under the name of an existing job replaces that job's schedule and command.
  perform cron.schedule(
    'deliver-pending-mail',
    '* * * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/send-contact-email/deliver-pending-mail',
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
