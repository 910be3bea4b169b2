import { Button, Text } from '@akoma/design-system';
import type { ReactNode } from 'react';

import authContent from '#content/auth';

import { requestButton, type AuthRequest, type CardRequests } from './authForms';

interface AuthSubmitProps {
  /** The card's one request at a time. */
  requests: CardRequests;
  /** The request this button sends. */
  request: AuthRequest;
  /** What the button says while its request runs. */
  busyLabel: string;
  children: ReactNode;
  /** Another way in, offered under the button ("or" …). */
  alternative?: ReactNode;
}

/** A card form's submit button: busy while its request runs, unavailable while another one does. */
export function AuthSubmit({ requests, request, busyLabel, children, alternative }: AuthSubmitProps) {
  return (
    <>
      <Button type="submit" fullWidth {...requestButton(requests.running, request)} busyLabel={busyLabel}>
        {children}
      </Button>
      {alternative ? (
        <>
          <Text size="small" tone="secondary" align="center">
            {authContent.or}
          </Text>
          {alternative}
        </>
      ) : null}
    </>
  );
}
