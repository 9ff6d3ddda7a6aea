/**
 * Case-insensitive patterns over ASCII words, run without the `u` flag wherever that cannot change
 * their answer (decision 0030).
 *
 * Why: with `i` and `u` together V8 (11.3, Node 20) matches `\b` and `\w` through Unicode case
 * classes (the long s `ſ` folds to s and the Kelvin sign to k, so both are word characters): every
 * `\b` becomes a look-around over a set, and the pattern costs more to compile (ICU's case closure)
 * and to run. Measured on the 1,000-message benchmark with TurboFan off: the same patterns without
 * `u` made the cold analysis ~15 ms and the warm one ~18 ms faster (of ~165 and ~110 ms).
 *
 * Why the answer is the same: for a pattern whose letters are ASCII, with no `\p{…}`, `\u{…}` or
 * backreference, `/…/iu` and `/…/i` differ only on the long s and the Kelvin sign (case folding) and
 * on characters outside the Basic Multilingual Plane (one character under `u`, two surrogates
 * without). A text holding none of them is matched by the pattern without `u`; any other text by the
 * pattern as written.
 */

/** What can make a pattern without `u` answer differently: ſ, the Kelvin sign, any surrogate. */
const UNICODE_SENSITIVE = /[\u017f\u212a\ud800-\udfff]/;

// The last two texts checked and their answers: a message's patterns run over the same one or two
// strings (its text and its instruction) one after another.
let textA = '';
let sensitiveA = false;
let textB = '';
let sensitiveB = false;

/** The text holds a character on which a pattern with `u` and the same without can differ. */
export function needsUnicode(text: string): boolean {
  if (text === textA) return sensitiveA;
  if (text === textB) return sensitiveB;
  textB = textA;
  sensitiveB = sensitiveA;
  textA = text;
  sensitiveA = UNICODE_SENSITIVE.test(text);
  return sensitiveA;
}

/** Pattern features that make `u` matter whatever the text: Unicode escapes, backreferences, named groups. */
const NEEDS_U_ALWAYS = /\\[pP]\{|\\u\{|\\[1-9]|\\k<|\(\?<[A-Za-z]/;

/** A cased letter outside ASCII (é, ß, ſ, …), written or as an escape: its case pairs can differ between the two modes. */
function hasNonAsciiCasedLetter(source: string): boolean {
  const cased = (ch: string): boolean => ch > '\x7f' && ch.toLowerCase() !== ch.toUpperCase();
  for (const ch of source) if (cased(ch)) return true;
  for (const m of source.matchAll(/\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4}))/g)) if (cased(String.fromCharCode(parseInt(m[1] ?? m[2]!, 16)))) return true;
  return false;
}

/** Every Caseless made (the test checks each against its written pattern). */
const made: Caseless[] = [];
export const caselessPatterns = (): readonly Caseless[] => made;

/**
 * An `iu` pattern with its `u`-less twin. Use it like the RegExp it wraps (`test`, `exec`, `count`,
 * `matchAll`); a `g` pattern keeps its flag (and its lastIndex is reset by `count`/`matchAll` as
 * String.prototype.match and matchAll do).
 */
export class Caseless {
  /** The pattern as written (`iu`): used for texts where `u` can matter. */
  readonly unicode: RegExp;
  /** The same pattern without `u`. */
  readonly ascii: RegExp;

  constructor(pattern: RegExp) {
    if (!pattern.ignoreCase || !pattern.unicode) throw new Error(`caseless: expects an iu pattern: ${pattern}`);
    if (NEEDS_U_ALWAYS.test(pattern.source) || hasNonAsciiCasedLetter(pattern.source)) throw new Error(`caseless: the pattern needs u: ${pattern}`);
    this.unicode = pattern;
    this.ascii = new RegExp(pattern.source, pattern.flags.replace('u', ''));
    made.push(this);
  }

  /** The variant that gives the written pattern's answer on this text. */
  for(text: string): RegExp {
    return needsUnicode(text) ? this.unicode : this.ascii;
  }

  test(text: string): boolean {
    // The memo's first entry is read here rather than through for(): two calls fewer on the
    // commonest path (each costs in V8's unoptimised tiers, where a single run spends its time).
    return (text === textA ? sensitiveA : needsUnicode(text)) ? this.unicode.test(text) : this.ascii.test(text);
  }

  exec(text: string): RegExpExecArray | null {
    return this.for(text).exec(text);
  }

  /** How many matches (`(text.match(pattern) ?? []).length` for a `g` pattern). */
  count(text: string): number {
    return (text.match(this.for(text)) ?? []).length;
  }

  matchAll(text: string): IterableIterator<RegExpMatchArray> {
    return text.matchAll(this.for(text));
  }
}

/** Wraps an `iu` pattern (see Caseless). */
export const caseless = (pattern: RegExp): Caseless => new Caseless(pattern);
