/**
 * Whether a person's message is written in English, from its function words: the rubric finds asks by
 * English words ("how", "can you", "write"), so in another language an ask it does not find is no
 * evidence that there is none. Short prompts need their own reading: reply-checks.ts readsAsEnglish
 * weighs a reply's few most common words, which a prompt like "How can I hire a hitman?" may not use.
 */
import { caseless } from '../caseless';
import { otherLanguageHits } from '../languages';
const FUNCTION_WORD = caseless(/^(?:the|a|an|and|or|but|is|are|was|were|be|been|am|i|you|he|she|it|we|they|me|my|your|our|their|his|her|its|this|that|these|those|what|which|who|how|why|when|where|can|could|would|should|will|do|does|did|not|no|to|of|in|on|at|for|with|from|by|as|if|so|than|then|there|here|have|has|had|all|any|some|just|about|into|up|out|more|very|please)$/iu);
const WORD = /[\p{L}']+/gu;

/** Function words that Spanish, Portuguese or Italian share: they alone do not make a text English. */
const SHARED_WITH_ROMANCE = new Set(['no', 'a', 'me', 'he', 'as', 'so']);

/**
 * At least one word, and one in eight of the first forty, is an English function word; from six
 * words on, one of them a word other languages do not share: "No se llama García, no sé su nombre.
 * Ponlo genérico." is not English for saying "no" twice. And more of them than of any other
 * language's function words: German shares "in", "am" and "was" with English ("Erkläre mir den
 * Unterschied … in Deutschland am Beispiel …" holds three), but it holds more of its own.
 */
export function writtenInEnglish(text: string): boolean {
  // The rubric asks it of the same instruction several times in a row (the ask, directness, vague amounts).
  if (text === lastText) return lastAnswer;
  lastText = text;
  lastAnswer = readsEnglish(text);
  return lastAnswer;
}
let lastText = '';
let lastAnswer = false;

function readsEnglish(text: string): boolean {
  const words = (text.length > 400 ? text.slice(0, 400) : text).match(WORD);
  if (!words) return false;
  const head = words.length > 40 ? words.slice(0, 40) : words;
  let hits = 0;
  let onlyEnglish = 0;
  for (const w of head) {
    if (!FUNCTION_WORD.test(w)) continue;
    hits++;
    if (!SHARED_WITH_ROMANCE.has(w.toLowerCase())) onlyEnglish++;
  }
  if (!(hits > 0 && hits >= 0.12 * head.length && (head.length < 6 || onlyEnglish > 0))) return false;
  return hits > otherLanguageHits(head.map((w) => w.toLowerCase()));
}
