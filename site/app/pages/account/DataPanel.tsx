import { Button, Stack, useToast } from '@akoma/design-system';
import { startTransition, useActionState } from 'react';

import copy from '#content/account';

import { exportMyData } from '../../members/account';
import { FormOutcome } from '../shared/FormOutcome';
import { AccountPanel } from './AccountPanel';

/** Has the browser save `json` as a file called `fileName`. */
function saveJson(json: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken the file.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

/** Everything IndyCircle keeps about the member, downloaded as one JSON file. */
export function DataPanel() {
  const toast = useToast();
  // Whether the last download went through.
  const [downloaded, download, pending] = useActionState(async () => {
    const now = new Date();
    try {
      saveJson(await exportMyData(now), copy.data.fileName.replace('{date}', now.toISOString().slice(0, 10)));
      return true;
    } catch {
      toast.error(copy.data.failed);
      return false;
    }
  }, false);

  return (
    <AccountPanel heading={copy.data.heading} intro={copy.data.intro}>
      <Stack space="medium" align="left">
        <Button
          variant="secondary"
          busy={pending}
          busyLabel={copy.data.busy}
          onClick={() => {
            startTransition(download);
          }}
        >
          {copy.data.download}
        </Button>
        {downloaded && !pending ? <FormOutcome>{copy.data.ready}</FormOutcome> : null}
      </Stack>
    </AccountPanel>
  );
}
