/**
 * A stand-in for a partner microsite: it installs the built @akoma/design-system package (from
 * design-system/dist, through tests/consumer/node_modules), imports only its entry and stylesheet,
 * uses no vanilla-extract tooling of its own, and applies the partner theme.
 */
import '@akoma/design-system/style.css';

import {
  Button,
  Container,
  DesignSystemProvider,
  Heading,
  partnerTheme,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  webFontsAttribute,
} from '@akoma/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(partnerTheme);
// The themes use the web fonts once the page has painted (a prerendered page inlines the library's
// webFontsAfterFirstPaint script instead).
requestAnimationFrame(() => setTimeout(() => document.documentElement.setAttribute(webFontsAttribute, ''), 0));

function PartnerMicrosite() {
  return (
    <DesignSystemProvider>
      <Container render={<main />} paddingY="xlarge">
        <Stack space="large">
          <Heading level={1}>Partner microsite</Heading>
          <Text>Built from the Akoma design system package with its own theme.</Text>
          <Button>Join the programme</Button>
          <Tabs>
            <TabList aria-label="Programme">
              <Tab id="overview">Overview</Tab>
              <Tab id="eligibility">Eligibility</Tab>
            </TabList>
            <TabPanel tabId="overview">
              <Text>Twelve weeks of mentoring for young professionals.</Text>
            </TabPanel>
            <TabPanel tabId="eligibility">
              <Text>Open to graduates across Africa.</Text>
            </TabPanel>
          </Tabs>
        </Stack>
      </Container>
    </DesignSystemProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('consumer: #root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <PartnerMicrosite />
  </StrictMode>,
);
