import type { Draft } from './draft';

/** What Back to Edit on the verify screen hands back, so the paste is there without a restore toast. */
export interface BackToEditState {
  draft: Pick<Draft, 'text' | 'goal' | 'platform' | 'smartParsing'>;
}
