// Evaluated before the end-to-end configuration, which derives the backend's and the mailbox's
// ports from E2E_PORT: the development run gets ports of its own, so it can run beside the others.
process.env.E2E_PORT ??= '4519';
export const devServerPort = Number(process.env.DEV_TEST_PORT ?? 5273);
