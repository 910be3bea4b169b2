import { calendarFile } from '../../_shared/calendar.ts';
import { isMailLanguage, type MailLanguage } from '../../_shared/contract.ts';
import type { Json, Tables } from '../../_shared/database.types.ts';
import { base64Text, type MailAttachment, type OutgoingMail } from '../../_shared/http.ts';
import { rankPieces, weakestArea } from '../../_shared/recommend.ts';
import type { ContactContext } from '../context.ts';
import { DatabaseUnavailable } from '../database.ts';
import {
  isMemberMailKind,
  renderMemberMail,
  sitePath,
  type MailEvent,
  type MailPiece,
  type MemberMailContent,
  type RenderedMemberMail,
} from './memberMailTemplates.ts';
import { unsubscribeLinks, type UnsubscribeKind } from './unsubscribeLink.ts';

/**
 * A stored member e-mail (a `member_mail` row, queued by the database's triggers and by
 * `enqueue_member_mail`) as the mail API receives it: read with what it needs from the catalogue
 * (`events`, `pieces`) and, for a digest, what the recommendation reads (`saved_items`, the
 * latest `assessment_results`, `assessment_area_focus`), then drawn by memberMailTemplates.ts in
 * the row's language to the row's `to_email`. Its idempotency key is `member-mail-<id>`, so the
 * retry job's later send of the same row arrives once.
 */

/** A row that can never be drawn (its event is gone, or every piece of its digest): recorded as a failed send, with the reason. */
export class UnsendableMail extends Error {
  override name = 'UnsendableMail';
}

type EventRow = Pick<
  Tables<'events'>,
  | 'id'
  | 'name'
  | 'name_fr'
  | 'when_text'
  | 'when_text_fr'
  | 'where_text'
  | 'where_text_fr'
  | 'time_zone'
  | 'starts_at'
  | 'ends_at'
  | 'recording_path'
>;
type PieceRow = Pick<Tables<'pieces'>, 'slug' | 'title' | 'title_fr' | 'summary' | 'summary_fr' | 'category' | 'topics' | 'published_on'>;

const eventColumns = 'id, name, name_fr, when_text, when_text_fr, where_text, where_text_fr, time_zone, starts_at, ends_at, recording_path';
const pieceColumns = 'slug, title, title_fr, summary, summary_fr, category, topics, published_on';

/** The locale of each language's words, as the site's editions use them (dates, titles' order, the .ics). */
const locales: Record<MailLanguage, string> = { en: 'en-GB', fr: 'fr-CI' };

/** The site's events page, where a digest's events link (the site's events hub). */
const eventsPagePath = '/partners#events';

const isRecord = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: Json | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const textsOf = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

function failIf(error: { message: string } | null, table: string) {
  if (error) throw new DatabaseUnavailable(`${table}: ${error.message}`);
}

/** An event in the e-mail's language: the French columns when the row has them, else the English. */
function mailEvent(event: EventRow, language: MailLanguage): MailEvent {
  const pick = (english: string | null, french: string | null) => (language === 'fr' ? (french ?? english) : english) ?? '';
  return {
    name: pick(event.name, event.name_fr) || event.id,
    when: pick(event.when_text, event.when_text_fr),
    where: pick(event.where_text, event.where_text_fr),
    online: (event.where_text ?? '').trim().toLowerCase() === 'online',
  };
}

/** A piece in the e-mail's language. A piece with no French edition links to the English page, as the site does. */
function mailPiece(piece: PieceRow, language: MailLanguage, siteUrl: string): MailPiece {
  const french = language === 'fr' && piece.title_fr !== null;
  return {
    title: french ? (piece.title_fr ?? piece.title) : piece.title,
    summary: french ? (piece.summary_fr ?? piece.summary) : piece.summary,
    url: sitePath(siteUrl, french ? 'fr' : 'en', `/insights/${piece.slug}`),
  };
}

/** The .ics of a dated event, as the registration e-mail attaches it; none for an event with no date yet. */
function calendarAttachment(
  event: EventRow,
  mail: MailEvent,
  language: MailLanguage,
  siteUrl: string,
  now: Date,
): MailAttachment | undefined {
  if (!event.starts_at || !event.ends_at || !event.time_zone) return undefined;
  const origin = new URL(siteUrl).origin;
  const ics = calendarFile(
    {
      id: event.id,
      name: mail.name,
      description: '',
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      timeZone: event.time_zone,
      where: mail.where,
    },
    { origin, pageUrl: sitePath(siteUrl, language, eventsPagePath), productName: 'Akoma', locale: locales[language], stamp: now },
  );
  return { filename: `${event.id}.ics`, content: base64Text(ics), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

async function readEvent(context: ContactContext, id: string): Promise<EventRow> {
  const { data, error } = await context.database.from('events').select(eventColumns).eq('id', id).maybeSingle();
  failIf(error, 'events');
  if (!data) throw new UnsendableMail(`The event "${id}" is no longer in the catalogue.`);
  return data;
}

/** The one piece a digest recommends: ranked as the member area ranks, among listed pieces not in the digest and not saved. */
async function recommendation(context: ContactContext, userId: string, inDigest: readonly string[], language: MailLanguage) {
  const [catalogue, saved, latest, focus] = await Promise.all([
    context.database.from('pieces').select(pieceColumns).eq('listed', true),
    context.database.from('saved_items').select('slug').eq('user_id', userId),
    context.database
      .from('assessment_results')
      .select('area_scores')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(1),
    context.database.from('assessment_area_focus').select('area, topic, tags').order('area'),
  ]);
  failIf(catalogue.error, 'pieces');
  failIf(saved.error, 'saved_items');
  failIf(latest.error, 'assessment_results');
  failIf(focus.error, 'assessment_area_focus');
  const areas = (focus.data ?? []).map((row) => ({ area: row.area, topic: row.topic, tags: row.tags }));
  const scores = latest.data?.[0]?.area_scores;
  const weakest = isRecord(scores)
    ? weakestArea(
        scores,
        areas.map(({ area }) => area),
      )
    : undefined;
  const excluded = new Set(inDigest);
  const [best] = rankPieces({
    weakest,
    focus: weakest ? areas.find(({ area }) => area === weakest.area) : undefined,
    savedSlugs: (saved.data ?? []).map(({ slug }) => slug),
    // The whole catalogue counts (saved pieces give their category points); the digest's own are left out.
    pieces: (catalogue.data ?? [])
      .filter((piece) => !excluded.has(piece.slug))
      .map((piece) => ({
        slug: piece.slug,
        title: piece.title,
        category: piece.category,
        tagKeys: piece.topics,
        published: piece.published_on,
        row: piece,
      })),
    limit: 1,
    locale: locales[language],
  });
  return best;
}

/** What a stored e-mail shows, read from the catalogue. */
async function memberMailContent(
  context: ContactContext,
  row: Pick<Tables<'member_mail'>, 'user_id' | 'kind' | 'payload'>,
  language: MailLanguage,
  now: Date,
): Promise<MemberMailContent> {
  const { siteUrl, serviceRoleKey: key, functionsUrl } = context.config;
  const payload = isRecord(row.payload) ? row.payload : {};
  const links = (kind: UnsubscribeKind) => unsubscribeLinks({ key, siteUrl, functionsUrl }, row.user_id, kind, language);
  const eventOf = async () => {
    const id = textOf(payload.event_id);
    if (!id) throw new UnsendableMail('The e-mail names no event.');
    return readEvent(context, id);
  };

  switch (row.kind) {
    case 'welcome':
    case 'password_changed':
      return { kind: row.kind };
    case 'email_changed':
      return { kind: 'email_changed', newEmail: textOf(payload.new_email) ?? '' };
    case 'event_registration': {
      const event = await eventOf();
      const shown = mailEvent(event, language);
      return { kind: 'event_registration', event: shown, calendar: calendarAttachment(event, shown, language, siteUrl, now) };
    }
    case 'event_reminder':
      return { kind: 'event_reminder', event: mailEvent(await eventOf(), language), unsubscribe: await links('event_reminders') };
    case 'event_recording': {
      const event = await eventOf();
      if (!event.recording_path) throw new UnsendableMail(`The event "${event.id}" has no recording.`);
      return {
        kind: 'event_recording',
        event: mailEvent(event, language),
        recordingUrl: sitePath(siteUrl, language, event.recording_path),
        unsubscribe: await links('event_reminders'),
      };
    }
    case 'digest': {
      const slugs = textsOf(payload.pieces);
      const eventIds = textsOf(payload.events);
      const [pieces, events] = await Promise.all([
        slugs.length > 0
          ? context.database.from('pieces').select(pieceColumns).in('slug', slugs).eq('listed', true)
          : { data: [], error: null },
        eventIds.length > 0
          ? context.database.from('events').select(eventColumns).in('id', eventIds).eq('listed', true)
          : { data: [], error: null },
      ]);
      failIf(pieces.error, 'pieces');
      failIf(events.error, 'events');
      // In the payload's order (newest pieces, soonest events first); what was unlisted since is left out.
      const pieceRows = slugs.flatMap((slug) => (pieces.data ?? []).filter((piece) => piece.slug === slug));
      const eventRows = eventIds.flatMap((id) => (events.data ?? []).filter((event) => event.id === id));
      if (pieceRows.length === 0 && eventRows.length === 0)
        throw new UnsendableMail('Everything this digest listed has been taken off the site.');
      const best = await recommendation(context, row.user_id, slugs, language);
      return {
        kind: 'digest',
        frequency: textOf(payload.frequency) === 'monthly' ? 'monthly' : 'weekly',
        pieces: pieceRows.map((piece) => mailPiece(piece, language, siteUrl)),
        events: eventRows.map((event) => ({ ...mailEvent(event, language), url: sitePath(siteUrl, language, eventsPagePath) })),
        recommended: best
          ? { ...mailPiece(best.piece.row, language, siteUrl), category: best.piece.category, reasons: best.reasons }
          : undefined,
        unsubscribe: await links('digest'),
      };
    }
    default:
      throw new UnsendableMail(`"${row.kind}" is not a kind of member e-mail.`);
  }
}

/** The e-mail of a pending `member_mail` row, or undefined when it is not pending (sent already). */
export async function pendingMemberMail(context: ContactContext, id: string, now = new Date()): Promise<OutgoingMail | undefined> {
  const { data, error } = await context.database
    .from('member_mail')
    .select('id, user_id, kind, to_email, language, payload')
    .eq('id', id)
    .eq('status', 'pending')
    .maybeSingle();
  failIf(error, 'member_mail');
  if (!data) return undefined;
  if (!isMemberMailKind(data.kind)) throw new UnsendableMail(`"${data.kind}" is not a kind of member e-mail.`);
  const language: MailLanguage = isMailLanguage(data.language) ? data.language : 'en';
  const content = await memberMailContent(context, data, language, now);
  const rendered: RenderedMemberMail = renderMemberMail({ language, siteUrl: context.config.siteUrl }, content);
  return {
    to: data.to_email,
    // A reply (to a security notice, say) reaches a person.
    replyTo: context.config.contactTo,
    ...rendered,
    idempotencyKey: `member-mail-${data.id}`,
  };
}
