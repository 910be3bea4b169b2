/**
 * `npm run build`: the whole site, in both languages (app/language.ts). React Router builds one
 * language at a time: first French, under /fr (SITE_LANGUAGE=fr), in a folder of its own; then
 * English at the root, whose last step takes the French edition in (buildtime/joinEditions.ts).
 *
 *   SITE_BUILD_DIR=build-x tsx buildtime/build.ts   (the build's folder; build/ by default)
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDirectory = fileURLToPath(new URL('..', import.meta.url));
const buildDirectory = process.env.SITE_BUILD_DIR ?? 'build';
const frenchBuildDirectory = `${buildDirectory}-fr`;

function reactRouterBuild(language: 'en' | 'fr', directory: string, extra: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['react-router', 'build'], {
      cwd: siteDirectory,
      stdio: 'inherit',
      env: { ...process.env, SITE_LANGUAGE: language, SITE_BUILD_DIR: directory, ...extra },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the ${language} build failed (exit ${String(code)})`))));
  });
}

await reactRouterBuild('fr', frenchBuildDirectory);
await reactRouterBuild('en', buildDirectory, { SITE_FRENCH_BUILD: join(siteDirectory, frenchBuildDirectory) });
await rm(join(siteDirectory, frenchBuildDirectory), { recursive: true, force: true });
