import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestBackend, type TestBackend } from '../../local/testing/testBackend';

/**
 * The function as Supabase runs it: type-checked and served by real Deno (the `deno` npm package
 * ships the binary), with its npm imports (Hono, supabase-js) resolved by deno.json, answering at
 * the paths Supabase's gateway hands it (/send-contact-email/…), storing into the local backend
 * through supabase-js and sending to a stand-in mail API on localhost.
 */
const here = dirname(fileURLToPath(import.meta.url));
const deno = join(here, '..', '..', '..', 'node_modules', '.bin', 'deno');
const denoEnvironment = { ...process.env, DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1', NO_COLOR: '1' };

const listen = (server: Server) =>
  new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve((server.address() as AddressInfo).port);
    });
  });

describe('send-contact-email under Deno', () => {
  let mailApi: Server;
  let functionProcess: ChildProcess;
  /** Where the function's routes sit, as a hosted function receives them. */
  let functionUrl = '';
  let test: TestBackend;
  const received: string[] = [];

  beforeAll(async () => {
    test = await startTestBackend();
    // Fetch the npm packages once, before the function has to start in time.
    await promisify(execFile)(deno, ['install', '--entrypoint', join(here, 'index.ts')], { env: denoEnvironment, cwd: here });
    mailApi = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: `mail-${String(received.length)}` }));
      });
    });
    const mailPort = await listen(mailApi);
    const probe = createServer();
    const functionPort = await listen(probe);
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    functionProcess = spawn(deno, ['run', '--allow-net', '--allow-env', join(here, 'index.ts')], {
      cwd: here,
      env: {
        ...denoEnvironment,
        PORT: String(functionPort),
        ALLOWED_ORIGINS: 'http://localhost:*',
        MAIL_API_URL: `http://127.0.0.1:${String(mailPort)}/emails`,
        MAIL_API_KEY: 'deno-test-key',
        CONTACT_TO: 'inquiries@akoma.example',
        CONTACT_FROM: 'Akoma website <website@akoma.example>',
        SITE_URL: 'http://localhost:5173',
        SUPABASE_URL: test.backend.apiUrl,
        SUPABASE_SERVICE_ROLE_KEY: test.config.serviceRoleKey,
      },
      stdio: 'ignore',
    });
    functionUrl = `http://127.0.0.1:${String(functionPort)}/send-contact-email`;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await fetch(functionUrl, { method: 'OPTIONS' });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error('Deno did not start the function');
  }, 180_000);

  afterAll(async () => {
    functionProcess.kill();
    await new Promise<void>((resolve) => mailApi.close(() => resolve()));
    await test.close();
  });

  it('type-checks with deno check', async () => {
    const { stdout, stderr } = await promisify(execFile)(deno, ['check', join(here, 'index.ts')], { env: denoEnvironment, cwd: here });
    expect(`${stdout}${stderr}`).not.toMatch(/error/i);
  }, 60_000);

  it('refuses a bad inquiry with 400 and sends nothing', async () => {
    const response = await fetch(`${functionUrl}/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"nope"}',
    });
    expect(response.status).toBe(400);
    expect(received).toHaveLength(0);
  });

  it('stores a good inquiry, sends it through the mail API and answers with its id', async () => {
    const response = await fetch(`${functionUrl}/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: JSON.stringify({
        name: 'Ada',
        email: 'ada@bank.com.ng',
        message: 'Hello',
        subject: 'New Contact Inquiry - General',
        language: 'fr',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    const { id, status } = (await response.json()) as { id: string; status: string };
    expect(status).toBe('received');
    const { data } = await test.service
      .from('contact_inquiries')
      .select('email, language, mail_status, acknowledgement_status')
      .eq('id', id)
      .single();
    expect(data).toEqual({ email: 'ada@bank.com.ng', language: 'fr', mail_status: 'sent', acknowledgement_status: 'sent' });
    // The company's copy, and the visitor's acknowledgement in French.
    expect(received).toHaveLength(2);
    expect(received.filter((body) => body.includes('"reply_to":"ada@bank.com.ng"'))).toHaveLength(1);
    expect(received.filter((body) => body.includes('"subject":"Nous avons bien reçu votre message"'))).toHaveLength(1);
  });

  it('answers a path that is not a route with 404, and another method than POST with 405', async () => {
    const unknown = await fetch(`${functionUrl}/inquiry`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'not_found' });
    const wrongMethod = await fetch(`${functionUrl}/newsletter`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('Allow')).toBe('POST, OPTIONS');
    await wrongMethod.body?.cancel();
    expect(received).toHaveLength(2);
  });
});
