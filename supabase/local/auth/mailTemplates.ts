import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parseGoTemplate, type GoTemplate } from './goTemplate.ts';
import type { TomlTable } from './toml.ts';

/**
 * The Auth API's e-mails, as hosted GoTrue makes them (internal/mailer/templatemailer): each kind
 * has a subject and a body, both Go templates, configured in supabase/config.toml
 * ([auth.email.template.<kind>] with `subject` and `content_path`) and rendered over the values
 * GoTrue hands that kind, the user's metadata as `Data`. The project's templates
 * (supabase/templates/) choose the member's language from `Data.language`, so the files the local
 * Auth API renders here are the files the hosted project sends. A kind config.toml leaves out gets
 * GoTrue's own default. GoTrue sends HTML alone; the local mailbox also keeps a plain-text copy,
 * made from the HTML, where tests and people find the link and the code.
 */

export const authMailFrom = 'Akoma IndyCircle <no-reply@akoma.example>';

export interface AuthMail {
  subject: string;
  html: string;
  text: string;
}

/** GoTrue's template kinds that this Auth API sends, as config.toml names them. */
export const authMailKinds = ['confirmation', 'recovery', 'magic_link', 'email_change'] as const;
export type AuthMailKind = (typeof authMailKinds)[number];

/** What GoTrue hands each template (templatemailer.go): the same names, the same meaning. */
export interface AuthMailValues {
  SiteURL: string;
  /** The /verify link, with the token, the type and the redirect. */
  ConfirmationURL: string;
  /** The account's address (for an e-mail change, its current one). */
  Email: string;
  /** The one-time code; empty when the e-mail repeats a link whose code was not kept. */
  Token: string;
  TokenHash: string;
  /** The user's metadata (user_metadata), as the member or the site set it. */
  Data: Record<string, unknown>;
  RedirectTo: string;
  /** E-mail change only: the address asked for. */
  NewEmail?: string;
  /** E-mail change only: the address this copy goes to (the new one, or the current one). */
  SendingTo?: string;
}

const commonValues = ['SiteURL', 'ConfirmationURL', 'Email', 'Token', 'TokenHash', 'Data', 'RedirectTo'];
const valuesOf: Record<AuthMailKind, readonly string[]> = {
  confirmation: commonValues,
  recovery: commonValues,
  magic_link: commonValues,
  email_change: [...commonValues, 'NewEmail', 'SendingTo'],
};

/** GoTrue's own subjects and bodies, for a kind config.toml does not configure (templatemailer.go). */
const goTrueDefaults: Record<AuthMailKind, { subject: string; body: string }> = {
  confirmation: {
    subject: 'Confirm your email address',
    body: '<h2>Confirm your email address</h2>\n\n<p>Follow the link below to confirm this email address and finish signing up.</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>\n',
  },
  recovery: {
    subject: 'Reset your password',
    body: '<h2>Reset your password</h2>\n\n<p>We received a request to reset your password. Follow the link below to choose a new one.</p>\n<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>\n<p>If you didn\'t request this, you can safely ignore this email.</p>',
  },
  magic_link: {
    subject: 'Your sign-in link',
    body: '<h2>Your sign-in link</h2>\n\n<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>\n<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>',
  },
  email_change: {
    subject: 'Confirm your new email address',
    body: '<h2>Confirm your new email address</h2>\n\n<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>\n<p>If you didn\'t request this change, you can safely ignore this email.</p>',
  },
};

export type AuthMailTemplates = Record<AuthMailKind, { subject: GoTemplate; body: GoTemplate }>;

/**
 * Reads and parses every kind's templates from config.toml's tables, as the Supabase CLI reads
 * them: `content_path` from the project's root (the folder holding supabase/). A file that cannot
 * be read, a template that does not parse, or one that reads a value GoTrue does not give its kind
 * (a misspelt `.ConfirmationUrl` would print nothing) stops the start, naming it.
 */
export function loadAuthMailTemplates(tables: ReadonlyMap<string, TomlTable>, projectDirectory: string): AuthMailTemplates {
  const load = (kind: AuthMailKind) => {
    const table = tables.get(`auth.email.template.${kind}`) ?? {};
    const where = `auth.email.template.${kind}`;
    const subjectSource = typeof table.subject === 'string' && table.subject !== '' ? table.subject : goTrueDefaults[kind].subject;
    let bodySource = goTrueDefaults[kind].body;
    if (typeof table.content_path === 'string' && table.content_path !== '') {
      try {
        bodySource = readFileSync(resolve(projectDirectory, table.content_path), 'utf8');
      } catch (error) {
        throw new Error(`Invalid config for ${where}.content_path: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    }
    const subject = parseGoTemplate(subjectSource, `${where}.subject`);
    const body = parseGoTemplate(bodySource, typeof table.content_path === 'string' ? table.content_path : `${where} (GoTrue's default)`);
    for (const template of [subject, body]) {
      const unknown = [...template.fields].filter((field) => !valuesOf[kind].includes(field));
      if (unknown.length > 0) {
        throw new Error(
          `Invalid config for ${where}: it reads ${unknown.map((field) => `.${field}`).join(', ')}, which GoTrue does not give this template (it gives ${valuesOf[kind].map((field) => `.${field}`).join(', ')})`,
        );
      }
    }
    return { subject, body };
  };
  return Object.fromEntries(authMailKinds.map((kind) => [kind, load(kind)])) as AuthMailTemplates;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });

/**
 * A plain-text copy of an e-mail's HTML: one paragraph per block, each link as its words with its
 * address alone on the next line (in any language), entities decoded.
 */
export function textOfHtml(html: string): string {
  const lineBreak = '\u0001';
  return decodeEntities(
    html
      .replace(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, words: string) => `${words}${lineBreak}${href}`)
      .replace(/<br\s*\/?>/gi, lineBreak)
      .replace(/<\/(?:p|div|h[1-6]|li|tr|table)>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split(/\n[ \t\r]*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/[ \t\r\n]+/g, ' ')
        .replaceAll(lineBreak, '\n')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** One e-mail of a kind, rendered over its values. Throws a GoTemplateError where Go's execution would fail. */
export function renderAuthMail(templates: AuthMailTemplates, kind: AuthMailKind, values: AuthMailValues): AuthMail {
  const data: Record<string, unknown> = { ...values };
  const html = templates[kind].body.execute(data);
  return { subject: templates[kind].subject.execute(data), html, text: textOfHtml(html) };
}
