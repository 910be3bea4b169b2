/** The query parameter the Ask Indy page reads to fill in its question. */
export const askIndyQuestionParameter = 'question';

/** A link to /ask-indy with a question already filled in (the home teaser's sample questions). */
export function askIndyQuestionHref(question: string): string {
  return `/ask-indy?${askIndyQuestionParameter}=${encodeURIComponent(question)}`;
}
