export { QuizCard } from './QuizCard';
export type { QuizCardProps, QuizOption } from './QuizCard';
