import { Card, Heading, Stack, Text } from '@akoma/design-system';
import { useId, type ReactNode } from 'react';

interface AccountPanelProps {
  /** The panel's heading, which names its region. */
  heading: string;
  /** The region's id, for links to it (#preferences). */
  id?: string;
  /** What the panel is for, under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** One part of the account page (name, e-mail, password…): a card that is a region named by its heading. */
export function AccountPanel({ heading, id, intro, children }: AccountPanelProps) {
  const headingId = useId();
  return (
    <Card render={<section id={id} aria-labelledby={headingId} />}>
      <Stack space="medium">
        <Heading level={2} size="4" id={headingId}>
          {heading}
        </Heading>
        {intro ? <Text tone="secondary">{intro}</Text> : null}
        {children}
      </Stack>
    </Card>
  );
}
