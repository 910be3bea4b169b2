import { Banner, Button, Heading, Stack, TextField } from '@akoma/design-system';

import { renderPage } from './page';

renderPage(
  <>
    <Heading level={1}>Apply for a rooftop survey</Heading>
    <Banner open tone="info" title="Surveys resume in March" description="We answer every application within ten working days." />
    <Stack render={<form aria-label="Survey application" onSubmit={(event) => event.preventDefault()} />} space="medium">
      <TextField label="Full name" name="name" autoComplete="name" required />
      <TextField label="E-mail address" name="email" type="email" autoComplete="email" required />
      <Button type="submit">Send application</Button>
    </Stack>
  </>,
);
