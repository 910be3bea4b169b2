import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';

import { createContactHandler } from '../functions/send-contact-email/handler.ts';
import { createAuthApp } from './auth.ts';
import { localMailApiKey, type LocalBackendConfig } from './config.ts';
import { openDatabase, type Database } from './database.ts';
import { Mailbox } from './mailbox.ts';
import { createMailboxApp } from './mailboxApp.ts';
import { createRestApp } from './rest.ts';

export interface RunningBackend {
  apiUrl: string;
  mailboxUrl: string;
  database: Database;
  mailbox: Mailbox;
  close: () => Promise<void>;
}

/**
 * Starts the local Supabase-compatible backend: the API (Auth at /auth/v1, the send-contact-email
 * function at /functions/v1) and the mailbox, on two ports, over one embedded Postgres.
 */
export async function startBackend(config: LocalBackendConfig): Promise<RunningBackend> {
  const database = await openDatabase(config.dataDirectory);
  const mailbox = new Mailbox(database);
  const apiUrl = `http://${config.host}:${String(config.apiPort)}`;
  const mailboxUrl = `http://${config.host}:${String(config.mailboxPort)}`;

  const contactHandler = createContactHandler({
    allowedOrigins: config.allowedOrigins,
    mailApiUrl: `${mailboxUrl}/emails`,
    mailApiKey: localMailApiKey,
    contactTo: 'inquiries@akoma.example',
    contactFrom: 'Akoma website <website@akoma.example>',
  });

  const api = new Hono();
  api.route('/auth/v1', createAuthApp({ database, mailbox, config, apiUrl }));
  api.route('/rest/v1', createRestApp({ database, config }));
  // The same handler Supabase deploys, mounted where supabase-js calls it.
  api.all('/functions/v1/send-contact-email', (c) => contactHandler(c.req.raw));
  api.get('/', (c) => c.json({ name: 'Akoma local Supabase-compatible backend', auth: `${apiUrl}/auth/v1`, mailbox: mailboxUrl }));
  api.onError((error, c) => {
    console.error('local backend:', error);
    return c.json({ code: 'unexpected_failure', message: 'The local backend hit an unexpected error.' }, 500);
  });

  const listen = (app: Hono, port: number) =>
    new Promise<ServerType>((resolve) => {
      const server = serve({ fetch: app.fetch, port, hostname: config.host }, () => {
        resolve(server);
      });
    });
  const servers = await Promise.all([listen(api, config.apiPort), listen(createMailboxApp(mailbox), config.mailboxPort)]);

  return {
    apiUrl,
    mailboxUrl,
    database,
    mailbox,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
      await database.close();
    },
  };
}
