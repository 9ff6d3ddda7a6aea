import type { Page } from '@playwright/test';

type Msg = { role: 'user' | 'assistant'; content: string };

/** A conversation with weak and strong moves, so filters, sort, alerts and key moments all have something to show. */
export const MIXED_CONVERSATION: Msg[] = [
  { role: 'user', content: 'fix it' },
  { role: 'assistant', content: 'Could you share the code and the error message you are seeing?' },
  {
    role: 'user',
    content:
      'I need a Python function that removes duplicate rows from a CSV file while keeping the first occurrence. The file has a header row, about 2 million rows, and must stream so memory stays under 200 MB. Please return the function and a short test.',
  },
  {
    role: 'assistant',
    content:
      'Here is a streaming version using the csv module and a set of row hashes:\n\n```python\nimport csv, hashlib\n\ndef dedupe(src, dst):\n    seen = set()\n    with open(src, newline="") as f, open(dst, "w", newline="") as out:\n        r = csv.reader(f); w = csv.writer(out)\n        w.writerow(next(r))\n        for row in r:\n            h = hashlib.blake2b("\\x1f".join(row).encode(), digest_size=8).digest()\n            if h not in seen:\n                seen.add(h); w.writerow(row)\n```\n\nA test writes three rows with one duplicate and checks two remain.',
  },
  { role: 'user', content: 'thanks' },
  { role: 'assistant', content: 'You are welcome!' },
  {
    role: 'user',
    content:
      'Building on the streaming dedupe above: the hashes set still grows with unique rows. Given our 200 MB limit, could we switch to an on-disk Bloom filter, and what false-positive rate would keep lost rows under 10 per million?',
  },
  { role: 'assistant', content: 'A Bloom filter sized for 2 million items at a 1e-5 false-positive rate needs about 6 MB with 17 hash functions; lost rows would be about 20 in 2 million.' },
];

export function analysisRequest({ messages = MIXED_CONVERSATION, goal = 'Clean up a CSV export', context = 'Nightly ETL job in Python 3.12' }: { messages?: Msg[]; goal?: string; context?: string | null } = {}) {
  return {
    conversation: { messages: messages.map((m, index) => ({ ...m, index })), platform: 'chatgpt' },
    metadata: { sessionGoal: goal, projectContext: context, parsingMethod: 'speaker_labels', format: 'standard_labeled', messageCount: messages.length },
    options: { analysisDepth: 'standard', enablePatternDetection: true, generateSuggestions: true },
  };
}

/** Creates an analysed session through the API (fast); returns its id. */
export async function createSession(page: Page, baseURL: string, body: ReturnType<typeof analysisRequest> = analysisRequest()): Promise<string> {
  const res = await page.request.post('/api/v1/analyze', { data: body, headers: { origin: new URL(baseURL).origin } });
  if (!res.ok()) throw new Error(`analyze failed: ${res.status()} ${await res.text()}`);
  const { sessionId } = (await res.json()) as { sessionId: string };
  return sessionId;
}

/** Sets preferences through the API (the settings screen has its own tests). */
export async function putSettings(page: Page, baseURL: string, patch: Record<string, unknown>): Promise<void> {
  const res = await page.request.put('/api/v1/settings', { data: patch, headers: { origin: new URL(baseURL).origin } });
  if (!res.ok()) throw new Error(`settings failed: ${res.status()} ${await res.text()}`);
}
