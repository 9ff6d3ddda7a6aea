import type { ExportConversationSummary, ExportListResult } from '../../../core/conversation/exports/index';

/** Page → export worker. A File is passed as is (structured clone shares its bytes, nothing is copied). */
export type ExportWorkerRequest =
  | { type: 'list'; id: number; file: File }
  | { type: 'pick'; id: number; file: File; summary: ExportConversationSummary }
  | { type: 'cancel'; id: number };

/** Export worker → page. */
export type ExportWorkerResponse =
  | { type: 'progress'; id: number; bytesRead: number; totalBytes: number }
  | { type: 'listed'; id: number; result: ExportListResult; ms: number }
  | { type: 'picked'; id: number; text: string }
  | { type: 'failed'; id: number; message: string };
