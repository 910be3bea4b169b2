import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The local Supabase-compatible backend as a Playwright web server, with fresh data on its own
 * ports, for a site served at `siteUrl` (where Auth's links lead). Its last command is `exec`ed and
 * it is stopped with SIGTERM (Playwright's default is SIGKILL, which npm cannot pass on), so it
 * never outlives the run.
 */
export function backendServer({ port, mailboxPort, siteUrl }: { port: number; mailboxPort: number; siteUrl: string }) {
  const data = join(tmpdir(), `akoma-backend-${String(port)}`);
  return {
    command: `rm -rf ${data} && exec npm run backend`,
    cwd: repositoryRoot,
    env: {
      SUPABASE_LOCAL_PORT: String(port),
      SUPABASE_MAILBOX_PORT: String(mailboxPort),
      SUPABASE_LOCAL_DATA: data,
      SITE_URL: siteUrl,
      // Every test's browser sends from 127.0.0.1: the per-connection limit (20 in 10 minutes)
      // would count the whole suite as one sender. The per-address limit stays as in production.
      CONTACT_MAX_PER_IP: '500',
      // The same for Auth's limits (GoTrue's defaults: 30 sign-ups, sign-ins by link, recoveries and
      // resends, 150 token requests and 30 verifications per address in 5 minutes, and 30 e-mails an
      // hour for the whole server). The suite creates members, signs in and sends e-mails from one
      // address on four workers: about 25 e-mails a run, and a retry could go over. The limits
      // themselves are tested against the Auth server directly (supabase/local/auth/limits.test.ts).
      GOTRUE_RATE_LIMIT_OTP: '10000',
      GOTRUE_RATE_LIMIT_TOKEN_REFRESH: '10000',
      GOTRUE_RATE_LIMIT_VERIFY: '10000',
      GOTRUE_RATE_LIMIT_EMAIL_SENT: '10000',
    },
    url: `http://127.0.0.1:${String(port)}/`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
