import { Stack } from '@akoma/design-system';

import type { Account } from '../../members/account';
import { DataPanel } from './DataPanel';
import { DeletionPanel } from './DeletionPanel';
import { EmailForm } from './EmailForm';
import { NameForm } from './NameForm';
import { PasswordPanel } from './PasswordPanel';
import { PreferencesPanel } from './PreferencesPanel';
import { SessionsPanel } from './SessionsPanel';

/**
 * The account page's panels, once the member's account is loaded: name, e-mail address, password,
 * sessions, data and deletion. Their code is fetched with the account (./AccountPage.tsx), so a
 * visitor who is not signed in never downloads it.
 */
export default function AccountForms({ account, onChange }: { account: Account; onChange: (account: Account) => void }) {
  return (
    <Stack space="xlarge">
      <NameForm account={account} onChange={onChange} />
      <EmailForm account={account} onChange={onChange} />
      <PasswordPanel />
      <PreferencesPanel />
      <SessionsPanel />
      <DataPanel />
      <DeletionPanel account={account} />
    </Stack>
  );
}
