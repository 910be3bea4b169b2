import { Hono } from 'hono';

import { localMailApiKey } from '../config.ts';
import { MailDeliveryError, type MailAttachmentFile, type MailMessage, type Mailbox } from './mailbox.ts';
import { escapeHtml } from '../../functions/_shared/http.ts';
import { mailPreviews } from '../../functions/send-contact-email/memberMail/memberMail.samples.ts';
import { page } from '../pages.ts';

const address = (value: string) => ({ Name: '', Address: value });

/** An attachment's size in bytes, from its base64 text. */
const decodedSize = (content: string) => Math.floor((content.replace(/=+$/, '').length * 3) / 4);

/** Mailpit's description of an attachment; its PartID is its position, 1 first. */
const attachmentSummary = (attachment: MailAttachmentFile, index: number) => ({
  PartID: String(index + 1),
  FileName: attachment.filename,
  ContentType: attachment.contentType,
  Size: decodedSize(attachment.content),
});

/** A header's value whatever the case of its name. */
const headerValue = (message: MailMessage, name: string) =>
  Object.entries(message.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';

/** The Mailpit-style summary of a message, as its JSON API lists it. */
const summary = (message: MailMessage) => ({
  ID: message.id,
  From: address(message.from),
  To: message.to.map(address),
  ReplyTo: message.replyTo ? [address(message.replyTo)] : [],
  Subject: message.subject,
  Created: message.createdAt,
  Snippet: message.text.slice(0, 200),
  Attachments: message.attachments.length,
});

/** Resend's attachments ({filename, content (base64), content_type}) as stored, or a reason they are not valid. */
function readAttachments(value: unknown): MailAttachmentFile[] | string {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return 'attachments must be an array.';
  const files: MailAttachmentFile[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return 'Each attachment must be an object.';
    const { filename, content, content_type: contentType } = entry as Record<string, unknown>;
    if (typeof filename !== 'string' || filename === '' || typeof content !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(content)) {
      return 'Each attachment needs a filename and its content in base64.';
    }
    files.push({
      filename,
      content,
      contentType: typeof contentType === 'string' && contentType !== '' ? contentType : 'application/octet-stream',
    });
  }
  return files;
}

/** Resend's headers ({name: value}), text only; a line break in either would forge another header. */
function readHeaders(value: unknown): Record<string, string> | string {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return 'headers must be an object.';
  const headers: Record<string, string> = {};
  for (const [name, headerValueText] of Object.entries(value as Record<string, unknown>)) {
    if (typeof headerValueText !== 'string' || /[\r\n]/.test(name + headerValueText)) return `The header ${name} must be one line of text.`;
    headers[name] = headerValueText;
  }
  return headers;
}

/**
 * The mailbox server (port 54324 by default): a web page listing every e-mail, a Mailpit-style
 * JSON API for tests, a Resend-compatible send endpoint for the contact function, and a switch
 * that makes sending fail.
 */
export function createMailboxApp(
  mailbox: Mailbox,
  /** The addresses the previews' links use: the site, and the functions' base. */
  { siteUrl: previewSiteUrl, functionsUrl: previewFunctionsUrl }: { siteUrl: string; functionsUrl: string } = {
    siteUrl: 'http://localhost:5173',
    functionsUrl: 'http://127.0.0.1:54321/functions/v1',
  },
) {
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
<p>Every e-mail the local backend sends lands here: sign-up confirmations, password resets, contact inquiries and member e-mails. <a href="/previews">Preview every template</a> in English and French. ${
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
${
  Object.keys(message.headers).length > 0
    ? `<table><caption>Headers</caption><tbody>${Object.entries(message.headers)
        .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td><code>${escapeHtml(value)}</code></td></tr>`)
        .join('')}</tbody></table>`
    : ''
}
${
  message.attachments.length > 0
    ? `<h2>Attachments</h2><ul>${message.attachments
        .map(
          (attachment, index) =>
            `<li><a href="/messages/${message.id}/attachments/${String(index + 1)}" download="${escapeHtml(attachment.filename)}">Download ${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)}, ${String(decodedSize(attachment.content))} bytes)</li>`,
        )
        .join('')}</ul>`
    : ''
}
<details><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>
<iframe title="Message body" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(message.html || `<pre>${escapeHtml(message.text)}</pre>`)}"></iframe>`,
      ),
    );
  });

  // An attachment's bytes, for the page's links and Mailpit's API (/api/v1/message/:id/part/:part).
  const attachment = async (id: string, part: string) => {
    const message = await mailbox.get(id);
    const file = message?.attachments[Number(part) - 1];
    if (!file || !/^\d{1,3}$/.test(part)) return new Response('attachment not found', { status: 404 });
    const bytes = Uint8Array.from(atob(file.content), (character) => character.charCodeAt(0));
    return new Response(bytes, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
  app.get('/messages/:id/attachments/:part', (c) => attachment(c.req.param('id'), c.req.param('part')));

  // Every template the function sends, in both languages, with sample data (memberMail.samples.ts).
  const previews = () => mailPreviews(previewSiteUrl, previewFunctionsUrl);
  app.get('/previews', (c) => {
    const rows = previews()
      .map(
        (preview) =>
          `<tr><td>${escapeHtml(preview.name)}</td><td>${preview.language === 'fr' ? 'French' : 'English'}</td><td>${escapeHtml(preview.mail.subject)}</td>` +
          `<td><a href="/previews/${preview.id}/${preview.language}">View ${escapeHtml(preview.id)} (${preview.language}) as HTML</a> · ` +
          `<a href="/previews/${preview.id}/${preview.language}/text">as text</a></td></tr>`,
      )
      .join('\n');
    return c.html(
      page(
        'E-mail previews',
        `<p><a href="/">Back to the mailbox</a></p>
<h1>E-mail previews</h1>
<p>Every e-mail the send-contact-email function sends to visitors and members, in English and French, drawn with sample data.</p>
<table><caption>Templates</caption><thead><tr><th scope="col">E-mail</th><th scope="col">Language</th><th scope="col">Subject</th><th scope="col">Views</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    );
  });
  const findPreview = (id: string, language: string) => previews().find((preview) => preview.id === id && preview.language === language);
  app.get('/previews/:id/:language', (c) => {
    const preview = findPreview(c.req.param('id'), c.req.param('language'));
    if (!preview)
      return c.html(page('Preview not found', '<h1>Preview not found</h1><p><a href="/previews">Back to the previews</a></p>'), 404);
    const { mail } = preview;
    return c.html(
      page(
        mail.subject,
        `<p><a href="/previews">Back to the previews</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p>${escapeHtml(preview.name)}, ${preview.language === 'fr' ? 'French' : 'English'}. <a href="/previews/${preview.id}/${preview.language}/text">View as text</a></p>
${
  mail.headers
    ? `<table><caption>Headers</caption><tbody>${Object.entries(mail.headers)
        .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td><code>${escapeHtml(value)}</code></td></tr>`)
        .join('')}</tbody></table>`
    : ''
}
${mail.attachments ? `<p>Attached: ${mail.attachments.map((file) => escapeHtml(file.filename)).join(', ')}</p>` : ''}
<iframe title="Message body" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(mail.html)}"></iframe>`,
      ),
    );
  });
  app.get('/previews/:id/:language/text', (c) => {
    const preview = findPreview(c.req.param('id'), c.req.param('language'));
    if (!preview) return c.text('preview not found', 404);
    return c.text(preview.mail.text);
  });

  // Resend's send endpoint (POST /emails): {from, to, subject, html, text, reply_to, headers,
  // attachments: [{filename, content (base64), content_type}]}, with an optional Idempotency-Key header.
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
    const attachments = readAttachments(body.attachments);
    const headers = readHeaders(body.headers);
    if (typeof attachments === 'string' || typeof headers === 'string') {
      return c.json({ statusCode: 422, name: 'validation_error', message: typeof headers === 'string' ? headers : attachments }, 422);
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
          headers,
          attachments,
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
    const listUnsubscribe = headerValue(message, 'List-Unsubscribe');
    return c.json({
      ...summary(message),
      Date: message.createdAt,
      HTML: message.html,
      Text: message.text,
      Attachments: message.attachments.map(attachmentSummary),
      // As Mailpit reports them: the header, its links, and the one-click header.
      ListUnsubscribe: {
        Header: listUnsubscribe,
        Links: [...listUnsubscribe.matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? ''),
        HeaderPost: headerValue(message, 'List-Unsubscribe-Post'),
      },
    });
  });

  app.get('/api/v1/message/:id/headers', async (c) => {
    const message = await mailbox.get(c.req.param('id'));
    if (!message) return c.text('message not found', 404);
    // Mailpit answers each header as a list of values.
    return c.json(Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, [value]])));
  });

  app.get('/api/v1/message/:id/part/:part', (c) => attachment(c.req.param('id'), c.req.param('part')));

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
