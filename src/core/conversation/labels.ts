import { boundedMemo } from './memo';
import type { Role } from './types';
import { isAssistantName, roleWord, saidMarker } from './vocabulary';
import { MONTH, STAMP, TIME } from './stamps';
import { namesTurnInWords, readMarkedLabel, roleOfEmoji } from './label-marks';

/** Spec section 5 label lists, used verbatim by the spec rule (detectFormat). */
export const SPEC_USER_LABELS = ['Human', 'User', 'You', 'Person', 'Me'] as const;
export const SPEC_ASSISTANT_LABELS = ['Assistant', 'Model', 'AI', 'Bot', 'Claude', 'ChatGPT', 'GPT', 'OpenAI', 'Gemini', 'Bard'] as const;

/**
 * Speaker words the parser knows beyond the spec lists. They are priors, not a cage: unknown
 * names ("Dana:", "Jarvis:") are discovered from structure in parsers/speakers.ts.
 */
const USER_WORDS = new Set(
  [...SPEC_USER_LABELS, 'Q', 'Question', 'Prompt', 'Human user', 'Customer', 'Student', 'Client', 'Me (user)', 'Я', '我', 'Query', 'Request',
    // Windsurf's Cascade export ("# Cascade Chat Conversation"): "### User Input" / "### Planner Response".
    'User Input']
    .map((w) => w.toLowerCase()),
);
const ASSISTANT_WORDS = new Set(
  [...SPEC_ASSISTANT_LABELS, 'A', 'Answer', 'Response', 'Reply', 'Chatbot', 'AI Assistant', 'Bing', 'ИИ', 'Planner Response'].map((w) => w.toLowerCase()),
);
/** Model names as labels: "GPT-4o", "Claude 3 Opus", "ChatGPT 4o", "Gemini 1.5 Pro", "o3". */
// The words after the family name are a version or a tier, never ordinary words: "Claude Conversation Log" is a title.
const MODEL_NAME = /^(chat ?gpt|gpt|claude|gemini|llama|mistral|mixtral|qwen|deepseek|grok|copilot|phi|gemma|command|kimi|o\d)([ -](?:[\w.]*\d[\w.-]*|pro|mini|opus|sonnet|haiku|flash|turbo|ultra|nano|max|plus|instant|code|lite|large|small|medium|preview|thinking|reasoner|coder|instruct|latest|exp|experimental|r|v|x)){0,3}$/i;

/** Speakers that are in a transcript but are not one of the two parties: their lines are not turns. */
const THIRD_PARTY = new Set(
  [
    'system', 'system prompt', 'system message', 'tool', 'tool result', 'tool call', 'function', 'function call', 'developer', 'observation', 'sistema', 'système', 'система', '系统',
    // A coding agent's own steps between the person and its answer (Codex CLI: "thinking", "exec").
    'thinking', 'reasoning', 'exec',
  ],
);

/** A role a name states in parentheses: "Dana (user)", "Jarvis (AI)". */
// "Dana (AI)", "Kai（助手）": a space or a full-width bracket before the role; "print(bot)" is a call.
const PAREN_ROLE = /^(.*\S)(?:\s+\(([^()]{1,20})\)|\s*（([^（）]{1,20})）)$/;

/** Speaker names repeat on every turn; their role is worked out once. */
export const roleOfName: (name: string) => Role | null = boundedMemo(readRole, 5_000);

/** Words a custom assistant's name runs to ("Acme Support Bot"). */
const CUSTOM_NAME_WORDS = 3;
/** Keywords and punctuation of code, never in a speaker's name. */
const CODE_IN_NAME = /\b(?:import|from|require|include|using|def|class|new|return|const|let|var)\b|[=(){};]/;

function readRole(name: string): Role | null {
  const n = name.toLowerCase().replace(/\s+/g, ' ');
  if (USER_WORDS.has(n)) return 'user';
  if (ASSISTANT_WORDS.has(n) || MODEL_NAME.test(n)) return 'assistant';
  const word = roleWord(n);
  if (word) return word;
  if (isAssistantName(n)) return 'assistant';
  // "Kibi Bot", "Study AI", "Acme Assistant": a custom assistant says what it is, in a name's few words;
  // "from chatterbot import ChatBot" is a line of code that ends in one (it was cut out of its message).
  if (/(^|\s)(bot|ai|gpt|assistant|copilot|chatbot)$/.test(n) && n.split(' ').length <= CUSTOM_NAME_WORDS && !CODE_IN_NAME.test(n)) return 'assistant';
  const paren = PAREN_ROLE.exec(n);
  const innerRole = paren?.[2] ?? paren?.[3];
  if (innerRole !== undefined) {
    const inner = innerRole.trim();
    const stated = USER_WORDS.has(inner) || roleWord(inner) === 'user' ? 'user' : ASSISTANT_WORDS.has(inner) || roleWord(inner) === 'assistant' || isAssistantName(inner) ? 'assistant' : null;
    if (stated) return stated;
    // A note in parentheses after a known speaker says what the turn does, not who speaks ("Kimi（主动回忆）",
    // "Claude (after the fix)"): the name before it decides.
    const base = (paren?.[1] ?? '').trim();
    return base.length > 0 && base !== n ? readRole(base) : null;
  }
  return null;
}

export function isThirdParty(name: string): boolean {
  return THIRD_PARTY.has(name.toLowerCase().replace(/\s+/g, ' '));
}

/**
 * How a label is written; one conversation uses one style, so styles are compared as groups.
 * `bracket` is a name in brackets ("[User]", "【用户】", "「ユーザー」"); `marked` is any other decoration
 * around a name (label-marks.ts), grouped by its shape.
 */
export type LabelStyle = 'plain' | 'bare' | 'heading' | 'bold' | 'bracket' | 'marked';

export interface LabelLine {
  name: string;
  style: LabelStyle;
  /** A screen-reader heading ("You said:", "ChatGPT dijo:", "Vous avez dit :"). */
  said: boolean;
  /** Text after the label on the same line ("User: hi" -> "hi"). */
  rest: string;
  /** A time or date printed with the label ("[10:02 AM] Dana:", "Dana (10:02):"). */
  stamped: boolean;
  /** Inside a Markdown/Obsidian callout ("> [!user] **Dana**"): the message's lines are quoted. */
  callout: boolean;
  /** The role the label itself states: a said-heading, a callout type, "(user)". */
  roleHint: Role | null;
  /** Lines under a name line that belong to its header (a time, an "APP" badge): parsers/name-meta.ts. */
  meta?: number;
  /** The turn number a heading prints before the name ("## [3] 🤖 Claude"): sections of one turn share it. */
  turn?: number;
  /** A `marked` label's decoration with the name generalised (label-marks.ts): one transcript's markers share it. */
  shape?: string;
  /** A `marked` label's decoration is more than a separator (brackets, bold, a tag, a counter, a time). */
  decorated?: boolean;
}

/**
 * "User (2025-11-15 06:33Z)", "Agent (model grok-code-fast-1, mode Agent)": a name, then a time or a model
 * note in brackets; the name may carry the person's login after a colon ("User: dana-k (2026-04-23 05:47Z)",
 * a session logger's header): the speaker is the word before it.
 */
const BOLD_NAME_WITH_NOTE = /^([\p{L}][\p{L}\p{N} ._-]{0,30}?)(?:\s*:\s*[\p{L}\p{N}@._-]{1,40})?\s*\((?:\d{4}-\d{2}-\d{2}[^()]{0,30}|model [^()]{1,80})\)$/u;

/** "Q. ", "A.  ", "D. ": one capital letter, a full stop, then the text after a space. */
const LETTER_WITH_STOP = /^\p{Lu}(\d{1,3})?\.[ \t]+(?=\S)/u;

/** "** User", "*** Assistant": an Org-mode heading whose title is one short name, nothing after it. */
const ORG_HEADING = /^\*{1,6} [\p{L}\p{N}][\p{L}\p{N} ._-]{0,40}$/u;

/**
 * Cheap guard: every STAMP holds a time ("10:02"), a date written with digits ("2026-11-25", "25.11.26",
 * "2026. 11. 25.", "2026年…") or a month name beside a number ("Nov 25", "25 November"). The stamp
 * patterns below are a few thousand characters each: a line without any of these never makes V8
 * compile them (most lines with a digit are list items, code or numbers in prose).
 */
const STAMP_HINT = new RegExp(String.raw`\d(?::\d|[-/.]\d|\.\s\d|年)|\b${MONTH}\s\d|\d\s${MONTH}`, 'i');
export const mayHoldStamp = (text: string): boolean => STAMP_HINT.test(text);

/** "[10:02 AM] ", "(2024-05-01 10:02) ", "10:02 - ", "2024-05-01 10:02 | " before the name. */
const LEADING_STAMP = new RegExp(String.raw`^(?:\[${STAMP}\]|\(${STAMP}\)|${STAMP})\s*(?:[-–—|·,]\s*)?`, 'i');
/**
 * " (10:02)", " [10:02 AM]", " - 10/10/2025 at 5:51 PM", ", 10:02", ", [24.11.2026 10:02]" (Telegram Desktop),
 * "  10:27 AM  APP" (Slack and Discord mark an app's or a bot's messages with a badge after the time),
 * " — Today at 10:02 AM" (Discord) after the name, before the colon or the line end. The name may hold digits
 * ("kestrel_77"): the lazy name stops at the first place a whole stamp follows.
 */
const TRAILING_STAMP = new RegExp(
  String.raw`^([^:：\n]{1,48}?)\s*(?:[-–—·,|]?\s*[(\[]${STAMP}[)\]]|[-–—·,|]\s*${STAMP}|\s+(?:at\s+)?${STAMP})(?:\s+(?:app|bot))?(?=\s*(?:\*\*|__)?\s*(?:[:：]|$))`,
  'i',
);
/** "[오전 10:05] ", "[10:05 AM] " right after a bracketed name. */
const BRACKETED_STAMP = new RegExp(String.raw`^\[${STAMP}\]\s*`, 'i');
/** A line that is only a time or a date (with a dash or bullet before it): the stamp printed under a name line. */
const STAMP_LINE = new RegExp(String.raw`^(?:[-–—·•|]\s*)?(?:[(\[]${STAMP}[)\]]|${STAMP}|\d{1,2}[/.]\d{1,2},?\s+${TIME})$`, 'i');
export const isStampLine = (t: string): boolean => mayHoldStamp(t) && STAMP_LINE.test(t);
/** Obsidian / GitHub callout opening a quoted block: "> [!nexus_user] **User** - ...". */
const BANNER = /^([-=#~—–]{2,8}|[*_]{3,8})[ \t]*(\p{L}[\p{L}\p{N} ._-]{0,30}?)[ \t]*[:：]?[ \t]*\1$/u;
const NAME_AND_COLON_ALONE = /^\p{L}[\p{L}\p{N} ._-]{0,30}[:：]\s*$/u;
const CALLOUT = /^>\s*\[!([\w-]{1,30})\][+-]?\s*/;

// "<nick> text" is how IRC logs write the speaker; only read with text after it (a lone "<div>" is markup).
const BRACKETS: Readonly<Record<string, string>> = { '<': '>', '[': ']', '【': '】', '「': '」', '『': '』', '〈': '〉', '《': '》', '［': '］' };

function isNameChar(c: number): boolean {
  // Letters/digits of any script, space, and . - _ ' ’ ( ) @ | inside names like "GPT-4o", "Me (user)", "@dana_k".
  // "|" joins a bot's name parts in Telegram ("GPT-4o | ChatGPT Bot").
  if (c === 32 || c === 46 || c === 45 || c === 95 || c === 39 || c === 0x2019 || c === 40 || c === 41 || c === 64 || c === 124) return true;
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  // Full-width colon and closing CJK brackets end a name; CJK sentence punctuation (、。，？！；) is no
  // part of one ("没有，都能吃" is a message line, not a speaker), as the ASCII comma is not.
  return c !== 0xff1a && c !== 0x3011 && c !== 0x300d && c !== 0x300f && c !== 0x3001 && c !== 0x3002 && c !== 0xff0c && c !== 0xff1f && c !== 0xff01 && c !== 0xff1b;
}

const NAME_START = /^(\p{L}|@\p{L}|\+\d)/u;

/** The verbs of speech a transcript names its turns with ("Dana said:", "Jarvis replied:", "**@aiko** wrote:"). */
const SPEECH_VERBS = 'said|says|wrote|writes|asked|asks|replied|replies|answered|answers|responded|responds';
/** A verb of speech between a bold name and its colon, up to the colon ("wrote:" in "**@aiko** wrote:"). */
const SAID_VERB_AFTER_NAME = new RegExp(`^(?:${SPEECH_VERBS})\\s*[:：]`, 'i');
/** A name read with its verb of speech ("Dana said"): the name before the verb. */
const NAME_THEN_SAID_VERB = new RegExp(`^(.*\\S)\\s+(?:${SPEECH_VERBS})$`, 'i');
/**
 * An account number shown as the person's name on a line of its own ("123123" over each of their
 * messages in a chatbot page's copy; QQ-style numeric ids). Only a bare line can be one: as a bare
 * label it counts only where it takes turns with another name (alternatingHeadings).
 */
export const ACCOUNT_NUMBER = /^\d{3,20}$/;
/** One UTF-16 unit of an emoji or pictograph (surrogate halves and joiners included, tested one unit at a time). */
function isSymbolUnit(c: number): boolean {
  return (c >= 0xd800 && c <= 0xdfff) || c === 0xfe0f || c === 0x200d || (c >= 0x2190 && c <= 0x2bff) || (c >= 0x2600 && c <= 0x27bf);
}

function calloutRole(type: string): Role | null {
  const t = type.toLowerCase();
  if (/(^|[_-])(user|human|me|question|prompt|you)($|[_-])/.test(t)) return 'user';
  if (/(^|[_-])(assistant|ai|bot|answer|model|response|agent)($|[_-])/.test(t) || isAssistantName(t)) return 'assistant';
  return null;
}

/** "🧑: text" / "🤖:" — one to four emoji code units, then a colon: the emoji is the speaker's name. */
function emojiLabel(s: string, from: number, to: number, stamped: boolean, callout: boolean, roleHint: Role | null): LabelLine | null {
  let i = to;
  while (s[i] === ' ') i++;
  if (s[i] !== ':' && s[i] !== '\uff1a') return null;
  const rest = s.slice(i + 1).trim();
  // A robot or a person drawn as the speaker says which party it is ("🤖: …", "👤: …").
  return { name: s.slice(from, to), style: 'plain', said: false, rest, stamped, callout, roleHint: roleHint ?? roleOfEmoji(s.slice(from, to)) };
}

/**
 * A party's emoji at the very start of a line, then a space and the message ("🙋 which one is faster?" / "🤖 The
 * second one, because…"): a hand-made transcript draws its speakers instead of naming them. Only an emoji that
 * draws a party (a person, a robot: roleOfEmoji), and only when no reading of a name after it holds
 * ("👤 Dana • …" names Dana): read last, by parseLabelLine.
 */
function emojiBeforeWords(s: string): LabelLine | null {
  let to = 0;
  while (to < s.length && to < 12 && isSymbolUnit(s.charCodeAt(to))) to++;
  if (to === 0 || s[to] !== ' ' || !/^ +\S/u.test(s.slice(to))) return null;
  const role = roleOfEmoji(s.slice(0, to));
  return role === null ? null : { name: s.slice(0, to), style: 'plain', said: false, rest: s.slice(to).trim(), stamped: false, callout: false, roleHint: role };
}

/** A line without the date or time a chat export prints before it ("25.11.26, 10:06 - …"). */
export function withoutLeadingStamp(t: string): string {
  const m = mayHoldStamp(t) ? LEADING_STAMP.exec(t) : null;
  return m && m[0].length < t.length ? t.slice(m[0].length) : t;
}

/** Removes a date or time printed with the label; reports whether there was one. */
function stripStamps(s: string): { s: string; stamped: boolean } {
  let stamped = false;
  const c0 = s.charCodeAt(0);
  if (((c0 >= 48 && c0 <= 57) || c0 === 91 || c0 === 40) && mayHoldStamp(s)) {
    const m = LEADING_STAMP.exec(s);
    if (m && m[0].length < s.length) {
      s = s.slice(m[0].length);
      stamped = true;
    }
  }
  const head = s.length > 96 ? s.slice(0, 96) : s;
  if (mayHoldStamp(head)) {
    const m = TRAILING_STAMP.exec(head);
    if (m?.[1] !== undefined) {
      // A chat app's tag after the name ("pawnstorm [CHESS] — Today at 8:01 PM", Discord's server tag) is no part of it.
      s = m[1].replace(/\s+\[[\p{L}\p{N}]{1,6}\]$/u, '') + s.slice(m[0].length);
      stamped = true;
    }
  }
  return { s, stamped };
}

/**
 * Reads a speaker-label line: "User: hi", "User:", "You said:", "**User:** hi", "**User**:",
 * "## User", "#### You:", "## 👤 User", "You" (bare), "[10:02 AM] Dana:", "Dana (10:02):",
 * "【用户】", "[User]:", "> [!user] **Dana** - 10/10/2025 at 5:51 PM", "### @dana_k".
 * Hand-written scanner plus anchored, length-bounded patterns: linear on long lines.
 * Returns null when the line cannot be a label.
 */
/**
 * A heading's decoration before a said-heading: up to three tokens that are an emoji, an id or a number
 * with a digit in it, or marks ("### 🔥 cgpt06.1300-01.  나의 말: …", "## Q3 — You said: …", "### 2) ChatGPT said:").
 * A note-taker numbers the turns they keep; the said-heading after the number still says who speaks.
 */
const HEADING_DECORATION = /^(#{1,6})[ \t]+((?:(?:\p{Extended_Pictographic}\uFE0F?|[\p{L}\p{N}]*\d[\p{L}\p{N}.:()/-]*|[-–—•·.:)(\][]+)[ \t]+){1,3})(\S.*)$/u;

/** A said-heading after a heading's decoration, with the turn's first words on the line; null when there is none. */
function decoratedSaidHeading(line: string): LabelLine | null {
  if (line.charCodeAt(0) !== 35 /* # */ || line.length > 400) return null;
  const m = HEADING_DECORATION.exec(line);
  if (!m?.[1] || !m[3]) return null;
  const inner = readLabel(`${m[1]} ${m[3]}`);
  if (!inner || !(inner.style === 'heading' || inner.style === 'bold' || inner.style === 'plain')) return null;
  const said = inner.said ? { name: inner.name, role: inner.roleHint } : saidMarkerOfName(inner.name);
  if (!said) return null;
  return { ...inner, name: said.name ?? 'You', style: 'heading', said: true, roleHint: said.role };
}

/**
 * An inline field naming the speaker, alone on its line ("role::assistant", Obsidian's Dataview syntax, as a
 * note-taking plugin's chats write it between turns): the value is the speaker when it names a role or an assistant.
 */
const INLINE_FIELD = /^[ \t]*[A-Za-z][\w-]{0,15}::[ \t]*([\p{L}][\p{L}\p{N} ._-]{0,30}?)[ \t]*$/u;

export function parseLabelLine(line: string): LabelLine | null {
  // A name alone on a line set in as code is ("        try:", "    finally:", "  properties:") is a block's
  // opener, not a speaker: pages and transcripts put speaker names at the margin.
  if (/^(?: {4,}|\t)\S[^:：]{0,40}[:：]\s*$/.test(line)) return null;
  const field = line.length <= 50 && line.includes('::') ? INLINE_FIELD.exec(line) : null;
  if (field && (readRole(field[1] as string) !== null || isAssistantName(field[1] as string))) {
    return { name: field[1] as string, style: 'plain', said: false, rest: '', stamped: false, callout: false, roleHint: null };
  }
  const label = readLabelLine(line);
  // A sentence read as a bare name under the emoji ("🙋 That's great."): the emoji is the speaker, the sentence its message.
  if (label?.style === 'bare' && /[.!?。！？]$/u.test(label.name)) return emojiBeforeWords(line.trim()) ?? withShape(line, withoutItalicsCloser(line, label));
  if (label === null || misreadMarkup(line, label)) return markedLabel(line) ?? label ?? emojiBeforeWords(line.trim());
  return withShape(line, withoutItalicsCloser(line, label));
}

/** Bold italics ("***Dana:*** and soft-boiled?") read as bold leave the italics' closing star on the text. */
function withoutItalicsCloser(line: string, label: LabelLine): LabelLine {
  if (label.style !== 'bold' || !label.rest.startsWith('*') || label.rest.startsWith('**') || !/^\s*\*\*\*/.test(line)) return label;
  return { ...label, rest: label.rest.slice(1).trimStart() };
}

/** A heading whose name is set in bold before a verb of saying ("### **Tom** said:"): read as "### Tom said:". */
const BOLD_NAME_SAID_HEADING = /^(#{1,6}[ \t]+)\*\*([^*\n]{1,40})\*\*([ \t]+\p{L}{2,16}[ \t]*[:：]?[ \t]*)$/u;

function readLabelLine(line: string): LabelLine | null {
  const boldSaid = line.length <= 80 ? BOLD_NAME_SAID_HEADING.exec(line.trim()) : null;
  if (boldSaid) {
    const plain = readLabelLine(`${boldSaid[1]}${boldSaid[2]}${boldSaid[3]}`);
    if (plain?.said) return plain;
  }
  const decorated = decoratedSaidHeading(line);
  if (decorated) return decorated;
  const label = readLabel(line);
  // Screen-reader headings in any UI language ("Tú dijiste:", "ChatGPT hat gesagt:", "你说："):
  // the label's name is a phrase; the speaker is the person, or the assistant it names.
  if (line.length <= 80 && (label === null || label.rest.length === 0)) {
    const said = saidMarker(line.trim());
    const name = said ? (said.name ?? 'You') : null;
    if (said && name !== null && (label === null || label.name.toLowerCase() !== name.toLowerCase() || label.said)) {
      return { name, style: label?.style ?? 'plain', said: true, rest: '', stamped: false, callout: false, roleHint: said.role };
    }
  } else if (label && label.rest.length > 0 && !label.said && (label.style === 'plain' || label.style === 'heading' || label.style === 'bold')) {
    // A heading with the message's first words after it ("Claude responded: Use flexbox…").
    const said = saidMarkerOfName(label.name);
    if (said) return { ...label, name: said.name ?? 'You', said: true, roleHint: said.role };
  }
  if (label && label.style === 'heading' && label.rest.length === 0 && !label.roleHint && !label.said) {
    const hint = speakerOfPhrase(label.name);
    if (hint) return { ...label, roleHint: hint };
  }
  return label;
}

/**
 * The shape of a line the fixed reader read (label-marks.ts), when the marker model reads the same name
 * from it: "**2. A:**" (a bold label, its counter before a role) and "**1. H:**" (a marker) are one shape.
 * A bare reading that swallowed a separator ("User — Hell yeah" as a name) gives way to the marker's.
 */
function withShape(line: string, label: LabelLine): LabelLine {
  if (label.callout) return label;
  // A turn's number in words read as part of the name ("## Turn 3: Maya" as "Turn 3" saying "Maya"): the
  // marker model reads the speaker and the number apart (it reads only a line's first characters, so a
  // long line costs no more).
  if (namesTurnInWords(label.name)) {
    const turned = readMarkedLabel(line);
    // The style stays the fixed reader's, so a known name ("## Turn 1: Student") and an unknown one ("## Turn 2:
    // Tutor") on lines of one shape are read as one transcript's labels.
    if (turned?.turn !== undefined && turned.name !== label.name && !namesTurnInWords(turned.name)) {
      return { ...label, name: turned.name, rest: turned.rest, turn: turned.turn, shape: turned.shape, decorated: true, roleHint: roleOfName(turned.name) ? null : (turned.emojiRole ?? null) };
    }
  }
  if (line.length > 400) return label;
  const first = line.trimStart().charCodeAt(0);
  // The fixed reader takes "—" as a name's character: "Response — A: Hey…" is read as "Response — A". ("|" joins a
  // Telegram bot's name parts, "GPT-4o | ChatGPT Bot", and stays.)
  const bareWithSeparator = (label.style === 'bare' || label.style === 'plain') && (/\s[—–>»→·•-]\s|\s[—–>»→]$/.test(label.name) || pipeBeforeText(label.name));
  // Only lines that open with decoration, or a bare reading that may hold a separator, can read otherwise.
  if (!bareWithSeparator && (first >= 48 && first <= 57 ? false : /[\p{L}]/u.test(String.fromCharCode(first)))) return label;
  const m = readMarkedLabel(line);
  if (!m) return label;
  if (bareWithSeparator) return markedLabel(line) ?? label;
  // A bare reading that took a banner's marks for the name's ("─── Tomás ───" as "Tomás ───").
  if (label.style === 'bare' && m.decorated && m.name !== label.name && label.name.includes(m.name)) return markedLabel(line) ?? label;
  // The turn's number in brackets read as part of the name ("## Author (1)" as "Author (1)"): the marker's reading.
  if (m.turn !== undefined && m.decorated && label.name === `${m.name} (${m.turn})`) return { ...label, name: m.name, turn: m.turn, shape: m.shape, decorated: true };
  if (m.name.toLowerCase() !== label.name.toLowerCase() || !m.decorated) return label;
  // The emoji beside an unknown name says whose it is ("## 🤖 Nova"); a known name says it itself.
  return { ...label, shape: m.shape, decorated: true, roleHint: label.roleHint ?? (roleOfName(label.name) ? null : (m.emojiRole ?? null)) };
}

/**
 * A pipe between a speaker and the text ("User | 如何证明…"), not inside a bot's name ("GPT-4o | ChatGPT Bot",
 * "Нейросеть GPT | Бот"):
 * the person's role word before it, or after it more than a name holds (a run of CJK text, or a long stretch).
 */
function pipeBeforeText(name: string): boolean {
  const at = name.indexOf(' | ');
  if (at <= 0) return false;
  const after = name.slice(at + 3);
  return readRole(name.slice(0, at)) === 'user' || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{6}/u.test(after) || after.length > 30;
}

/** An HTML element read as an IRC nick ("<b>User:</b> hi" as "<b>" saying "User:</b> hi"). */
function misreadMarkup(line: string, label: LabelLine): boolean {
  return label.style === 'bracket' && line.trimStart().startsWith('<') && /^<([a-z][a-z0-9]*)\b[^<>]*>.*<\/\1\s*>/i.test(line.trim());
}

/** Decoration the fixed reader does not know, read by the marker model (label-marks.ts). */
function markedLabel(line: string): LabelLine | null {
  const read = readMarkedLabel(line);
  if (!read) return null;
  // A role word and the turn's number ("User 2", "Assistant 3"); "Speaker 2" is a party of its own.
  const numbered = read.turn === undefined ? /^(.*\D) (\d{1,4})$/.exec(read.name) : null;
  const m = numbered && readRole(numbered[1] as string) !== null ? { ...read, name: numbered[1] as string, turn: Number(numbered[2]), shape: read.shape.replace(/(^|\s)N(?=\s|$)/, '$1N #') } : read;
  return { name: m.name, style: 'marked', said: false, rest: m.rest, stamped: m.stamped, callout: false, roleHint: roleOfName(m.name) ? null : (m.emojiRole ?? null), shape: m.shape, decorated: m.decorated, ...(m.turn === undefined ? {} : { turn: m.turn }) };
}

/**
 * A heading that names its speaker inside a phrase about the turn: "用户的初始请求 (User's Initial
 * Request)", "AI 做了什么", "Gemini的回应", "User's question", "Assistant response". The phrase must
 * speak of asking or answering, so "## User stories" in an answer names no one.
 */
const SPEECH_ACT = /(?:请求|需求|问题|提问|回应|回答|回复|答复|做了什么|的话|質問|回答|依頼|요청|질문|답변|응답|\b(?:request|question|prompt|query|input|response|answer|reply|output|message)s?\b)/iu;
const PHRASE_HEAD = /^(?:([\p{Script=Latin}\d.-]+)(?:['’]s)?(?=[\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Hangul}])|([\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}]{1,4}?)(?=[的の의]|需求|请求|问题|提问|回应|回答|回复))/u;
function speakerOfPhrase(name: string): Role | null {
  if (name.length > 60 || !SPEECH_ACT.test(name)) return null;
  const m = PHRASE_HEAD.exec(name);
  const head = m?.[1] ?? m?.[2];
  return head ? roleOfName(head) : null;
}

/** Every turn of a transcript repeats its label's name: its said-heading reading is worked out once. */
const saidMarkerOfName = boundedMemo(saidMarker, 5_000);

const COUNTED_TURN = /^\p{L}{2,12}[ \t]+#?(\d{1,4})[ \t]*[-–—:|·][ \t]+(?=\S)/u;

const HASH_NAME_LABEL = /^\p{L}[\p{L}\p{N} _-]{0,30}[:：]\s*$/u;

function readLabel(line: string): LabelLine | null {
  let s = line.trim();
  if (s.length === 0) return null;
  // Fast exit for ordinary text: a long line is a label only if a colon or a closing bracket comes early.
  if (s.length > 48) {
    const head = s.slice(0, 100);
    // ("<nick> a long line" is IRC's speaker before the text.)
    if (!head.includes(':') && !head.includes('\uff1a') && !head.includes('】') && !head.includes('」') && !head.includes(']') && s.charCodeAt(0) !== 60 && !LETTER_WITH_STOP.test(head)) return null;
  }
  let callout = false;
  let roleHint: Role | null = null;
  // LibreChat's text export marks each speaker ">> User:" / ">> Claude:".
  if (s.startsWith('>> ') && /^>> [^>\s]/.test(s) && /[:：]\s*$|[:：]\s/.test(s.slice(0, 60))) s = s.slice(3);
  if (s.charCodeAt(0) === 62 /* > */ && !(/^>{2,3}[ \t]/.test(s) && NAME_AND_COLON_ALONE.test(s.replace(/^>{2,3}[ \t]+/, '')))) {
    const m = CALLOUT.exec(s);
    if (!m?.[1]) return null;
    callout = true;
    roleHint = calloutRole(m[1]);
    s = s.slice(m[0].length);
    if (s.length === 0) return { name: m[1], style: 'bracket', said: false, rest: '', stamped: false, callout, roleHint };
  }
  const stamp = stripStamps(s);
  s = stamp.s;
  // A name framed by the same run of marks on both sides, alone on its line ("=== USER ===", "--- Assistant ---",
  // "### User ###"): how scripts and hand-made logs set a speaker apart. Speaker discovery still has to
  // see two such names take turns ("### Summary ###" alone is no one). Two stars or underscores are bold ("**User:**").
  const banner = BANNER.exec(s);
  if (banner?.[2] !== undefined && !callout) return { name: banner[2], style: 'bracket', said: false, rest: '', stamped: stamp.stamped, callout, roleHint };
  let i = 0;
  let heading = false;
  // An Org-mode heading ("** User", "*** Assistant"): stars, a space, and the name alone on the line
  // ("* Step: …" with text after it is a Markdown bullet).
  if (s[0] === '*' && ORG_HEADING.test(s)) {
    while (s[i] === '*') i++;
    heading = true;
    while (s[i] === ' ') i++;
  } else if (s[0] === '#') {
    while (i < s.length && s[i] === '#') i++;
    if (i > 6) return null;
    // "#USER:" / "#GROK:": a hand-written heading with no space, only as a name and a colon alone on the line.
    if (s[i] !== ' ' && !HASH_NAME_LABEL.test(s.slice(i))) return null;
    heading = true;
    while (s[i] === ' ') i++;
  }
  // A turn counter before the name in a heading ("## [3] 👤 User (14:01:43)", "### 12. Assistant"):
  // every turn has another, the speaker is the same.
  let turn: number | undefined;
  if (heading) {
    const counter = /^(?:\[(\d{1,4})\]|(\d{1,4})[.)])[ \t]+(?=\S)/.exec(s.slice(i, i + 10));
    if (counter) {
      i += counter[0].length;
      turn = Number(counter[1] ?? counter[2]);
    } else {
      // A counted turn before the speaker ("## Message 3 - ASSISTANT", a chat export rendered to Markdown):
      // a word and the turn's number, a dash or colon, then a role or an assistant's name — "## Step 2 - Deploy"
      // names no one and stays a heading.
      const counted = COUNTED_TURN.exec(s.slice(i, i + 24));
      if (counted && readRole(s.slice(i + counted[0].length).replace(/[*_:：\s]+$/u, '')) !== null) {
        i += counted[0].length;
        turn = Number(counted[1]);
      }
    }
  }
  // An emoji before the bold name ("👤 **User:**" / "🤖 **Assistant:**", exporters of agent chats): it
  // decorates the label as it does inside the bold ("**👤 User:**"), read below.
  let lead = i;
  while (lead < s.length && lead - i < 12 && isSymbolUnit(s.charCodeAt(lead))) lead++;
  if (lead > i && s[lead] === ' ') {
    while (s[lead] === ' ') lead++;
    if (s.startsWith('**', lead) || s.startsWith('__', lead)) i = lead;
  }
  // Italic around bold ("_**User**_", SpecStory's export of Cursor chats; "***User***").
  let italic = '';
  if ((s[i] === '_' || s[i] === '*') && (s.startsWith('**', i + 1) || s.startsWith('__', i + 1))) {
    italic = s[i] as string;
    i++;
  }
  // The name in bold ("**User:**"), or in italics alone ("*User:*", "_Assistant:_"): the marker that
  // opens it closes it. A single marker counts only right before a letter ("* item" is a bullet).
  let bold = false;
  let mark = '';
  if (s.startsWith('**', i) || s.startsWith('__', i)) mark = s.slice(i, i + 2);
  else if (!italic && (s[i] === '*' || s[i] === '_') && /\p{L}/u.test(s[i + 1] ?? '')) mark = s[i] as string;
  if (mark) {
    bold = true;
    i += mark.length;
    while (s[i] === ' ') i++;
  }
  // An arrow drawn before the name ("## >>> UTILISATEUR #1", "## <<< ASSISTANT", "→ User:"): a session
  // archiver's marker of who speaks, not part of the name.
  // Outside a heading or bold, only before a name and a colon alone on the line (">>> User:"): ">>> text" is a prompt sign.
  const arrow = /^(?:>{2,3}|<{2,3}|=>|->|→|»)[ \t]+(?=\p{L})/u.exec(s.slice(i, i + 8));
  if (arrow && (heading || bold || NAME_AND_COLON_ALONE.test(s.slice(i + arrow[0].length)))) i += arrow[0].length;
  // A turn counter inside the bold ("**1. User:**", "**[3] Assistant:**"), before a role or an assistant's
  // name only: "**1. Install the CLI:**" is a step of an answer.
  if (bold && turn === undefined) {
    const counter = /^(?:\[(\d{1,4})\]|(\d{1,4})[.)])[ \t]+(?=\p{L})/u.exec(s.slice(i, i + 10));
    const after = counter ? s.slice(i + counter[0].length) : '';
    const end = after.search(/[*_:：]/);
    if (counter && end > 0 && readRole(after.slice(0, end).trim()) !== null) {
      i += counter[0].length;
      turn = Number(counter[1] ?? counter[2]);
    }
  }
  // An emoji or pictograph before the name ("## 👤 User", "### 🧑‍💻 User"): one emoji, joined
  // sequences included (up to 12 code units), then a space.
  // ASCII punctuation is not allowed there: "% Note:" or "- Step:" are content lines.
  const symStart = i;
  while (i < s.length && i - symStart < 12 && isSymbolUnit(s.charCodeAt(i))) i++;
  if (i > symStart) {
    // An emoji that is the speaker itself ("🧑: text", "🤖:"): hand-made transcripts draw the parties.
    const emojiName = emojiLabel(s, symStart, i, stamp.stamped, callout, roleHint);
    if (emojiName) return emojiName;
    if (s[i] !== ' ') return null;
    while (s[i] === ' ') i++;
  }
  let bracketed = false;
  let letterWithStop = false;
  let name: string;
  const close = BRACKETS[s[i] ?? ''];
  if (close !== undefined) {
    const end = s.indexOf(close, i + 1);
    if (end < 0 || end - i > 41) return null;
    name = s.slice(i + 1, end).trim();
    i = end + 1;
    // "[text](url)" is a Markdown link; "[x]" a task box.
    if (s[i] === '(' || name.length < 1 || /^[ xX]$/.test(name)) return null;
    // "<nick> text" (IRC); a lone "<div>" or "<T>" is markup, not a speaker.
    if (close === '>' && s.slice(i).trim().length === 0) return null;
    for (let k = 0; k < name.length; k++) if (!isNameChar(name.charCodeAt(k))) return null;
    bracketed = true;
  } else {
    const nameStart = i;
    // "Q. …" / "A. …", "D. …" / "R. …": a one-letter label closed by a full stop (printed interview
    // transcripts). Speaker discovery still has to see two letters take turns.
    const stop = !bold && !heading ? LETTER_WITH_STOP.exec(s.slice(i, i + 8)) : null;
    if (stop) {
      letterWithStop = true;
      i += stop[0].length;
      // "Q3. …" / "A3. …": the pair's number after the letter counts the turn; the letter is the speaker.
      if (stop[1] !== undefined) turn = Number(stop[1]);
    }
    // A phone number as the name ("+18002428478", an SMS chat with an assistant's number).
    if (s[i] === '+' && /\d/.test(s[i + 1] ?? '')) i++;
    // In bold, the name ends at the closing marker ("__User__:", where "_" is also a name character).
    const marker = bold ? s.indexOf(mark, nameStart) : -1;
    const limit = marker > nameStart ? marker : s.length;
    // In bold, a note about the turn in brackets after the name: its time or the model that wrote it
    // ("_**User (2025-11-15 06:33Z)**_", "_**Agent (model grok-code-fast-1, mode Agent)**_", SpecStory).
    const noted = marker > nameStart ? BOLD_NAME_WITH_NOTE.exec(s.slice(nameStart, marker)) : null;
    if (noted?.[1] !== undefined) {
      name = noted[1];
      i = marker;
      stamp.stamped = true;
    } else {
      if (!letterWithStop) while (i < limit && i - nameStart <= 48 && isNameChar(s.charCodeAt(i))) i++;
      name = letterWithStop ? s.slice(nameStart, nameStart + 1) : s.slice(nameStart, i).trim();
    }
  }
  if (name.length === 0 || name.length > 48) return null;
  if (!NAME_START.test(name) && !(ACCOUNT_NUMBER.test(name) && !heading && !bold && !bracketed && s.slice(i).trim() === '')) return null;
  // A turn number after the name ("UTILISATEUR #1", "User 2"): every turn has another, the speaker is the same.
  if (s[i] === '#' && /^#\d{1,4}\s*$|^#\d{1,4}\s*[:：]/.test(s.slice(i))) {
    i++;
    while (/\d/.test(s[i] ?? '')) i++;
    name = name.trim();
  } else if (/\s\d{1,4}$/.test(name) && (heading || bold) && readRole(name.replace(/\s+\d{1,4}$/, '')) !== null) {
    name = name.replace(/\s+\d{1,4}$/, '');
  }
  let closed = false;
  if (bold && s.startsWith(mark, i)) {
    i += mark.length;
    closed = true;
    if (italic && s[i] === italic) i++;
  }
  while (s[i] === ' ') i++;
  let spoke = false;
  // A verb of speech after the bold name ("**@aiko** wrote:", "**Dana** said:"): how forum posts and
  // their quotes name who speaks; the verb, not the bold, makes it a label.
  if (closed && !heading) {
    const verb = SAID_VERB_AFTER_NAME.exec(s.slice(i, i + 24));
    if (verb) {
      i += verb[0].length - 1;
      spoke = true;
    }
  }
  let colon = false;
  // "… de https://site": a colon right before "//" ends a link's scheme, never a speaker's name.
  if (s[i] === ':' && s[i + 1] === '/' && s[i + 2] === '/') return null;
  if (s[i] === ':' || s[i] === '\uff1a') {
    colon = true;
    i++;
    // "Dana:: text": a doubled colon is one separator (AsciiDoc's definition lists, hand-written logs).
    if (s[i] === ':' && s[i + 1] === ' ') i++;
  } else if (s[i] === '\t' && stamp.stamped && !bold && !heading) {
    // "10:04<TAB>Kwame<TAB>text": a chat export's columns (LINE's .txt history): time, name, message.
    colon = true;
    i++;
  } else if (letterWithStop) {
    colon = true;
  }
  if (bold && !closed && s.startsWith(mark, i)) {
    i += mark.length;
    closed = true;
  }
  let rest = s.slice(i).trim();
  // The whole heading in bold, the turn's first words after the colon ("## **Claude responded: Yes, let's…**",
  // a Claude page saved as Markdown): the closing marker ends the line.
  // Only for a said-heading: "**Step 1: Install the CLI**" is a bold line of an answer.
  if (bold && !closed && colon && mark.length === 2 && rest.endsWith(mark) && saidMarkerOfName(name.trim()) !== null) {
    rest = rest.slice(0, -2).trim();
    closed = true;
  }
  if (bold && !closed) return null;
  // The turn's number after the colon of a heading ("# Prompt: 1" / "# Response: 1", a chat exported as a notebook's
  // Markdown): it counts the turn as "# Prompt 1" would, it is no text of the message.
  if (heading && colon && turn === undefined && /^\d{1,4}$/.test(rest) && readRole(name) !== null) {
    turn = Number(rest);
    rest = '';
  }
  // "[민지] [오전 10:05] text": the time in its own brackets after a bracketed name (KakaoTalk on a PC).
  if (bracketed && rest.startsWith('[')) {
    const m = mayHoldStamp(rest) ? BRACKETED_STAMP.exec(rest) : null;
    if (m) {
      rest = rest.slice(m[0].length).trim();
      stamp.stamped = true;
    }
  }
  let isSaid = spoke;
  // "Dana said:", and the other verbs of speech a transcript names its turns with ("Dana wrote:", "Jarvis replied:").
  const saidMatch = NAME_THEN_SAID_VERB.exec(name);
  if (saidMatch?.[1] !== undefined) {
    name = saidMatch[1];
    isSaid = true;
  }
  if (name.split(' ').length > 4) return null;
  let style: LabelStyle;
  if (bracketed) {
    style = 'bracket';
  } else if (heading) {
    if (!colon && rest.length > 0) return null;
    style = 'heading';
  } else if (bold) {
    if (!colon && rest.length > 0) return null;
    style = 'bold';
  } else if (colon) {
    style = 'plain';
  } else if (rest.length === 0 && i === s.length) {
    style = 'bare';
  } else {
    return null;
  }
  if (callout && style !== 'bracket' && style !== 'bold' && style !== 'heading' && !(style === 'bare' || colon)) return null;
  return { name, style, said: isSaid, rest, stamped: stamp.stamped, callout, roleHint, ...(turn === undefined ? {} : { turn }) };
}

/**
 * A screen-reader heading in a form no list holds ("Dito pelo ChatGPT:", a pt-BR build of ChatGPT's page;
 * any UI language's "<words> <name>:") is recognised by the page's own confirmation: right under it, the
 * answer's bare name line the page prints ("ChatGPT"). A short line ending in a colon that contains,
 * as one of its words, the assistant's name printed alone on the next line is that answer's heading.
 * "I asked ChatGPT:" in a message is followed by the question, not by the name alone.
 */
export function headingsOverNameLines(trimmed: readonly string[], fenced: readonly boolean[], labels: (LabelLine | null)[]): void {
  for (let i = 0; i + 1 < trimmed.length; i++) {
    const t = trimmed[i] ?? '';
    const read = labels[i];
    // Read as an unknown name's label ("Dito pelo ChatGPT" as a name) at most: a known heading stays as it is.
    if ((read && (read.said || read.roleHint !== null || read.rest.length > 0)) || fenced[i] || fenced[i + 1] || t.length > 48 || t.length < 4) continue;
    const last = t.charCodeAt(t.length - 1);
    if (last !== 58 && last !== 0xff1a) continue;
    const name = trimmed[i + 1] ?? '';
    if (name.length < 2 || name.length > 30 || !isAssistantName(name)) continue;
    const words = t.slice(0, -1).trim().split(/\s+/);
    if (words.length < 2 || words.length > 5 || !words.includes(name)) continue;
    labels[i] = { name, style: 'plain', said: true, rest: '', stamped: false, callout: false, roleHint: 'assistant' };
  }
}

