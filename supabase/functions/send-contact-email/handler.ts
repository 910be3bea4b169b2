import { Hono, type Context } from 'hono';

import { jsonAnswerFor, readJsonRequest } from '../_shared/jsonRequest.ts';
import { confirmSubscription } from './confirm.ts';
import { createContactContext, type ContactAction, type ContactFunctionConfig, type ContactFunctionDependencies } from './context.ts';
import { DatabaseUnavailable } from './database.ts';
import { postDeliverPendingMail } from './deliverPendingMail.ts';
import { postInquiry } from './inquiries.ts';
import { legacyRoot } from './legacy.ts';
import { postMemberUnsubscribe } from './memberUnsubscribe.ts';
import { postNewsletterSignUp } from './newsletter.ts';
import { unsubscribe } from './unsubscribe.ts';

/**
 * The send-contact-email function: a Hono app that routes by path, one file per action, so it runs
 * unchanged under Deno (Supabase Edge Functions, see index.ts) and in Node (the local backend, the
 * tests). Apart from Hono and supabase-js it uses only web-standard APIs.
 *
 * Supabase's gateway hands a function the path after `/functions/v1`, so the routes sit under
 * `/send-contact-email` (the local backend hands it the same path):
 * - `POST /send-contact-email/inquiries`: a contact inquiry (inquiries.ts);
 * - `POST /send-contact-email/newsletter`: a newsletter sign-up (newsletter.ts);
 * - `POST /send-contact-email/newsletter/confirm` and `/newsletter/unsubscribe`: the newsletter
 *   e-mail's links, followed from the site's /newsletter page (confirm.ts, unsubscribe.ts);
 * - `POST /send-contact-email/member-mail/unsubscribe?u&k&t`: the one-click unsubscribe of member
 *   e-mails, which also takes a form-encoded body from mail clients (memberUnsubscribe.ts);
 * - `POST /send-contact-email/deliver-pending-mail`: the retry job, for the service role only
 *   (deliverPendingMail.ts);
 * - `POST /send-contact-email`: the legacy root, which picks one of those from the body (legacy.ts).
 *
 * Every route makes the shared checks first (`readJsonRequest`: CORS preflight, POST only, origin,
 * JSON, size). Everything that must hold across instances (the rate limits, the retry guard, the
 * queue of e-mails to send) lives in the database, so any number of instances agree. Nothing a
 * client sends produces a 5xx: bad input is 4xx with a JSON error naming the fields, a path that is
 * not a route 404, another method 405; only a database that cannot be reached answers 503.
 */

/** Where the function's routes sit: the path a Supabase Edge Function named send-contact-email receives. */
export const contactFunctionPath = '/send-contact-email';

/** The routes, by path under `contactFunctionPath`, each with its action. */
const routes = {
  '/inquiries': postInquiry,
  '/newsletter': postNewsletterSignUp,
  '/newsletter/confirm': confirmSubscription,
  '/newsletter/unsubscribe': unsubscribe,
  '/deliver-pending-mail': postDeliverPendingMail,
} as const satisfies Record<string, ContactAction>;

/** The routes' full paths, as a 404 names them (not the legacy root, which new callers should not use). */
const memberUnsubscribeRoute = '/member-mail/unsubscribe';
const routeList = [...Object.keys(routes), memberUnsubscribeRoute].map((path) => contactFunctionPath + path).join(', ');

/** Builds the app. */
export function createContactApp(config: ContactFunctionConfig, dependencies: ContactFunctionDependencies) {
  const context = createContactContext(config, dependencies);
  const rules = { allowedOrigins: config.allowedOrigins, maxBodyBytes: context.maxBodyBytes };
  const json = (c: Context) => jsonAnswerFor(c.req.raw, config.allowedOrigins);

  // Each route takes every method: the shared checks answer a preflight (OPTIONS) and refuse any
  // other method than POST with 405 and `Allow`, where Hono alone would answer 404.
  const serve = (action: ContactAction) => async (c: Context) => {
    const read = await readJsonRequest(c.req.raw, rules);
    if (read instanceof Response) return read;
    return action(context, { request: c.req.raw, ...read });
  };

  const app = new Hono().basePath(contactFunctionPath);
  for (const [path, action] of Object.entries(routes)) app.all(path, serve(action));
  // Its own request checks: a mail client's one-click POST is a form, not JSON.
  app.all(memberUnsubscribeRoute, (c) => postMemberUnsubscribe(context, c.req.raw));
  app.all('/', serve(legacyRoot));

  app.notFound((c) =>
    json(c)(404, {
      error: 'not_found',
      message: `${c.req.path} is not a route of this function. It answers POST at ${routeList}.`,
    }),
  );
  app.onError((error, c) => {
    if (error instanceof DatabaseUnavailable) {
      console.error('send-contact-email:', error.message);
      return json(c)(
        503,
        { error: 'service_unavailable', message: 'The message could not be saved just now. Please try again in a minute.' },
        { 'Retry-After': '30' },
      );
    }
    // A fault in the function itself, not in the request: logged, and answered without details.
    console.error('send-contact-email: unexpected failure:', error);
    return json(c)(500, { error: 'unexpected_failure', message: 'The function failed unexpectedly. Please try again later.' });
  });
  return app;
}

/** The app as a plain `(Request) => Promise<Response>`, for `Deno.serve`, the local backend and the tests. */
export function createContactHandler(
  config: ContactFunctionConfig,
  dependencies: ContactFunctionDependencies,
): (request: Request) => Promise<Response> {
  const app = createContactApp(config, dependencies);
  return async (request) => app.fetch(request);
}
