/**
 * Ask Indy sends nothing anywhere (the page promises it is anonymous): submitting carries the
 * visitor's context to the contact form through its address, so nobody types anything twice. The
 * chosen pillar becomes the form's interest; the situation, plus the company size in words, becomes
 * the message.
 */
import askIndy from '#content/askIndy';

import { askIndyCompanySizes, type AskIndyPillar, type CompanySize } from '../../content/askIndy';
import { contactHandOffHref } from '../contact/contactHandOff';

export interface AskIndyContext {
  /** The pillar chosen, or '' for none. */
  pillar: AskIndyPillar | '';
  situation: string;
  /** The company size chosen, or '' for none (it is optional). */
  companySize: CompanySize | '';
}

/** The message the contact form receives: the situation, then the company size in words. */
export function askIndyMessage({ situation, companySize }: Pick<AskIndyContext, 'situation' | 'companySize'>): string {
  const size = askIndyCompanySizes.find((option) => option.value === companySize);
  return [situation.trim(), size ? askIndy.form.companySizeMessage.replace('{size}', size.label) : ''].filter(Boolean).join('\n\n');
}

/** Where submitting Ask Indy leads: the contact page, filled in with the visitor's context. */
export function askIndyContactHref(context: AskIndyContext): string {
  return contactHandOffHref({ interest: context.pillar || undefined, message: askIndyMessage(context) });
}

/**
 * The question an address brings (`/ask-indy?question=<text>`, as the home page's sample questions
 * link), if it has any words in it. Spaces may arrive as `%20` or `+`.
 */
export function readAskIndyQuestion(params: URLSearchParams): string | undefined {
  return params.get('question')?.trim() || undefined;
}
