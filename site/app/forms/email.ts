/**
 * Why an e-mail address can't be used, in words for the person who typed it, or undefined when it
 * looks deliverable. Deliberately forgiving (the server has the last word): something@something.tld,
 * no spaces.
 */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Enter your email address.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) return 'Enter an email address like name@company.com.';
  return undefined;
}
