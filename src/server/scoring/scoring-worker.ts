// The entry of a scoring thread (see scorer.ts); built to dist/*/scoring-worker.js.
import { scoreForStorage } from './score-for-storage';

export default scoreForStorage;
