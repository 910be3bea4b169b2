/**
 * Builds the design-system package, "installs" it into this consumer the way npm would (a
 * node_modules entry pointing at design-system/dist and its package.json), type-checks the consumer
 * against the published declarations, and builds the consumer with Vite.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const consumer = dirname(fileURLToPath(import.meta.url));
const repository = join(consumer, '..', '..');
const packageDist = join(repository, 'design-system', 'dist');
const installed = join(consumer, 'node_modules', '@akoma', 'design-system');

const run = (command: string, args: string[]) => {
  execFileSync(command, args, { cwd: repository, stdio: 'inherit' });
};

run('npm', ['run', 'build', '--silent', '-w', '@akoma/design-system']);

rmSync(installed, { recursive: true, force: true });
mkdirSync(dirname(installed), { recursive: true });
symlinkSync(relative(dirname(installed), packageDist), installed, 'dir');

run('npx', ['tsc', '-p', join(consumer, 'tsconfig.json'), '--noEmit']);
run('npx', ['vite', 'build', '--config', join(consumer, 'vite.config.ts'), '--logLevel', 'warn']);
console.log('consumer: built against the packaged design system');
