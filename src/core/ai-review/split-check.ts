/**
 * Smart parsing's guard (issue 17): a language model may split a paste into messages, but its split
 * is kept only if every message's text is in the paste — in order, word for word apart from
 * whitespace. A model that rewrote, summarised or invented text is caught here and the local split
 * stands.
 */
export interface SplitMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

export type SplitVerdict = { ok: true } | { ok: false; reason: string };

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export function checkSplitAgainstInput(input: string, messages: readonly SplitMessage[]): SplitVerdict {
  if (messages.length === 0) return { ok: false, reason: 'the model found no messages' };
  const haystack = squash(input);
  let from = 0;
  for (const [i, m] of messages.entries()) {
    const needle = squash(m.content);
    if (!needle) return { ok: false, reason: `message ${i + 1} is empty` };
    const at = haystack.indexOf(needle, from);
    if (at < 0) return { ok: false, reason: haystack.includes(needle) ? `message ${i + 1} is out of order` : `message ${i + 1}'s text is not in what you pasted` };
    from = at + needle.length;
  }
  return { ok: true };
}
