import { Button, Container, Heading, Link, Stack, Text } from '@akoma/design-system';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import metadata from '#content/pages';
import webApp from '#content/webApp';

import type { PageEntry } from '../../content/pages';
import { fillTemplate } from '../../format';
import { currentLanguage } from '../../language';
import { keptPages, type KeptPage } from '../../pwa/keptPages';
import { offlineCaches, offlineFromParameter } from '../../pwa/offlineCaches';
import { useHydrated } from '../../useHydrated';
import { ScreenIntro } from '../shared/screen';

const copy = webApp.offlinePage;

/** The address the visitor tried to open, when it is a path of this site (never another site's address). */
function triedAddress(value: string | null): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

/**
 * /offline: where the installed app leads a page it cannot open (no connection, and the page not
 * kept on the device: app/pwa/worker/serviceWorker.ts). Says which address could not be opened,
 * offers to try it again, and lists what can be read: the pieces the member saved, then the pages
 * opened before, most recent first. The address and the lists are read once the page runs.
 */
export function OfflinePage({ page }: { page: PageEntry }) {
  const [parameters] = useSearchParams();
  const hydrated = useHydrated();
  const tried = hydrated ? triedAddress(parameters.get(offlineFromParameter)) : undefined;
  const [kept, setKept] = useState<{ saved: KeptPage[]; visited: KeptPage[] } | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void keptPages(currentLanguage.base, metadata.titleEnding).then(
      (pages) => {
        if (current) setKept(pages);
      },
      () => {
        if (current) setKept({ saved: [], visited: [] });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <ScreenIntro page={page}>{tried ? fillTemplate(copy.missing, { address: tried }) : page.description}</ScreenIntro>
      <Container paddingBottom="xxxlarge">
        <Stack space="xlarge">
          {tried ? (
            <div>
              {/* Loads the page afresh, past the app's own navigation, so the browser asks the network again. */}
              <Button onClick={() => window.location.assign(tried)}>{copy.tryAgain}</Button>
            </div>
          ) : null}
          {/* Said from the first paint, so nothing moves when the lists (often empty) are read. */}
          <Text>{fillTemplate(copy.keptHow, { days: offlineCaches.pages.maxAgeDays })}</Text>
          {kept ? (
            <>
              <KeptList heading={copy.saved} pages={kept.saved} />
              <KeptList heading={copy.visited} pages={kept.visited} />
            </>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}

function KeptList({ heading, pages }: { heading: string; pages: readonly KeptPage[] }) {
  if (pages.length === 0) return null;
  return (
    <Stack space="medium" render={<section aria-label={heading} />}>
      <Heading level={2} size="4">
        {heading}
      </Heading>
      <Stack space="small" render={<ul />}>
        {pages.map((kept) => (
          <li key={kept.path}>
            <Link href={kept.path}>{kept.title}</Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
