import { describe, expect, it } from 'vitest';

import { createContactHandler } from './handler';

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
            '__proto__',
            'constructor',
            'extra',
          ]),
          randomValue(next, depth + 1),
        ]),
      );
  }
}

function randomBody(next: () => number): string {
  const shape = next();
  if (shape < 0.15) return Array.from({ length: Math.floor(next() * 200) }, () => String.fromCharCode(Math.floor(next() * 128))).join('');
  if (shape < 0.2) return '{"email": "ada@bank.com.ng", "name": "Ada", "message": "Hi", "subject": "S"'; // truncated
  return JSON.stringify(randomValue(next));
}

describe('send-contact-email under random and malformed requests', () => {
  it('answers 1000 of them without a 500 and without throwing', async () => {
    const next = random(20251120);
    const handler = createContactHandler(
      {
        allowedOrigins: ['http://localhost:*'],
        mailApiUrl: 'https://mail.test/emails',
        mailApiKey: 'k',
        contactTo: 'to@akoma.example',
        contactFrom: 'from@akoma.example',
      },
      { fetch: () => Promise.resolve(new Response('{"id":"m"}', { status: pick(next, [200, 200, 500, 503]) })) },
    );
    const statuses = new Map<number, number>();
    for (let request = 0; request < 1000; request += 1) {
      const method = pick(next, ['POST', 'POST', 'POST', 'OPTIONS', 'GET', 'PUT', 'DELETE']);
      const headers = new Headers();
      if (next() < 0.9) headers.set('Content-Type', pick(next, ['application/json', 'application/json; charset=utf-8', 'text/plain']));
      if (next() < 0.5) headers.set('Origin', pick(next, ['http://localhost:5173', 'https://evil.example', 'null']));
      const body = method === 'GET' ? undefined : randomBody(next);
      const response = await handler(new Request('https://functions.test/send-contact-email', { method, headers, body }));
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `request ${String(request)} with body ${String(body).slice(0, 80)}`).toBeLessThan(500);
      if (response.status !== 204) await response.text();
    }
    // The run exercised the main answers, not just one.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 403, 405, 415]));
  });
});
