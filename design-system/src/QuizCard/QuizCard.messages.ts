/** The words QuizCard says on its own; `DesignSystemProvider`'s `messages` replace them (see `DesignSystemMessages`). */
export interface QuizCardMessages {
  /** QuizCard: the progress bar's name. @default 'Quiz progress' */
  quizProgress: string;

  /** QuizCard: which question is on screen. @default (2, 10) => 'Question 2 of 10' */
  quizStep: (current: number, total: number) => string;

  /** QuizCard: how far through the quiz, as a whole percent. @default (20) => '20% complete' */
  quizPercentComplete: (percent: number) => string;
}

/** QuizCard's words in English; `DesignSystemProvider`'s `messages` replace them. */
export const quizCardMessages: QuizCardMessages = {
  quizProgress: 'Quiz progress',
  quizStep: (current, total) => `Question ${String(current)} of ${String(total)}`,
  quizPercentComplete: (percent) => `${String(percent)}% complete`,
};
