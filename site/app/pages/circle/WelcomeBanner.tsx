import { Banner, Container } from '@akoma/design-system';
import { useState } from 'react';

import circle from '#content/circle';

import { useReturnedAction } from '../../members/useReturnedAction';
import { welcomeParameter } from '../../members/welcome';
import { useMember } from '../../supabase/session';

const copy = circle.welcome;

/**
 * The new member's welcome, once: arriving with ?welcome=1 (the confirmation link's or the code's
 * destination), it shows until dismissed or the page is left, and the parameter leaves the address.
 */
export function WelcomeBanner() {
  const member = useMember();
  const [open, setOpen] = useState(false);
  useReturnedAction({
    parameter: welcomeParameter,
    ready: member !== null,
    act: () => {
      setOpen(true);
    },
  });
  const name = member?.firstName?.trim();
  return (
    <Container paddingY={open ? 'large' : 'none'}>
      <Banner
        open={open}
        tone="info"
        title={name ? copy.title.replace('{name}', () => name) : copy.titleNoName}
        description={copy.text}
        onDismiss={() => {
          setOpen(false);
        }}
      />
    </Container>
  );
}
