import { Text } from '@akoma/design-system';
import type { ReactNode } from 'react';

/** What a form's send came to, said where it happened and announced (a status, not an alert). */
export function FormOutcome({ children }: { children: ReactNode }) {
  return (
    <Text role="status" weight="semibold">
      {children}
    </Text>
  );
}
