import { Button, Heading, Tab, TabList, TabPanel, Tabs, Text } from '@akoma/design-system';

import { renderPage } from './page';

renderPage(
  <>
    <Heading level={1}>Kijani community solar</Heading>
    <Text>Built from the Akoma design system package with a theme of its own.</Text>
    <Button>Join the programme</Button>
    <Tabs>
      <TabList aria-label="Programme">
        <Tab id="overview">Overview</Tab>
        <Tab id="eligibility">Eligibility</Tab>
      </TabList>
      <TabPanel tabId="overview">
        <Text>Rooftop panels shared by a whole street, paid back from the savings.</Text>
      </TabPanel>
      <TabPanel tabId="eligibility">
        <Text>Open to households and small businesses in Nairobi and Kisumu.</Text>
      </TabPanel>
    </Tabs>
  </>,
);
