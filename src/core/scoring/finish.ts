/**
 * Whether a text truly stops mid-sentence ("cut off"), rather than ending in something that has no
 * closing punctuation by nature: code, a list item, a heading, a table row, a sign-off or a
 * placeholder ("[Your name]"), a link, an emoji. Only the last line is read.
 */
import { BEYOND_ASCII, caseless } from './caseless';

/** Closing marks: sentence ends, closing brackets and quotes, code and markup ends. */
const CLOSED = /[.!?？。！…:;)\]}"'”’`*>|~\-_=]$|\p{Extended_Pictographic}$/u;
/** Words that cannot end a sentence: the text stops inside one. */
const DANGLING = caseless(/\b(?:the|a|an|and|or|but|of|to|in|on|at|for|with|from|by|as|that|which|who|whose|if|because|so|than|then|is|are|was|were|be|been|will|would|can|could|should|my|your|our|their|its|this|these|those|into|onto|about|while|when|where|such|very|more|most|not)$/iu);
/** A subject or auxiliary waiting for its verb ("…and how they", "…need to have"): a long line ending on one stops inside its sentence. */
const SUBJECT_OR_AUXILIARY = caseless(/\b(?:i|i['’]m|i['’]ll|i['’]d|we|they|he|she|you['’]ll|you['’]d|we['’]ll|they['’]ll|have|has|had|may|might|must|shall|let)$/iu);
const LIST_OR_HEADING = /^\s*(?:[-*•+]|\d+[.)]|#{1,6}|[A-Z][\w ]{0,40}:)\s/u;
const URL_END = /https?:\/\/\S+$/u;
/** A letter then a hyphen at the very end: a word cut at its hyphen ("over-", "easy-to-"). */
const BROKEN_WORD = /\p{L}-$/u;
/** A finished sentence, then five or more words of another without its end. */
const SENTENCE_THEN_OPEN = /[.!?]\s+(?:\S+\s+){4,}\S*[\p{L}\d,]$/u;

export function isUnfinished(text: string): boolean {
  return unfinishedEnd(text) !== false;
}

/**
 * The text holds a capital or small letter (`[\p{Lu}\p{Ll}]`). An ASCII letter answers it without the
 * `\p` pattern, whose compiling (ICU's letter sets) a long conversation otherwise pays only after its
 * opening messages (decision 0050); the ASCII letters are exactly the ASCII characters in those sets.
 * The `\p` pattern is written where it runs: V8 builds a literal's sets when the line first runs, one
 * at a module's top level at every start.
 */
const hasCasedLetter = (text: string): boolean => ASCII_LETTER.test(text) || (BEYOND_ASCII.test(text) && /[\p{Lu}\p{Ll}]/u.test(text));
const ASCII_LETTER = /[A-Za-z]/;

/**
 * How a text ends: false when it ends cleanly; true when it truly stops inside a sentence (a word that
 * cannot end one, a word cut at its hyphen, a comma, an open code fence); 'unclosed' when its last,
 * long line simply has no closing mark ("…based on specific criteria"): it reads unfinished, but it
 * may be a whole sentence without its full stop.
 */
export function unfinishedEnd(text: string): boolean | 'unclosed' {
  const t = text.trimEnd();
  if (!t) return false;
  // Inside an unclosed code fence: the code was cut, but a fence that closes is a clean end.
  const fences = (t.match(/^\s*```/gmu) ?? []).length;
  if (fences % 2 === 1) return true;
  const last = t.slice(t.lastIndexOf('\n') + 1).trim();
  // A word broken at its hyphen ("making sure not to over-") is a cut, though "-" can close markup.
  if (BROKEN_WORD.test(last) && !URL_END.test(last)) return true;
  if (CLOSED.test(last) || URL_END.test(last)) return false;
  // Scripts without case or spaces (CJK) often end without a mark in chat; not enough to call it cut.
  if (!hasCasedLetter(last)) return false;
  if (DANGLING.test(last)) return true;
  // Verse, lyrics and other line-by-line text: most lines end without a mark, so a last line of a
  // line's length may too (a long last paragraph that stops is still cut).
  if (last.split(/\s+/u).length <= 20 && isLineByLine(t)) return false;
  // A list item that finished one sentence and stops inside the next ("- Be confident and outgoing.
  // The industry is tough, and you'll need to have") is cut like any sentence.
  if (LIST_OR_HEADING.test(last) && SENTENCE_THEN_OPEN.test(last.replace(LIST_OR_HEADING, ''))) return true;
  // A short last line is a list item, a heading, a sign-off or a name: not a sentence to finish.
  if (LIST_OR_HEADING.test(last) || last.split(/\s+/u).length < 8) return false;
  // A long sentence line without closing punctuation: cut when it ends on a comma or a subject or
  // auxiliary waiting for its verb ("…and how they", "…you'll need to have"); else merely unclosed.
  return /,$/u.test(last) || SUBJECT_OR_AUXILIARY.test(last) ? true : 'unclosed';
}

/** Four or more lines of text, most of them ending without a closing mark (a poem, lyrics, a list of names). */
function isLineByLine(text: string): boolean {
  let lines = 0;
  let open = 0;
  for (const line of text.split('\n')) {
    const l = line.trim();
    if (!l) continue;
    lines++;
    if (!CLOSED.test(l)) open++;
  }
  return lines >= 4 && open >= 0.6 * lines;
}
