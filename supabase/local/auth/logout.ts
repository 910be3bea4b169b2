import type { Context } from 'hono';

import type { AuthContext } from './context.ts';
import { badRequest } from './errors.ts';
import { queryParam } from './input.ts';
import { authenticate, endSessions } from './sessions.ts';

/** POST /logout?scope=global|local|others: ends sessions (their refresh tokens go with them). */
export async function logout(c: Context, context: AuthContext): Promise<Response> {
  const caller = await authenticate(c, context);
  const requested = queryParam(c, 'scope') ?? '';
  const scope = requested === '' ? 'global' : requested;
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(requested.slice(0, 40))}`);
  }
  await endSessions(context.database, caller.user.id, scope, caller.sessionId);
  return c.body(null, 204);
}
