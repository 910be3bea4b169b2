import { rmSync } from 'node:fs';

import { startBackend, type RunningBackend } from '../backend.ts';
import { loadConfig, type LocalBackendConfig } from '../config.ts';
import { freePort } from './freePort.ts';
import { freshStore } from './templateDatabase.ts';
import { serviceClient } from '../serviceClient.ts';

export interface TestBackend {
  backend: RunningBackend;
  config: LocalBackendConfig;
  /** supabase-js signed in as service role, as the function and the retry job are. */
  service: ReturnType<typeof serviceClient>;
  close: () => Promise<void>;
}

/**
 * A local backend for one test file: fresh data in a temporary directory, free ports, and a
 * retry job and member mail job that run only when the test asks (`backend.deliverPendingMail()`,
 * `backend.runMemberMailJob(now)`).
 */
export async function startTestBackend(overrides: Partial<LocalBackendConfig> = {}): Promise<TestBackend> {
  const { dataDirectory, databaseUrl } = await freshStore();
  const config: LocalBackendConfig = {
    ...loadConfig({}),
    dataDirectory,
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    apiPort: await freePort(),
    mailboxPort: await freePort(),
    mailDeliveryIntervalMs: 2 ** 31 - 1,
    memberMailIntervalMs: 2 ** 31 - 1,
    ...overrides,
  };
  const backend = await startBackend(config);
  const service = serviceClient(backend.apiUrl, config.serviceRoleKey);
  return {
    backend,
    config,
    service,
    close: async () => {
      await backend.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
