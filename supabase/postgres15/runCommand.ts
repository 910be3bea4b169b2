import { execFile } from 'node:child_process';

export interface RunCommandOptions {
  /** Killed (SIGKILL) after this long: a command that hangs fails the run instead of stalling it. */
  timeoutMs: number;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Run as this user and group (a server that refuses to run as root). */
  user?: { uid: number; gid: number };
}

/**
 * Runs a program to completion and answers its standard output. A non-zero exit, a signal or the
 * timeout throws an error that names the command and carries its standard error and output, so a
 * failing step explains itself in the test report.
 */
export function runCommand(file: string, args: readonly string[], options: RunCommandOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      {
        cwd: options.cwd,
        env: options.env,
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: 16 * 1024 * 1024,
        ...(options.user ?? {}),
      },
      (error, stdout, stderr) => {
        if (!error) {
          resolve(stdout);
          return;
        }
        const reason = error.killed
          ? `killed after ${options.timeoutMs} ms`
          : error.signal
            ? `killed by ${error.signal}`
            : `exit ${String(error.code)}`;
        const output = [stderr.trim(), stdout.trim()].filter(Boolean).join('\n');
        reject(new Error(`${file} ${args.join(' ')} failed (${reason})${output ? `:\n${output}` : ''}`, { cause: error }));
      },
    );
  });
}
