import { expect } from '@playwright/test';

import { mailboxUrl } from '../playwright.config';

/** The local mailbox's Mailpit-style API, as the tests see it. */
interface Summary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

export async function messages(): Promise<Summary[]> {
  const response = await fetch(`${mailboxUrl}/api/v1/messages`);
  return ((await response.json()) as { messages: Summary[] }).messages;
}

export interface Message {
  ID: string;
  Subject: string;
  Text: string;
  HTML: string;
  ReplyTo: { Address: string }[];
}

export async function message(id: string): Promise<Message> {
  const response = await fetch(`${mailboxUrl}/api/v1/message/${id}`);
  return (await response.json()) as Message;
}

/** Waits for the e-mail to an address whose subject matches, and returns it. */
export async function waitForMessage(to: string, subject: RegExp) {
  let found: Summary | undefined;
  await expect
    .poll(
      async () => {
        found = (await messages()).find(
          (candidate) => candidate.To.some((entry) => entry.Address === to) && subject.test(candidate.Subject),
        );
        return Boolean(found);
      },
      { message: `an e-mail to ${to} with subject ${String(subject)}` },
    )
    .toBe(true);
  return message(found?.ID ?? '');
}

/**
 * Makes the mail endpoint fail (true) or work again (false). With `onlyFor`, only messages to or
 * replying to that address fail, so tests running in parallel keep their mail.
 */
export async function setMailFailing(enabled: boolean, onlyFor?: string) {
  const response = await fetch(`${mailboxUrl}/api/v1/failure`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ enabled, onlyFor }),
  });
  if (!response.ok) throw new Error(`The mailbox refused the failure switch: ${String(response.status)}`);
}

/** A unique address per test run, so tests never collide on the same account. */
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
