import { STAMP } from './stamps';
import type { Role } from './types';

/**
 * A speaker marker as a model, not a list of label styles: decoration around a name, then a separator,
 * then (maybe) the turn's first words. The decoration is any nesting of the marks people and exporters
 * put around a speaker's name —
 *   openers that need their closer: Markdown emphasis (`**`, `__`, `*`, `_`, `~~`, a code span), brackets of
 *     any script (`(`, `[`, `【`, `「`, `（` …), inline HTML elements (`<b>`, `<strong>`, `<span …>`),
 *     a table cell's pipes (`| Name |`), a banner's run of marks (`==== NAME ====`);
 *   prefixes that stand alone: a heading's hashes, a quote's or a prompt's `>`, a list bullet, a turn
 *     counter (`1.`, `#3`, `[3]`), an emoji, a time or a date;
 * and the separator is a colon, a dash, an arrow or a pipe, or the end of the line when the name is
 * decorated. What is read is the name, the text after it and the marker's SHAPE: the decoration with the
 * name taken out and numbers, times and emoji generalised (`<b>N:</b> …`, `**#. N:**$`, `(N)$`). One
 * transcript writes every speaker's marker in one shape; speaker discovery (parsers/speakers.ts) groups
 * the lines by shape and keeps a shape only when two names recur in it at line starts and take turns.
 *
 * The fixed reader (labels.ts, readLabel) keeps the styles it knows; this reader sees the lines it
 * cannot read. Hand-written scanner with anchored, length-bounded patterns: linear on long lines.
 */
export interface MarkedLabel {
  name: string;
  rest: string;
  /** The decoration with the name generalised: lines of one transcript's markers share it. */
  shape: string;
  /** The decoration is more than a separator (brackets, bold, a heading, a counter, a time…). */
  decorated: boolean;
  stamped: boolean;
  /** A turn number printed with the name ("**3. Dana:**", "Dana #3"). */
  turn?: number;
  /** The role the decoration's emoji draws: a robot for the assistant, a person for the person ("## 🤖 Nova"). */
  emojiRole?: Role;
}

/** A robot face draws the assistant; a bust, a person, a man, a woman or a raised hand draws the person. */
export function roleOfEmoji(emoji: string): Role | null {
  if (emoji.includes('\u{1F916}') || /^:robot(?:_face)?:$/.test(emoji)) return 'assistant';
  if (/^:(?:bust_in_silhouette|busts_in_silhouette|adult|person|man|woman|raising_hand|raised_hand|user):$/.test(emoji)) return 'user';
  return /[\u{1F464}\u{1F465}\u{1F9D1}\u{1F468}\u{1F469}\u{1F64B}]/u.test(emoji) ? 'user' : null;
}

/** Inline and block HTML elements an exporter or a rich-text copy wraps a speaker's name in. */
const HTML_OPEN = /^<(b|strong|i|em|u|span|font|small|mark|p|div|h[1-6]|td|th|dt|dd|li|label|summary|cite|code)\b[^<>]{0,80}>/i;

/**
 * Brackets a name is set in. Not "<…>" (a lone "<head>" / "<body>" is markup, and "<nick> text" is IRC's, which
 * labels.ts reads) nor "{…}" (a template's "{note.title}").
 */
const BRACKET_CLOSE: Readonly<Record<string, string>> = { '(': ')', '[': ']', '«': '»', '‹': '›', '【': '】', '「': '」', '『': '』', '〈': '〉', '《': '》', '［': '］', '（': '）', '〔': '〕' };
/** A list bullet or a pointer before the name, then a space. */
const BULLET = /^[-*+•·▪►▶▸◆◇●○■□→»›][ \t]+/;
/**
 * A pointer before the name ("» Dana", "→ Nova"): drawn to say who speaks; Markdown's list markers ("-", "*",
 * "+") and a rendered list's bullets ("•", "·") are not pointers and leave the name undecorated.
 */
const POINTER = /^[►▶▸→»›]/;
/** An emoji short code as chat apps write it in text (":robot_face:", Slack's and GitHub's), then a space. */
const EMOJI_SHORTCODE = /^:[a-z0-9_+-]{2,30}:(?=[ \t])/;
/** A turn counter before the name: "1. ", "2) ", "#3 ", "[4] ", "(5) ". */
const COUNTER = /^(?:(\d{1,4})[.)]|#(\d{1,4})|\[(\d{1,4})\]|\((\d{1,4})\))[ \t]+/;
/** A banner's run of marks ("====", "---", "~~~", "***", "///"). */
const BANNER_RUN = /^(?:={2,}|-{2,}|~{2,}|\*{3,}|_{3,}|\/{2,}|#{2,}|\+{2,}|[—–─━═]+)/;
/** A time or a date before the name, taken whole ("4:03 AM" is no time "4:03" before a name "AM"). */
const STAMP_AT = new RegExp(String.raw`^(?:\[${STAMP}\]|\(${STAMP}\)|${STAMP})`, 'i');
const AFTER_STAMP = /^(?:\s*[-–—|·,]\s*|\s+)/;
function leadingStamp(head: string): RegExpExecArray | null {
  const m = STAMP_AT.exec(head);
  if (!m) return null;
  const gap = AFTER_STAMP.exec(head.slice(m[0].length));
  return gap ? ({ 0: m[0] + gap[0] } as unknown as RegExpExecArray) : null;
}
/** A time or a date after the name: " (10:02)", " [10:02 AM]", " · 10:02", ", 2026-11-25 10:02", " at 10:02". */
const TRAILING_STAMP = new RegExp(String.raw`^\s*(?:[(\[]${STAMP}[)\]]|[-–—·,|•]\s*${STAMP}|(?:at\s+)?${STAMP})`, 'i');
/** How chat apps print how long ago a message was ("1m ago", "just now", "hace 5 min", "il y a 2 h", "vor 3 Min."). */
const RELATIVE_HINT = String.raw`\bago\b|just now|\bhace \d|il y a \d|\bvor \d`;
const DIGIT_TIME_HINT = new RegExp(String.raw`\d(?::\d|[-/.]\d)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s\d|today|yesterday|${RELATIVE_HINT}`, 'i');

/** One UTF-16 unit of an emoji or pictograph (surrogate halves and joiners included). */
function isSymbolUnit(c: number): boolean {
  return (c >= 0xd800 && c <= 0xdfff) || c === 0xfe0f || c === 0x200d || (c >= 0x2190 && c <= 0x2bff) || (c >= 0x2600 && c <= 0x27bf);
}

/** Words that count a transcript's turns ("Turn 3", "Message 3", "Turno 3", "Nachricht 3", "Ход 3"). */
const TURN_WORD = String.raw`(?:turn|message|msg|entry|turno|mensaje|mensagem|tour|runde|zug|nachricht|messaggio|ход|сообщение)`;
/** A label's name that holds a turn's number in words ("Turn 3", "Sam (turn 3)", "Message 3 from Sam"). */
const TURN_IN_NAME = new RegExp(String.raw`(?:^|[\s(\[])${TURN_WORD}[ 	]*#?\d{1,4}(?=$|[\s)\]:：—–|·,-])`, 'iu');
export function namesTurnInWords(name: string): boolean {
  return TURN_IN_NAME.test(name);
}
/** The turn's number in words before the name, then a separator or a joining word, then the name. */
const TURN_BEFORE_NAME = new RegExp(String.raw`^[\[(]?${TURN_WORD}[ 	]*#?(\d{1,4})[\])]?[ 	]*(?:[:：—–|·-]|from|of|by|de|von|di|от)?[ 	]+(?=[\p{L}@(\[【「（])`, 'iu');
/** The turn's number in words after the name, set off by a dash, a comma or brackets ("Maya — turn 3", "Maya (turn 3)"). */
const TURN_AFTER_NAME = new RegExp(String.raw`^${TURN_WORD}[ 	]*#?(\d{1,4})$`, 'iu');
const NAME_TURN_IN_BRACKETS = new RegExp(String.raw`^(.*\S) \(${TURN_WORD}[ 	]*#?(\d{1,4})\)$`, 'iu');

/** A verb of saying right after a speaker's name, closing the marker (then a colon or the line's end). */
const SAID_VERB = /^(?:said|says|wrote|writes|asked|asks|replied|replies|answered|answers|responded|responds)(?=[ \t]*[:：]|[ \t]*$)/i;
const LETTER = /[\p{L}\p{M}]/u;
/** What must follow a name that opens its line: a separator, a closing mark or a time's digits. */
const SEPARATOR_OR_DIGIT = new RegExp(String.raw`[:：—–\-|>»›→=*_\`<]|\d[:./-]\d|${RELATIVE_HINT}`);
/** The first characters decoration can open with. */
const DECORATION_START = /^[:—–─━═#>|\-*+•·▪►▶▸◆◇●○■□→»›\d[(（【「『〈《［〔«‹<_~`=/@]/;
const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{N}]/u;

/** The longest name at `at`: words of letters and digits, joined by single spaces or by . - _ ' inside a word. */
function readName(s: string, at: number): number {
  let i = at;
  if (s[i] === '@') i++;
  if (!LETTER.test(s[i] ?? '')) return at;
  let words = 1;
  while (i < s.length && i - at < 40) {
    const c = s[i] as string;
    if (LETTER_OR_DIGIT.test(c)) i++;
    else if ((c === '.' || c === '-' || c === '_' || c === "'" || c === '’') && LETTER_OR_DIGIT.test(s[i + 1] ?? '') && LETTER_OR_DIGIT.test(s[i - 1] ?? '')) i++;
    else if (c === ' ' && LETTER_OR_DIGIT.test(s[i + 1] ?? '') && words < 4) {
      words++;
      i++;
    } else break;
  }
  // A note in brackets after the name says who it is ("Dana (me)", "Claude (AI)", "Nova (GPT-4)"): part of the name.
  const note = /^ \([\p{L}\p{N} .-]{1,16}\)/u.exec(s.slice(i, i + 20));
  if (note && i > at) i += note[0].length;
  return i;
}

/** A separator after the name (and its closers): its shape mark and length, or null. */
function separatorAt(s: string, i: number): { mark: string; length: number } | null {
  const c = s[i];
  const after = (n: number) => n >= s.length || /\s/.test(s[n] as string) || s[n] === '*' || s[n] === '_' || s[n] === '<';
  if (c === ':' || c === '：') {
    const n = s[i + 1] === ':' ? 2 : 1;
    return after(i + n) || c === '：' ? { mark: ':', length: n } : null;
  }
  // A dash or an arrow stands apart from the name and the text ("Kunde — text", "User -> text", "ai> text").
  const spaced = i > 0 && /\s/.test(s[i - 1] as string);
  for (const [token, mark] of [['—', '—'], ['–', '—'], ['--', '—'], ['-', '-'], ['=>', '>'], ['->', '>'], ['→', '>'], ['»', '>'], ['›', '>'], ['>', '>'], ['|', '|'], ['::', ':']] as const) {
    if (!s.startsWith(token, i) || !after(i + token.length)) continue;
    if ((mark === '—' || mark === '-') && !spaced) return null;
    // A ">" with text after it comes right after the name ("ai> text", a REPL's prompt); spaced, it is a
    // comparison ("if k > mid"), unless it ends the line ("User >"). Drawn arrows ("→", "»", "=>") stand spaced.
    // Spaced with text after it, it is read as a separator here ("Priya > Hey"); speaker discovery keeps it only
    // where two names recur at line starts and take turns, which a comparison never does.
    // A capitalised name ("Priya >"): a comparison in code opens with a keyword ("if k > mid").
    if (token === '>' && spaced && i + token.length < s.trimEnd().length && !/^[\p{Lu}\p{Lo}]/u.test(s)) return null;
    return { mark, length: token.length };
  }
  return null;
}

/**
 * A single mark around a name alone on its line ("~ Dana ~", "= Nova ="): a banner drawn with one mark, read
 * only when the same mark closes the line (an opening "- " or "* " alone is a list's bullet).
 */
function singleMarkBanner(s: string, i: number): RegExpExecArray | null {
  const mark = s[i] ?? '';
  if (!/^[~=+/—–─━═]$/.test(mark) || s[i + 1] !== ' ' || !s.endsWith(` ${mark}`) || s.length - i < 5) return null;
  return { 0: mark } as unknown as RegExpExecArray;
}

/** Reads a decorated speaker marker; null when the line is not one. See the module comment. */
export function readMarkedLabel(line: string): MarkedLabel | null {
  const s = line.trim();
  if (s.length === 0) return null;
  // Fast exit for prose: a line that opens with a letter is a marker only with a separator or a time after a
  // name's few words; any other line opens with decoration.
  if (LETTER.test(s[0] as string)) {
    if (!SEPARATOR_OR_DIGIT.test(s.slice(0, 64))) return null;
  } else if (!DECORATION_START.test(s) && !isSymbolUnit(s.charCodeAt(0))) return null;
  // The marker sits in a line's first characters: a long line is read only as far as a name can reach.
  // An emoji alone on its line that draws a party ("🧑" / "🤖" over each message): the emoji is the speaker.
  if (s.length <= 12 && isSymbolUnit(s.charCodeAt(0))) {
    let k = 0;
    while (k < s.length && isSymbolUnit(s.charCodeAt(k))) k++;
    if (k === s.length) {
      const role = roleOfEmoji(s);
      return role ? { name: s, rest: '', shape: 'E $', decorated: true, stamped: false, emojiRole: role } : null;
    }
  }
  const shape: string[] = [];
  const stack: string[] = [];
  let stamped = false;
  let turn: number | undefined;
  let i = 0;
  let decorated = false;
  let emoji = '';
  /** Only a counter, a quote mark or a bullet before the name. */
  let weak = false;
  let pipeOpen = false;
  let banner = '';
  // Prefix decoration.
  for (let step = 0; step < 10 && i < s.length; step++) {
    while (s[i] === ' ' || s[i] === '\t') i++;
    const head = s.slice(i, i + 100);
    const c = s.charCodeAt(i);
    let m: RegExpExecArray | null;
    if (!stamped && c >= 48 && c <= 57 && DIGIT_TIME_HINT.test(head) && (m = leadingStamp(head))) {
      stamped = true;
      shape.push('T');
    } else if (c === 91 /* [ */ && DIGIT_TIME_HINT.test(head) && (m = leadingStamp(head))) {
      stamped = true;
      shape.push('T');
    } else if ((m = COUNTER.exec(head)) && turn === undefined) {
      // A counter or a quote mark alone is a list's or a quote's as often as a transcript's: weak decoration.
      turn = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
      shape.push('#');
      weak = true;
      i += m[0].length;
      continue;
    } else if (turn === undefined && (m = TURN_BEFORE_NAME.exec(head))) {
      // The turn's number in words before the name ("Turn 3: Maya", "[Turn 3] Maya:", "Message 3 from Maya").
      turn = Number(m[1]);
      shape.push('#');
    } else if ((m = /^#{1,6}[ \t]+/.exec(head))) {
      shape.push(`h${m[0].trim().length}`);
    } else if ((m = /^>>[ \t]+(?=\p{L}[^:：]{0,30}$)/u.exec(head)) && shape.length === 0) {
      // ">> Dana" alone on its line: a doubled quote mark pointing at the speaker, as LibreChat's export draws it.
      shape.push('P');
    } else if ((m = /^>{1,3}[ \t]*/.exec(head)) && shape.length === 0) {
      shape.push(`q${m[0].trim().length}`);
      weak = true;
      i += m[0].length;
      continue;
    } else if ((m = BANNER_RUN.exec(head) ?? singleMarkBanner(s, i)) && /^[ \t]/.test(head.slice(m[0].length)) && !banner) {
      banner = m[0];
      shape.push(`B${m[0][0]}`);
      m = { 0: `${m[0]} ` } as unknown as RegExpExecArray;
    } else if ((m = HTML_OPEN.exec(head))) {
      stack.push(`</${(m[1] as string).toLowerCase()}>`);
      shape.push(`<${(m[1] as string).toLowerCase()}>`);
    } else if (c === 124 /* | */) {
      m = { 0: '|' } as unknown as RegExpExecArray;
      pipeOpen = true;
      shape.push('|');
    } else if ((m = /^(\*\*\*|\*\*|__|~~|`|\*|_)(?=[\p{L}@\p{N}\p{Extended_Pictographic}[(<【「『（])/u.exec(head))) {
      stack.push(m[1] as string);
      shape.push(m[1] as string);
    } else if ((m = BULLET.exec(head)) && !(head.startsWith('*') && /^\*\S/.test(head))) {
      // A bullet is a list's, as often as a transcript's: it does not make a marker decorated. A pointer does.
      if (POINTER.test(head)) {
        shape.push('P');
        i += m[0].length;
        decorated = true;
        continue;
      }
      shape.push('L');
      weak = true;
      i += m[0].length;
      continue;
    } else if ((m = EMOJI_SHORTCODE.exec(head))) {
      shape.push('E');
      emoji = m[0];
    } else if (BRACKET_CLOSE[head[0] ?? ''] !== undefined) {
      const open = head[0] as string;
      stack.push(BRACKET_CLOSE[open] as string);
      shape.push(open);
      m = { 0: open } as unknown as RegExpExecArray;
    } else if (isSymbolUnit(c)) {
      let k = i;
      while (k < s.length && k - i < 12 && isSymbolUnit(s.charCodeAt(k))) k++;
      if (s[k] !== ' ') return null;
      shape.push('E');
      emoji = s.slice(i, k);
      m = { 0: s.slice(i, k) } as unknown as RegExpExecArray;
    } else break;
    i += m[0].length;
    decorated = true;
  }
  while (s[i] === ' ') i++;
  const nameStart = i;
  const nameEnd = readName(s, i);
  if (nameEnd === nameStart) return null;
  let name = s.slice(nameStart, nameEnd).trim();
  i = nameEnd;
  shape.push('N');
  // A turn number after the name ("Dana #3", "Q1"): every turn has another, the speaker is the same.
  // "Speaker 1" / "Speaker 2" name two parties: a number after a space is read as a turn's by labels.ts, only after a role word.
  // So is a number in brackets after it ("## Author (1)" / "## Editor AI (2)"): a turn's, where "(me)" says who.
  const counted = /^(.*\D) #(\d{1,4})$/.exec(name) ?? /^(\p{Lu})(\d{1,3})$/u.exec(name) ?? /^(.*\S) \((\d{1,4})\)$/.exec(name) ?? NAME_TURN_IN_BRACKETS.exec(name);
  if (counted && turn === undefined) {
    name = counted[1] as string;
    turn = Number(counted[2]);
    shape.push('#');
  } else if (s[i] === ' ' && s[i + 1] === '#' && /^ #\d{1,4}\b/.test(s.slice(i, i + 7))) {
    const m = /^ #(\d{1,4})/.exec(s.slice(i, i + 7)) as RegExpExecArray;
    turn = Number(m[1]);
    i += m[0].length;
    shape.push('#');
  }
  // Suffix decoration: closers in the order opened, a time, the separator (once), a banner's closing run.
  let sep = '';
  /** The name ends inside brackets of its own ("（Priya）text", "**[Dana]** text"): the closing bracket parts it from the text. */
  let enclosed = false;
  for (let step = 0; step < 12 && i <= s.length; step++) {
    const ws = i;
    while (s[i] === ' ' || s[i] === '\t') i++;
    if (i >= s.length) break;
    const head = s.slice(i, i + 100);
    const top = stack[stack.length - 1];
    let m: RegExpExecArray | null;
    if (top !== undefined && head.startsWith(top)) {
      // "[text](url)", "[text][ref]": a Markdown link, not a name in brackets.
      if (top === ']' && (head[1] === '(' || head[1] === '[')) return null;
      if (!top.startsWith('<') && !/^[*_~`]/.test(top)) enclosed = true;
      stack.pop();
      shape.push(`/${top}`);
      i += top.length;
      continue;
    }
    if (!stamped && DIGIT_TIME_HINT.test(head) && (m = TRAILING_STAMP.exec(s.slice(ws, ws + 100)))) {
      stamped = true;
      decorated = true;
      shape.push('T');
      i = ws + m[0].length;
      continue;
    }
    // A banner's closing run before a separator: "— **Dana** —" closes, it does not separate.
    if (banner && head.startsWith(banner)) {
      shape.push(`/B`);
      i += banner.length;
      banner = '';
      continue;
    }
    // A verb of saying after the decorated name ("### **Tom** said:", "**Nova** replied"): the marker's, not the text's.
    if (!sep && (m = SAID_VERB.exec(head))) {
      shape.push('V');
      i += m[0].length;
      continue;
    }
    if (!sep) {
      const found = separatorAt(s, i);
      // A pipe after a cell's opening pipe closes the cell; it is the separator of a "| Name | text |" row.
      if (found) {
        sep = found.mark;
        shape.push(`S${sep}`);
        i += found.length;
        if (sep === '|') pipeOpen = false;
        continue;
      }
    }
    if (pipeOpen && head[0] === '|') {
      pipeOpen = false;
      shape.push('/|');
      i++;
      continue;
    }
    i = ws;
    break;
  }
  let rest = s.slice(i).trim();
  // "#### Maya — turn 3": the dash sets off the turn's number, not the message.
  const turnAfter = turn === undefined && sep && sep !== ':' ? TURN_AFTER_NAME.exec(rest) : null;
  if (turnAfter) {
    turn = Number(turnAfter[1]);
    shape.push('#');
    rest = '';
    sep = '';
    decorated = true;
  }
  // A block element closed at the end of the line ("<p><b>User:</b> hi</p>").
  while (stack.length > 0 && (stack[stack.length - 1] as string).startsWith('</') && rest.endsWith(stack[stack.length - 1] as string)) {
    rest = rest.slice(0, -(stack.pop() as string).length).trim();
  }
  // A run of "=" before the name that nothing closes is a heading's ("== Dana", AsciiDoc) when the name is alone;
  // other runs are comments ("// Get the modal", "-- create the table") or rules.
  if (banner.startsWith('=') && rest.length === 0 && !sep) banner = '';
  if (stack.length > 0 || banner || (pipeOpen && rest.length > 0)) return null;
  // A table row's last pipe closes its text cell. A row of three cells or more is a data table's ("| Speed | Slow |
  // Fast |"), not a speaker's: a transcript's row holds a name and a message.
  if (shape.includes('|') && rest.endsWith('|')) rest = rest.slice(0, -1).trim();
  if (shape.includes('|') && rest.includes('|')) return null;
  if (!sep && rest.length > 0 && !enclosed) return null;
  // A name alone on its line is a marker only in strong decoration ("(Moi)", "| User |"): "1. Zettelkasten
  // Method" is a list item, "> extends Spatial" a quote.
  // A quote mark before a capitalised name of one or two words alone on its line ("> Human" / "> Assistant" over each
  // message) is read too: weak, so speaker discovery keeps it only where two names recur and take turns (a quoted
  // "> extends Spatial" or "> Note" does neither).
  const quotedName = weak && shape[0]?.startsWith('q') === true && shape.length === 2 && rest.length === 0 && /^[\p{Lu}\p{Lo}][\p{L}\p{N}.'’-]*(?: [\p{L}\p{N}.'’-]+)?$/u.test(name);
  if (!sep && !decorated && !quotedName) return null;
  // A name and a colon without any decoration is the fixed reader's plain label (labels.ts), not this one's. After a
  // counter, a bullet or a quote mark alone it is as often a list's item ("1. Environment: …", "2. Agent: …"):
  // labeled.ts keeps such markers only where every name recurs.
  if (!decorated && !weak && sep === ':') return null;
  shape.push(rest.length > 0 ? '…' : '$');
  const emojiRole = emoji ? roleOfEmoji(emoji) : null;
  return { name, rest, shape: shape.join(' '), decorated, stamped, ...(turn === undefined ? {} : { turn }), ...(emojiRole ? { emojiRole } : {}) };
}
