import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A stand-in for the analytics proxy a static host puts at a first-party path (/api/event
 * forwarded to Plausible), for the preview server under tests and the bench: with
 * PREVIEW_ANALYTICS_PATH set, it answers that path as Plausible's events API does, 202 for a
 * well-formed event (a JSON object with string name, url and domain) and 400 with the reason for
 * anything else, and forwards nothing. The end-to-end tests read what the site sent by
 * intercepting the request in the browser; this keeps the requests they don't intercept from
 * failing.
 */
export const analyticsStandInPath = process.env.PREVIEW_ANALYTICS_PATH;

/** Why a body is not an event Plausible takes, or undefined when it is one. */
export function eventProblem(body: string): string | undefined {
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return 'the body is not a JSON object';
  for (const field of ['name', 'url', 'domain'] as const) {
    const value = (event as Record<string, unknown>)[field];
    if (typeof value !== 'string' || value === '') return `${field} is required, as a string`;
  }
  return undefined;
}

/** Answers a request to the stand-in's path; false when the request is for another path. */
export function answerAnalytics(request: IncomingMessage, response: ServerResponse, pathname: string): boolean {
  if (!analyticsStandInPath || pathname !== analyticsStandInPath) return false;
  if (request.method !== 'POST') {
    response.statusCode = 405;
    response.setHeader('Allow', 'POST');
    response.end('Send events with POST.');
    return true;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= 16_384) chunks.push(chunk);
  });
  request.on('end', () => {
    const problem = size > 16_384 ? 'the event is larger than 16 KB' : eventProblem(Buffer.concat(chunks).toString('utf8'));
    response.statusCode = problem ? 400 : 202;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end(problem ?? 'ok');
  });
  return true;
}
