import { ButtonLink, Container, Heading, Stack, Text } from '@akoma/design-system';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { brand } from '../content/brand';

export function meta() {
  return [{ title: `Page not found | ${brand.name}` }, { name: 'robots', content: 'noindex' }];
}

/** The not-found page, for any address no route matches: 404, "Oops! Page not found", a way home; the path is logged. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== '/404') console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return <NotFoundContent />;
}

export function NotFoundContent() {
  return (
    <Container paddingY="huge">
      <Stack space="large" align="center">
        <Heading level={1} size="display" tone="brandAccent">
          404
        </Heading>
        <Text size="large" align="center">
          Oops! Page not found
        </Text>
        <ButtonLink href="/">Return to Home</ButtonLink>
      </Stack>
    </Container>
  );
}
