import { Banner, Button, Container, Stack } from '@akoma/design-system';
import { useEffect, useState, useSyncExternalStore } from 'react';

import { webApp } from '../content/webApp';
import { applyUpdate, onUpdateReady, registerServiceWorker, syncPendingData } from './serviceWorker';

/** The browser's install prompt event (Chromium); lib.dom doesn't type it. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function subscribeToConnectivity(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is offline; prerendered pages assume online. */
function useOffline(): boolean {
  return useSyncExternalStore(
    subscribeToConnectivity,
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * The installed-app notices, in the page flow under the header so they never cover content or
 * focus: offline, update available, and install (SPEC sections 4 and 8).
 */
export function AppBanners() {
  const offline = useOffline();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [updateDismissed, setUpdateDismissed] = useState(false);
  const [installPrompt, setInstallPrompt] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (import.meta.env.PROD) void registerServiceWorker();
    return onUpdateReady(setWaiting);
  }, []);

  useEffect(() => {
    const goOnline = () => {
      syncPendingData();
    };
    const offerInstall = (event: Event) => {
      event.preventDefault();
      setInstallPrompt(event as BeforeInstallPromptEvent);
    };
    const installed = () => {
      setInstallPrompt(null);
    };
    window.addEventListener('online', goOnline);
    window.addEventListener('beforeinstallprompt', offerInstall);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('beforeinstallprompt', offerInstall);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  const { banners } = webApp;
  const install = async () => {
    const prompt = installPrompt;
    setInstallPrompt(null);
    await prompt?.prompt();
  };

  const updateOpen = waiting !== null && !updateDismissed;
  const anyOpen = offline || updateOpen || installPrompt !== null;
  // The banners stay mounted (their live regions must exist before a message arrives) but take no
  // room until one opens.
  return (
    <Container paddingY={anyOpen ? 'small' : 'none'}>
      <Stack space={anyOpen ? 'small' : 'none'}>
        <Banner open={offline} tone="caution" title={banners.offline} />
        <Banner open={updateOpen} tone="info" title={banners.update.title} description={banners.update.description}>
          <Button
            size="small"
            onClick={() => {
              if (waiting) applyUpdate(waiting);
            }}
          >
            {banners.update.accept}
          </Button>
          <Button
            size="small"
            variant="ghost"
            onClick={() => {
              setUpdateDismissed(true);
            }}
          >
            {banners.update.dismiss}
          </Button>
        </Banner>
        <Banner open={installPrompt !== null} tone="neutral" title={banners.install.title} description={banners.install.description}>
          <Button size="small" onClick={() => void install()}>
            {banners.install.accept}
          </Button>
          <Button
            size="small"
            variant="ghost"
            onClick={() => {
              setInstallPrompt(null);
            }}
          >
            {banners.install.dismiss}
          </Button>
        </Banner>
      </Stack>
    </Container>
  );
}
