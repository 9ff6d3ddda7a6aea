/** Runs the core parser off the main thread, so typing stays smooth on a 500,000-character paste. */
import { parseConversation } from '../../../core/conversation/index';
import type { DetectRequest, DetectResponse } from './detect-protocol';

const scope = self as unknown as { postMessage(message: DetectResponse): void; onmessage: ((event: MessageEvent<DetectRequest>) => void) | null };

scope.onmessage = (event) => {
  const { id, text, platform } = event.data;
  const started = performance.now();
  const result = parseConversation(text, { platform });
  scope.postMessage({ id, result, ms: performance.now() - started });
};
