import type { Context } from 'hono';

import { nestingDepth } from '../jsonNesting.ts';
import { AuthError, badRequest } from './errors.ts';

/**
 * Reading what a request sends, before any of it reaches the database: bodies capped at 1 MB (as
 * GoTrue caps them), strict UTF-8, JSON nested at most 32 deep, and no NUL characters or lone
 * surrogates anywhere (Postgres text cannot hold the first, and the second is not text). Every
 * check is a single pass over the input.
 */

export const maxBodyBytes = 1 << 20;
const maxNesting = 32;
/** Longest query parameter the API reads (a redirect URL, a token, a scope). */
const maxQueryValueLength = 2048;

export type JsonObject = Record<string, unknown>;

const badJson = (reason: string) => badRequest('bad_json', `Could not parse request body as JSON: ${reason}`);

/** The raw body, refused past the cap (from Content-Length when it says so, else while reading). */
export async function readBodyBytes(c: Context): Promise<Uint8Array> {
  const declared = Number(c.req.header('Content-Length') ?? '0');
  const tooLarge = () => new AuthError(413, 'request_entity_too_large', `Request body too large (max ${String(maxBodyBytes)} bytes)`);
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBodyBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw badRequest('validation_failed', 'The request body could not be read');
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decodeUtf8(bytes: Uint8Array, invalid: () => AuthError): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw invalid();
  }
}

/** Whether text is safe to store: no NUL and no lone surrogate. */
export function isStorableText(value: string): boolean {
  return value.isWellFormed() && !value.includes('\u0000');
}

/** Checks every string and key in a parsed value, without recursion. */
function assertStorable(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) throw unstorable();
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) throw unstorable();
        pending.push(child);
      }
    }
  }
}

const unstorable = () => badRequest('validation_failed', 'The request contains a NUL character or invalid Unicode (a lone surrogate)');

/** A JSON object body, as GoTrue reads one (an empty body reads as `{}`). */
export async function readJsonBody(c: Context): Promise<JsonObject> {
  const bytes = await readBodyBytes(c);
  const text = decodeUtf8(bytes, () => badJson('invalid UTF-8'));
  if (text.trim() === '') return {};
  if (nestingDepth(text) > maxNesting) throw badJson(`nested deeper than ${String(maxNesting)} levels`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badJson(error instanceof Error ? error.message.slice(0, 200) : 'invalid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badJson('the body must be a JSON object');
  }
  assertStorable(parsed);
  return parsed as JsonObject;
}

/** An HTML form's fields (application/x-www-form-urlencoded only). */
export async function readFormBody(c: Context): Promise<Map<string, string>> {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new AuthError(415, 'validation_failed', 'The form must be sent as application/x-www-form-urlencoded');
  }
  const text = decodeUtf8(await readBodyBytes(c), () => badRequest('validation_failed', 'The form is not valid UTF-8'));
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (!isStorableText(name) || !isStorableText(value)) throw unstorable();
    if (!fields.has(name)) fields.set(name, value);
  }
  return fields;
}

/** A query parameter, refused when it could not be stored or is unreasonably long. */
export function queryParam(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  if (value === undefined) return undefined;
  if (!isStorableText(value)) throw unstorable();
  if (value.length > maxQueryValueLength) throw badRequest('validation_failed', `The ${name} parameter is too long`);
  return value;
}

/** A string field of a JSON body: absent and null read as '', any other type is refused. */
export function stringField(body: JsonObject, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badJson(`the field "${name}" must be a string`);
  return value;
}

/** An object field of a JSON body (metadata): absent and null read as undefined. */
export function objectField(body: JsonObject, name: string): JsonObject | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw badJson(`the field "${name}" must be an object`);
  return value as JsonObject;
}

/** Most bytes of user or app metadata one account may hold (a token carries it in every request). */
export const maxMetadataBytes = 4096;

export function assertMetadataSize(metadata: JsonObject): void {
  if (Buffer.byteLength(JSON.stringify(metadata)) > maxMetadataBytes) {
    throw badRequest('validation_failed', `User metadata is too large (max ${String(maxMetadataBytes)} bytes)`);
  }
}
