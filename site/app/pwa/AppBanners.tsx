import { Banner, Button, Container, Stack } from '@akoma/design-system';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

import webApp from '#content/webApp';

import { appBannersId } from './appBannersId';
import { clearInstallOffer, watchInstallOffer, type BeforeInstallPromptEvent } from './installPrompt';
import { followLinksAsDocumentsOffline } from './offlineLinks';
import { applyUpdate, onUpdateReady, registerServiceWorker, syncPendingData } from './serviceWorker';

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
 * focus: offline (until the connection returns), update available (Update or Later), and install
 * (Install or Not now; gone once the app is installed).
 */
export function AppBanners() {
  const offline = useOffline();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [updateDismissed, setUpdateDismissed] = useState(false);
  const [installPrompt, setInstallPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  // The page the browser made its install offer on. The offer shows from the next page the visitor
  // opens: a banner opening by itself would push the page down under their eyes (a layout shift,
  // which also counts against the page's CLS), while a new page replaces the content anyway.
  const [offeredOn, setOfferedOn] = useState<string | null>(null);
  // The router's address, without the edition's /fr: the offer is noted and compared in the same terms.
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (import.meta.env.PROD) void registerServiceWorker();
    return onUpdateReady(setWaiting);
  }, []);

  // Links lead to kept pages, or the offline page, when the connection is gone (./offlineLinks.ts).
  useEffect(() => followLinksAsDocumentsOffline(), []);

  useEffect(() => {
    const goOnline = () => {
      syncPendingData();
    };
    window.addEventListener('online', goOnline);
    const stopWatching = watchInstallOffer((offer) => {
      setInstallPrompt(offer);
      setOfferedOn(offer ? pathnameRef.current : null);
    });
    return () => {
      window.removeEventListener('online', goOnline);
      stopWatching();
    };
  }, []);

  const { banners } = webApp;
  const install = async () => {
    const prompt = installPrompt;
    clearInstallOffer();
    setInstallPrompt(null);
    await prompt?.prompt();
  };

  const updateOpen = waiting !== null && !updateDismissed;
  const installOpen = installPrompt !== null && offeredOn !== pathname;
  const anyOpen = offline || updateOpen || installOpen;
  // The banners stay mounted (their live regions must exist before a message arrives) but take no
  // room until one opens.
  return (
    <Container id={appBannersId} paddingY={anyOpen ? 'small' : 'none'}>
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
        <Banner open={installOpen} tone="neutral" title={banners.install.title} description={banners.install.description}>
          <Button size="small" onClick={() => void install()}>
            {banners.install.accept}
          </Button>
          <Button
            size="small"
            variant="ghost"
            onClick={() => {
              clearInstallOffer();
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

export default AppBanners;
