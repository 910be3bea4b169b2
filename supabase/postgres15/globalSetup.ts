import type { TestProject } from 'vitest/node';

import { startPostgres15, type Postgres15Address } from './cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL 15 cluster (./cluster.ts), for `connectPostgres15`. */
    postgres15: Postgres15Address;
  }
}

/**
 * The `postgres15` project's one cluster for the whole run: started (bootstrapped as hosted, with
 * the project's migrations pushed) before any test file, and stopped after the last. Each test file
 * clones its own database from it (./testDatabase.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgres15();
  project.provide('postgres15', { socketDirectory: cluster.socketDirectory, port: cluster.port });
  return () => cluster.stop();
}
