import { Button, Heading, Inline, Link, Stack, Text, TextField, useToast } from '@akoma/design-system';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import roi from '#content/roi';

import { fillTemplate } from '../../format';
import { homeSectionIds } from '../../content/sectionIds';
import { isRowCapRefusal } from '../../members/memberRows';
import { signInHref } from '../../members/returnTo';
import { defaultRoiEstimateName, roiEstimateName, roiEstimateNameLength, saveRoiEstimate } from '../../members/roiEstimates';
import { useMember } from '../../supabase/session';
import type { RoiInputs, RoiResult } from '../../tools/calculateRoi';
import { useReturnedAction } from '../../members/useReturnedAction';
import { roiLinkPath, roiSaveParameter } from '../../tools/roiLink';
import * as printStyles from './roiPrint.css';

const copy = roi.keep;
const circlePath = '/circle';

/** The estimate on screen, as far as keeping it goes. */
export interface KeptEstimate {
  inputs: RoiInputs;
  result: RoiResult;
  /** Counts calculations: a new one starts a new name and may be saved again. */
  run: number;
  /** The day it was worked out, in the visitor's calendar. */
  madeOn: Date;
}

interface KeepRoiEstimateProps {
  estimate: KeptEstimate;
  /** The page was opened from a visitor's Save, back from signing in: save the estimate once they are signed in. */
  saveOnReturn: boolean;
}

/** Opens the browser's print dialog with the estimate alone on the page (see roiPrint.css.ts). */
function printEstimate() {
  const root = document.documentElement;
  root.classList.add(printStyles.printingEstimate);
  window.addEventListener(
    'afterprint',
    () => {
      root.classList.remove(printStyles.printingEstimate);
    },
    { once: true },
  );
  window.print();
}

/**
 * What can be done with an estimate: copy a link that reopens it (for anyone), print it, and save
 * it to IndyCircle. A visitor's Save invites them to sign in or join, by a link that brings them
 * back to this estimate with the save flag; back here and signed in, it is saved for them.
 */
export function KeepRoiEstimate({ estimate, saveOnReturn }: KeepRoiEstimateProps) {
  const member = useMember() !== null;
  const toast = useToast();
  const navigate = useNavigate();
  const { inputs, result, run } = estimate;
  const defaultName = defaultRoiEstimateName(inputs, estimate.madeOn);
  const [nameEntry, setNameEntry] = useState<{ run: number; text: string } | null>(null);
  const nameText = nameEntry?.run === run ? nameEntry.text : defaultName;
  const name = roiEstimateName(nameText, defaultName);
  const [savedAs, setSavedAs] = useState<{ run: number; name: string } | null>(null);
  const saved = savedAs?.run === run && savedAs.name === name;
  const [saving, setSaving] = useState(false);
  const [invited, setInvited] = useState(false);
  const [unCopiedLink, setUnCopiedLink] = useState<{ run: number; url: string } | null>(null);
  const linkFieldRef = useRef<HTMLInputElement>(null);

  // The link's field appears because the copy was refused: focus it, its text selected, ready for
  // the visitor's own copy.
  useEffect(() => {
    linkFieldRef.current?.focus();
  }, [unCopiedLink]);

  const showSaved = useCallback(
    (savedName: string) => {
      setSavedAs({ run, name: savedName });
      toast.success(fillTemplate(copy.saved, { name: savedName }), {
        action: {
          label: copy.openCircle,
          onClick: () => {
            void navigate(circlePath);
          },
        },
      });
    },
    [run, toast, navigate],
  );

  /** Saves the estimate under this name; on failure, the estimate and the name stay, so Save can be pressed again. */
  const store = useCallback(
    async (storedName: string) => {
      setSaving(true);
      try {
        const stored = await saveRoiEstimate({ name: storedName, inputs, results: result });
        showSaved(stored.name);
      } catch (error) {
        toast.error(isRowCapRefusal(error) ? copy.saveFull : copy.saveFailed);
      } finally {
        setSaving(false);
      }
    },
    [inputs, result, showSaved, toast],
  );

  const save = () => {
    if (member) void store(name);
    else setInvited(true);
  };

  // Back from signing in (or the confirmation e-mail) with the save flag: save under the default
  // name, once per link, and bring the estimate into view (the e-mail's link lands at the top).
  useReturnedAction({
    parameter: roiSaveParameter,
    ready: member && saveOnReturn,
    act: () => {
      if (window.location.hash !== `#${homeSectionIds.roiCalculator}`)
        document.getElementById(homeSectionIds.roiCalculator)?.scrollIntoView();
      void store(defaultName);
    },
  });

  const copyLink = async () => {
    const url = new URL(roiLinkPath(inputs), window.location.origin).href;
    try {
      // Missing outside secure contexts, refused without permission: both fall back to the field.
      await navigator.clipboard.writeText(url);
      setUnCopiedLink(null);
      toast.success(copy.linkCopied);
    } catch {
      setUnCopiedLink({ run, url });
    }
  };

  return (
    <Stack space="medium" className={printStyles.screenOnly}>
      <Heading level={4}>{copy.heading}</Heading>
      <Inline space="small">
        <Button variant="secondary" onClick={() => void copyLink()}>
          {copy.copyLink}
        </Button>
        <Button variant="secondary" onClick={printEstimate}>
          {copy.print}
        </Button>
      </Inline>
      {unCopiedLink?.run === run ? (
        <TextField
          ref={linkFieldRef}
          readOnly
          label={copy.linkLabel}
          hint={copy.linkHint}
          value={unCopiedLink.url}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
      ) : null}
      {member ? (
        <TextField
          label={copy.nameLabel}
          hint={copy.nameHint}
          maxLength={roiEstimateNameLength}
          value={nameText}
          onChange={(event) => {
            setNameEntry({ run, text: event.currentTarget.value });
          }}
        />
      ) : null}
      <Stack space="xsmall" align="left">
        <Button variant="secondary" busy={saving} disabled={saved} accessibleWhenDisabled onClick={save}>
          {copy.save}
        </Button>
        {member && saved ? (
          <Text size="small">
            {fillTemplate(copy.savedNote, { name })} <Link href={circlePath}>{copy.openCircle}</Link>
          </Text>
        ) : null}
        {invited && !member ? (
          <Text role="status" size="small">
            {copy.invitation} <Link href={signInHref(roiLinkPath(inputs, { save: true }))}>{copy.signIn}</Link>
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
