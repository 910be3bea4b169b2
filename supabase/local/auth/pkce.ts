import { createHash, randomUUID } from 'node:crypto';

import type { AuthContext, Queryable } from './context.ts';
import { AuthError, badRequest, unprocessable } from './errors.ts';

/**
 * PKCE flow states (RFC 7636), as GoTrue keeps them: made when a flow starts (sign-up, recovery,
 * magic link, e-mail change, LinkedIn) with the client's code challenge; the code is handed out
 * when the link is followed and must be exchanged, with the verifier, within the flow-state expiry.
 */

export type FlowMethod = 'email/signup' | 'recovery' | 'magiclink' | 'email_change' | 'oauth';

const challengePattern = /^[A-Za-z0-9._~-]+$/;

/** GoTrue's checks: both or neither of challenge and method, 43 to 128 characters, RFC 7636's alphabet. */
export function validatePkceParams(method: string, challenge: string): { method: 's256' | 'plain'; challenge: string } | undefined {
  if ((challenge === '') !== (method === ''))
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  if (challenge === '') return undefined;
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  if (!challengePattern.test(challenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const normalised = method.toLowerCase();
  if (normalised !== 's256' && normalised !== 'plain') {
    throw badRequest('validation_failed', `code challenge method not supported: ${method.slice(0, 20)}`);
  }
  return { method: normalised, challenge };
}

export async function createFlowState(
  context: AuthContext,
  tx: Queryable,
  userId: string,
  method: FlowMethod,
  pkce: { method: string; challenge: string },
  options: { provider?: string; issued?: boolean } = {},
): Promise<string> {
  const authCode = randomUUID();
  const now = new Date(context.now());
  await tx.query(
    `insert into auth.flow_state (auth_code, user_id, code_challenge, code_challenge_method, authentication_method, provider_type, created_at, auth_code_issued_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [authCode, userId, pkce.challenge, pkce.method, method, options.provider ?? 'email', now, options.issued ? now : null],
  );
  return authCode;
}

/** The code of the user's newest flow state of this kind, now handed out; undefined when there is none. */
export async function issueAuthCode(context: AuthContext, tx: Queryable, userId: string, method: FlowMethod): Promise<string | undefined> {
  const flow = (
    await tx.query<{ auth_code: string }>(
      `select auth_code from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
      [userId, method],
    )
  ).rows[0];
  if (!flow) return undefined;
  await tx.query('update auth.flow_state set auth_code_issued_at = $2 where auth_code = $1', [flow.auth_code, new Date(context.now())]);
  return flow.auth_code;
}

/** Exchanges a handed-out code and its verifier for the user id; the code works once. */
export async function exchangeAuthCode(
  context: AuthContext,
  tx: Queryable,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: string }> {
  const flow = (
    await tx.query<{
      user_id: string;
      code_challenge: string;
      code_challenge_method: string;
      authentication_method: string;
      auth_code_issued_at: Date | null;
    }>('delete from auth.flow_state where auth_code = $1 returning *', [authCode])
  ).rows[0];
  if (!flow?.auth_code_issued_at) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (flow.auth_code_issued_at.getTime() + context.settings.flowStateExpirySeconds * 1000 < context.now()) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected = flow.code_challenge_method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
  if (expected !== flow.code_challenge)
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  return { userId: flow.user_id, method: flow.authentication_method };
}
