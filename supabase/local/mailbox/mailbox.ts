import type { Database } from '../database';

/** A file that came with a message: its name, media type and bytes (base64, as sent). */
export interface MailAttachmentFile {
  filename: string;
  contentType: string;
  /** The bytes, base64-encoded. */
  content: string;
}

export interface MailMessage {
  id: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** The extra headers it was sent with (List-Unsubscribe, List-Unsubscribe-Post…). */
  headers: Record<string, string>;
  attachments: MailAttachmentFile[];
  createdAt: string;
}

/** What the mailbox is asked to store. */
export interface IncomingMessage {
  from: string;
  to: string[];
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: MailAttachmentFile[];
}

interface MessageRow {
  id: string;
  sender: string;
  recipients: string[];
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  headers: unknown;
  attachments: unknown;
  created_at: Date;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored headers, as text by name (a jsonb column: anything else is left out). */
const headersOf = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** The stored attachments (a jsonb column: entries of another shape are left out). */
const attachmentsOf = (value: unknown): MailAttachmentFile[] =>
  Array.isArray(value)
    ? value.flatMap((entry: unknown) =>
        isRecord(entry) && typeof entry.filename === 'string' && typeof entry.contentType === 'string' && typeof entry.content === 'string'
          ? [{ filename: entry.filename, contentType: entry.contentType, content: entry.content }]
          : [],
      )
    : [];

const toMessage = (row: MessageRow): MailMessage => ({
  id: row.id,
  from: row.sender,
  to: row.recipients,
  replyTo: row.reply_to,
  subject: row.subject,
  html: row.html,
  text: row.text,
  headers: headersOf(row.headers),
  attachments: attachmentsOf(row.attachments),
  createdAt: row.created_at.toISOString(),
});

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

/**
 * The local mailbox: every e-mail the backend "sends" (sign-up confirmations, recovery links,
 * contact inquiries, member e-mails) lands here instead of the internet, with its headers and
 * attachments. A switch makes delivery fail, so tests can
 * see how the site behaves when the mail provider is down.
 */
export class Mailbox {
  failing = false;
  /** With `failing`, only messages to or replying to this address fail (so parallel tests don't collide). */
  failingFor: string | null = null;

  constructor(private readonly database: Database) {}

  /**
   * Stores a message. With an idempotency key, a second delivery of the same key returns the first
   * message's id and stores nothing (as Resend does), so a retried send is delivered once.
   */
  async deliver(
    message: IncomingMessage,
    idempotencyKey?: string,
    /** The transaction to store it in, so it is kept or dropped with the caller's other writes (sign-up). */
    via: Pick<Database, 'query'> = this.database,
  ): Promise<{ id: string; duplicate: boolean }> {
    const addresses = [...message.to, message.replyTo ?? ''].map((address) => address.toLowerCase());
    if (this.failing && (this.failingFor === null || addresses.includes(this.failingFor)))
      throw new MailDeliveryError('The local mail endpoint is set to fail.');
    if (idempotencyKey) {
      const existing = await via.query<{ id: string }>('select id from mailbox.messages where idempotency_key = $1', [idempotencyKey]);
      const first = existing.rows[0];
      if (first) return { id: first.id, duplicate: true };
    }
    const inserted = await via.query<{ id: string }>(
      `insert into mailbox.messages (sender, recipients, reply_to, subject, html, text, idempotency_key, headers, attachments)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb) returning id`,
      [
        message.from,
        message.to,
        message.replyTo ?? null,
        message.subject,
        message.html,
        message.text,
        idempotencyKey ?? null,
        JSON.stringify(message.headers ?? {}),
        JSON.stringify(message.attachments ?? []),
      ],
    );
    return { id: inserted.rows[0]?.id ?? '', duplicate: false };
  }

  async list(): Promise<MailMessage[]> {
    const result = await this.database.query<MessageRow>('select * from mailbox.messages order by created_at desc, id');
    return result.rows.map(toMessage);
  }

  async get(id: string): Promise<MailMessage | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const result = await this.database.query<MessageRow>('select * from mailbox.messages where id = $1', [id]);
    const row = result.rows[0];
    return row ? toMessage(row) : undefined;
  }

  async clear(): Promise<void> {
    await this.database.query('delete from mailbox.messages');
  }
}
