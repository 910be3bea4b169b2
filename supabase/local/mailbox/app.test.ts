import { rmSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { localMailApiKey } from '../config';
import { openDatabase } from '../database';
import { freshDataDirectory } from '../testing/templateDatabase';
import { startTestBackend, type TestBackend } from '../testing/testBackend';
import { Mailbox } from './mailbox';

/** The local mailbox as the function and a tester meet it: Resend's send endpoint, Mailpit's API, the pages and the previews. */

let test: TestBackend;

const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const send = (body: Record<string, unknown>, idempotencyKey = crypto.randomUUID()) =>
  fetch(`${test.backend.mailboxUrl}/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${localMailApiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify({
      from: 'Akoma <website@akoma.example>',
      to: ['ada@company.example'],
      subject: 'Hello',
      html: '<p>Hi</p>',
      text: 'Hi',
      ...body,
    }),
  });

beforeAll(async () => {
  test = await startTestBackend();
}, 60_000);

afterAll(async () => {
  await test.close();
});

describe('the mailbox', () => {
  it('keeps an e-mail’s attachments and unsubscribe headers, and shows and serves them', async () => {
    const answer = await send({
      subject: 'With a calendar',
      headers: { 'List-Unsubscribe': '<https://functions.example/unsubscribe?u=1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      attachments: [{ filename: 'event.ics', content: Buffer.from(ics).toString('base64'), content_type: 'text/calendar; charset=utf-8' }],
    });
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: string };

    const message = (await (await fetch(`${test.backend.mailboxUrl}/api/v1/message/${id}`)).json()) as Record<string, unknown>;
    expect(message.Attachments).toEqual([
      { PartID: '1', FileName: 'event.ics', ContentType: 'text/calendar; charset=utf-8', Size: ics.length },
    ]);
    expect(message.ListUnsubscribe).toEqual({
      Header: '<https://functions.example/unsubscribe?u=1>',
      Links: ['https://functions.example/unsubscribe?u=1'],
      HeaderPost: 'List-Unsubscribe=One-Click',
    });
    const headers = (await (await fetch(`${test.backend.mailboxUrl}/api/v1/message/${id}/headers`)).json()) as Record<string, string[]>;
    expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);

    const part = await fetch(`${test.backend.mailboxUrl}/api/v1/message/${id}/part/1`);
    expect(part.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(await part.text()).toBe(ics);
    expect((await fetch(`${test.backend.mailboxUrl}/api/v1/message/${id}/part/2`)).status).toBe(404);

    const page = await (await fetch(`${test.backend.mailboxUrl}/messages/${id}`)).text();
    expect(page).toContain(`<a href="/messages/${id}/attachments/1" download="event.ics">Download event.ics</a>`);
    expect(page).toContain('List-Unsubscribe-Post');
  });

  it('refuses attachments without base64 content, and headers that would break a line', async () => {
    expect((await send({ attachments: [{ filename: 'x.txt', content: 'not base64!' }] })).status).toBe(422);
    expect((await send({ attachments: 'x' })).status).toBe(422);
    expect((await send({ headers: { 'X-Evil': 'a\r\nBcc: someone@example.com' } })).status).toBe(422);
  });

  it('previews every template in both languages, as HTML and as text', async () => {
    const list = await (await fetch(`${test.backend.mailboxUrl}/previews`)).text();
    const views = [...list.matchAll(/href="(\/previews\/[a-z_]+\/(en|fr))"/g)].map((match) => match[1] ?? '');
    expect(views).toHaveLength(20);
    for (const kind of [
      'welcome',
      'event_registration',
      'event_reminder',
      'event_recording',
      'digest',
      'password_changed',
      'email_changed',
    ]) {
      expect(views).toContain(`/previews/${kind}/en`);
      expect(views).toContain(`/previews/${kind}/fr`);
    }
    const french = await fetch(`${test.backend.mailboxUrl}/previews/digest/fr`);
    expect(french.status).toBe(200);
    expect(await french.text()).toContain('lang=&quot;fr&quot;');
    const text = await fetch(`${test.backend.mailboxUrl}/previews/event_registration/en/text`);
    expect(await text.text()).toContain('Your place is confirmed');
    expect((await fetch(`${test.backend.mailboxUrl}/previews/nothing/en`)).status).toBe(404);
  });
});

describe('the mailbox table', () => {
  it('gains the headers and attachments columns on a data directory from before them, keeping its messages', async () => {
    const directory = await freshDataDirectory();
    try {
      const before = await openDatabase(directory);
      await before.exec('alter table mailbox.messages drop column headers, drop column attachments');
      await before.query(
        `insert into mailbox.messages (sender, recipients, subject) values ('a@akoma.example', '{b@company.example}', 'Old')`,
      );
      await before.close();

      const after = await openDatabase(directory);
      const [old] = await new Mailbox(after).list();
      expect(old).toMatchObject({ subject: 'Old', headers: {}, attachments: [] });
      await after.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
