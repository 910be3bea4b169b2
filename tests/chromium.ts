/**
 * How every browser test finds and starts Chromium on these machines: Debian's package by default
 * (Playwright cannot download its own browser here), or CHROMIUM_PATH where one is elsewhere.
 * The flags keep Chromium from reaching for Google's services, which a closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath, args: chromiumArgs };
}
