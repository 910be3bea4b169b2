import type { MailLanguage } from '../../_shared/contract.ts';
import { escapeHtml } from '../../_shared/http.ts';

/**
 * The one layout every member e-mail is drawn in, as HTML and as plain text from the same blocks,
 * so the two never say different things. The HTML is what mail clients render reliably: a
 * table-based, 600-pixel column with inline styles (Gmail drops most `<style>` rules, Outlook for
 * Windows reads only tables), `lang` on `<html>`, `color-scheme: light dark` so a client in dark
 * mode adapts the page rather than inverting the brand's red, one heading, links whose words say
 * where they go, and a footer with the member's preferences.
 */

/** One part of an e-mail's body. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A paragraph with one link inside: before, the link's words, after. */
  | { kind: 'linkParagraph'; before: string; label: string; href: string; after: string }
  /** The e-mail's main action, drawn as a button. */
  | { kind: 'action'; label: string; href: string }
  /** Facts as label and value ("When", "Thursday 18 February…"). */
  | { kind: 'details'; rows: readonly (readonly [string, string])[] }
  /** A section's heading (h2). */
  | { kind: 'subheading'; text: string }
  /** A list of linked items, each with an optional line under it. */
  | { kind: 'items'; items: readonly { title: string; href: string; note?: string }[] };

export interface MailLayout {
  language: MailLanguage;
  /** The `<title>`: the subject. */
  subject: string;
  /** The one h1. */
  heading: string;
  /** The line a mail client shows beside the subject, hidden in the body. */
  preview: string;
  blocks: readonly MailBlock[];
  /** The footer: why the member receives it and where to change that. */
  footer: {
    /** "You receive this e-mail because you are an IndyCircle member." */
    reason: string;
    preferences: { label: string; href: string };
    /** The e-mail's own unsubscribe link (digests, reminders, recordings). */
    unsubscribe?: { label: string; href: string };
    /** The company's name and place, last. */
    signature: string;
  };
}

const colours = {
  page: '#f4f4f5',
  card: '#ffffff',
  text: '#1f2937',
  muted: '#52525b',
  rule: '#e4e4e7',
  // The brand's red, one step darker than the site's accent, so links pass 4.5:1 on white.
  accent: '#b91c1c',
  onAccent: '#ffffff',
} as const;

const font = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:${colours.accent};text-decoration:underline;">${escapeHtml(label)}</a>`;

function blockHtml(block: MailBlock): string {
  const paragraph = (inner: string) =>
    `<p style="margin:0 0 16px;${font}font-size:16px;line-height:24px;color:${colours.text};">${inner}</p>`;
  switch (block.kind) {
    case 'paragraph':
      return paragraph(escapeHtml(block.text));
    case 'linkParagraph':
      return paragraph(`${escapeHtml(block.before)}${link(block.href, block.label)}${escapeHtml(block.after)}`);
    case 'action':
      return [
        '<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;">',
        `<tr><td style="border-radius:6px;background-color:${colours.accent};">`,
        `<a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;${font}font-size:16px;font-weight:bold;line-height:24px;color:${colours.onAccent};text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>`,
        '</td></tr></table>',
      ].join('');
    case 'details':
      return [
        `<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 16px;border-top:1px solid ${colours.rule};">`,
        ...block.rows.map(
          ([label, value]) =>
            `<tr><th scope="row" align="left" valign="top" style="padding:8px 16px 8px 0;${font}font-size:14px;line-height:20px;color:${colours.muted};font-weight:normal;white-space:nowrap;border-bottom:1px solid ${colours.rule};">${escapeHtml(label)}</th>` +
            `<td style="padding:8px 0;${font}font-size:16px;line-height:24px;color:${colours.text};border-bottom:1px solid ${colours.rule};">${escapeHtml(value)}</td></tr>`,
        ),
        '</table>',
      ].join('');
    case 'subheading':
      return `<h2 style="margin:24px 0 8px;${font}font-size:18px;line-height:26px;color:${colours.text};">${escapeHtml(block.text)}</h2>`;
    case 'items':
      return [
        '<ul style="margin:0 0 16px;padding:0;list-style:none;">',
        ...block.items.map(
          (item) =>
            `<li style="margin:0 0 16px;${font}font-size:16px;line-height:24px;color:${colours.text};">` +
            `<strong>${link(item.href, item.title)}</strong>` +
            (item.note ? `<br><span style="color:${colours.muted};">${escapeHtml(item.note)}</span>` : '') +
            '</li>',
        ),
        '</ul>',
      ].join('');
  }
}

function blockText(block: MailBlock, colon: string): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'linkParagraph':
      return `${block.before}${block.label}${block.after}\n${block.href}`;
    case 'action':
      return `${block.label}${colon}\n${block.href}`;
    case 'details':
      return block.rows.map(([label, value]) => `${label}${colon} ${value}`).join('\n');
    case 'subheading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'items':
      return block.items
        .map((item) => [`* ${item.title}`, ...(item.note ? [`  ${item.note}`] : []), `  ${item.href}`].join('\n'))
        .join('\n\n');
  }
}

/** The e-mail as HTML and as plain text. */
export function renderMail(layout: MailLayout): { html: string; text: string } {
  const { footer } = layout;
  // French puts a non-breaking space before a colon.
  const colon = layout.language === 'fr' ? '\u00a0:' : ':';
  const footerStyle = `margin:0 0 8px;${font}font-size:13px;line-height:20px;color:${colours.muted};`;
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${layout.language}" dir="ltr">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(layout.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${colours.page};">`,
    // The preview line: shown by the inbox beside the subject, never in the message.
    `<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(layout.preview)}</div>`,
    `<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="background-color:${colours.page};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="max-width:600px;background-color:${colours.card};border-radius:8px;">`,
    `<tr><td style="padding:24px 32px 0;${font}font-size:14px;font-weight:bold;letter-spacing:1px;color:${colours.accent};">AKOMA · INDYCIRCLE</td></tr>`,
    '<tr><td style="padding:16px 32px 8px;">',
    `<h1 style="margin:0 0 16px;${font}font-size:24px;line-height:32px;color:${colours.text};">${escapeHtml(layout.heading)}</h1>`,
    ...layout.blocks.map(blockHtml),
    '</td></tr>',
    `<tr><td style="padding:16px 32px 24px;border-top:1px solid ${colours.rule};">`,
    `<p style="${footerStyle}">${escapeHtml(footer.reason)} ${link(footer.preferences.href, footer.preferences.label)}${
      footer.unsubscribe ? ` · ${link(footer.unsubscribe.href, footer.unsubscribe.label)}` : ''
    }</p>`,
    `<p style="${footerStyle}">${escapeHtml(footer.signature)}</p>`,
    '</td></tr>',
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
  const text = [
    layout.heading,
    '='.repeat(Math.min(layout.heading.length, 60)),
    '',
    ...layout.blocks.flatMap((block) => [blockText(block, colon), '']),
    '--',
    footer.reason,
    `${footer.preferences.label}${colon} ${footer.preferences.href}`,
    ...(footer.unsubscribe ? [`${footer.unsubscribe.label}${colon} ${footer.unsubscribe.href}`] : []),
    footer.signature,
  ].join('\n');
  return { html, text };
}
