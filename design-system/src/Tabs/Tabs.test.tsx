import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Tab, TabList, TabPanel, Tabs } from './Tabs';

/** The tab buttons of prerendered HTML, each as its opening tag. */
const tabTags = (html: string) => html.match(/<button[^>]*role="tab"[^>]*>/g) ?? [];

describe('Tabs, prerendered', () => {
  it('makes the selected tab the only Tab stop, as it is once the code runs, so Tab goes into its panel', () => {
    const html = renderToString(
      <Tabs defaultSelectedId="signup">
        <TabList aria-label="Sign in or create your account">
          <Tab id="signin">Sign in</Tab>
          <Tab id="signup">Create account</Tab>
        </TabList>
        <TabPanel tabId="signin">Sign in form</TabPanel>
        <TabPanel tabId="signup">Create account form</TabPanel>
      </Tabs>,
    );
    const [signIn, signUp] = tabTags(html);
    expect(signIn).toContain('aria-selected="false"');
    expect(signIn).toContain('tabindex="-1"');
    expect(signUp).toContain('aria-selected="true"');
    expect(signUp).not.toContain('tabindex');
  });
});
