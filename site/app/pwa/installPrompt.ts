/**
 * The browser's install offer (`beforeinstallprompt`, Chromium), caught from the moment the app
 * starts: the banner that offers installation loads only once the page is idle, and the browser
 * may make its offer before that.
 */

/** The browser's install prompt event; lib.dom doesn't type it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let listener: ((event: BeforeInstallPromptEvent | null) => void) | null = null;

function offerInstall(event: Event) {
  // Keeps the browser from showing its own mini-infobar: the page offers installation itself.
  event.preventDefault();
  offer = event as BeforeInstallPromptEvent;
  listener?.(offer);
}

function installed() {
  offer = null;
  listener?.(null);
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', offerInstall);
  window.addEventListener('appinstalled', installed);
}

/** Calls back with the pending install offer now and whenever it changes; returns a stop function. */
export function watchInstallOffer(onChange: (event: BeforeInstallPromptEvent | null) => void): () => void {
  listener = onChange;
  onChange(offer);
  return () => {
    if (listener === onChange) listener = null;
  };
}

/** Forgets the offer once it has been used or declined: the browser makes each offer once. */
export function clearInstallOffer() {
  offer = null;
}
