// A web page being "copied": lines of text in order, and the messages the corpus expects from them.
import type { Chrome, Lang } from './chrome';
import type { Conv, Msg, Rng } from './data';
import { type CodeChrome, renderCopy } from './render';

/** Private-use markers around text the UI puts inside a paragraph (citation chips): pasted, not expected. */
const CHIP_OPEN = '\uE000';
const CHIP_CLOSE = '\uE001';
export const chip = (s: string) => `${CHIP_OPEN}${s}${CHIP_CLOSE}`;

export class Page {
  lines: string[] = [];
  messages: Msg[] = [];
  flags = new Set<string>();

  add(...ls: string[]): void {
    this.lines.push(...ls);
  }

  blank(n = 1): void {
    for (let i = 0; i < n; i++) this.lines.push('');
  }

  /** A user message as typed (web UIs show the person's text as written, not rendered). */
  user(text: string): void {
    this.lines.push(text);
    this.messages.push({ role: 'user', content: text });
  }

  /**
   * An assistant answer rendered as the browser copies it. `chips` (optional) returns a citation chip to put
   * after a prose sentence, or null.
   */
  assistant(md: string, code: CodeChrome, opts: { keepNumbers?: boolean; chips?: () => string | null } = {}): void {
    let src = md;
    if (opts.chips) {
      let inFence = false;
      src = md
        .split('\n')
        .map((l) => {
          if (/^\s*(```|~~~)/.test(l)) inFence = !inFence;
          if (inFence || l.length < 50 || !/[.!?]$/.test(l.trim()) || /^\s*\|/.test(l)) return l;
          const c = opts.chips?.();
          return c ? `${l} ${chip(c)}` : l;
        })
        .join('\n');
    }
    const rd = renderCopy(src, code, opts.keepNumbers ?? false);
    const strip = new RegExp(` ?${CHIP_OPEN}[^${CHIP_CLOSE}]*${CHIP_CLOSE}`, 'g');
    const unwrap = new RegExp(`${CHIP_OPEN}([^${CHIP_CLOSE}]*)${CHIP_CLOSE}`, 'g');
    const paste = rd.paste.replace(unwrap, '$1');
    const expected = rd.expected.replace(strip, '');
    if (paste !== rd.paste) this.flags.add('citations');
    if (rd.hasCode) this.flags.add('code_blocks');
    if (rd.hasTable) this.flags.add('tables');
    if (rd.hasList) this.flags.add(opts.keepNumbers ? 'list_numbers_kept' : 'lists');
    this.lines.push(paste);
    this.messages.push({ role: 'assistant', content: expected });
  }

  text(crlf: boolean): string {
    const t = `${this.lines.join('\n').replace(/\n{7,}/g, '\n\n\n\n\n\n')}\n`;
    return crlf ? t.replace(/\n/g, '\r\n') : t;
  }
}

export interface Ctx {
  r: Rng;
  L: Chrome;
  lang: Lang;
  conv: Conv;
  /** Sidebar / history titles (real short prompts, as people's chats get titled after their first ask). */
  titles: string[];
  /** Suggested follow-up questions (real short prompts). */
  followups: string[];
}

export interface Template {
  platform: string;
  /** Per-turn button words this UI shows as text, used for the "button word inside a user message" case. */
  buttons: (L: Chrome) => string[];
  build: (p: Page, c: Ctx) => string;
}
