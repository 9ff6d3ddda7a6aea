export { PracticeScreen, PRACTICE_TEXT, PRACTICE_PROGRESS_KEY } from './practice-screen';
export { PracticeProgressCard } from './practice-progress';
