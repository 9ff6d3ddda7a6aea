/**
 * Splits a JSON document, fed as UTF-8 byte chunks, into its items without parsing the whole:
 * the elements of a top-level array, or each top-level value (a single object, or JSON Lines).
 * A 100+ MB export is then read one conversation at a time, in bounded memory, and every item
 * knows its byte range so it can be read again later without the rest (File.slice, fs ranges).
 *
 * It only follows brackets and strings; each item is checked by JSON.parse when it is read.
 * JSON's structural characters are ASCII, and UTF-8 never uses ASCII bytes inside a multi-byte
 * character, so scanning bytes is exact.
 */

/** One item: its bytes and where they sit in the whole input. */
export interface JsonItem {
  /** Valid only during the onItem call: it may be a view of the caller's chunk. */
  bytes: Uint8Array;
  start: number;
  end: number;
  /** 'element' of a top-level array, or a 'top' level value (an object that is the whole file, or one JSON line). */
  kind: 'element' | 'top';
}

/**
 * NOT_JSON: the input does not start like a JSON object or array (a text paste, for example).
 * BROKEN: a character that cannot be there (a stray bracket, text after the last value).
 * TRUNCATED: the input ends inside a value (a download cut short).
 */
export type SplitProblem = { code: 'NOT_JSON' | 'BROKEN' | 'TRUNCATED'; offset: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJ = 0x7b;
const CLOSE_OBJ = 0x7d;
const OPEN_ARR = 0x5b;
const CLOSE_ARR = 0x5d;
const COMMA = 0x2c;

const BOM = [0xef, 0xbb, 0xbf];

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

function concat(parts: Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export class JsonItemSplitter {
  private offset = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The top-level value is an array: its elements are the items. */
  private topArray = false;
  private itemStart = -1;
  /** Bytes of the item in progress from earlier chunks (an item may span many chunks). */
  private parts: Uint8Array[] = [];
  private partsLength = 0;
  /** A top-level value has begun (so a wrong character later is a broken file, not a text file). */
  private started = false;
  problem: SplitProblem | null = null;

  constructor(private readonly onItem: (item: JsonItem) => void) {}

  /** Feeds the next chunk. Stops reading (and sets `problem`) at the first structural error. */
  push(chunk: Uint8Array): void {
    if (this.problem) return;
    const base = this.offset;
    let i = 0;
    // A UTF-8 byte-order mark is not part of the document (it may arrive split over chunks).
    while (i < chunk.length && base + i < BOM.length && chunk[i] === BOM[base + i]) i++;
    const n = chunk.length;
    let depth = this.depth;
    let inString = this.inString;
    let escaped = this.escaped;
    for (; i < n; i++) {
      const b = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (b === BACKSLASH) escaped = true;
        else if (b === QUOTE) inString = false;
        continue;
      }
      if (b === QUOTE) {
        inString = true;
        if (depth === 1 && this.topArray && this.itemStart < 0) this.itemStart = base + i; // a string element
        if (depth === 0) return this.fail({ code: this.started ? 'BROKEN' : 'NOT_JSON', offset: base + i }, depth, inString, escaped);
        continue;
      }
      if (b === OPEN_OBJ || b === OPEN_ARR) {
        if (depth === 0) {
          this.started = true;
          this.topArray = b === OPEN_ARR;
          if (!this.topArray) this.itemStart = base + i;
        } else if (depth === 1 && this.topArray && this.itemStart < 0) {
          this.itemStart = base + i;
        }
        depth++;
        continue;
      }
      if (b === CLOSE_OBJ || b === CLOSE_ARR) {
        depth--;
        if (depth < 0) return this.fail({ code: this.started ? 'BROKEN' : 'NOT_JSON', offset: base + i }, 0, inString, escaped);
        if (depth === 1 && this.topArray && this.itemStart >= 0) this.emit(chunk, base, i + 1, 'element');
        else if (depth === 0) {
          if (this.topArray && this.itemStart >= 0) this.emit(chunk, base, i, 'element'); // a last primitive element
          else if (!this.topArray) this.emit(chunk, base, i + 1, 'top');
          this.topArray = false;
        }
        continue;
      }
      if (depth === 0) {
        if (isSpace(b)) continue;
        return this.fail({ code: this.started ? 'BROKEN' : 'NOT_JSON', offset: base + i }, depth, inString, escaped);
      }
      if (depth === 1 && this.topArray) {
        if (b === COMMA) {
          if (this.itemStart >= 0) this.emit(chunk, base, i, 'element');
        } else if (!isSpace(b) && this.itemStart < 0) {
          this.itemStart = base + i; // a number, true, false or null element
        }
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    if (this.itemStart >= 0) {
      const from = Math.max(0, this.itemStart - base);
      const rest = chunk.slice(from); // a copy: the caller may reuse its buffer
      this.parts.push(rest);
      this.partsLength += rest.length;
    }
    this.offset = base + n;
  }

  /** Call after the last chunk; reports a document that stopped in the middle of a value. */
  finish(): void {
    if (this.problem) return;
    if (this.depth > 0 || this.inString) this.problem = { code: 'TRUNCATED', offset: this.offset };
    else if (!this.started) this.problem = { code: 'NOT_JSON', offset: 0 };
  }

  /** Bytes read so far. */
  get position(): number {
    return this.offset;
  }

  private fail(problem: SplitProblem, depth: number, inString: boolean, escaped: boolean): void {
    this.problem = problem;
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
  }

  private emit(chunk: Uint8Array, base: number, endInChunk: number, kind: JsonItem['kind']): void {
    const start = this.itemStart;
    let end = base + endInChunk;
    let bytes: Uint8Array;
    if (start >= base) {
      bytes = chunk.subarray(start - base, endInChunk);
    } else {
      const tail = chunk.subarray(0, endInChunk);
      bytes = concat([...this.parts, tail], this.partsLength + tail.length);
    }
    // A primitive element ends at the comma or bracket: drop the whitespace before it.
    let len = bytes.length;
    while (len > 0 && isSpace(bytes[len - 1]!)) len--;
    if (len !== bytes.length) {
      bytes = bytes.subarray(0, len);
      end = start + len;
    }
    this.parts = [];
    this.partsLength = 0;
    this.itemStart = -1;
    this.onItem({ bytes, start, end, kind });
  }
}
