import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

import { localAnonKey, localServiceRoleKey } from './config';
import { freePort } from './testing/freePort';
import { serviceClient } from './serviceClient';

/**
 * The local backend killed outright (SIGKILL: no shutdown, no flush) in the middle of a burst of
 * inquiries: every inquiry it acknowledged with a 200 is there after a restart.
 */
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDirectory = mkdtempSync(join(tmpdir(), 'akoma-durability-test-'));
let running: ChildProcess | undefined;

async function startProcess(apiPort: number, mailboxPort: number) {
  // Node itself with tsx as its loader, not the tsx command: that command runs the backend in a
  // child process of its own, which a SIGKILL to the command would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'supabase', 'local', 'start.ts')], {
    env: {
      ...process.env,
      SUPABASE_LOCAL_PORT: String(apiPort),
      SUPABASE_MAILBOX_PORT: String(mailboxPort),
      SUPABASE_LOCAL_DATA: dataDirectory,
      CONTACT_MAX_PER_IP: '1000',
    },
    stdio: 'ignore',
  });
  running = child;
  const apiUrl = `http://127.0.0.1:${String(apiPort)}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the backend exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(`${apiUrl}/`)).ok) return { child, apiUrl };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the backend did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

afterAll(async () => {
  if (running && running.exitCode === null && running.signalCode === null) {
    running.kill('SIGKILL');
    await exited(running);
  }
  rmSync(dataDirectory, { recursive: true, force: true });
});

describe('the local backend killed in the middle of a burst', () => {
  it('keeps every inquiry it acknowledged', async () => {
    const { child, apiUrl } = await startProcess(await freePort(), await freePort());
    const acknowledged: string[] = [];
    let refused = 0;

    const send = async (index: number) => {
      try {
        const response = await fetch(`${apiUrl}/functions/v1/send-contact-email/inquiries`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', apikey: localAnonKey, Authorization: `Bearer ${localAnonKey}` },
          body: JSON.stringify({
            name: 'Zanele Dlamini',
            email: `burst${String(index)}@company.example`,
            message: `Inquiry ${String(index)} of the burst.`,
            subject: 'New Contact Inquiry - General',
            clientRequestId: `burst-${String(index).padStart(4, '0')}`,
          }),
        });
        if (response.status === 200) acknowledged.push(((await response.json()) as { id: string }).id);
        else refused += 1;
      } catch {
        // The connection died with the process: not acknowledged, so nothing is promised.
      }
    };

    // Eight senders at a time; the process is killed once 25 have been acknowledged.
    let nextIndex = 0;
    let killed = false;
    const sender = async () => {
      while (nextIndex < 400 && !killed) {
        const index = nextIndex;
        nextIndex += 1;
        await send(index);
        // Killing a process that is already dead does nothing.
        if (acknowledged.length >= 25) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    await exited(child);
    expect(child.signalCode).toBe('SIGKILL');
    expect(refused).toBe(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);

    const restarted = await startProcess(await freePort(), await freePort());
    const { data, error } = await serviceClient(restarted.apiUrl, localServiceRoleKey)
      .from('contact_inquiries')
      .select('id')
      .in('id', acknowledged);
    expect(error).toBeNull();
    expect(new Set(data?.map((row: { id: string }) => row.id))).toEqual(new Set(acknowledged));
    restarted.child.kill('SIGTERM');
    await exited(restarted.child);
  }, 180_000);
});
