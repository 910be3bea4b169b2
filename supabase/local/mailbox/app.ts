import { Hono } from 'hono';

import { localMailApiKey } from '../config.ts';
import { MailDeliveryError, type MailMessage, type Mailbox } from './mailbox.ts';
import { escapeHtml } from '../../functions/_shared/http.ts';
import { page } from '../pages.ts';

const address = (value: string) => ({ Name: '', Address: value });

/** The Mailpit-style summary of a message, as its JSON API lists it. */
const summary = (message: MailMessage) => ({
  ID: message.id,
  From: address(message.from),
  To: message.to.map(address),
  ReplyTo: message.replyTo ? [address(message.replyTo)] : [],
  Subject: message.subject,
  Created: message.createdAt,
  Snippet: message.text.slice(0, 200),
});

/**
 * The mailbox server (port 54324 by default): a web page listing every e-mail, a Mailpit-style
 * JSON API for tests, a Resend-compatible send endpoint for the contact function, and a switch
 * that makes sending fail.
 */
export function createMailboxApp(mailbox: Mailbox) {
  const app = new Hono();

  // The mailbox holds every e-mail's links, sign-in links included, so it answers only requests
  // addressed to this machine by a loopback name: a web page cannot reach it through DNS rebinding.
  app.use('*', async (c, next) => {
    if (!/^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i.test(c.req.header('Host') ?? '')) {
      return c.json({ message: 'The local mailbox answers only to localhost, 127.0.0.1 or [::1].' }, 403);
    }
    await next();
    return undefined;
  });

  app.get('/', async (c) => {
    const messages = await mailbox.list();
    const rows = messages
      .map(
        (message) =>
          `<tr><td>${escapeHtml(new Date(message.createdAt).toLocaleString('en-GB'))}</td><td>${escapeHtml(message.to.join(', '))}</td><td><a href="/messages/${message.id}">${escapeHtml(message.subject)}</a></td></tr>`,
      )
      .join('\n');
    return c.html(
      page(
        'Local mailbox',
        `<h1>Local mailbox</h1>
<p>Every e-mail the local backend sends lands here: sign-up confirmations, password resets and contact inquiries. ${
          mailbox.failing ? '<strong>Sending is switched to fail.</strong>' : ''
        }</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<table><caption>${String(messages.length)} messages, newest first</caption><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`}`,
      ),
    );
  });

  app.get('/messages/:id', async (c) => {
    const message = await mailbox.get(c.req.param('id'));
    if (!message) return c.html(page('Message not found', '<h1>Message not found</h1><p><a href="/">Back to the mailbox</a></p>'), 404);
    return c.html(
      page(
        message.subject,
        `<p><a href="/">Back to the mailbox</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<p>From ${escapeHtml(message.from)} to ${escapeHtml(message.to.join(', '))}${message.replyTo ? `, reply to ${escapeHtml(message.replyTo)}` : ''}</p>
<iframe title="Message body" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(message.html || `<pre>${escapeHtml(message.text)}</pre>`)}"></iframe>`,
      ),
    );
  });

  // Resend's send endpoint (POST /emails): {from, to, subject, html, text, reply_to}, with an
  // optional Idempotency-Key header.
  app.post('/emails', async (c) => {
    if (c.req.header('Authorization') !== `Bearer ${localMailApiKey}`) {
      return c.json({ statusCode: 401, name: 'missing_api_key', message: 'API key is invalid' }, 401);
    }
    let body: Record<string, unknown>;
    try {
      body = await c.req.json<Record<string, unknown>>();
    } catch {
      return c.json({ statusCode: 422, name: 'validation_error', message: 'The body must be JSON.' }, 422);
    }
    const to = Array.isArray(body.to)
      ? body.to.filter((entry): entry is string => typeof entry === 'string')
      : typeof body.to === 'string'
        ? [body.to]
        : [];
    if (typeof body.from !== 'string' || to.length === 0 || typeof body.subject !== 'string') {
      return c.json({ statusCode: 422, name: 'validation_error', message: 'from, to and subject are required.' }, 422);
    }
    try {
      const { id } = await mailbox.deliver(
        {
          from: body.from,
          to,
          replyTo: typeof body.reply_to === 'string' ? body.reply_to : null,
          subject: body.subject,
          html: typeof body.html === 'string' ? body.html : '',
          text: typeof body.text === 'string' ? body.text : '',
        },
        c.req.header('Idempotency-Key'),
      );
      return c.json({ id });
    } catch (error) {
      if (error instanceof MailDeliveryError) {
        return c.json({ statusCode: 503, name: 'application_error', message: error.message }, 503);
      }
      throw error;
    }
  });

  app.get('/api/v1/messages', async (c) => {
    const messages = await mailbox.list();
    return c.json({
      total: messages.length,
      unread: messages.length,
      count: messages.length,
      messages_count: messages.length,
      start: 0,
      messages: messages.map(summary),
    });
  });

  app.get('/api/v1/message/:id', async (c) => {
    const message = await mailbox.get(c.req.param('id'));
    if (!message) return c.text('message not found', 404);
    return c.json({ ...summary(message), Date: message.createdAt, HTML: message.html, Text: message.text });
  });

  app.delete('/api/v1/messages', async (c) => {
    await mailbox.clear();
    return c.text('ok');
  });

  // The failure switch, for tests: PUT {"enabled": true} makes /emails answer 503; with
  // "onlyFor": "someone@example.com" only messages to or replying to that address fail.
  app.get('/api/v1/failure', (c) => c.json({ enabled: mailbox.failing, onlyFor: mailbox.failingFor }));
  app.put('/api/v1/failure', async (c) => {
    const body = await c.req.json<{ enabled?: unknown; onlyFor?: unknown }>().catch(() => ({ enabled: undefined, onlyFor: undefined }));
    if (typeof body.enabled !== 'boolean') return c.json({ message: 'Send {"enabled": true} or {"enabled": false}.' }, 400);
    mailbox.failing = body.enabled;
    mailbox.failingFor = body.enabled && typeof body.onlyFor === 'string' ? body.onlyFor.toLowerCase() : null;
    return c.json({ enabled: mailbox.failing, onlyFor: mailbox.failingFor });
  });

  return app;
}
