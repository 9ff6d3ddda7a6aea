/**
 * The word memo. Every lower-cased word the engine meets gets one Lexeme: the word itself (one string
 * object for all its occurrences), its content term (stop words dropped, Latin words stemmed) and the
 * marker phrases it starts. The scanner finds a word's lexeme straight from the text it is reading,
 * by a hash it builds while reading the word's characters, so a word seen before costs neither a
 * string slice nor a Map lookup on a fresh string (together a sixth of the engine's time).
 *
 * An open-addressing table: slots hold lexemes, with their hashes alongside for a cheap first check;
 * a hit is confirmed by comparing the characters, so a hash collision can never return the wrong
 * word. Words with the same content term share one Term object, which carries the term's record in
 * the conversation being scored (features.ts), so counting a word needs no lookup at all.
 *
 * Bounded: startConversation() empties a memo grown past TERM_CACHE_MAX words or terms. It is emptied only
 * there, never during a conversation, because the conversation's records hang off its Terms.
 */
import type { TermRecord } from './features';
import { phrasesStartingWith, type IndexedPhrase } from './lexicon';
import { computeTerm, TERM_CACHE_MAX } from './text';

/** A content term: one object per distinct term while the memo lives. */
export interface Term {
  readonly text: string;
  /** Where the term was seen in the conversation being scored (owned by features.ts). */
  record: TermRecord | undefined;
}

export interface Lexeme {
  /** The lower-cased word. */
  readonly word: string;
  /** Its content term, or null for stop words, numbers and single letters. */
  readonly term: Term | null;
  /** The marker phrases that start with this word (longest first), if any. */
  readonly phrases: readonly IndexedPhrase[] | undefined;
}

/**
 * FNV-1a over UTF-16 code units. The scanner inlines the step (`Math.imul(hash ^ code, WORD_HASH_PRIME)`)
 * in its character loop; a word hashed differently is still found correctly, only stored twice.
 */
export const WORD_HASH_SEED = 0x811c9dc5 | 0;
export const WORD_HASH_PRIME = 0x01000193;

const INITIAL_SLOTS = 1024;
// Filled with undefined rather than holes: a large `new Array(n)` would be a slow sparse array.
const emptySlots = (size: number): Array<Lexeme | undefined> => Array.from<Lexeme | undefined>({ length: size });
let slots = emptySlots(INITIAL_SLOTS);
let slotHashes = new Int32Array(INITIAL_SLOTS);
let used = 0;
const TERMS = new Map<string, Term>();

/** The Term object for a term's text. */
function termNamed(text: string): Term {
  let term = TERMS.get(text);
  if (term === undefined) {
    term = { text, record: undefined };
    TERMS.set(text, term);
  }
  return term;
}

/** Called when a conversation starts: empties the memo once it has grown past its bound. */
export function startConversation(): void {
  if (used < TERM_CACHE_MAX && TERMS.size < TERM_CACHE_MAX) return;
  slots = emptySlots(INITIAL_SLOTS);
  slotHashes = new Int32Array(INITIAL_SLOTS);
  used = 0;
  TERMS.clear();
}

/** The word's hash, as the scanner computes it character by character. */
export function wordHash(word: string): number {
  let hash = WORD_HASH_SEED;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), WORD_HASH_PRIME);
  return hash;
}

/** The lexeme of the lower-cased word source[start, end), whose wordHash the caller computed. */
export function lexemeAt(source: string, start: number, end: number, hash: number): Lexeme {
  const length = end - start;
  const mask = slots.length - 1;
  let slot = hash & mask;
  for (let lx = slots[slot]; lx !== undefined; lx = slots[slot]) {
    if (slotHashes[slot] === hash && lx.word.length === length && source.startsWith(lx.word, start)) return lx;
    slot = (slot + 1) & mask;
  }
  return add(source.slice(start, end), hash, slot);
}

/** The lexeme of a lower-cased word given as a string (words the scanner could not hash in place). */
export function lexemeOf(word: string): Lexeme {
  return lexemeAt(word, 0, word.length, wordHash(word));
}

function add(word: string, hash: number, slot: number): Lexeme {
  const term = computeTerm(word);
  const lx: Lexeme = { word, term: term === null ? null : termNamed(term), phrases: phrasesStartingWith(word) };
  slots[slot] = lx;
  slotHashes[slot] = hash;
  used++;
  // At most half full, so probes stay short.
  if (2 * used > slots.length) grow();
  return lx;
}

function findFree(hash: number): number {
  const mask = slots.length - 1;
  let slot = hash & mask;
  while (slots[slot] !== undefined) slot = (slot + 1) & mask;
  return slot;
}

function grow(): void {
  const oldSlots = slots;
  const oldHashes = slotHashes;
  slots = emptySlots(oldSlots.length * 2);
  slotHashes = new Int32Array(oldSlots.length * 2);
  for (let i = 0; i < oldSlots.length; i++) {
    const lx = oldSlots[i];
    if (lx === undefined) continue;
    const slot = findFree(oldHashes[i]!);
    slots[slot] = lx;
    slotHashes[slot] = oldHashes[i]!;
  }
}
