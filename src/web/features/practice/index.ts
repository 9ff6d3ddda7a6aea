export { PracticeScreen, PRACTICE_TEXT, PRACTICE_PROGRESS_KEY } from './practice-screen';
export { PracticeEntry, PracticeProgressCard, useOpenMoments } from './practice-progress';
