import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { localAnonKey } from '../config.ts';
import { freePort } from '../testing/freePort.ts';

const startScript = fileURLToPath(new URL('../start.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });

/** Free ports and an empty data directory for one backend process, and the environment that hands them to it. */
async function backendPlace(directoryPrefix: string) {
  const apiPort = await freePort();
  const mailboxPort = await freePort();
  const dataDirectory = mkdtempSync(join(tmpdir(), directoryPrefix));
  const env = {
    ...process.env,
    SUPABASE_LOCAL_PORT: String(apiPort),
    SUPABASE_MAILBOX_PORT: String(mailboxPort),
    SUPABASE_LOCAL_DATA: dataDirectory,
  };
  return { apiPort, mailboxPort, dataDirectory, env };
}

/** Resolves once the backend says it is listening; fails with `exitedFirst` if its process ends before that. */
const listening = (child: ChildProcessByStdio<null, Readable, Readable>, exitedFirst: string) =>
  new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('local backend: API')) resolve();
    });
    child.once('exit', () => {
      reject(new Error(exitedFirst));
    });
  });

describe('the backend process', () => {
  it('ends within 5 seconds of SIGTERM with a request still open, and frees its ports', async () => {
    const { apiPort, mailboxPort, dataDirectory, env } = await backendPlace('akoma-shutdown-');
    const child = spawn(process.execPath, ['--import', 'tsx', startScript], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await listening(child, 'the backend exited before it started');
      // An upload that never finishes: the server is left waiting for the rest of the body.
      const stalled = request({
        host: '127.0.0.1',
        port: apiPort,
        method: 'POST',
        path: '/auth/v1/signup',
        headers: { apikey: localAnonKey, 'Content-Type': 'application/json', 'Content-Length': '1000' },
      });
      stalled.on('error', () => undefined);
      stalled.write('{"email":');
      await new Promise((resolve) => setTimeout(resolve, 300));

      const started = performance.now();
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
      expect(child.exitCode ?? child.signalCode).not.toBeNull();
      expect(performance.now() - started).toBeLessThan(5000);
      expect(await portOpen(apiPort)).toBe(false);
      expect(await portOpen(mailboxPort)).toBe(false);
      stalled.destroy();
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  }, 60_000);

  // npm forwards a signal to its script's process only, and each script line runs `exec`, so the
  // signal reaches the backend itself whether the whole process group gets it or npm alone does.
  it.each([
    ['as a terminal stops it (Ctrl+C signals the whole process group)', (npm: number) => process.kill(-npm, 'SIGINT')],
    ['by SIGTERM to the npm process alone, as `kill` or a process manager sends it', (npm: number) => process.kill(npm, 'SIGTERM')],
  ])(
    'leaves no process holding the ports when `npm run backend` is stopped %s',
    async (_how, stop) => {
      const { apiPort, mailboxPort, dataDirectory, env } = await backendPlace('akoma-npm-backend-');
      // Its own process group, as a terminal gives a command: Ctrl+C signals the whole group.
      const child = spawn('npm', ['run', 'backend'], { cwd: repositoryRoot, detached: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
      const group = child.pid ?? 0;
      const groupAlive = () => {
        try {
          process.kill(-group, 0);
          return true;
        } catch {
          return false;
        }
      };
      try {
        await listening(child, 'npm run backend exited before the backend started');
        const started = performance.now();
        stop(group);
        while (groupAlive() && performance.now() - started < 8000) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(groupAlive()).toBe(false);
        expect(performance.now() - started).toBeLessThan(5000);
        expect(await portOpen(apiPort)).toBe(false);
        expect(await portOpen(mailboxPort)).toBe(false);
      } finally {
        if (groupAlive()) process.kill(-group, 'SIGKILL');
        rmSync(dataDirectory, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
