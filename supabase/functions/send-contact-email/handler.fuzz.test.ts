import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestBackend, type TestBackend } from '../../local/testing/testBackend';
import { createContactHandler } from './handler';

/** The function's routes, the legacy root, and paths that are none of them. */
const paths = [
  '/send-contact-email',
  '/send-contact-email/inquiries',
  '/send-contact-email/newsletter',
  '/send-contact-email/newsletter/confirm',
  '/send-contact-email/newsletter/unsubscribe',
  '/send-contact-email/deliver-pending-mail',
  '/send-contact-email/unknown',
  '/send-contact-email/inquiries/',
  '/send-contact-email/%2e%2e/inquiries',
  '/',
] as const;

/** A small deterministic pseudo-random generator, so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(next: () => number, values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;

function randomValue(next: () => number, depth = 0): unknown {
  const kind = Math.floor(next() * (depth > 2 ? 6 : 9));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return next() < 0.5;
    case 2:
      return Math.floor(next() * 1e9) - 5e8;
    case 3:
      return '';
    case 4:
      return Array.from({ length: Math.floor(next() * 300) }, () => String.fromCharCode(Math.floor(next() * 0xffff))).join('');
    case 5:
      return pick(next, [
        'ada@bank.com.ng',
        'not an email',
        '<img src=x onerror=alert(1)>',
        'capability',
        'New Contact Inquiry - General',
        'x'.repeat(6000),
        'Newsletter subscription',
        'confirm_newsletter',
        'unsubscribe_newsletter',
        'deliver_pending_mail',
        'a'.repeat(43),
        'Ada\r\nBcc: someone@example.com',
        '\u0000',
        '\ud800',
      ]);
    case 6:
      return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 10) }, () => [
          pick(next, [
            'name',
            'email',
            'company',
            'role',
            'country',
            'message',
            'interest',
            'subject',
            'website',
            'clientRequestId',
            'action',
            'token',
            '__proto__',
            'constructor',
            'extra',
          ]),
          randomValue(next, depth + 1),
        ]),
      );
  }
}

/** A random body, and the path it is sent to: mostly its own route (or the legacy root) for a valid one, so it reaches the database. */
function randomRequest(next: () => number): { body: string; path: string } {
  const anywhere = (body: string) => ({ body, path: pick(next, paths) });
  const shape = next();
  if (shape < 0.15)
    return anywhere(Array.from({ length: Math.floor(next() * 200) }, () => String.fromCharCode(Math.floor(next() * 128))).join(''));
  if (shape < 0.2) return anywhere('{"email": "ada@bank.com.ng", "name": "Ada", "message": "Hi", "subject": "S"'); // truncated
  if (shape < 0.45) {
    // A valid inquiry or sign-up with a field or two changed at random: these reach the database.
    const inquiry = next() < 0.5;
    const base: Record<string, unknown> = inquiry
      ? {
          name: 'Ada',
          email: `ada${String(Math.floor(next() * 50))}@bank.com.ng`,
          message: 'Hello',
          subject: 'New Contact Inquiry - General',
        }
      : { email: `reader${String(Math.floor(next() * 50))}@example.org`, subject: 'Newsletter subscription' };
    base.clientRequestId = `fuzz-${String(Math.floor(next() * 1e9))}`;
    for (let change = Math.floor(next() * 3); change > 0; change -= 1) {
      base[pick(next, ['name', 'email', 'message', 'subject', 'interest', 'clientRequestId', 'country'])] = randomValue(next, 2);
    }
    const ownRoute = inquiry ? '/send-contact-email/inquiries' : '/send-contact-email/newsletter';
    const route = next() < 0.8 ? pick(next, [ownRoute, '/send-contact-email']) : pick(next, paths);
    return { body: JSON.stringify(base), path: route };
  }
  return anywhere(JSON.stringify(randomValue(next)));
}

let test: TestBackend;
beforeAll(async () => {
  test = await startTestBackend();
}, 60_000);
afterAll(async () => {
  await test.close();
});

describe('send-contact-email under random and malformed requests', () => {
  it('answers 1000 of them, against the real database, without a 5xx and without throwing', async () => {
    const next = random(20251120);
    const handler = createContactHandler(
      {
        allowedOrigins: ['http://localhost:*'],
        mailApiUrl: 'https://mail.test/emails',
        mailApiKey: 'k',
        contactTo: 'to@akoma.example',
        contactFrom: 'from@akoma.example',
        siteUrl: 'http://localhost:5173',
        functionsUrl: `${test.backend.apiUrl}/functions/v1`,
        serviceRoleKey: test.config.serviceRoleKey,
      },
      {
        database: test.service,
        fetch: () => Promise.resolve(new Response('{"id":"m"}', { status: pick(next, [200, 200, 500, 503]) })),
      },
    );
    const statuses = new Map<number, number>();
    for (let request = 0; request < 1000; request += 1) {
      const method = pick(next, ['POST', 'POST', 'POST', 'OPTIONS', 'GET', 'PUT', 'DELETE']);
      const headers = new Headers();
      if (next() < 0.9) headers.set('Content-Type', pick(next, ['application/json', 'application/json; charset=utf-8', 'text/plain']));
      if (next() < 0.5) headers.set('Origin', pick(next, ['http://localhost:5173', 'https://evil.example', 'null']));
      if (next() < 0.3) headers.set('X-Forwarded-For', pick(next, ['203.0.113.5', 'garbage', '', '::1, 10.0.0.1']));
      if (next() < 0.1) headers.set('Authorization', pick(next, ['Bearer x', 'Basic y', `Bearer ${test.config.serviceRoleKey}`]));
      const random = randomRequest(next);
      const body = method === 'GET' ? undefined : random.body;
      const { path } = random;
      const response = await handler(new Request(`https://functions.test${path}`, { method, headers, body }));
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `request ${String(request)} to ${path} with body ${String(body).slice(0, 80)}`).toBeLessThan(500);
      if (response.status !== 204) await response.text();
    }
    // The run exercised the main answers, not just one.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 403, 404, 405, 415]));
  });
});
