import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { AuthClient, lastLink } from './auth-client';

let n = 0;

/** A signed-in client of a new, confirmed user (sign-up, the mailed link, sign-in). */
export async function signedInUser(app: FastifyInstance, mailer: Mailer, tag = 'user'): Promise<{ client: AuthClient; email: string; id: string }> {
  const email = `${tag}-${Date.now()}-${n++}@kibitz.test`;
  const client = new AuthClient(app);
  const up = await client.signUp(email, 'a fine password');
  if (up.statusCode !== 200) throw new Error(`sign-up failed: ${up.body}`);
  await client.get(lastLink(mailer, email));
  const session = await client.session();
  if (!session) throw new Error('not signed in after confirmation');
  return { client, email, id: (session.user as unknown as { id: string }).id };
}

/** JSON API calls with the client's cookie and the app's Origin. */
export function api(app: FastifyInstance, client: AuthClient | null) {
  const headers = (extra: Record<string, string> = {}) => ({ origin: 'http://localhost:3000', ...(client ? { cookie: client.cookieHeader } : {}), ...extra });
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: headers() }),
    delete: (url: string) => app.inject({ method: 'DELETE', url, headers: headers() }),
    post: (url: string, body?: unknown) => app.inject({ method: 'POST', url, headers: headers({ 'content-type': 'application/json' }), payload: JSON.stringify(body ?? {}) }),
    put: (url: string, body?: unknown) => app.inject({ method: 'PUT', url, headers: headers({ 'content-type': 'application/json' }), payload: JSON.stringify(body ?? {}) }),
  };
}

/** A small, realistic conversation as the verify screen sends it. */
export function analysisRequest(overrides: { messages?: { role: 'user' | 'assistant'; content: string }[]; goal?: string; context?: string; title?: string } = {}) {
  const messages = overrides.messages ?? [
    { role: 'user', content: 'I need a Python function that removes duplicate rows from a CSV file, keeping the first occurrence. The file has a header row.' },
    { role: 'assistant', content: 'Here is a function using the csv module:\n\n```python\nimport csv\n\ndef dedupe(src, dst):\n    seen = set()\n    with open(src) as f, open(dst, "w", newline="") as out:\n        r = csv.reader(f); w = csv.writer(out)\n        w.writerow(next(r))\n        for row in r:\n            key = tuple(row)\n            if key not in seen:\n                seen.add(key); w.writerow(row)\n```' },
    { role: 'user', content: 'thanks' },
    { role: 'assistant', content: 'You are welcome! Let me know if you need anything else.' },
  ];
  return {
    conversation: { messages: messages.map((m, index) => ({ ...m, index })), platform: 'chatgpt' },
    metadata: { sessionGoal: overrides.goal ?? 'Clean up a CSV export', projectContext: overrides.context ?? null, parsingMethod: 'speaker_labels', format: 'standard_labeled', messageCount: messages.length, title: overrides.title },
    options: { analysisDepth: 'standard', enablePatternDetection: true, generateSuggestions: true },
  };
}
