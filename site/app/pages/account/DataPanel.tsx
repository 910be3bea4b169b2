import { Button, Stack, Text, useToast } from '@akoma/design-system';
import { startTransition, useActionState, useId } from 'react';

import copy from '#content/account';

import { fileLabel, fileSizeWords } from '../../fileSizes';
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

/**
 * Everything IndyCircle keeps about the member, downloaded as one JSON file. The button says the
 * format ("JSON") and, once the file is made, its size ("JSON, 4 KB"): the file is made on request,
 * so its size is not known before.
 */
export function DataPanel() {
  const toast = useToast();
  const fileId = useId();
  // The last download's size in bytes, or false until one went through.
  const [downloadedBytes, download, pending] = useActionState(async (): Promise<number | false> => {
    const now = new Date();
    try {
      const json = await exportMyData(now);
      saveJson(json, copy.data.fileName.replace('{date}', now.toISOString().slice(0, 10)));
      return new Blob([json]).size;
    } catch {
      toast.error(copy.data.failed);
      return false;
    }
  }, false);
  const downloaded = downloadedBytes !== false;

  return (
    <AccountPanel heading={copy.data.heading} intro={copy.data.intro}>
      <Stack space="medium" align="left">
        <Button
          variant="secondary"
          busy={pending}
          busyLabel={copy.data.busy}
          aria-describedby={fileId}
          onClick={() => {
            startTransition(download);
          }}
        >
          {copy.data.download}
        </Button>
        <Text id={fileId} size="small" tone="secondary">
          {downloaded ? fileLabel(fileSizeWords.data.made, downloadedBytes) : fileSizeWords.data.format}
        </Text>
        {downloaded && !pending ? <FormOutcome>{copy.data.ready}</FormOutcome> : null}
      </Stack>
    </AccountPanel>
  );
}
