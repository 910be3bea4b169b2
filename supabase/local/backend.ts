import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';

import { createDeleteAccountHandler } from '../functions/delete-account/handler.ts';
import type { ContactFunctionConfig } from '../functions/send-contact-email/context.ts';
import { deliverPendingMail } from '../functions/send-contact-email/deliverPendingMail.ts';
import { contactFunctionPath, createContactHandler } from '../functions/send-contact-email/handler.ts';
import { callDatabase } from '../functions/send-contact-email/database.ts';
import { sameSecret } from '../functions/send-contact-email/sameSecret.ts';
import { forwardCallerAddress } from './auth/rateLimits.ts';
import { createAuthApp } from './auth/router.ts';
import { localMailApiKey, type LocalBackendConfig } from './config.ts';
import { openDatabase, type Database } from './database.ts';
import { Mailbox } from './mailbox/mailbox.ts';
import { createMailboxApp } from './mailbox/app.ts';
import { createRestApp } from './rest/app.ts';
import { serviceClient } from './serviceClient.ts';

/** Where Supabase's gateway serves the Edge Functions: `/functions/v1/<function name>/…`. */
const functionsPrefix = '/functions/v1';

/** What one run of the member mail job did: how many e-mails of each kind it queued, and the delivery's counts. */
export interface MemberMailJobResult {
  queued: { kind: string; queued: number }[];
  sent: number;
  failed: number;
}

export interface RunningBackend {
  apiUrl: string;
  mailboxUrl: string;
  database: Database;
  mailbox: Mailbox;
  /** Runs the retry job now (it also runs on its own, every mailDeliveryIntervalMs). */
  deliverPendingMail: () => Promise<void>;
  /**
   * For tests: queues the member e-mails due at `now` (`enqueue_member_mail(now)`: digests,
   * reminders, recordings), then sends every e-mail that is due. Runs beside the timers and beside
   * another call, as two hosted runs may. @default now the current time
   */
  runMemberMailJob: (now?: Date) => Promise<MemberMailJobResult>;
  close: () => Promise<void>;
}

/**
 * Starts the local Supabase-compatible backend: the API (Auth at /auth/v1, data at /rest/v1, the
 * send-contact-email function at /functions/v1 with its retry job, and delete-account) and the mailbox, on two ports,
 * over one embedded Postgres.
 */
export async function startBackend(config: LocalBackendConfig): Promise<RunningBackend> {
  const database = await openDatabase(config.dataDirectory, config.databaseUrl === undefined ? {} : { url: config.databaseUrl });
  const mailbox = new Mailbox(database);
  const apiUrl = `http://${config.host}:${String(config.apiPort)}`;
  const mailboxUrl = `http://${config.host}:${String(config.mailboxPort)}`;

  // The function as Supabase runs it: the same handler, reaching this backend's database through
  // supabase-js as service role, exactly as a hosted function reaches its project.
  const functionConfig: ContactFunctionConfig = {
    allowedOrigins: config.allowedOrigins,
    mailApiUrl: `${mailboxUrl}/emails`,
    mailApiKey: localMailApiKey,
    contactTo: 'inquiries@akoma.example',
    contactFrom: 'Akoma website <website@akoma.example>',
    siteUrl: config.siteUrl,
    functionsUrl: `${apiUrl}${functionsPrefix}`,
    serviceRoleKey: config.serviceRoleKey,
    rateLimit: config.contactRateLimit,
  };
  const functionDatabase = serviceClient(apiUrl, config.serviceRoleKey);
  const contactHandler = createContactHandler(functionConfig, { database: functionDatabase });
  const deleteAccountHandler = createDeleteAccountHandler(
    {
      allowedOrigins: config.allowedOrigins,
      mail: { mailApiUrl: functionConfig.mailApiUrl, mailApiKey: localMailApiKey, from: 'Akoma IndyCircle <circle@akoma.example>' },
      siteUrl: config.siteUrl,
    },
    { database: functionDatabase },
  );

  const api = new Hono<{ Bindings: HttpBindings }>();
  // As hosted's gateway, the caller's address in the header the Auth API's per-IP limits read
  // (config.rateLimitHeader), replacing what the caller sent there.
  api.use('/auth/v1/*', forwardCallerAddress(config.rateLimitHeader));
  api.route('/auth/v1', createAuthApp({ database, mailbox, config, apiUrl }));
  api.route('/rest/v1', createRestApp({ database, config }));
  // Mounted where supabase-js calls it, the function's root and every path under it. As Supabase's
  // gateway does, the backend hands the function the path after /functions/v1
  // (/send-contact-email/inquiries), and says who is calling in X-Real-IP and X-Forwarded-For,
  // replacing whatever the caller claimed.
  const callContactFunction = (c: Context<{ Bindings: HttpBindings }>) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice(functionsPrefix.length);
    // A Request as the init of another carries its method, headers and body, as Hono's mount() does.
    const forwarded = new Request(url, c.req.raw);
    const address = c.env.incoming.socket.remoteAddress ?? 'unknown';
    forwarded.headers.set('X-Real-IP', address);
    forwarded.headers.set('X-Forwarded-For', address);
    return contactHandler(forwarded);
  };
  api.all(`${functionsPrefix}${contactFunctionPath}`, callContactFunction);
  api.all(`${functionsPrefix}${contactFunctionPath}/*`, callContactFunction);
  api.all(`${functionsPrefix}/delete-account`, (c) => deleteAccountHandler(c.req.raw));
  // Local only, for end-to-end tests: runs the member mail job as if the clock said `now`
  // ({"now": ISO 8601}; the current time without it), authorised by the service role key.
  // Hosted projects have no such route: pg_cron runs enqueue_member_mail() at the real time.
  api.post('/_local/jobs/member-mail', async (c) => {
    const bearer = c.req.header('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!sameSecret(bearer, config.serviceRoleKey)) {
      return c.json({ code: 'unauthorized', message: 'Only the service role may run the member mail job.' }, 401);
    }
    const body = await c.req.json<{ now?: unknown }>().catch(() => ({ now: undefined }));
    const now = typeof body.now === 'string' ? new Date(body.now) : new Date();
    if (Number.isNaN(now.getTime())) return c.json({ code: 'invalid_request', message: 'now must be an ISO 8601 instant.' }, 400);
    return c.json(await runMemberMailJob(now));
  });
  api.get('/', (c) => c.json({ name: 'Akoma local Supabase-compatible backend', auth: `${apiUrl}/auth/v1`, mailbox: mailboxUrl }));
  api.onError((error, c) => {
    console.error('local backend:', error);
    return c.json({ code: 'unexpected_failure', message: 'The local backend hit an unexpected error.' }, 500);
  });

  const listen = (app: { fetch: Hono<{ Bindings: HttpBindings }>['fetch'] }, port: number) =>
    new Promise<ServerType>((resolve) => {
      const server = serve({ fetch: app.fetch, port, hostname: config.host }, () => {
        resolve(server);
      });
      // An idle connection is kept for a minute, as hosted's gateway keeps it, not Node's 5 s. A
      // client reuses one until a second before the server's announced timeout; with Node's 5 s, a
      // client whose clock runs late on a busy machine sent a request (a 660 KB insert) down a
      // connection the server was closing, and got a reset instead of the answer.
      if ('keepAliveTimeout' in server) {
        server.keepAliveTimeout = 65_000;
        server.headersTimeout = 66_000;
      }
    });
  const servers = await Promise.all([
    listen(api, config.apiPort),
    listen(createMailboxApp(mailbox, { siteUrl: config.siteUrl, functionsUrl: functionConfig.functionsUrl }), config.mailboxPort),
  ]);

  // The retry job, as Supabase Cron runs it in production (see the schedule_mail_delivery
  // migration): the e-mails that are due, every mailDeliveryIntervalMs. One run at a time.
  let delivering: Promise<unknown> | undefined;
  const deliver = () => {
    delivering ??= deliverPendingMail(functionConfig, { database: functionDatabase })
      .catch((error: unknown) => {
        console.error('local backend: the mail delivery job failed:', error);
      })
      .finally(() => {
        delivering = undefined;
      });
    return delivering;
  };
  const deliveryTimer = setInterval(() => void deliver(), config.mailDeliveryIntervalMs);
  deliveryTimer.unref();

  // The member mail job, as pg_cron runs it hosted every 15 minutes: enqueue_member_mail() queues
  // the digests, reminders and recordings that are due (idempotent: each has a dedupe key), and the
  // delivery sends them. The timer's runs take turns; a test's runs (runMemberMailJob) may overlap.
  async function runMemberMailJob(now: Date = new Date()): Promise<MemberMailJobResult> {
    const rows = await callDatabase(functionDatabase, 'enqueue_member_mail', { p_now: now.toISOString() });
    const queued = rows.map((row) => ({ kind: row.kind ?? '', queued: row.queued ?? 0 }));
    const { sent, failed } = await deliverPendingMail(functionConfig, { database: functionDatabase });
    return { queued, sent, failed };
  }
  let memberMailRun: Promise<unknown> | undefined;
  const memberMailTimer = setInterval(() => {
    memberMailRun ??= runMemberMailJob()
      .catch((error: unknown) => {
        console.error('local backend: the member mail job failed:', error);
      })
      .finally(() => {
        memberMailRun = undefined;
      });
  }, config.memberMailIntervalMs);
  memberMailTimer.unref();

  return {
    apiUrl,
    mailboxUrl,
    database,
    mailbox,
    deliverPendingMail: async () => {
      await delivering;
      await deliver();
    },
    runMemberMailJob,
    close: async () => {
      clearInterval(deliveryTimer);
      clearInterval(memberMailTimer);
      await Promise.all([delivering, memberMailRun]);
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
      await database.close();
    },
  };
}
