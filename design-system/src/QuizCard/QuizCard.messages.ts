import type { DesignSystemMessages } from '../DesignSystemProvider/messages';

/** QuizCard's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const quizCardMessages = {
  quizProgress: 'Quiz progress',
  quizStep: (current, total) => `Question ${String(current)} of ${String(total)}`,
  quizPercentComplete: (percent) => `${String(percent)}% complete`,
} satisfies Partial<DesignSystemMessages>;
