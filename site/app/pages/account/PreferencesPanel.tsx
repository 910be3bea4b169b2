import { Button, ChipGroup, Stack, Text } from '@akoma/design-system';
import { useEffect, useState } from 'react';

import copy from '#content/account';

import { currentLanguage, siteLanguage } from '../../language';
import {
  digestFrequencies,
  isDigestFrequency,
  loadMailPreferences,
  NewsletterChangeError,
  saveMailPreferences,
  type MailPreferences,
} from '../../members/mailPreferences';
import { FormOutcome } from '../shared/FormOutcome';
import { AccountPanel } from './AccountPanel';
import { savedSummary, togglesOn, withToggles } from './preferencesForm';

const words = copy.preferences;

/** The panel's id: e-mails link to /circle/account#preferences. */
export const preferencesId = 'preferences';

type Outcome = { kind: 'saved'; saved: MailPreferences } | { kind: 'failed'; message: string } | undefined;

/**
 * The member's e-mail preferences: the digest (weekly, monthly, off), event reminders and
 * recordings, and The Workroom. It shows what is stored, and one button saves every choice with this
 * edition's language. A failure says so and keeps what the member chose on screen.
 */
export function PreferencesPanel() {
  const [stored, setStored] = useState<MailPreferences | undefined>();
  const [chosen, setChosen] = useState<MailPreferences | undefined>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    let current = true;
    loadMailPreferences().then(
      (loaded) => {
        if (!current) return;
        setStored(loaded);
        setChosen(loaded);
      },
      () => {
        if (current) setLoadFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // Opened from an e-mail's link to #preferences: the panel arrives after the page, so the browser
  // could not scroll to it then.
  const ready = chosen !== undefined;
  useEffect(() => {
    if (ready && window.location.hash === `#${preferencesId}`) document.getElementById(preferencesId)?.scrollIntoView();
  }, [ready]);

  const save = async () => {
    if (!chosen || !stored) return;
    setSaving(true);
    setOutcome(undefined);
    try {
      const saved = await saveMailPreferences(chosen, stored, siteLanguage);
      setStored(saved);
      setOutcome({ kind: 'saved', saved });
    } catch (error) {
      // The row was saved when only the newsletter failed: the rest is now what is stored.
      if (error instanceof NewsletterChangeError) setStored({ ...chosen, newsletter: stored.newsletter });
      setOutcome({ kind: 'failed', message: error instanceof NewsletterChangeError ? words.newsletterFailed : words.failed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AccountPanel id={preferencesId} heading={words.heading} intro={words.intro}>
      {loadFailed ? (
        <Stack space="medium" align="left">
          <Text role="alert">{words.loadFailed}</Text>
          <Button
            variant="secondary"
            onClick={() => {
              setLoadFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            {copy.retry}
          </Button>
        </Stack>
      ) : !chosen ? (
        <Text role="status">{words.loading}</Text>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!saving) void save();
          }}
        >
          <Stack space="large" align="left">
            <ChipGroup
              label={words.digest.label}
              name="digest"
              options={digestFrequencies.map((frequency) => ({ value: frequency, label: words.digest[frequency] }))}
              value={chosen.digest}
              onChange={(value) => {
                if (isDigestFrequency(value)) setChosen({ ...chosen, digest: value });
              }}
            />
            <ChipGroup
              selectionMode="multiple"
              label={words.alsoLabel}
              options={[
                { value: 'eventReminders', label: words.eventReminders },
                { value: 'newsletter', label: words.newsletter },
              ]}
              value={togglesOn(chosen)}
              onChange={(on) => {
                setChosen(withToggles(chosen, on));
              }}
            />
            <Button type="submit" busy={saving} busyLabel={words.busy}>
              {words.submit}
            </Button>
            {outcome?.kind === 'saved' ? <FormOutcome>{savedSummary(outcome.saved, words, currentLanguage.locale)}</FormOutcome> : null}
            {outcome?.kind === 'failed' ? <Text role="alert">{outcome.message}</Text> : null}
          </Stack>
        </form>
      )}
    </AccountPanel>
  );
}
