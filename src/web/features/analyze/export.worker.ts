/** Lists and picks the conversations of a data export off the main thread: a 100 MB file never freezes the page. */
import type { ExportWorkerRequest, ExportWorkerResponse } from './export-protocol';
import { listFile, pickFromFile } from './export-reader';

const scope = self as unknown as { postMessage(message: ExportWorkerResponse): void; onmessage: ((event: MessageEvent<ExportWorkerRequest>) => void) | null };

const cancelled = new Set<number>();
const UNREADABLE = 'Could not read that file.';

scope.onmessage = (event) => {
  const req = event.data;
  if (req.type === 'cancel') {
    cancelled.add(req.id);
    return;
  }
  if (req.type === 'list') {
    const started = performance.now();
    listFile(req.file, (p) => scope.postMessage({ type: 'progress', id: req.id, ...p }), () => cancelled.has(req.id)).then(
      (result) => {
        cancelled.delete(req.id);
        if (result) scope.postMessage({ type: 'listed', id: req.id, result, ms: performance.now() - started });
      },
      () => scope.postMessage({ type: 'failed', id: req.id, message: UNREADABLE }),
    );
    return;
  }
  pickFromFile(req.file, req.summary).then(
    (text) => scope.postMessage({ type: 'picked', id: req.id, text }),
    () => scope.postMessage({ type: 'failed', id: req.id, message: UNREADABLE }),
  );
};
