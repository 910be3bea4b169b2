/**
 * The IndyCircle account's rules that its words state. The words themselves are content:
 * site/content/pages/account.yaml (`#content/account`), where a message that states a rule has a
 * placeholder ("Use at least {min} characters.") the forms fill from here (pages/account/accountForms.ts).
 */

/** The minimum length of a password, as the authentication service enforces it (supabase/config.toml). */
export const minimumPasswordLength = 6;
