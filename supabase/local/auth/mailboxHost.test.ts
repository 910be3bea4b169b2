import { request } from 'node:http';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startTestBackend, type TestBackend } from '../testing/testBackend.ts';

// Each test hashes passwords (scrypt, a quarter of a second each); a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

let test: TestBackend;

beforeAll(async () => {
  test = await startTestBackend();
}, 30_000);

afterAll(async () => {
  await test.close();
});

/** GET the mailbox's message list with a chosen Host header (fetch cannot set one). */
const listWithHost = (host: string) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(`${test.backend.mailboxUrl}/api/v1/messages`);
    const sent = request({ host: url.hostname, port: url.port, path: url.pathname, headers: { Host: host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });

describe('the local mailbox', () => {
  it('answers only to local Host headers', async () => {
    const port = new URL(test.backend.mailboxUrl).port;
    expect(await listWithHost(`127.0.0.1:${port}`)).toBe(200);
    expect(await listWithHost(`localhost:${port}`)).toBe(200);
    expect(await listWithHost('[::1]')).toBe(200);
    expect(await listWithHost(`attacker.example:${port}`)).toBe(403);
    expect(await listWithHost(`localhost.attacker.example:${port}`)).toBe(403);
  });
});
