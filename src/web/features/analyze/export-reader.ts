/**
 * Reads a whole data export File with the core lister: chunk by chunk from File.stream(), so a
 * 1 GB file never sits in memory as one string, and one conversation back by its byte range
 * (File.slice). Runs in the export worker; the page uses it directly only where workers are
 * missing (tests).
 */
import { ExportLister, handoffJson, readSourceBytes, type ExportConversationSummary, type ExportListResult } from '../../../core/conversation/exports/index';

export interface ListProgress {
  bytesRead: number;
  totalBytes: number;
}

/** How often (ms) progress is reported: often enough for a smooth bar, rarely enough to cost nothing. */
const PROGRESS_EVERY_MS = 80;

async function* chunksOf(file: Blob): AsyncIterable<Uint8Array> {
  if (typeof file.stream !== 'function') {
    yield new Uint8Array(await file.arrayBuffer());
    return;
  }
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

export async function listFile(file: Blob, onProgress: (p: ListProgress) => void, isCancelled: () => boolean = () => false): Promise<ExportListResult | null> {
  const lister = new ExportLister();
  let last = 0;
  for await (const chunk of chunksOf(file)) {
    if (isCancelled()) return null;
    lister.push(chunk);
    if (lister.failed) break;
    const now = performance.now();
    if (now - last >= PROGRESS_EVERY_MS) {
      last = now;
      onProgress({ bytesRead: lister.bytesRead, totalBytes: file.size });
    }
  }
  return lister.finish();
}

/** The hand-off text of one listed conversation: compact JSON that parseConversation reads. */
export async function pickFromFile(file: Blob, summary: ExportConversationSummary): Promise<string> {
  const bytes = new Uint8Array(await file.slice(summary.source.start, summary.source.end).arrayBuffer());
  return handoffJson(readSourceBytes(bytes, summary.source));
}
