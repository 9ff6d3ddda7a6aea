// Transcript label styles for the assistants-2 corpus: how people write a chat out by hand (their own name,
// a custom assistant name, times, one-letter labels, numbered Q/A) and what exporter / note tools produce
// (callouts, XML-ish turn tags, numbered turn headings, CJK bracket labels). Chosen to differ from the styles
// in scripts/eval-label-grid.ts. Content is the text as written under the label (Markdown kept); the only
// markup removed from it is the style's own (callout "> " prefixes, the closing tag).
import type { Lang } from './chrome';
import { int, pick, type Msg, type Rng } from './data';

export interface Styled {
  text: string;
  messages: Msg[];
  names: [string, string];
  lang: Lang;
}

type Names = (r: Rng) => [string, string];

const PEOPLE = ['Dana', 'Marco', 'Priya', 'Jonas', 'Lucía', 'Tom', 'Aiko', 'Élodie', 'Sam', 'Nadia'];
const BOTS = ['Jarvis', 'Sage', 'Nova', 'Ava', 'Friday', 'ChatGPT', 'Claude', 'Gemini', 'Copilot', 'Max'];
const person: Names = (r) => [pick(r, PEOPLE), pick(r, BOTS)];

interface Style {
  /** What it is based on and how sure. */
  note: string;
  names: Names;
  lang?: (r: Rng) => Lang;
  write: (msgs: Msg[], names: [string, string], r: Rng) => { text: string; messages: Msg[] };
}

/** Joins blocks written per message; the expected messages are the contents as written. */
const each =
  (f: (m: Msg, name: string, i: number, r: Rng, ex: number) => string, sep = '\n\n') =>
  (msgs: Msg[], names: [string, string], r: Rng) => ({
    text: msgs.map((m, i) => f(m, m.role === 'user' ? names[0] : names[1], i, r, Math.floor(i / 2) + 1)).join(sep),
    messages: msgs,
  });

const hm = (i: number, base: number) => {
  const t = base + i * 3;
  return `${String(Math.floor(t / 60) % 24).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
};
const ampm = (i: number, base: number) => {
  const t = base + i * 2;
  const h = Math.floor(t / 60) % 12 || 12;
  return `${h}:${String(t % 60).padStart(2, '0')} ${Math.floor(t / 60) % 24 >= 12 ? 'PM' : 'AM'}`;
};

export const STYLES: Record<string, Style> = {
  // Chat-log style with an ISO-ish stamp before the name, as people paste from note apps and loggers. Sure: high
  // (common in logs), the exact stamp format varies.
  'stamp-bracket-name': {
    note: 'log line: [YYYY-MM-DD HH:MM] Name: text',
    names: person,
    write: (msgs, names, r) => {
      const base = int(r, 480, 1200);
      const day = int(r, 1, 28);
      return each((m, n, i) => `[2025-03-${String(day).padStart(2, '0')} ${hm(i, base)}] ${n}: ${m.content}`, '\n')(msgs, names, r);
    },
  },
  // Name, bullet and time on one line, then the text (how Slack-like and Teams-like copies look). Sure: medium.
  'name-bullet-time': {
    note: 'Name • 2:14 PM, text below',
    names: person,
    write: (msgs, names, r) => {
      const base = int(r, 540, 1300);
      return each((m, n, i) => `${n} • ${ampm(i, base)}\n${m.content}`)(msgs, names, r);
    },
  },
  // One-letter labels from the two names' initials (people shorten long transcripts this way). Sure: medium.
  'one-letter-inline': {
    note: 'D: text / J: text',
    names: (r) => {
      const p = pick(r, PEOPLE);
      const b = pick(r, BOTS.filter((x) => x[0] !== p[0]));
      return [p[0]!, b[0]!];
    },
    write: (msgs, names, r) => each((m, n) => `${n}: ${m.content}`)(msgs, names, r),
  },
  // Numbered questions and answers ("Q1." / "A1."), as in FAQ-style write-ups and course notes. Sure: high.
  'qa-numbered': {
    note: 'Q1. text / A1. text',
    names: () => ['Q', 'A'],
    write: (msgs, names, r) => each((m, n, _i, _r, ex) => `${n}${ex}. ${m.content}`)(msgs, names, r),
  },
  // Forum / GitHub-discussion quoting: bold handle + "wrote:". Sure: medium.
  'handle-wrote': {
    note: '**@handle** wrote:',
    names: (r) => [`@${pick(r, PEOPLE).toLowerCase().normalize('NFD').replace(/[^\w]/g, '')}_${int(r, 1, 99)}`, `@${pick(r, ['assistant', 'chatgpt', 'claude', 'helper-bot'])}`],
    write: (msgs, names, r) => each((m, n) => `**${n}** wrote:\n\n${m.content}`)(msgs, names, r),
  },
  // CJK lenticular brackets on their own line (Chinese / Japanese blogs and notes). Sure: medium.
  'cjk-lenticular': {
    note: '【我】 / 【ChatGPT】 on their own line',
    names: (r) => pick(r, [['我', 'ChatGPT'], ['质问', '回答'], ['質問', '回答'], ['提问', 'AI'], ['나', '챗봇']] as Array<[string, string]>),
    lang: () => 'zh',
    write: (msgs, names, r) => each((m, n) => `【${n}】\n${m.content}`)(msgs, names, r),
  },
  // Obsidian callouts with custom types (note-taking users' own templates; the callout syntax is Obsidian's).
  // Every line of the content carries "> ". Sure: medium.
  'obsidian-callout': {
    note: '> [!question] Name / > [!note] Bot, content lines prefixed "> "',
    names: person,
    write: (msgs, names, r) => each((m, n) => `> [!${m.role === 'user' ? 'question' : 'note'}] ${n}\n${m.content.split('\n').map((l) => (l ? `> ${l}` : '>')).join('\n')}`)(msgs, names, r),
  },
  // XML-ish turn tags, as prompt-engineering notes and some exporters write them. Sure: medium.
  'xml-turn-tags': {
    note: '<turn speaker="Name"> … </turn>',
    names: person,
    write: (msgs, names, r) => each((m, n) => `<turn speaker="${n}">\n${m.content}\n</turn>`, '\n')(msgs, names, r),
  },
  // Numbered exchange headings with the speaker ("### Turn 2 — Dana"). Sure: medium.
  'turn-heading': {
    note: '### Turn N — Name',
    names: person,
    write: (msgs, names, r) => each((m, n, _i, _r, ex) => `### Turn ${ex} — ${n}\n\n${m.content}`)(msgs, names, r),
  },
  // Emoji instead of a name, text on the same line (chat recaps in messengers). Sure: medium.
  'emoji-only-inline': {
    note: '🙋 text / 🤖 text',
    names: (r) => pick(r, [['🙋', '🤖'], ['👤', '🤖'], ['🧑', '✨']] as Array<[string, string]>),
    write: (msgs, names, r) => each((m, n) => `${n} ${m.content}`)(msgs, names, r),
  },
  // The person's name and a custom assistant name, inline. Sure: high.
  'custom-names-inline': {
    note: 'Dana: text / Jarvis: text',
    names: (r) => [pick(r, PEOPLE), pick(r, ['Jarvis', 'Sage', 'Nova', 'Friday', 'Max', 'HAL'])],
    write: (msgs, names, r) => each((m, n) => `${n}: ${m.content}`)(msgs, names, r),
  },
  // Names with a role/model note in parentheses on their own line. Sure: medium.
  'name-paren-note': {
    note: 'Tom (me): / Assistant (gpt-4o):',
    names: (r) => [`${pick(r, PEOPLE)} (me)`, `${pick(r, ['Assistant', 'AI', 'Bot'])} (${pick(r, ['gpt-4o', 'claude-3.5-sonnet', 'llama-3-70b', 'o3-mini'])})`],
    write: (msgs, names, r) => each((m, n) => `${n}:\n${m.content}`)(msgs, names, r),
  },
  // List items with bold labels and indented continuation lines (Markdown notes). Sure: medium.
  'bullet-bold-label': {
    note: '- **Me:** text (continuation indented)',
    names: (r) => pick(r, [['Me', 'GPT'], ['Me', 'AI'], ['Ich', 'KI'], ['Yo', 'IA']] as Array<[string, string]>),
    write: (msgs, names, r) => each((m, n) => `- **${n}:** ${m.content.split('\n').map((l, k) => (k && l ? `  ${l}` : l)).join('\n')}`)(msgs, names, r),
  },
  // Name with the time in brackets after it, then a colon and a line break. Sure: medium.
  'name-time-bracket': {
    note: 'Dana [10:42]:',
    names: person,
    write: (msgs, names, r) => {
      const base = int(r, 480, 1200);
      return each((m, n, i) => `${n} [${hm(i, base)}]:\n${m.content}`)(msgs, names, r);
    },
  },
  // Full-width colon labels in Japanese / Korean / Chinese notes. Sure: high for the colon, medium for the words.
  'fullwidth-colon': {
    note: 'ユーザー：text / アシスタント：text (ja, ko, zh)',
    names: (r) => pick(r, [['ユーザー', 'アシスタント'], ['질문자', '챗봇'], ['用户', 'AI助手'], ['私', 'AI']] as Array<[string, string]>),
    lang: () => 'ja',
    write: (msgs, names, r) => each((m, n) => `${n}：${m.content}`)(msgs, names, r),
  },
  // Setext headings (name underlined with dashes), as some Markdown exporters and plain-text notes write. Sure: low-medium.
  'setext-name': {
    note: 'Name\\n----',
    names: person,
    write: (msgs, names, r) => each((m, n) => `${n}\n${'-'.repeat(Math.max(3, n.length))}\n\n${m.content}`)(msgs, names, r),
  },
};

/** Language of a style's labels (for the lang: flag). */
export function labelLang(names: [string, string]): Lang {
  const s = names.join(' ');
  if (/[\u3040-\u30ff]/.test(s)) return 'ja';
  if (/[\uac00-\ud7af]/.test(s)) return 'ko';
  if (/[\u4e00-\u9fff]/.test(s)) return s.includes('質問') || s.includes('私') ? 'ja' : 'zh';
  if (/^(Ich|KI)$/.test(names[0]) || names[1] === 'KI') return 'de';
  if (names[0] === 'Yo') return 'es';
  return 'en';
}

export function writeStyle(name: string, msgs: Msg[], r: Rng): Styled {
  const s = STYLES[name];
  if (!s) throw new Error(`unknown style ${name}`);
  const names = s.names(r);
  const out = s.write(msgs, names, r);
  return { text: `${out.text}\n`, messages: out.messages, names, lang: labelLang(names) };
}
