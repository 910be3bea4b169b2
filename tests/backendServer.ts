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
    },
    url: `http://127.0.0.1:${String(port)}/`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
