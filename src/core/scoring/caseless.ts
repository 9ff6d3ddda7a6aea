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
 *
 * Third form, for `test` and `count`: the same pattern without `i` either, lower-cased, run over the
 * lower-cased text. V8 compiles a case-insensitive pattern through ICU's case closure of every letter
 * and emits code for both cases, so it costs about twice as much to compile, and a pattern first met in
 * a large conversation is compiled inside its cost of size (decision 0037). Measured (callgrind, whole
 * `kibitz analyze` processes, V8 single-threaded with fixed seeds so counts repeat): the benchmark's
 * 1,000 messages minus 2 messages 984 → 944 M instructions, and 2 messages alone 969 → 932 M. Why the answer is the same: on a text holding none of the characters above, lower-casing
 * maps each code unit to one code unit (only İ lengthens, and the length is checked), ASCII letters to
 * lower case and every other character to a character outside ASCII (only İ and the Kelvin sign lower-case
 * to ASCII; checked over every code point in the test); without `u`, `i` matches a character outside ASCII
 * only to itself when the pattern's only characters outside ASCII are uncased (the constructor refuses
 * cased ones), and `\w`, `\b`, `\s`, `\d` and the classes of these patterns read ASCII letters the same
 * in either case. Match positions and lengths are the same, so counts are; the text of a match is not,
 * so `exec` and `matchAll` keep the other two forms.
 */

/** A character beyond ASCII: a text without one can be read by a pattern's ASCII form (decisions 0048, 0050). */
export const BEYOND_ASCII = /[\u0080-\uffff]/;

/** What can make a pattern without `u` answer differently: ſ, the Kelvin sign, any surrogate. */
const UNICODE_SENSITIVE = /[\u017f\u212a\ud800-\udfff]/;

// The last two texts checked and their answers: a message's patterns run over the same one or two
// strings (its text and its instruction) one after another.
// The lower-cased text is made when first asked for (undefined until then; null when the lower-case
// form cannot be used on it).
let textA = '';
let sensitiveA = false;
let lowerA: string | null | undefined;
let textB = '';
let sensitiveB = false;
let lowerB: string | null | undefined;

/** Makes `text` the memo's first entry (the second when it was the first). */
function remember(text: string): void {
  if (text === textB) {
    textB = textA;
    textA = text;
    const s = sensitiveA;
    sensitiveA = sensitiveB;
    sensitiveB = s;
    const l = lowerA;
    lowerA = lowerB;
    lowerB = l;
    return;
  }
  textB = textA;
  sensitiveB = sensitiveA;
  lowerB = lowerA;
  textA = text;
  sensitiveA = UNICODE_SENSITIVE.test(text);
  lowerA = undefined;
}

/** The text holds a character on which a pattern with `u` and the same without can differ. */
export function needsUnicode(text: string): boolean {
  if (text === textA) return sensitiveA;
  if (text === textB) return sensitiveB;
  remember(text);
  return sensitiveA;
}

/** The text lower-cased, when the lower-case form of a pattern gives the written pattern's answer on it (else null). */
function lowered(text: string): string | null {
  if (text !== textA) remember(text);
  if (lowerA === undefined) {
    const lower = sensitiveA ? null : text.toLowerCase();
    lowerA = lower !== null && lower.length === text.length ? lower : null;
  }
  return lowerA;
}

/** The lower-case form's source: letters lower-cased, escapes kept as written; null when a class holds a capital (a range could change). */
export function lowerCaseSource(source: string): string | null {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    else if (inClass && ch >= 'A' && ch <= 'Z') return null;
    out += ch.toLowerCase();
  }
  return out;
}

/** Escapes of a character by its code (\\x, \\u, \\c): the lower-case form is not made for them (its reasoning reads the characters as written). */
const NEEDS_ESCAPE_AS_WRITTEN = /\\[xuc]/;

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
  /** Without `i` or `u`, lower-cased, for lower-cased text (`test` and `count`); null where the source does not allow it. */
  readonly lower: RegExp | null;
  /**
   * `lower` where `test` may use it (not for a `g` pattern), decided once: `test` runs ~20 times per
   * message, and with TurboFan off (the command's one-conversation runs) each property it reads is a
   * call (decision 0046).
   */
  private readonly lowerTest: RegExp | null;

  constructor(pattern: RegExp) {
    if (!pattern.ignoreCase || !pattern.unicode) throw new Error(`caseless: expects an iu pattern: ${pattern}`);
    if (NEEDS_U_ALWAYS.test(pattern.source) || hasNonAsciiCasedLetter(pattern.source)) throw new Error(`caseless: the pattern needs u: ${pattern}`);
    this.unicode = pattern;
    this.ascii = new RegExp(pattern.source, pattern.flags.replace('u', ''));
    const lowerSource = NEEDS_ESCAPE_AS_WRITTEN.test(pattern.source) ? null : lowerCaseSource(pattern.source);
    // A `g` pattern's test() moves its lastIndex: it keeps running in the form it always ran in.
    this.lower = lowerSource === null ? null : new RegExp(lowerSource, pattern.flags.replace('u', '').replace('i', ''));
    this.lowerTest = this.lower !== null && !this.lower.global ? this.lower : null;
    made.push(this);
  }

  /** The variant that gives the written pattern's answer on this text. */
  for(text: string): RegExp {
    return needsUnicode(text) ? this.unicode : this.ascii;
  }

  test(text: string): boolean {
    const re = this.lowerTest;
    if (re !== null) {
      // The memo's first entry read in place (here, in missesLowered and in count): most calls ask about
      // the text the last one asked about.
      const lower = text === textA && lowerA !== undefined ? lowerA : lowered(text);
      if (lower !== null) return re.test(lower);
    }
    return needsUnicode(text) ? this.unicode.test(text) : this.ascii.test(text);
  }

  exec(text: string): RegExpExecArray | null {
    // The lower-case form says first whether there is a match at all (most texts hold none): the
    // case-insensitive forms, dearer to compile, are compiled only once one is there to be read.
    // (Not for a `g` pattern: its exec starts at its lastIndex.)
    if (this.lower !== null && !this.lower.global && this.missesLowered(text)) return null;
    return this.for(text).exec(text);
  }

  /** The lower-case form finds no match in the lower-cased text (false when it cannot be used on it). */
  private missesLowered(text: string): boolean {
    const lower = text === textA && lowerA !== undefined ? lowerA : lowered(text);
    // search() ignores and keeps a pattern's lastIndex.
    return lower !== null && lower.search(this.lower!) < 0;
  }

  /** How many matches (`(text.match(pattern) ?? []).length` for a `g` pattern). */
  count(text: string): number {
    const lower = this.lower === null ? null : text === textA && lowerA !== undefined ? lowerA : lowered(text);
    if (lower !== null) return (lower.match(this.lower!) ?? []).length;
    return (text.match(this.for(text)) ?? []).length;
  }

  matchAll(text: string): IterableIterator<RegExpMatchArray> {
    // As in exec: no match, no case-insensitive form to compile.
    if (this.lower !== null && this.missesLowered(text)) return NO_MATCHES[Symbol.iterator]();
    return text.matchAll(this.for(text));
  }
}

const NO_MATCHES: readonly RegExpMatchArray[] = [];

/** Wraps an `iu` pattern (see Caseless). */
export const caseless = (pattern: RegExp): Caseless => new Caseless(pattern);
