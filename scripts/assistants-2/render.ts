// What a browser's "select all, copy" yields for a rendered Markdown answer, and the message text the
// corpus expects from it. Markup goes (headings, emphasis, inline code ticks, link targets, list markers,
// quote markers, rules); tables become tab-separated rows; code blocks keep their text and gain the UI's
// header line(s) (and, for some UIs, a footer line) that are not part of the message.

export interface CodeChrome {
  /** Lines the UI shows above a code block with this language (may be empty). */
  before: (lang: string) => string[];
  /** Lines the UI shows below it (Gemini's "Use code with caution."). */
  after?: (lang: string) => string[];
}

export interface Rendered {
  /** The text as pasted, UI lines included. */
  paste: string;
  /** The message content the corpus expects (UI lines removed). */
  expected: string;
  hasCode: boolean;
  hasTable: boolean;
  hasList: boolean;
}

const inline = (s: string): string =>
  s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g, '$1')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/\*\*(?=\S)([^*\n]+?)\*\*/g, '$1')
    .replace(/__(?=\S)([^_\n]+?)__/g, '$1')
    .replace(/(^|[^\w*])\*(?=[^\s*])([^*\n]+?)\*(?![\w*])/g, '$1$2')
    .replace(/(^|[^\w_])_(?=[^\s_])([^_\n]+?)_(?![\w_])/g, '$1$2')
    .replace(/\\([*_`#[\]()>|-])/g, '$1');

const FENCE = /^\s*(```+|~~~+)\s*([\w+#.-]*)\s*.*$/;

/** Renders Markdown as a browser copies it. `keepNumbers` keeps ordered-list numbers (some UIs/browsers do). */
export function renderCopy(md: string, code: CodeChrome, keepNumbers = false): Rendered {
  const paste: string[] = [];
  const expected: string[] = [];
  const both = (line: string) => {
    paste.push(line);
    expected.push(line);
  };
  let hasCode = false;
  let hasTable = false;
  let hasList = false;
  const lines = md.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = (fence[1] as string).slice(0, 3);
      const lang = fence[2] ?? '';
      const body: string[] = [];
      let j = i + 1;
      while (j < lines.length && !(lines[j] as string).trim().startsWith(marker)) body.push(lines[j++] as string);
      i = j;
      if (!body.some((b) => b.trim())) continue;
      hasCode = true;
      paste.push(...code.before(lang));
      for (const b of body) both(b);
      if (code.after) paste.push(...code.after(lang));
      continue;
    }
    if (/^\s*\|.*\|\s*$/.test(line)) {
      if (/^\s*\|?\s*:?-{2,}/.test(line)) continue;
      hasTable = true;
      both(line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => inline(c.trim())).join('\t'));
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      both('');
      continue;
    }
    const heading = /^\s*#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      both(inline(heading[1] as string));
      continue;
    }
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    if (bullet) {
      hasList = true;
      both(inline(bullet[1] as string));
      continue;
    }
    const ordered = /^\s*(\d+)[.)]\s+(.*)$/.exec(line);
    if (ordered) {
      hasList = true;
      both(keepNumbers ? `${ordered[1]}. ${inline(ordered[2] as string)}` : inline(ordered[2] as string));
      continue;
    }
    const quote = /^\s*>\s?(.*)$/.exec(line);
    if (quote) {
      both(inline(quote[1] as string));
      continue;
    }
    both(inline(line));
  }
  return { paste: paste.join('\n').trim(), expected: expected.join('\n').trim(), hasCode, hasTable, hasList };
}

/** The corpus metric's normalisation (README of shared/corpus/parse). */
export const norm = (s: string): string => s.replace(/\r\n?/g, '\n').normalize('NFC').trim().replace(/\s+/g, ' ');
