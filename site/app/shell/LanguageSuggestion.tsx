import { Box, Button, Container, IconClose, Link, Text } from '@akoma/design-system';

import languageChoice from '#content/languageChoice';

import { languageChoiceKey, siteLanguage } from '../language';
import * as styles from './languageChoice.css';
import { other, useOtherEditionHref } from './LanguageSwitcher';

/**
 * "Cette page existe aussi en français": for a visitor whose browser prefers the other edition's
 * language and who has not chosen one, with a link to this page there and a button that stops
 * suggesting it. Never a redirect. In every page's HTML, shown by the stylesheet once the script
 * in <head> has marked the page; its code waits until it is used (shell/Shell.tsx).
 */
export default function LanguageSuggestion() {
  const href = useOtherEditionHref();
  const { suggestion } = languageChoice;
  const dismiss = () => {
    try {
      localStorage.setItem(languageChoiceKey, siteLanguage);
    } catch {
      // Storage refused (a private window, a full quota): the line goes for this page only.
    }
    document.documentElement.removeAttribute('data-suggest-language');
  };
  return (
    <Box className={styles.suggestion} background="infoSoft" paddingY="xsmall" lang={other.htmlLang}>
      <Container>
        <Box display="flex" alignItems="center" gap="small">
          <Box flexGrow={1}>
            <Text size="small">
              {suggestion.text}{' '}
              <Link href={href} hrefLang={other.htmlLang} data-language-choice="">
                {suggestion.link}
              </Link>
            </Text>
          </Box>
          <Button variant="ghost" size="small" aria-label={suggestion.dismiss} onClick={dismiss}>
            <IconClose />
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
