import { ButtonLink, Container, Heading, Stack, Text } from '@akoma/design-system';

import errors from '#content/errors';

/** What an address with no page shows: 404, "Oops! Page not found" and a way home (the not-found route, and screens for an address below them they do not know). */
export function NotFoundContent() {
  return (
    <Container paddingY="huge">
      <Stack space="large" align="center">
        <Heading level={1} size="display" tone="brandAccent">
          {errors.notFound.code}
        </Heading>
        <Text size="large" align="center">
          {errors.notFound.message}
        </Text>
        <ButtonLink href="/">{errors.notFound.home}</ButtonLink>
      </Stack>
    </Container>
  );
}
