import { chromeKindOf, isMessageChrome, isPageChrome } from '../chrome';
import { isStampLine, roleOfName, type LabelLine } from '../labels';

/**
 * Chat tools print a speaker's name on a line of its own and, under it, a few lines about the
 * message: its time ("10:02 AM", "24/11 10:02", "— Today at 10:02 AM"), a badge ("APP", "BOT"),
 * a number or a generation time. Those lines make the name line a speaker header (it is
 * decorated, like "[10:02] Dana:") and are not message text. A line counts as such when it is a
 * time or date alone, or when the same short shape follows every occurrence of that name (numbers
 * aside) — the page prints it, the person does not write it each time.
 */

/** Lines of meta read under one name line at most (name, badge, time, number). */
const MAX_META = 3;

export interface MetaView {
  lines: readonly string[];
  trimmed: readonly string[];
  fenced: readonly boolean[];
  labels: (LabelLine | null)[];
}

/** The shape of a short line with its numbers generalised ("#3" ~ "#12", "6.7s" ~ "14.2s"). */
function shapeOf(t: string): string {
  return t.toLowerCase().replace(/\d+([.,:]\d+)*/g, '#');
}

/** A badge, a count, a time: short, few words, no sentence ending, not a button the page prints after text. */
function isMetaShape(t: string): boolean {
  // A bare number under a line is a citation chip's or a list's, not a header's.
  if (/^\d+$/.test(t)) return false;
  // A clause break inside ("没有，都很好") makes it a sentence, however short.
  return t.length > 0 && t.length <= 24 && t.split(/\s+/).length <= 3 && !/[.!?;,。！？]$/.test(t) && !/[，、；]/.test(t) && !isMessageChrome(t);
}

function nextText(view: MetaView, from: number): number {
  for (let j = from + 1; j < view.trimmed.length; j++) {
    if (view.fenced[j]) return -1;
    if ((view.trimmed[j] ?? '').length > 0) return j;
  }
  return -1;
}

/** A name line that can carry meta lines: bare, no text after it, not a button or a page-chrome word. */
function isNameLine(view: MetaView, i: number): boolean {
  const l = view.labels[i];
  if (!l || l.style !== 'bare' || l.rest.length > 0 || view.fenced[i]) return false;
  const t = view.trimmed[i] ?? '';
  // A source chip's domain over its number ("investopedia.com" / "1", Copilot) is chrome, not a speaker.
  // A name ends no sentence: "Go on." repeated over each answer is the person's message, not a header.
  if (/[.!?。！？]$/.test(t)) return false;
  // An assistant's name is a page's badge too ("Copilot", "Le Chat"); over a time line at every turn it heads the turn.
  if (roleOfName(t) === 'assistant') return true;
  return !isMessageChrome(t) && !isPageChrome(t) && chromeKindOf(t) === null && !DOMAIN.test(t);
}

const DOMAIN = /^[\w-]+(\.[\w-]+)*\.[a-z]{2,}$/i;
/** A bare web address: a source chip's domain ("healthline.com", "en.wikipedia.org"). */
export const isDomain = (t: string): boolean => DOMAIN.test(t);

/** A time or date line, with a note in brackets after it ("Nov 25, 2026 9:44:29 AM (Read by them after 1 second)"). */
function isStampWithNote(t: string): boolean {
  return isStampLine(t) || isStampLine(t.replace(/\s*\([^()]{1,60}\)$/, ''));
}

/**
 * Message exports that print the time above the sender's name ("Nov 25, 2026 10:30:07 AM" / "Me" /
 * text, an iMessage export; Telegram's HTML export opened and copied): a name line with a stamp line
 * right above it at every occurrence is a header, when two names (or one name twice) are printed so.
 * The stamp lines are chrome. Returns them.
 */
function stampsAboveNames(view: MetaView, byName: ReadonlyMap<string, number[]>): number[] {
  const stamps: number[] = [];
  // Names with a stamp over every occurrence; a single exchange shows each name once.
  // The chat's name as the page title on the first line is no turn ("Нейросеть GPT | Бот" over the export).
  let firstText = 0;
  while (firstText < view.trimmed.length && (view.trimmed[firstText] ?? '').length === 0) firstText++;
  const turns = [...byName.values()].map((list) => list.filter((i) => i !== firstText)).filter((list) => list.length > 0);
  const stamped = turns.filter((list) => list.every((i) => i > 0 && isStampWithNote(view.trimmed[i - 1] ?? '') && !view.fenced[i - 1]));
  if (stamped.length < 2 && !stamped.some((list) => list.length >= 2)) return stamps;
  for (const list of stamped) {
    for (const i of list) {
      const l = view.labels[i] as LabelLine;
      l.stamped = true;
      view.labels[i - 1] = null;
      stamps.push(i - 1);
    }
  }
  return stamps;
}

/**
 * Marks name lines followed by meta lines as stamped and records how many lines to skip. Returns
 * the stamp lines printed above name lines (stampsAboveNames), which are no message's text.
 */
export function attachNameMeta(view: MetaView): number[] {
  underlinedNames(view);
  const byName = new Map<string, number[]>();
  for (let i = 0; i < view.labels.length; i++) {
    if (!isNameLine(view, i)) continue;
    const key = (view.labels[i] as LabelLine).name.toLowerCase();
    let list = byName.get(key);
    if (!list) byName.set(key, (list = []));
    list.push(i);
  }
  const stampsAbove = stampsAboveNames(view, byName);
  const found: { at: number; skip: number }[] = [];
  for (const list of byName.values()) {
    const cursor = [...list];
    const open = list.map(() => true);
    for (let depth = 0; depth < MAX_META; depth++) {
      const next = cursor.map((c, k) => (open[k] ? nextText(view, c) : -1));
      const shapes = next.map((j) => (j < 0 ? null : shapeOf(view.trimmed[j] ?? '')));
      const first = shapes[0];
      // The same shape under every occurrence (at least two) of this name.
      const recurring = list.length >= 2 && first !== null && shapes.every((s) => s === first);
      let any = false;
      for (let k = 0; k < list.length; k++) {
        const j = next[k] as number;
        if (!open[k] || j < 0) continue;
        const t = view.trimmed[j] ?? '';
        const other = view.labels[j];
        // Another speaker's own label or heading ("Copilot said", "User: hi") starts the next turn.
        if (other && (other.style !== 'bare' || other.said || other.roleHint || roleOfName(other.name)) && !isStampLine(t)) {
          open[k] = false;
          continue;
        }
        if (isStampLine(t) || (recurring && isMetaShape(t))) {
          cursor[k] = j;
          any = true;
        } else open[k] = false;
      }
      if (!any) break;
    }
    for (let k = 0; k < list.length; k++) {
      const i = list[k] as number;
      const skip = (cursor[k] as number) - i;
      if (skip > 0 && nextText(view, cursor[k] as number) >= 0) found.push({ at: i, skip });
    }
  }
  // Top to bottom: a line already taken as an earlier header's badge ("BOT" under "Sage") is not a header itself.
  found.sort((a, b) => a.at - b.at);
  for (const { at, skip } of found) {
    const l = view.labels[at];
    if (!l) continue;
    l.stamped = true;
    l.meta = skip;
    for (let j = at + 1; j <= at + skip; j++) view.labels[j] = null;
  }
  return stampsAbove;
}

/** A table's delimiter row ("|---|", "| :--- | ---: |"): the row above it is the table's header. */
const TABLE_DELIMITER = /^\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?$/;
/** A setext heading's underline ("User" / "====", "Assistant" / "----"). */
const SETEXT = /^(?:={3,}|-{3,})$/;

/**
 * A name line with its underline right under it is a heading: a one-cell table's header ("| User |" /
 * "|---|") or a setext heading ("User" / "----"). The underline is the marker's decoration, not the
 * message's first line; a bare name so underlined is decorated, as "## User" is.
 */
function underlinedNames(view: MetaView): void {
  for (let i = 0; i + 1 < view.labels.length; i++) {
    const l = view.labels[i];
    if (!l || l.meta || view.fenced[i + 1] || l.said || l.callout) continue;
    // A table's header row of column names ("| Speaker | Message |" over "|---|---|"), not a speaker's row.
    if (l.rest.length > 0) {
      if (l.style === 'marked' && TABLE_DELIMITER.test(view.trimmed[i + 1] ?? '') && (view.trimmed[i + 1] ?? '').includes('|')) {
        view.labels[i] = null;
        view.labels[i + 1] = null;
      }
      continue;
    }
    const under = view.trimmed[i + 1] ?? '';
    const table = under.includes('|') && TABLE_DELIMITER.test(under) && (view.trimmed[i] ?? '').includes('|');
    const setext = !table && SETEXT.test(under) && l.style === 'bare';
    if (!table && !setext) continue;
    l.meta = 1;
    view.labels[i + 1] = null;
    if (setext) {
      l.style = 'marked';
      l.decorated = true;
      // A name framed by rules above and below is a log's banner, one shape whatever each party's rule
      // ("=====" / "USER  [time]" / "=====", "-----" / "ASSISTANT  [time]" / "-----"); a name only underlined
      // keeps its underline's kind (a README's "=====" title over its "-----" sections).
      const framed = i > 0 && !view.fenced[i - 1] && SETEXT.test(view.trimmed[i - 1] ?? '');
      l.shape = framed ? 'N B $' : `N U${under[0] ?? ''} $`;
    }
  }
}
