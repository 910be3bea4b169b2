import { Button, Stack, Text } from '@akoma/design-system';

import type { MemberRowsStatus } from '../../members/memberRows';

interface RowsNotReadyProps {
  status: Exclude<MemberRowsStatus, 'ready'>;
  /** Said while the rows load, e.g. "Loading your library…". */
  loading: string;
  /** Said when they could not be loaded, with what to do. */
  failed: string;
  /** The retry button's words. */
  retry: string;
  onRetry: () => void;
}

/** What an IndyCircle list shows until its rows arrive: that they are loading, or that they failed, with a retry. */
export function RowsNotReady({ status, loading, failed, retry, onRetry }: RowsNotReadyProps) {
  if (status !== 'error') return <Text role="status">{loading}</Text>;
  return (
    <Stack space="medium" align="left">
      <Text role="alert">{failed}</Text>
      <Button variant="secondary" onClick={onRetry}>
        {retry}
      </Button>
    </Stack>
  );
}
