import { isMediaPlaceholder, unquoteCell } from './export-cells';
import { cleanMessage } from '../clean';
import { chromeKindOf, isEndJunk, isLanguageName, isMessageChrome, isPageChrome } from '../chrome';
import { addMessage, rawSlice, type Candidate, type DraftMessage, type TextContext } from '../context';
import { isStampLine, isThirdParty, parseLabelLine, roleOfName, withoutLeadingStamp, type LabelLine } from '../labels';
import { alternatingHeadings, castSpeakers, nameKey, type Cast } from './speakers';
import { otherPartyStart } from './one-sided';
import { fencedBlocks, isBlank, isThematicBreak } from '../text';
import { asksThePerson, isAgentActivity, isInjectedContext, isToolTraffic } from '../tool-traffic';
import type { Platform, Role } from '../types';

/**
 * Speaker-label transcripts: "Human:/Assistant:", "User:", "**User:**", "## User", "#### You:",
 * ChatGPT's "You said:" / "ChatGPT said:" and its older bare "You" / "ChatGPT" lines, and name
 * labels ("Dana:" / "Claude:"). Label lines are grouped by how they are written; the group with
 * the strongest alternating structure wins, so a "User:" line inside an answer written in another
 * style does not split it. Unknown names are accepted when they alternate with known ones.
 */

/** Lines that mark turns in label-less web copies. */
const UI_TURN_MARKERS = new Set(['Show drafts', 'volume_up', 'thumb_up', 'more_vert', 'Retry']);

interface Group {
  key: string;
  idx: number[];
}

interface Selection {
  idx: number[];
  roles: Cast[];
  alt: number;
  both: boolean;
  score: number;
  names: Map<string, Cast>;
  /** How many speaker names were learnt from structure (not known words). */
  learnt: number;
  guess: string | null;
  /** Only the person is labelled, by the name a page prints over each prompt, with the answer right under it. */
  nameOverPrompts?: boolean;
  /** Other names were set aside as lines inside one turn (speakers.ts, openingPair). */
  nested?: boolean;
}

/** How often the turn passes from one party to the other; third speakers are not counted. */
function alternation(roles: readonly Cast[]): number {
  let changes = 0;
  let steps = 0;
  let prev: Cast | null = null;
  for (const r of roles) {
    if (r === 'other') continue;
    if (prev !== null) {
      steps++;
      if (r !== prev) changes++;
    }
    prev = r;
  }
  return steps === 0 ? 1 : changes / steps;
}

function partiesOf(roles: readonly Cast[]): Set<Role> {
  const s = new Set<Role>();
  for (const r of roles) if (r !== 'other') s.add(r);
  return s;
}

/** How often each speaker's name labels a turn. */
function nameCounts(ctx: TextContext, idx: readonly number[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const i of idx) {
    const key = nameKey(ctx.labels[i] as LabelLine);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * A page header names the assistant once, in another form than its turns do ("AI" under the
 * "Meta AI" title, over the disclaimer; the turns say "Meta AI"): a bare name seen once, before
 * every other label, whose party has a name that recurs, is the header's, not a turn.
 */
function dropHeaderName(ctx: TextContext, idx: number[], roles: Cast[]): void {
  const counts = nameCounts(ctx, idx);
  while (idx.length > 2) {
    const key = nameKey(ctx.labels[idx[0] as number] as LabelLine);
    const role = roles[0];
    const recurringSibling = idx.some((i, n) => roles[n] === role && (counts.get(nameKey(ctx.labels[i] as LabelLine)) ?? 0) >= 2 && nameKey(ctx.labels[i] as LabelLine) !== key);
    if (counts.get(key) !== 1 || !recurringSibling) return;
    idx.shift();
    roles.shift();
  }
}

const HEADING_LEVEL = /^(#{1,6}) \S/;

/** The Markdown heading level of line i (0 when it is no "#" heading). */
function headingLevel(ctx: TextContext, i: number): number {
  return HEADING_LEVEL.exec(ctx.trimmed[i] ?? '')?.[1]?.length ?? 0;
}

/**
 * A page's title that names a party ("# Claude" over "## Me" / "## Claude" turns, a GitBook page of
 * a chat): the first heading, of a higher rank than every turn heading under it, is the document's
 * title, not a turn.
 */
function dropTitleHeading(ctx: TextContext, idx: number[], roles: Cast[]): void {
  if (idx.length <= 2) return;
  const first = headingLevel(ctx, idx[0] as number);
  if (first === 0) return;
  for (let n = 1; n < idx.length; n++) if (headingLevel(ctx, idx[n] as number) <= first) return;
  idx.shift();
  roles.shift();
}

/**
 * A heading one level deeper than the same party's turn heading just above it, with no turn of the
 * other party between ("## response" / … / "### Antwort:"): a section of that answer, not a new turn.
 */
function dropSubsectionHeadings(ctx: TextContext, idx: number[], roles: Cast[]): void {
  for (let k = idx.length - 1; k >= 1; k--) {
    const here = headingLevel(ctx, idx[k] as number);
    const above = headingLevel(ctx, idx[k - 1] as number);
    if (roles[k] === roles[k - 1] && roles[k] !== 'other' && above > 0 && here > above) {
      // Nothing but metadata under the upper heading ("## Prompt 2" / "- **Model:** o3" / "### User"): the upper
      // one heads a section of the log and the deeper one is the turn.
      const upper = idx[k - 1] as number;
      let bare = (ctx.labels[upper] as LabelLine).rest.length === 0;
      for (let i = upper + 1; bare && i < (idx[k] as number); i++) bare = isBlank(ctx.lines[i] ?? '') || (!ctx.fenced[i] && META_LINE.test(ctx.trimmed[i] ?? ''));
      idx.splice(bare ? k - 1 : k, 1);
      roles.splice(bare ? k - 1 : k, 1);
    }
  }
}

function select(ctx: TextContext, group: Group): Selection | null {
  if (group.key === 'bare+person') {
    const name = (ctx.labels[group.idx[0] as number] as LabelLine).name;
    const names = new Map<string, Cast>([[nameKey(ctx.labels[group.idx[0] as number] as LabelLine), 'user']]);
    const roles = group.idx.map((): Cast => 'user');
    const sel = finish(ctx, [...group.idx], roles, names, group, 1, `"${name}", the name over each of your messages, was taken as you; the answers have no label.`);
    return sel && { ...sel, nameOverPrompts: true };
  }
  // A decorated marker counts once seen only where the markers start the text: a document's two section headings
  // ("Installation" / "-----", "Usage" / "-----" under a README's intro) are seen once each as well.
  // A counter ("**1. Install:**", "**2. Configure:**") numbers a list's steps as often as a transcript's turns: its
  // names must recur.
  const markedOnce = group.key.startsWith('marked+deco') && !/(?:^| )# /.test(group.key) && opensText(ctx, group.idx[0] as number);
  const cast = castSpeakers(ctx, group.idx, /\+stamp|\+callout|\+pair|^bracket/.test(group.key) || markedOnce);
  if (!cast) return null;
  const idx: number[] = [];
  const roles: Cast[] = [];
  for (const i of group.idx) {
    const r = cast.roles.get(nameKey(ctx.labels[i] as LabelLine));
    if (!r) continue;
    idx.push(i);
    roles.push(r);
  }
  if (!roles.some((r) => r !== 'other')) return null;
  // Markers after a counter, a bullet or a quote mark alone ("1. Dana: …", "- Jarvis: …") are a list's items unless
  // every speaker's name recurs: "1. Environment:" / "2. Agent:" is a list, even with a known word in it.
  // Three names that each recur ("- Action:" / "- What happens:" / "- Resulting state:" per step) are a list's cycle.
  // Known names of both parties opening the paste ("(1) User:" / "(2) Assistant:") are a transcript's, even once each.
  const knownPairOpens = cast.learnt === 0 && partiesOf(roles).size === 2 && opensText(ctx, group.idx[0] as number);
  if (/^marked:(?:[#Lq]\S* )+N S: /.test(group.key) && !knownPairOpens) {
    const counts = nameCounts(ctx, idx);
    // Counted over both layouts of the shape ("- Action: Press …" inline, "- What happens:" alone).
    const stem = group.key.slice('marked:'.length).replace(/ […$]$/, '');
    const same: number[] = [];
    for (let i = 0; i < ctx.labels.length; i++) if (ctx.labels[i]?.shape?.replace(/ […$]$/, '') === stem) same.push(i);
    const recurring = [...nameCounts(ctx, same).values()].filter((n) => n >= 2).length;
    if ([...counts.values()].some((n) => n < 2) || recurring > 2) return null;
  }
  if (group.key === 'bare') dropHeaderName(ctx, idx, roles);
  else {
    dropTitleHeading(ctx, idx, roles);
    dropSubsectionHeadings(ctx, idx, roles);
  }
  dropOddOneOut(ctx, idx, roles);
  dropSecondNameInTurn(ctx, idx, roles);
  const alt = alternation(roles);
  const both = partiesOf(roles).size === 2;
  // Names learnt from structure must really alternate with the others.
  if (cast.learnt > 0 && (!both || alt < (cast.learnt === 2 ? 0.8 : 0.6))) {
    const keep: number[] = [];
    const keepRoles: Cast[] = [];
    for (let n = 0; n < idx.length; n++) {
      const l = ctx.labels[idx[n] as number] as LabelLine;
      if (l.roleHint || roleOfName(l.name) || roles[n] === 'other') {
        keep.push(idx[n] as number);
        keepRoles.push(roles[n] as Cast);
      }
    }
    if (!keepRoles.some((r) => r !== 'other')) return null;
    return finish(ctx, keep, keepRoles, cast.roles, group, 0, null);
  }
  const sel = finish(ctx, idx, roles, cast.roles, group, cast.learnt, cast.guess);
  return sel && cast.nested ? { ...sel, nested: true } : sel;
}

/** How many lines with text a turn has when every one is quoted ("> …"); 0 when any is not. */
function whollyQuoted(lines: readonly string[], fenced: readonly boolean[]): number {
  let quoted = 0;
  for (let i = 0; i < lines.length; i++) {
    const t = (lines[i] ?? '').trim();
    // The exporter's own lines around a quoted turn: its time in italics ("*3/12/2026, 4:58:18 AM*") and its rules.
    if (t.length === 0 || isThematicBreak(t) || isStampLine(t.replace(/^([_*]{1,2})(.+)\1$/, '$2').trim())) continue;
    if (fenced[i] || !t.startsWith('>')) return 0;
    quoted++;
  }
  return quoted;
}

/**
 * Whose messages the transcript sets in quotes ("Me:" / "> I want you to…" / "ChatGPT:" / "> Sure, …"):
 * both parties' when most turns, and at least two, are quoted through; one party's when every one of
 * its turns, and at least two, is ("### User" / "> Use MARP syntax." under each prompt, a log an agent
 * keeps). One quoted message among plain ones is a quote.
 */
function quotedParties(ctx: TextContext, idx: readonly number[], roles: readonly Cast[]): Set<Cast> {
  let quoted = 0;
  const turns = new Map<Cast, { all: number; quoted: number }>();
  for (let k = 0; k < idx.length; k++) {
    const from = (idx[k] as number) + 1;
    const to = (idx[k + 1] as number | undefined) ?? ctx.lines.length;
    const body = whollyQuoted(ctx.lines.slice(from, to), ctx.fenced.slice(from, to));
    // A label set in the quote too ("> **Me:** a one-line question"): the turn is quoted when its lines are, or it has none.
    const labelQuoted = (ctx.trimmed[idx[k] as number] ?? '').startsWith('>');
    const q = body > 0 || (labelQuoted && ctx.trimmed.slice(from, to).every((t) => t.length === 0));
    if (q) quoted++;
    const t = turns.get(roles[k] as Cast) ?? { all: 0, quoted: 0 };
    t.all++;
    if (q) t.quoted++;
    turns.set(roles[k] as Cast, t);
  }
  if (quoted >= 2 && quoted * 3 >= idx.length * 2) return new Set<Cast>(['user', 'assistant']);
  return new Set([...turns].filter(([r, t]) => r !== 'other' && t.all >= 2 && t.quoted === t.all).map(([r]) => r));
}

/**
 * A name seen once, laid out unlike the transcript's labels ("Sakana AI：they focus on…" with its text
 * on the line, among "Question 1:" / "Answer 1:" alone on theirs), while the others recur: a line of
 * a message that happens to start with a name and a colon, not a turn.
 */
function dropOddOneOut(ctx: TextContext, idx: number[], roles: Cast[]): void {
  if (idx.length < 4) return;
  const counts = nameCounts(ctx, idx);
  const inline = idx.filter((i) => (ctx.labels[i] as LabelLine).rest.length > 0).length;
  const alone = idx.length - inline;
  const majorityInline = inline > alone;
  if (Math.min(inline, alone) * 4 > idx.length) return; // no clear layout
  for (let k = idx.length - 1; k >= 0; k--) {
    const l = ctx.labels[idx[k] as number] as LabelLine;
    if (counts.get(nameKey(l)) !== 1 || l.rest.length > 0 === majorityInline || l.roleHint) continue;
    idx.splice(k, 1);
    roles.splice(k, 1);
  }
}

/**
 * A name met once that would open a second turn of the same party right after a turn under another
 * name is a line of that turn: "Assistant: Question: … Mark scheme: … Answer:" (an exam answer's own
 * "Answer:" heading) or "User: … Question:" over the person's quoted question. A party that writes
 * twice in a row keeps its own name; a renamed assistant answers a prompt first.
 */
function dropSecondNameInTurn(ctx: TextContext, idx: number[], roles: Cast[]): void {
  if (idx.length < 3) return;
  let counts: Map<string, number> | null = null;
  for (let k = idx.length - 1; k >= 1; k--) {
    // Two turns of one party in a row first: in a conversation that alternates, nothing else is read.
    if (roles[k] === 'other' || roles[k] !== roles[k - 1]) continue;
    const l = ctx.labels[idx[k] as number] as LabelLine;
    const before = ctx.labels[idx[k - 1] as number] as LabelLine;
    counts ??= nameCounts(ctx, idx);
    if (l.roleHint || counts.get(nameKey(l)) !== 1 || nameKey(l) === nameKey(before)) continue;
    idx.splice(k, 1);
    roles.splice(k, 1);
  }
}

/**
 * A callout's body: each line loses one level of "> " quoting (Obsidian exporters). A callout
 * nested in it that is not a speaker's (an artifact or attachment card: "> [!nexus_artifact]")
 * is the exporter's card, not message text, and goes with its quoted lines.
 */
function unquote(lines: readonly string[]): string[] {
  const out: string[] = [];
  let inCard = false;
  for (const l of lines) {
    const t = l.trimStart();
    if (!t.startsWith('>')) {
      inCard = false;
      out.push(l);
      continue;
    }
    const body = t.charCodeAt(1) === 32 ? t.slice(2) : t.slice(1);
    const card = /^>\s*\[!([\w-]+)\]/.exec(body.trimStart());
    if (card && parseLabelLine(body) === null) inCard = true;
    else if (inCard && !body.trimStart().startsWith('>')) inCard = false;
    if (!inCard) out.push(body);
  }
  return out;
}

/**
 * An exporter that writes every turn as "Person:" / "- text" puts the bullet there, not the
 * person: when every message starts with the same bullet, it goes. So does a definition list's
 * colon ("**Dana**" / ": text", Markdown's definition lists).
 */
function stripTurnBullets(messages: DraftMessage[]): void {
  if (messages.length < 2) return;
  const bullet = /^([-*•:]) /.exec(messages[0]?.content ?? '')?.[1];
  if (!bullet || !messages.every((m) => m.content.startsWith(`${bullet} `))) return;
  for (const m of messages) m.content = m.content.slice(2);
}

/**
 * Claude (2025) and Copilot put the first words of a message on its heading line ("You said: How
 * do I…") and the whole message under it: that preview is not more text.
 */
function isPreviewOf(rest: string, lines: readonly string[]): boolean {
  const preview = rest.replace(/(\.\.\.|…)$/, '').trim();
  if (preview.length < 3) return false;
  const first = lines.find((l) => l.trim().length > 0)?.trim() ?? '';
  return first.startsWith(preview) || first.replace(/\s+/g, ' ').startsWith(preview.replace(/\s+/g, ' '));
}

/**
 * Claude (2026) prints a one-line summary of its thinking between the heading that previews the answer
 * and the answer ("Claude responded: [11:42] Mode: design" / "Weighed the dashboard's modules" / "" /
 * "[11:42] Mode: design …"): when the preview's words open the paragraph after one short paragraph
 * (one or two lines), the message starts there. Returns that line, or 0.
 */
function pastThinkingSummary(rest: string, raw: { lines: readonly string[]; fenced: readonly boolean[] }): number {
  const n = raw.lines.length;
  let i = 0;
  while (i < n && isBlank(raw.lines[i] ?? '')) i++;
  const start = i;
  while (i < n && !raw.fenced[i] && !isBlank(raw.lines[i] ?? '') && (raw.lines[i] ?? '').length <= 200) i++;
  if (i === start || i - start > 2 || i >= n || !isBlank(raw.lines[i] ?? '')) return 0;
  while (i < n && isBlank(raw.lines[i] ?? '')) i++;
  return i < n && isPreviewOf(rest, raw.lines.slice(i)) ? i : 0;
}

/**
 * A Markdown title opening the text above the copy: notes the person wrote around it (a README),
 * not the rendered end of an answer — a page copy has lost its markup.
 */
/** The first thematic break ("---", "____") above line `to`, outside code (the notes' own; an answer may draw more); -1 when there is none. */
function firstRuleAbove(ctx: TextContext, to: number): number {
  for (let i = 0; i < to; i++) if (!ctx.fenced[i] && isThematicBreak(ctx.trimmed[i] ?? '')) return i;
  return -1;
}

/**
 * Markdown's markup outside code between lines `from` and `to`: a heading, bold words or a table's delimiter row.
 * A page copy has lost it, so text that shows it is the person's notes, not the end of a copied answer.
 */
function showsMarkup(ctx: TextContext, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i] || t.length === 0) continue;
    if (/^#{1,6} \S/.test(t) || /\*\*[^*\s][^*]*\*\*/.test(t) || /^\|?\s*:?-{3,}:?\s*\|/.test(t)) return true;
  }
  return false;
}

/** The last line with text above line `to` (-1 when there is none). */
function lastTextAbove(ctx: TextContext, to: number): number {
  for (let i = to - 1; i >= 0; i--) if ((ctx.trimmed[i] ?? '').length > 0) return i;
  return -1;
}

/**
 * A log kept as a document ("# Conversation log" / "> how it was made…" / "---" / "**Claude:**" …, turns parted by
 * rules): the text above its first label opens with a level-1 title, sets its intro apart (a quote, italics or
 * metadata) and is closed by the same rule that parts the turns, so it is a section of the document (its title and
 * intro), not a prompt that lost its label — even when the log starts with the assistant. At least two later labels must sit under a rule too (the rule is the log's divider).
 */
function titledSectionOverLog(ctx: TextContext, sel: Selection): boolean {
  const first = sel.idx[0] as number;
  const top = ctx.trimmed.findIndex((t) => t.length > 0);
  if (top < 0 || top >= first || ctx.fenced[top] || headingLevel(ctx, top) !== 1) return false;
  const underRule = (i: number) => {
    const above = lastTextAbove(ctx, i);
    return above > top && !ctx.fenced[above] && isThematicBreak(ctx.trimmed[above] ?? '');
  };
  if (!underRule(first)) return false;
  // The intro is set apart as the document's own: in a quote, in italics, or as "key: value" metadata lines. A plain
  // paragraph under the title may be the first prompt the writer did not label.
  const rule = lastTextAbove(ctx, first);
  for (let i = top + 1; i < rule; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length > 0 && !/^>/.test(t) && !/^([_*])[^_*].*\1$/.test(t) && !/^(?:[-*] )?(?:\*\*)?[\p{L}][\p{L} ]{0,30}:(?:\*\*)? \S/u.test(t)) return false;
  }
  let ruled = 0;
  for (let k = 1; k < sel.idx.length && ruled < 2; k++) if (underRule(sel.idx[k] as number)) ruled++;
  return ruled >= 2;
}

function hasMarkdownHeading(ctx: TextContext, to: number): boolean {
  // The notes start with their own title; an answer cut off mid-way shows its markup further down, if at all.
  for (let i = 0; i < to; i++) if ((ctx.trimmed[i] ?? '').length > 0) return !ctx.fenced[i] && /^#{1,6} \S/.test(ctx.trimmed[i] ?? '');
  return false;
}

/**
 * The text above the first label shows the page's own code header (a language line over the copy button,
 * "bash" / "Sao chép mã", the header that recurs on the copy's answers): it was copied with the page, so it is
 * the end of an answer whose Markdown title ("# Django Project", a README the answer wrote) starts the copy —
 * not the person's notes, which a person types without the page's buttons.
 */
function pageCodeHeaderAbove(ctx: TextContext, to: number): boolean {
  for (let i = 0; i + 1 < to; i++) {
    if (ctx.fenced[i] || ctx.fenced[i + 1]) continue;
    const t = ctx.trimmed[i] ?? '';
    const next = ctx.trimmed[i + 1] ?? '';
    if (isLanguageName(t) && next.length <= 24 && (chromeKindOf(next) === 'button' || ctx.codeHeader[i + 1] === true)) return true;
  }
  return false;
}

/** The first line under the last Markdown heading above line `to` when text follows it there; -1 otherwise. */
function promptUnderHeadings(ctx: TextContext, to: number): number {
  let last = -1;
  for (let i = 0; i < to; i++) if (!ctx.fenced[i] && /^#{1,6} \S/.test(ctx.trimmed[i] ?? '')) last = i;
  if (last < 0) return -1;
  for (let i = last + 1; i < to; i++) if ((ctx.trimmed[i] ?? '').length > 0) return last + 1;
  return -1;
}

/** The next non-blank line after `at` is text (not page chrome, not another label). */
function startsText(ctx: TextContext, at: number): boolean {
  for (let i = at + 1 + (ctx.labels[at]?.meta ?? 0); i < ctx.lines.length; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0) continue;
    const label = ctx.labels[i];
    const speaker = label !== null && label !== undefined && (label.said || roleOfName(label.name) !== null);
    return ctx.fenced[i] === true || ((!isPageChrome(t) || isMessageChrome(t)) && !speaker);
  }
  return false;
}

/**
 * Nothing but blank lines, page chrome, headings (a title) and a table's own lines (its header row and
 * delimiter) comes before line `at`: the markers start the text. "Here is a comparison:" over a list does not.
 */
function opensText(ctx: TextContext, at: number): boolean {
  for (let i = 0; i < at; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length > 0 && !isPageChrome(t) && !/^#{1,6} \S/.test(t) && !(t.startsWith('|') && t.endsWith('|'))) return false;
  }
  return true;
}

/** Only blank lines and page chrome come before line `at`. */
function isFirstContent(ctx: TextContext, at: number): boolean {
  for (let i = 0; i < at; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length > 0 && !isPageChrome(t)) return false;
  }
  return true;
}

function finish(ctx: TextContext, idx: number[], roles: Cast[], names: Map<string, Cast>, group: Group, learnt: number, guess: string | null): Selection | null {
  const both = partiesOf(roles).size === 2;
  const alt = alternation(roles);
  // A said-heading ("Copilot said") is strong even without a colon; a bare name ("ChatGPT") is not.
  const bare = group.key.startsWith('bare') && !group.key.includes('+stamp') && !group.key.includes('+said');
  const turns = roles.filter((r) => r !== 'other').length;
  // A bare name line ("You", "ChatGPT") is weak evidence alone: it needs both sides, twice,
  // unless a single one opens the paste (a one-message ChatGPT copy).
  // One side only is enough when its name line recurs below the page header ("Le Chat" before each answer).
  const oneSided = !both && turns >= 2 && !isFirstContent(ctx, idx[0] as number);
  // A lone "You" opening the paste is a one-message ChatGPT copy; a lone assistant name there is the page header.
  const loneOpening = idx.length === 1 && roles[0] === 'user' && isFirstContent(ctx, idx[0] as number);
  // One exchange under the two parties' own words, the person's opening the paste ("USER" / "ASSISTANT", a
  // playground's copy): both sides are there, in order, with nothing above them but a system prompt's own
  // name ("SYSTEM").
  const oneExchange = both && turns === 2 && learnt === 0 && roles.find((r) => r !== 'other') === 'user' && isFirstContent(ctx, idx[0] as number);
  if (bare && (!both || turns < 3) && !oneSided && !loneOpening && !oneExchange) return null;
  // Speakers learnt from structure weigh less than known ones: a role-play quoted inside an
  // answer ("Doctor:" / "Nurse:") must not outvote the "You:" / "ChatGPT:" turns around it.
  const learntWeight = learnt === 2 ? 0.5 : learnt === 1 ? 0.8 : 1;
  // A time printed with every name is how chat exports head a message; code and quoted dialogue
  // inside a message ("[ENABLE]" / "[DISABLE]" in a cheat script) do not carry one.
  const stampWeight = group.key.includes('+stamp') ? 2 : 1;
  const score = turns * (both ? 1 : 0.4) * (bare ? 0.9 : 1) * (0.5 + 0.5 * alt) * (group.key.includes('+said') ? 1.2 : 1) * learntWeight * stampWeight;
  return { idx, roles, alt, both, score, names, learnt, guess };
}

function platformOf(names: Map<string, Cast>): Platform {
  let p: Platform = 'other';
  for (const [k, r] of names) {
    if (r !== 'assistant') continue;
    if (/chat ?gpt|gpt|openai|^o\d/.test(k)) p = 'chatgpt';
    else if (/claude/.test(k)) p = 'claude';
    else if (/gemini|bard/.test(k)) p = 'gemini';
    else if (/deepseek/.test(k)) p = 'deepseek';
  }
  return p;
}

/**
 * Text before the first label that looks like conversation rather than a header: short lines
 * (titles, sidebar entries, "Here is the chat:"), headings and front matter do not count.
 */
/** Characters of a text without the spaces and tabs that end its lines: the preamble is counted on trimmed lines too, so trailing whitespace cannot tip the coverage. */
function lengthWithoutLineEndSpace(text: string): number {
  let n = 0;
  let pending = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) pending++;
    else if (c === 10) {
      pending = 0;
      n++;
    } else {
      n += pending + 1;
      pending = 0;
    }
  }
  return n;
}

/**
 * A document's title line: the first line with text, short, ending no sentence, with a blank line
 * under it ("Trascrizione della conversazione con ChatGPT (25/11/2026)", "TRANSCRIPT OF A CHAT").
 */
function isTitleLine(ctx: TextContext, i: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  for (let k = 0; k < i; k++) if ((ctx.trimmed[k] ?? '').length > 0) return false;
  return t.length <= 100 && !/[.!?:;。！？：]$/.test(t) && (ctx.trimmed[i + 1] ?? '').length === 0;
}

function preambleChars(ctx: TextContext, to: number): number {
  let n = 0;
  for (let i = 0; i < to; i++) {
    // A short heading between rules ("------- 2026년 11월 25일 수요일 -------", a chat export's day line) is as short as its words.
    const t = (ctx.trimmed[i] ?? '').replace(/^[-=─━—_~*\s]{3,}|[-=─━—_~*\s]{3,}$/g, '');
    // A note's metadata in bold keys ("**Module:** COMP3011 – Web Services") is its header, as a plain "key: value" line is.
    if (t.length <= 40 || t.startsWith('#') || /^[\w-]{1,20}: \S/.test(t) || META_LINE.test(t) || isPageChrome(t) || isEndJunk(t) || isTitleLine(ctx, i)) continue;
    // An export's stamped system notice ("25.11.26, 10:06 - Messages and calls are end-to-end encrypted…").
    if (isMessageChrome(withoutLeadingStamp(t))) continue;
    // An exporter's line in italics with a date ("_Exported on 17/09/2025 at 9:03:55 CEST from Cursor (1.5.11)_").
    if (/^([_*])[^_*].*[^_*]\1$/.test(t) && /\d{1,4}[./-]\d{1,2}[./-]\d{1,4}/.test(t)) continue;
    n += t.length;
  }
  return n;
}

/**
 * Where the copied page starts: under the last line of its header's navigation ("Skip to content",
 * "Chat history") above the first label. A page's header sits at its top, so text above it (another
 * clipboard's code pasted first) was never part of the conversation, however much it reads like an answer.
 */
function pageTop(ctx: TextContext, firstLabel: number): number {
  for (let i = firstLabel - 1; i >= 0; i--) {
    if (!ctx.fenced[i] && (ctx.trimmed[i] ?? '').length > 0 && chromeKindOf(ctx.trimmed[i] ?? '') === 'navigation') return i + 1;
  }
  return 0;
}

/**
 * Where the page ends: its footer's disclaimer ("ChatGPT can make mistakes. Check important info.",
 * a whole line under the composer). What a copy carries below it (a side panel, the clipboard's
 * leftovers) is not the last message's text.
 */
function beforePageFooter(ctx: TextContext, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (!ctx.fenced[i] && t.length > 30 && chromeKindOf(t) === 'disclaimer') return i;
  }
  return to;
}

/** Removes trailing page chrome, end markers and markdown rules after the last message. */
function trimTail(ctx: TextContext, from: number, to: number): number {
  let end = toolbarTailStart(ctx, from, to);
  while (end > from) {
    const t = ctx.trimmed[end - 1] ?? '';
    if (ctx.fenced[end - 1]) break;
    if (t.length === 0 || isPageChrome(t) || isMessageChrome(t) || isEndJunk(t) || isThematicBreak(t) || /^={3,}$/.test(t) || /^<!--.*-->$/.test(t)) end--;
    else break;
  }
  return end;
}

/**
 * A page's toolbar under the last answer, copied one control to a line: icons alone ("💾", "🔊", "✓",
 * "⚡", "|") with a few labels and ids between them ("Tools", "TAB:2113562585", "Pro"), Gemini's 2026
 * page. A run of short lines at the end of the turn, none a sentence, at least three of them icons with
 * no letter or digit, is the page's, not the answer's last words. Returns where the run starts (else `to`).
 */
function toolbarTailStart(ctx: TextContext, from: number, to: number): number {
  let start = to;
  let icons = 0;
  let shown = 0;
  for (let i = to - 1; i > from; i--) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0) continue;
    if (ctx.fenced[i] || t.length > 24 || /\s\S+\s/.test(t) || /[.!?。！？]$/.test(t)) break;
    if (!/[\p{L}\p{N}]/u.test(t)) icons++;
    shown++;
    start = i;
  }
  return icons >= 3 && shown >= 4 ? start : to;
}

/**
 * The composer under the last answer addresses the assistant by the name its turns carry ("Message
 * gpt-4o", "Reply to Sage…", "Ask Jan"): a short line after a blank line, no sentence ending, holding
 * that speaker's name. An answer does not sign off with its own model name.
 */
function trimComposer(ctx: TextContext, from: number, to: number, names: ReadonlyMap<string, Cast>): number {
  let last = to - 1;
  while (last > from && (ctx.trimmed[last] ?? '') === '') last--;
  if (last <= from || ctx.fenced[last] || (ctx.trimmed[last - 1] ?? '') !== '') return to;
  const t = (ctx.trimmed[last] ?? '').replace(/(\.\.\.|…)$/, '');
  if (t.length > 60 || t.split(/\s+/).length > 6 || /[.!?:;。！？]$/.test(t)) return to;
  const lower = t.toLowerCase();
  for (const [name, cast] of names) {
    if (cast !== 'assistant' || name.length < 2 || lower === name) continue;
    const at = lower.indexOf(name);
    // The name as a word of its own ("Message gpt-4o"), not letters inside another word ("ai" in "again").
    const edge = (c: string | undefined) => c === undefined || !/[\p{L}\p{N}]/u.test(c);
    if (at >= 0 && edge(lower[at - 1]) && edge(lower[at + name.length])) return trimTail(ctx, from, last);
  }
  return to;
}

/**
 * Over a page's footer, the composer may address a custom GPT by the name the page's header shows on a
 * line of its own, twice (in the sidebar's list of GPTs and over the chat: "Flutter"; then "메시지 Flutter" =
 * "Message Flutter" over the disclaimer). Such a name counts as the assistant's; navigation words do not.
 */
function withHeaderNames(ctx: TextContext, sel: Selection): ReadonlyMap<string, Cast> {
  const first = sel.idx[0] ?? 0;
  const seen = new Map<string, number>();
  for (let i = Math.max(0, first - 200); i < first; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i] || t.length < 3 || t.length > 30 || /\s|[.!?:;。！？：]$/.test(t) || chromeKindOf(t) !== null) continue;
    seen.set(t.toLowerCase(), (seen.get(t.toLowerCase()) ?? 0) + 1);
  }
  const names = new Map(sel.names);
  for (const [name, count] of seen) if (count >= 2 && !names.has(name)) names.set(name, 'assistant');
  return names;
}

/** Label lines grouped by how they are written: one conversation uses one style. */
/**
 * Bare lines of unknown words that recur, each over text, beside a known party's bare name line
 * that recurs too ("You sent" / "Meta AI" in a Messenger copy, "Enviaste" in Spanish): candidates
 * for the other party's heading. Speaker discovery keeps the one that alternates with the known name.
 */
function barePartnerLines(ctx: TextContext): number[] {
  const known = new Map<string, number>();
  const unknown = new Map<string, number[]>();
  for (let i = 0; i < ctx.labels.length; i++) {
    const l = ctx.labels[i];
    if (!l || l.style !== 'bare' || l.stamped || l.roleHint || isThirdParty(l.name) || !startsText(ctx, i)) continue;
    const key = nameKey(l);
    if (roleOfName(l.name)) known.set(key, (known.get(key) ?? 0) + 1);
    else if ((ctx.trimmed[i] ?? '').length <= 40 && !ctx.soft[i] && !isPageChrome(ctx.trimmed[i] ?? '') && !isMessageChrome(ctx.trimmed[i] ?? '')) {
      let list = unknown.get(key);
      if (!list) unknown.set(key, (list = []));
      list.push(i);
    }
  }
  if (![...known.values()].some((n) => n >= 2)) return [];
  return [...unknown.values()].filter((v) => v.length >= 2).flat();
}

function labelGroups(ctx: TextContext): Map<string, Group> {
  const groups = new Map<string, Group>();
  const partners = new Set(barePartnerLines(ctx));
  for (let i = 0; i < ctx.labels.length; i++) {
    const l = ctx.labels[i];
    if (!l) continue;
    // A bare line is a label when it names a party or a known third speaker ("thinking" in Codex CLI),
    // or recurs beside a known party's bare name (barePartnerLines).
    if (l.style === 'bare' && !l.stamped && !l.roleHint && !roleOfName(l.name) && !isThirdParty(l.name) && !partners.has(i)) continue;
    if (l.style === 'bare' && !startsText(ctx, i)) continue; // a name in the page header, not a turn
    // A marker read by its decoration (label-marks.ts) groups with the lines of its shape.
    const key = l.style === 'marked' ? `marked${l.decorated ? '+deco' : ''}:${l.shape ?? ''}` : l.style + (l.said ? '+said' : '') + (l.stamped ? '+stamp' : '') + (l.callout ? '+callout' : '');
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, idx: [] }));
    g.idx.push(i);
    // The fixed reader's labels also join the marker model's group of their shape, where one transcript's
    // markers meet whichever reader read each ("**2. A:**" as bold, "**1. H:**" as marked).
    if (l.style !== 'marked' && l.shape) {
      const shapeKey = `marked+deco:${l.shape}`;
      let sg = groups.get(shapeKey);
      if (!sg) groups.set(shapeKey, (sg = { key: shapeKey, idx: [] }));
      sg.idx.push(i);
    }
  }
  // A shape group of the fixed reader's labels only is a part of their style group: a reading of its own only with
  // two labels or more (the decorated "🙂 Prompt:" / "🤖 Response:" apart from an answer's plain "A:" / "B:").
  for (const [key, g] of groups) if (key.startsWith('marked+deco:') && g.idx.length < 2 && !g.idx.some((i) => ctx.labels[i]?.style === 'marked')) groups.delete(key);
  addLayoutGroups(ctx, groups);
  addStampBlindGroups(groups);
  addSaidWithNamedGroups(ctx, groups);
  addMixedStyles(ctx, groups);
  addPartyStyles(ctx, groups);
  // Headings that take turns without any known word ("보낸 메시지" / "Copilot의 응답").
  const pair = alternatingHeadings(ctx, (t) => isMessageChrome(t) || isPageChrome(t));
  if (pair && pair.length >= 3) groups.set('bare+pair', { key: 'bare+pair', idx: pair });
  else {
    const person = personNameLines(ctx);
    if (person) groups.set('bare+person', { key: 'bare+person', idx: person });
  }
  return groups;
}

/** A person's name as a page prints it over their messages: two or three capitalised words ("Myles Iribarne"). */
const FULL_NAME = /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+){1,2}$/u;

/**
 * The person's name over each of their prompts, and nothing over the answers (ChatGPT's 2023 page
 * copied as text: the account name, the prompt, the answer right under it): one full name on a line of
 * its own, three times or more, each time after a blank line and over text, no assistant name anywhere
 * as a line. Returns those lines, else null.
 */
function personNameLines(ctx: TextContext): number[] | null {
  const byName = new Map<string, number[]>();
  for (let i = 1; i < ctx.labels.length; i++) {
    const l = ctx.labels[i];
    if (!l || l.style !== 'bare' || l.rest.length > 0 || ctx.fenced[i]) continue;
    if (roleOfName(l.name)) return null;
    const t = ctx.trimmed[i] ?? '';
    if (!FULL_NAME.test(t) || isMessageChrome(t) || isPageChrome(t)) continue;
    if ((ctx.trimmed[i - 1] ?? '') !== '' || (ctx.trimmed[i + 1] ?? '') === '') continue;
    let list = byName.get(t);
    if (!list) byName.set(t, (list = []));
    list.push(i);
  }
  const found = [...byName.values()].filter((v) => v.length >= 3);
  return found.length === 1 ? (found[0] as number[]) : null;
}

/**
 * Some UI languages print a said-heading for the person only and the assistant's bare name for the
 * answer (ChatGPT in Japanese: "あなた:" / "ChatGPT:"): the person's said-headings also form one group
 * with the same style's labels that name an assistant — not with the answer's own "メリット:" lines.
 */
function addSaidWithNamedGroups(ctx: TextContext, groups: Map<string, Group>): void {
  for (const g of [...groups.values()]) {
    // A bare name ("Gemini" atop the page) is the page's header as often as a turn's: colon and heading styles only.
    if (!/^\w+\+said$/.test(g.key) || g.key.startsWith('bare')) continue;
    const plain = groups.get(g.key.replace('+said', ''));
    // Only when every said-heading is the person's: with the assistant's own said-headings there is nothing to pair.
    if (!plain || g.idx.some((i) => (ctx.labels[i] as LabelLine).roleHint !== 'user')) continue;
    // The answers' names come after the person's first said-heading: the one above it heads the page.
    const named = plain.idx.filter((i) => i > (g.idx[0] as number) && roleOfName((ctx.labels[i] as LabelLine).name) === 'assistant');
    if (named.length === 0) continue;
    const key = `${g.key}+named`;
    groups.set(key, { key, idx: [...g.idx, ...named].sort((a, b) => a - b) });
  }
}

/**
 * Exporters often stamp one side only ("## 👤 User (14:01:43)" over "## 🤖 Claude"): stamped headings
 * and bold names also form one group with the unstamped ones of their style, and the selection weighs
 * it with the rest.
 */
function addStampBlindGroups(groups: Map<string, Group>): void {
  for (const g of [...groups.values()]) {
    if (!/^(?:heading|bold)\b.*\+stamp/.test(g.key)) continue;
    const unstamped = groups.get(g.key.replace('+stamp', ''));
    if (!unstamped) continue;
    const key = `${g.key.replace('+stamp', '')}+anystamp`;
    groups.set(key, { key, idx: [...g.idx, ...unstamped.idx].sort((a, b) => a - b) });
  }
}

/**
 * One transcript puts its labels one way: on a line of their own ("Prompt:" / text) or before the text
 * ("A: Hey, I need a hotel…"). Colon labels of each layout also form a group of their own, so a dialogue
 * quoted inside a turn, written the other way, is seen apart from the speakers around it (outerReading).
 */
function addLayoutGroups(ctx: TextContext, groups: Map<string, Group>): void {
  const plain = groups.get('plain');
  if (!plain) return;
  const alone = plain.idx.filter((i) => (ctx.labels[i] as LabelLine).rest.length === 0);
  if (alone.length < 2 || alone.length === plain.idx.length) return;
  groups.set('plain+alone', { key: 'plain+alone', idx: alone });
}

const MIXABLE = /^(?:plain|bold|heading)$/;

/**
 * Each party in its own decoration ("# morberg: create a python program…" over each prompt, "**GitHub
 * Copilot:**" over each answer — a VS Code chat copied into a note): two groups of one name each, two
 * labels or more, that take turns with each other, form one group, and the selection weighs it with the rest.
 */
function addPartyStyles(ctx: TextContext, groups: Map<string, Group>): void {
  const single = [...groups.values()].filter((g) => (MIXABLE.test(g.key) || g.key.startsWith('marked')) && g.idx.length >= 2 && new Set(g.idx.map((i) => nameKey(ctx.labels[i] as LabelLine))).size === 1);
  for (let a = 0; a < single.length; a++) {
    for (let b = a + 1; b < single.length; b++) {
      const ga = single[a] as Group;
      const gb = single[b] as Group;
      if (nameKey(ctx.labels[ga.idx[0] as number] as LabelLine) === nameKey(ctx.labels[gb.idx[0] as number] as LabelLine)) continue;
      const inA = new Set(ga.idx);
      const merged = [...ga.idx, ...gb.idx].sort((x, y) => x - y);
      let turns = 0;
      for (let k = 1; k < merged.length; k++) if (inA.has(merged[k] as number) !== inA.has(merged[k - 1] as number)) turns++;
      // They take turns: at most one place where a party speaks twice in a row.
      if (turns < merged.length - 2) continue;
      const key = `${ga.key}|${gb.key}`;
      if (!groups.has(key)) groups.set(key, { key, idx: merged });
    }
  }
}

/**
 * A hand-written transcript that changes its label style on the way ("**User:**" in the first
 * exchange, "User:" after): a smaller group of plain, bold or heading labels whose names all appear
 * in a larger one (or its two and one more), all before or all after it, joins it, and the selection
 * weighs the joined group with the rest.
 */
function addMixedStyles(ctx: TextContext, groups: Map<string, Group>): void {
  const plainGroups = [...groups.values()].filter((g) => MIXABLE.test(g.key)).sort((a, b) => b.idx.length - a.idx.length);
  const main = plainGroups[0];
  if (!main || main.idx.length < 2) return;
  const names = new Set(main.idx.map((i) => nameKey(ctx.labels[i] as LabelLine)));
  const first = main.idx[0] as number;
  const last = main.idx[main.idx.length - 1] as number;
  for (const other of plainGroups.slice(1)) {
    // Its names are the main group's — or both of its parties' and one more, the assistant named later
    // on ("Me:" / "AI:" and then "Mosada:" once the person has named it).
    const otherNames = new Set(other.idx.map((i) => nameKey(ctx.labels[i] as LabelLine)));
    const shared = [...otherNames].filter((n) => names.has(n)).length;
    if (!(shared === otherNames.size || (names.size === 2 && shared === 2 && otherNames.size === 3))) continue;
    // The style changes once, before or after the main labels; labels of another style between them
    // are a conversation quoted inside a message ("Often like this:" / "User: hi").
    if (!other.idx.every((i) => i < first) && !other.idx.every((i) => i > last)) continue;
    const key = `${main.key}+${other.key}`;
    groups.set(key, { key, idx: [...main.idx, ...other.idx].sort((a, b) => a - b) });
  }
}

/**
 * The group whose labels are the speakers. Known speakers on both sides outrank names learnt
 * from structure, whatever their counts: "输入：" / "输出：" pairs inside a prompt are examples,
 * not the speakers around them.
 */
function bestSelection(ctx: TextContext, groups: Map<string, Group>): Selection | null {
  let best: Selection | null = null;
  let bestKnown: Selection | null = null;
  const all: Selection[] = [];
  for (const g of groups.values()) {
    const s = select(ctx, g);
    if (!s) continue;
    all.push(s);
    if (!best || s.score > best.score) best = s;
    if (s.learnt === 0 && s.both && (!bestKnown || s.score > bestKnown.score)) bestKnown = s;
  }
  const chosen = bestKnown ?? best;
  const around = chosen && exchangeInsideTurn(chosen, all);
  return around ?? (chosen && outerReading(ctx, chosen, all));
}

/**
 * One exchange of known words on consecutive lines ("Q: …" / "A: …", a form's question and its picked answer the
 * person pasted back) inside one turn of a transcript whose own labels take turns four times or more ("**Pedro:**" /
 * "**Claude:**", one name learnt): the lone pair is that turn's text, however sure its words are. The longer reading must open
 * above the pair, go on below it and keep alternating; the pair's labels must all fall between two of its labels.
 */
function exchangeInsideTurn(chosen: Selection, all: readonly Selection[]): Selection | null {
  if (chosen.learnt > 0 || chosen.idx.length > 2) return null;
  const first = chosen.idx[0] as number;
  const last = chosen.idx[chosen.idx.length - 1] as number;
  // The pair is pasted as a block (its labels on consecutive lines), not two turns with an answer between them.
  if (last - first > 1) return null;
  let outer: Selection | null = null;
  for (const t of all) {
    if (t === chosen || !t.both || t.idx.length < 4 || t.alt < 0.8 || (t.idx[0] as number) >= first || t.idx.some((i) => chosen.idx.includes(i))) continue;
    let k = 0;
    while (k + 1 < t.idx.length && (t.idx[k + 1] as number) < first) k++;
    // Between two of its labels: a pair under the longer reading's last label may be the conversation after examples.
    const next = t.idx[k + 1];
    if (next === undefined || next <= last) continue;
    if (!outer || t.score > outer.score) outer = t;
  }
  return outer;
}

/**
 * A transcript of known names quoted inside a turn of another one ("You:" over "User : Hi dear" / "Agent : helo…" /
 * …, then "ChatGPT:"): the chosen reading, known names only, has a party speak twice in a row where the quote
 * starts and ends, while the reading `t` of other known names takes strict turns around it. Then `t` is the
 * conversation (outerReading checks the quote sits in one of its turns, under names it does not use).
 */
function knownInsideKnown(t: Selection): boolean {
  return t.learnt === 0 && t.guess === null && t.alt >= 1;
}

/**
 * A dialogue quoted inside one turn ("Response:" / "A: Hey, I need a hotel…" / "B: Sure…", a sample
 * dialogue an answer wrote) is not the conversation: when the chosen reading's labels, apart from those
 * it shares with another reading that takes turns between both parties, all fall inside one turn of
 * that other reading, and name someone that reading does not, the other reading is the conversation.
 * A transcript that changes its label style on the way keeps its names, so it is not read so; a reading whose
 * speakers are all known words ("User:" / "Assistant:") is kept, as known names are the strongest evidence.
 */
/** The text a turn holds at least to be a message rather than a header's value ("dana", "GPT-4o"). */
const MESSAGE_MIN_CHARS = 20;

/**
 * Every label of `inner` falls inside an answer of `outer` ("GitHub Copilot: …" over an answer's "- **Propósito**: …" /
 * "- **Qué prueba**: …" items, in two answers): the inner names are the answers' own list, not speakers.
 */
function insideAnswers(outer: Selection, inner: readonly number[]): boolean {
  let k = -1;
  for (const i of inner) {
    while (k + 1 < outer.idx.length && (outer.idx[k + 1] as number) < i) k++;
    if (k < 0 || outer.roles[k] !== 'assistant') return false;
  }
  return true;
}

function outerReading(ctx: TextContext, chosen: Selection, all: readonly Selection[]): Selection {
  // Only a reading that had to learn a name from structure ("B:") gives way, and only to one at least as sure of its speakers;
  // or one of known names whose turn-taking breaks where another reading's known names take strict turns (knownInsideKnown).
  const knownOnly = chosen.learnt === 0 && chosen.guess === null;
  if (knownOnly && chosen.alt >= 1) return chosen;
  // A reading that starts the text accounts for the text above one that does not ("## Lena" / "## Sage" over an
  // answer's "Отношение сумм:" / "Ответ:"): it may have learnt more of its names.
  const chosenCovers = preambleChars(ctx, chosen.idx[0] as number) === 0;
  let outer: Selection | null = null;
  for (const t of all) {
    if (t === chosen || (t.learnt > chosen.learnt && (chosenCovers || preambleChars(ctx, t.idx[0] as number) > 0)) || !t.both || t.idx.length < 2 || t.alt < 0.8 || (t.idx[0] as number) > (chosen.idx[0] as number)) continue;
    if (knownOnly && !knownInsideKnown(t)) continue;
    const own = new Set(t.idx);
    const extra = chosen.idx.filter((i) => !own.has(i));
    if (extra.length < 2) continue;
    // The turn of `t` each extra label falls in (both lists ascend): all the same one.
    let turn = -1;
    while (turn + 1 < t.idx.length && (t.idx[turn + 1] as number) < (extra[0] as number)) turn++;
    const turnEnd = (t.idx[turn + 1] as number | undefined) ?? Infinity;
    if (turn < 0) continue;
    if ((extra[extra.length - 1] as number) > turnEnd && !(t.learnt < chosen.learnt && insideAnswers(t, extra))) continue;
    const names = new Set(t.idx.map((i) => nameKey(ctx.labels[i] as LabelLine)));
    if (extra.every((i) => names.has(nameKey(ctx.labels[i] as LabelLine)))) continue;
    // Every other turn of `t` is a message: an exporter's header ("**User:** dana" / "**Model:** GPT-4o") over a
    // conversation is no exchange the conversation is quoted in.
    const turnText = (k: number) => {
      const from = t.idx[k] as number;
      const to = (t.idx[k + 1] as number | undefined) ?? ctx.lines.length;
      let n = (ctx.labels[from] as LabelLine).rest.length;
      for (let i = from + 1; i < to; i++) n += (ctx.trimmed[i] ?? '').length;
      return n;
    };
    if (t.idx.some((_, k) => k !== turn && turnText(k) < MESSAGE_MIN_CHARS)) continue;
    if (!outer || t.score > outer.score) outer = t;
  }
  return outer ?? chosen;
}

/**
 * What the text above the first label is:
 * - `first_prompt`: only the answers are labelled, or the copy starts just under the first "You"
 *   heading — the text above the first answer is the first prompt;
 * - `answer_end`: a page copy that starts in the middle of an answer — the text above the first
 *   "You said:" is that answer's end (screen-reader headings are never preceded by a person's intro);
 * - `notes`: a Markdown title opens it — the person's own notes around the copy (a README), dropped;
 * - `preamble`: a title or an intro of a transcript, dropped and counted against the labels' coverage;
 * - `page_title`: a page copy's header over its chat's title and nothing else — page, dropped, not counted.
 */
type Opening = 'first_prompt' | 'first_exchange' | 'answer_end' | 'notes' | 'preamble' | 'page_title';

/** What the verify screen says about each reading of the opening (a preamble is just dropped). */
const OPENING_NOTES: Partial<Record<Opening, string>> = {
  notes: 'The notes above the copied conversation were left out.',
  first_prompt: 'The text above the first answer was taken as your first message (it had no label).',
  first_exchange: 'The text above the first name was read as your first message and its answer (neither had a label).',
  answer_end: 'The copy starts in the middle of an answer: the text above your first message is kept as the end of that answer.',
};

/**
 * The assistant's first turn opens the conversation with a greeting ("Hello, CSArtisan! I'm happy to
 * assist with your interview."): it answers nothing, so the text above it is an intro (a blog post's
 * lead-in to the interview), not the person's first prompt.
 */
const GREETING = /^(?:hello|hi|hey|greetings|welcome|good (?:morning|afternoon|evening)|hola|buenos d[ií]as|bonjour|salut|hallo|guten tag|ciao|buongiorno|ol[aá]|oi|bom dia|привет|здравствуйте|你好|您好|こんにちは|안녕하세요)(?![\p{L}])/iu;
function greetsFirst(ctx: TextContext, label: number): boolean {
  const l = ctx.labels[label] as LabelLine;
  let text = l.rest;
  for (let i = label + 1; text.length === 0 && i < ctx.lines.length && i < label + 4; i++) text = ctx.fenced[i] ? '' : (ctx.trimmed[i] ?? '');
  return GREETING.test(text.replace(/^[*_]+/, ''));
}

/**
 * The copy starts at the first prompt, which lost its "You said:" heading, and the prompt is short
 * ("請推論中國能幾天征服台灣" / "ChatGPT said:"): a line of text right over the answer's said-heading, with
 * no blank line between, is the prompt — a page's title has a blank line under it, chrome is known.
 */
function shortPromptOverAnswer(ctx: TextContext, sel: Selection): boolean {
  const first = sel.idx[0] as number;
  const label = ctx.labels[first] as LabelLine;
  if (!label.said || sel.roles[0] !== 'assistant' || first < 1 || ctx.fenced[first - 1]) return false;
  const t = ctx.trimmed[first - 1] ?? '';
  // A speaker's name line over the heading ("You" / "You said:") is the heading's, not a prompt.
  return t.length > 0 && !t.startsWith('#') && !isPageChrome(t) && roleOfName(t) === null;
}

/**
 * A transcript whose first label is the answer's, with a short question alone above it (rules and blank lines
 * between, only headings or page chrome above): that question is the first prompt, which the tool writes with no
 * label ("How do I …?" / '<hr>' / "role::assistant", a note-taking plugin's chat). Its paragraph's first line, or -1.
 */
function questionOverFirstAnswer(ctx: TextContext, sel: Selection): number {
  const first = sel.idx[0] as number;
  const label = ctx.labels[first] as LabelLine;
  if (label.said || sel.roles[0] !== 'assistant') return -1;
  let j = first - 1;
  while (j >= 0 && !ctx.fenced[j] && (isBlank(ctx.lines[j] ?? '') || isThematicBreak(ctx.trimmed[j] ?? ''))) j--;
  if (j < 0 || ctx.fenced[j] || !/[?？]$/.test(ctx.trimmed[j] ?? '') || (ctx.trimmed[j] ?? '').startsWith('#')) return -1;
  const start = paragraphStart(ctx, j);
  if (j - start > 2) return -1;
  for (let i = 0; i < start; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length > 0 && !ctx.fenced[i] && !/^#{1,6} \S/.test(t) && !isThematicBreak(t) && !isPageChrome(t)) return -1;
  }
  return start;
}

/** The first line of the paragraph (run of non-blank lines outside code) that ends at line `last`. */
function paragraphStart(ctx: TextContext, last: number): number {
  let i = last;
  while (i > 0 && !ctx.fenced[i - 1] && (ctx.trimmed[i - 1] ?? '').length > 0) i--;
  return i;
}

function readOpening(ctx: TextContext, sel: Selection, answersOnly: boolean): { kind: Opening; message: DraftMessage | null; exchange?: DraftMessage[] } {
  const firstLabel = sel.idx[0] as number;
  let kind: Opening = 'preamble';
  let headed = -1;
  if (answersOnly) kind = 'first_prompt';
  else if (sel.nameOverPrompts && preambleChars(ctx, firstLabel) > 0) {
    // The page's first prompt has no name over it when the copy starts at it: the first exchange.
    const raw = rawSlice(ctx, 0, beforeTrailingRules(ctx, 0, firstLabel));
    const cut = otherPartyStart(raw, 'user', true);
    const prompt = cleanMessage({ lines: raw.lines.slice(0, cut), fenced: raw.fenced.slice(0, cut), soft: raw.soft.slice(0, cut) });
    const answer = cleanMessage({ lines: raw.lines.slice(cut), fenced: raw.fenced.slice(cut), soft: raw.soft.slice(cut) });
    const messages: DraftMessage[] = [];
    if (prompt) messages.push({ role: 'user', content: prompt });
    if (answer) messages.push({ role: 'assistant', content: answer });
    return { kind: 'first_exchange', message: null, exchange: messages };
  } else if (sel.both && preambleChars(ctx, firstLabel) === 0 && !shortPromptOverAnswer(ctx, sel) && questionOverFirstAnswer(ctx, sel) >= 0) {
    kind = 'first_prompt';
    headed = questionOverFirstAnswer(ctx, sel);
  } else if (sel.both && (preambleChars(ctx, firstLabel) > 0 || shortPromptOverAnswer(ctx, sel))) {
    const said = (ctx.labels[firstLabel] as LabelLine).said;
    // An answer's said-heading first under the notes' title: the copy starts at that answer's prompt, which lost
    // its label; the text under the notes' last heading is the prompt, not more notes.
    headed = said && hasMarkdownHeading(ctx, firstLabel) && sel.roles[0] === 'assistant' ? promptUnderHeadings(ctx, firstLabel) : -1;
    if (headed >= 0) kind = 'first_prompt';
    else if (said && hasMarkdownHeading(ctx, firstLabel) && !pageCodeHeaderAbove(ctx, firstLabel)) kind = 'notes';
    else if (said && sel.roles[0] === 'user') kind = 'answer_end';
    else if (sel.roles[0] === 'assistant' && !greetsFirst(ctx, firstLabel) && !titledSectionOverLog(ctx, sel)) kind = 'first_prompt';
  }
  let top = headed >= 0 ? headed : pageTop(ctx, firstLabel);
  // Only a short line right over the answer's heading: that paragraph is the prompt, what is above it the page's.
  if (kind === 'first_prompt' && !answersOnly && preambleChars(ctx, firstLabel) === 0 && shortPromptOverAnswer(ctx, sel)) top = Math.max(top, paragraphStart(ctx, firstLabel - 1));
  // The person's notes, then a rule, then the copy, which starts in the middle of an answer: the
  // answer's end is what the rule leaves above the first "You said:" — when it is more than a line of intro.
  const rule = kind === 'notes' ? firstRuleAbove(ctx, firstLabel) : -1;
  if (rule >= 0 && preambleChars(ctx, firstLabel) - preambleChars(ctx, rule) >= 200 && !showsMarkup(ctx, rule + 1, firstLabel)) {
    kind = 'answer_end';
    top = rule + 1;
  }
  if (kind === 'notes' || kind === 'preamble') return { kind, message: null };
  while (top < firstLabel && (ctx.trimmed[top] === '' || isPageChrome(ctx.trimmed[top] ?? ''))) top++;
  // The person's name line over their said-heading ("You" / "Sent by you:") heads the first turn.
  const bottom = kind === 'answer_end' ? trimTail(ctx, top, withoutNameHeader(ctx, top, firstLabel, 'user')) : beforeTrailingRules(ctx, top, firstLabel);
  // Above an answer's said-heading on a page copy, wide gaps part lost turns: the piece right above
  // the heading is the prompt, and the pieces above it take turns back to the copy's start.
  if (kind === 'first_prompt' && (ctx.labels[firstLabel] as LabelLine).said) {
    const raw = rawSlice(ctx, top, bottom);
    const gaps = wideGaps(raw);
    if (gaps.length > 0) {
      const pieces = piecesBetween(gaps, raw.lines.length);
      const exchange: DraftMessage[] = [];
      pieces.forEach(([a, b], p) => {
        const text = cleanMessage({ lines: raw.lines.slice(a, b), fenced: raw.fenced.slice(a, b), soft: raw.soft.slice(a, b) });
        // The piece right above the heading is the prompt; the ones above it alternate.
        const pieceRole: Role = (pieces.length - 1 - p) % 2 === 0 ? 'user' : 'assistant';
        if (text) exchange.push({ role: pieceRole, content: pieceRole === 'user' ? unheaded(text) : text });
      });
      return { kind, message: null, exchange };
    }
  }
  const content = cleanMessage(rawSlice(ctx, top, bottom));
  // Under the page header, title-like lines are the chat's header (its title, which the sidebar lists too; the
  // app's name, "Copilot Chat"; a file chip, "plan.md"; a repository chip), not an answer's last words: one to four lines, none a
  // sentence or a list item.
  if (kind === 'answer_end' && top > 0 && isTitleBlock(content)) return { kind: 'page_title', message: null };
  return { kind, message: content ? { role: kind === 'answer_end' ? 'assistant' : 'user', content } : null };
}

function isTitleBlock(content: string): boolean {
  const lines = content.split('\n').filter((l) => l.trim().length > 0);
  return lines.length <= 4 && lines.every((l) => l.length > 0 && l.length <= 100 && !/[.!?:;。！？：]$/.test(l) && !/^(?:[-*+•]|\d{1,3}[.)])\s/.test(l));
}

/**
 * Where a message ends when the next turn's said-heading has the speaker's name line over it, with
 * at most two short status lines between ("Copilot" / "Using" / "the web"): the name line and what
 * follows it belong to the next turn's header.
 */
function withoutNameHeader(ctx: TextContext, from: number, end: number, next: Cast): number {
  for (let j = end - 1, seen = 0; j > from && seen <= 2; j--, seen++) {
    const t = ctx.trimmed[j] ?? '';
    if (ctx.fenced[j] || t.length === 0 || (t.length > 24 && !(t.length <= 80 && chromeKindOf(t) === 'status'))) return end;
    if (ctx.labels[j]?.style === 'bare' && roleOfName(t) === next) return j;
  }
  return end;
}

/**
 * Where a message ends when the page prints a day divider over the next turn ("Yesterday", "Today"):
 * a navigation word alone after a blank line, right above the next label, with text above it.
 */
function withoutDayDivider(ctx: TextContext, from: number, end: number): number {
  let j = end - 1;
  while (j > from && isBlank(ctx.lines[j] ?? '')) j--;
  if (j <= from + 1 || ctx.fenced[j] || !isBlank(ctx.lines[j - 1] ?? '')) return end;
  const t = ctx.trimmed[j] ?? '';
  return t.length <= 24 && chromeKindOf(t) === 'navigation' ? j : end;
}

/** A lost prompt a page saved as Markdown set as one heading ("### 当配置了…之后"): its words, not the heading's marks. */
function unheaded(text: string): string {
  const m = /^#{1,6} (\S.*)$/.exec(text);
  return m && !text.includes('\n') ? (m[1] as string) : text;
}

/** Where each run of three or more blank lines (outside code) ends in a turn: [first blank, first line after]. */
function wideGaps(raw: { lines: readonly string[]; fenced: readonly boolean[] }): Array<[number, number]> {
  const gaps: Array<[number, number]> = [];
  let from = -1;
  for (let i = 0; i <= raw.lines.length; i++) {
    const blank = i < raw.lines.length && !raw.fenced[i] && isBlank(raw.lines[i] ?? '');
    if (blank && from < 0) from = i;
    if (!blank && from >= 0) {
      if (i - from >= 3 && from > 0 && i < raw.lines.length) gaps.push([from, i]);
      from = -1;
    }
  }
  return gaps;
}

/**
 * The pieces of an answer's turn that wide gaps part, when they are lost turns: answer, prompt,
 * answer… ending on a prompt only when the next heading is an answer's (`promptLast`), on an answer
 * otherwise (a gap that would leave a prompt last is then not a turn's). Null when there is no split.
 */
function lostTurnPieces(raw: { lines: readonly string[]; fenced: readonly boolean[] }, promptLast: boolean): Array<[number, number]> | null {
  const gaps = wideGaps(raw);
  // Pieces alternate from an answer: an odd count of gaps ends on a prompt, an even one on an answer.
  const usable = gaps.length % 2 === (promptLast ? 1 : 0) ? gaps : gaps.slice(0, -1);
  return usable.length === 0 ? null : piecesBetween(usable, raw.lines.length);
}

/** The line ranges that gaps ([first blank, first line after]) leave between them in `length` lines. */
function piecesBetween(gaps: ReadonlyArray<[number, number]>, length: number): Array<[number, number]> {
  const pieces: Array<[number, number]> = [];
  let start = 0;
  for (const [from, to] of gaps) {
    pieces.push([start, from]);
    start = to;
  }
  pieces.push([start, length]);
  return pieces;
}

/** A heading short enough to be an exporter's turn header ("## Message 2", "### Turn 3", "## 2."). */
const TURN_HEADER_HEADING = /^#{1,6} \S.{0,38}$/;

/**
 * Where a message ends when an exporter puts a rule and a short heading over each turn ("---" /
 * "## Message 2" / "**Claude** (time)"): the heading after the rule is the next turn's header. A rule
 * must come first, so a message that ends in a heading of its own keeps it.
 */
function withoutTurnHeader(ctx: TextContext, from: number, end: number): number {
  let j = end;
  let headings = 0;
  while (j > from && headings <= 2) {
    const t = ctx.trimmed[j - 1] ?? '';
    if (ctx.fenced[j - 1]) return end;
    if (t.length === 0) j--;
    else if (TURN_HEADER_HEADING.test(t)) {
      headings++;
      j--;
    } else break;
  }
  if (headings === 0 || j <= from || !isThematicBreak(ctx.trimmed[j - 1] ?? '')) return end;
  return beforeTrailingRules(ctx, from, j);
}

/** A slice of lines without the blank lines and rules at its two edges. */
function withoutEdgeRules(raw: { lines: string[]; fenced: boolean[]; soft: boolean[] }): { lines: string[]; fenced: boolean[]; soft: boolean[] } {
  const gap = (k: number) => !raw.fenced[k] && (isBlank(raw.lines[k] ?? '') || isThematicBreak((raw.lines[k] ?? '').trim()));
  let a = 0;
  let b = raw.lines.length;
  while (a < b && gap(a)) a++;
  while (b > a && gap(b - 1)) b--;
  return { lines: raw.lines.slice(a, b), fenced: raw.fenced.slice(a, b), soft: raw.soft.slice(a, b) };
}

/** Where a turn's text ends above the blank lines and rules ("---") an exporter puts between turns. */
function beforeTrailingRules(ctx: TextContext, from: number, end: number): number {
  let j = end;
  while (j > from && !ctx.fenced[j - 1] && (isBlank(ctx.lines[j - 1] ?? '') || isThematicBreak(ctx.trimmed[j - 1] ?? ''))) j--;
  return j;
}

/**
 * A section's metadata line under its heading, in bold keys ("**Fecha:** 04/07/2024 21:15", "**Tool:**
 * Google Gemini", "- **Model:** o3"): prompt logs print a date, a model or a tool over every prompt.
 */
const META_LINE = /^(?:[-*]\s+)?\*\*[^*]{1,30}(?::\*\*|\*\*:)\s*\S.{0,100}$/;

/** The heading just above line `i` (blank lines and up to four metadata lines between allowed): its line, or -1. */
function headingAbove(ctx: TextContext, i: number): number {
  let j = i - 1;
  let meta = 0;
  while (j >= 0 && !ctx.fenced[j] && (isBlank(ctx.lines[j] ?? '') || (meta < 4 && META_LINE.test(ctx.trimmed[j] ?? '') && ++meta > 0))) j--;
  return j >= 0 && !ctx.fenced[j] && HEADING_LEVEL.test(ctx.trimmed[j] ?? '') ? j : -1;
}

/** The document's section headings over the turns: their level, and whether they are numbered. */
interface Sections {
  level: number;
  /** The labels' own heading level when the labels are headings under the sections ("## Session 2" / "### Prompt:"). */
  labelLevel: number;
  numbered: boolean;
  /** Every rule in the transcript stands right above a section heading: rules delimit the sections. */
  ruled: boolean;
}

/**
 * The document's section headings when a transcript is kept in sections ("## 2. Categories" over
 * "**User:** …" / "**Assistant:** …"): headings of one level stand over two or more turns. They are the
 * author's, not the end of the answer above them. Null when there are none (or the labels are headings).
 */
function sectionHeadings(ctx: TextContext, sel: Selection): Sections | null {
  const levels = new Map<number, { n: number; numbered: number }>();
  let labelLevel = 0;
  const selected = new Set(sel.idx);
  for (const i of sel.idx) {
    // Heading labels have sections only in headings of a higher rank over them ("## Session 2" over "### Prompt:").
    const own = (ctx.labels[i] as LabelLine).style === 'heading' ? headingLevel(ctx, i) : 0;
    if ((ctx.labels[i] as LabelLine).style === 'heading' && own <= 1) return null;
    const h = headingAbove(ctx, i);
    if (h < 0 || selected.has(h)) continue;
    const t = ctx.trimmed[h] ?? '';
    const level = headingLevel(ctx, h);
    if (own > 0 && level >= own) continue;
    labelLevel = Math.max(labelLevel, own);
    const v = levels.get(level) ?? { n: 0, numbered: 0 };
    v.n++;
    if (/\d/.test(t)) v.numbered++;
    levels.set(level, v);
  }
  let best: [number, { n: number; numbered: number }] | null = null;
  for (const entry of levels) if (entry[1].n >= 2 && (!best || entry[1].n > best[1].n)) best = entry;
  if (!best) return null;
  return { level: best[0], labelLevel, numbered: best[1].numbered === best[1].n, ruled: rulesDelimitSections(ctx, best[0]) };
}

/** Every thematic break of the transcript, but one (the last), stands right above a heading of `level`. */
function rulesDelimitSections(ctx: TextContext, level: number): boolean {
  const mark = `${'#'.repeat(level)} `;
  let rules = 0;
  let strays = 0;
  for (let i = 0; i < ctx.lines.length; i++) {
    if (ctx.fenced[i] || !isThematicBreak(ctx.trimmed[i] ?? '')) continue;
    let k = i + 1;
    while (k < ctx.lines.length && isBlank(ctx.lines[k] ?? '')) k++;
    if ((ctx.trimmed[k] ?? '').startsWith(mark)) rules++;
    else strays++;
  }
  return rules >= 2 && strays <= 1;
}

/**
 * Where a turn ends in a sectioned transcript: before the section heading over the next turn; in the
 * last turn, before a heading that continues the sections' numbering ("## 5. Status" after "## 4. …").
 * An answer's own headings in between stay.
 */
function beforeSection(ctx: TextContext, from: number, end: number, sections: Sections, last: boolean): number {
  const mark = `${'#'.repeat(sections.level)} `;
  // Heading labels under sections: the section's other headings of the labels' rank ("### My Decision:" after
  // "### AI Response:") are the author's notes on the turn, not the turn's text.
  if (sections.labelLevel > 0) {
    for (let i = from; i < end; i++) {
      const level = ctx.fenced[i] ? 0 : headingLevel(ctx, i);
      if (level > 0 && level <= sections.labelLevel) {
        end = i;
        break;
      }
    }
  }
  if (last) {
    for (let i = from; i < end; i++) {
      if (ctx.fenced[i]) continue;
      const t = ctx.trimmed[i] ?? '';
      // The author's closing part: a heading that continues the numbering, one above the sections'
      // level ("## How to update this file" after "### Request 9"), or text after the rule that delimits sections.
      const level = headingLevel(ctx, i);
      if ((sections.numbered && t.startsWith(mark) && /\d/.test(t)) || (level > 0 && level < sections.level) || (sections.ruled && isThematicBreak(t))) return i;
    }
    return end;
  }
  const h = headingAbove(ctx, end);
  return h >= from && (ctx.trimmed[h] ?? '').startsWith(mark) ? h : end;
}

/**
 * The author's closing part after the last turn of a transcript headed by turn headings: a heading of
 * a higher rank than the turn's own ("### 3) Assistant" / … / "## Assistant Worklog", a coding agent's
 * transcript with its notes after it) ends the turn.
 */
function beforeHigherHeading(ctx: TextContext, label: number, end: number): number {
  const own = headingLevel(ctx, label);
  if (own <= 1) return end;
  for (let i = label + 1; i < end; i++) {
    if (ctx.fenced[i]) continue;
    const level = headingLevel(ctx, i);
    if (level > 0 && level < own) return beforeTrailingRules(ctx, label + 1, i);
  }
  return end;
}

/** Some turn before the last holds a heading of a higher rank than its own label: the answers use such headings. */
function higherHeadingsInTurns(ctx: TextContext, idx: readonly number[]): boolean {
  for (let k = 0; k + 1 < idx.length; k++) {
    const own = headingLevel(ctx, idx[k] as number);
    if (own <= 1) continue;
    for (let i = (idx[k] as number) + 1; i < (idx[k + 1] as number); i++) {
      const level = ctx.fenced[i] ? 0 : headingLevel(ctx, i);
      if (level > 0 && level < own) return true;
    }
  }
  return false;
}

/**
 * The narrator's interludes of a retold session ("### Frank" / … / "### Claude" / answer / "---" / "## The
 * first link" / the author's commentary / "---" / "### Frank"): between two turns headed by speaker
 * headings, a rule, then a heading of a higher rank than the labels' that the document's own sections
 * above the first turn use, and a rule closing it right over the next label. The turn ends at the first
 * rule; what the rules frame is the document's, not the answer's (an answer's own sections are not
 * framed by rules up to the next speaker, nor set at the rank of the document's introduction).
 */
function beforeInterlude(ctx: TextContext, label: number, end: number, introLevels: ReadonlySet<number>): number {
  const own = headingLevel(ctx, label);
  if (own <= 1 || introLevels.size === 0) return end;
  // The rule right over the next label closes the interlude.
  let close = end - 1;
  while (close > label && isBlank(ctx.lines[close] ?? '')) close--;
  if (close <= label || ctx.fenced[close] || !isThematicBreak(ctx.trimmed[close] ?? '')) return end;
  for (let i = label + 1; i < close; i++) {
    if (ctx.fenced[i] || !isThematicBreak(ctx.trimmed[i] ?? '')) continue;
    let k = i + 1;
    while (k < close && isBlank(ctx.lines[k] ?? '')) k++;
    const level = ctx.fenced[k] ? 0 : headingLevel(ctx, k);
    if (level > 0 && level < own && introLevels.has(level)) return beforeTrailingRules(ctx, label + 1, i);
  }
  return end;
}

/** Heading levels the document uses above its first label (its own sections), outside code. */
function levelsAbove(ctx: TextContext, first: number): Set<number> {
  const levels = new Set<number>();
  for (let i = 0; i < first; i++) {
    if (ctx.fenced[i]) continue;
    const level = headingLevel(ctx, i);
    if (level > 0) levels.add(level);
  }
  return levels;
}

/**
 * A conversation set inside a document between two rules: an introduction, "---", the turns, "---", the
 * author's notes under a heading ("# Ejemplo: modo debug" / intro / "---" / "**Usuario:** …" / … / "---" /
 * "## Qué mostrar de esto"). When a rule closes the introduction right above the first label and no rule
 * parts the turns, the last turn ends at the first rule under its label that a heading (or a line in
 * italics) follows: what comes after is the document's, as what came before the first rule was.
 */
function beforeFramedEpilogue(ctx: TextContext, sel: Selection, from: number, end: number): number {
  const first = sel.idx[0] as number;
  const last = sel.idx[sel.idx.length - 1] as number;
  let r = first - 1;
  while (r >= 0 && isBlank(ctx.lines[r] ?? '')) r--;
  if (r < 1 || ctx.fenced[r] || !isThematicBreak(ctx.trimmed[r] ?? '')) return end;
  let intro = false;
  for (let i = 0; i < r; i++) if (!ctx.fenced[i] && (ctx.trimmed[i] ?? '').length > 0) intro = true;
  if (!intro) return end;
  // Rules may part the exchanges too ("**Me:** …" / "**Claude:** …" / "---" / "**Me:** …"): each stands right
  // above a label. Then the rules are the conversation's frame, and the first one in the last turn closes it when
  // the document's sections resume after it; with no rule between the turns, a heading or a line in italics must
  // follow it.
  let separators = 0;
  const selected = new Set(sel.idx);
  for (let i = first + 1; i < last; i++) {
    if (ctx.fenced[i] || !isThematicBreak(ctx.trimmed[i] ?? '')) continue;
    let k = i + 1;
    while (k < last && isBlank(ctx.lines[k] ?? '')) k++;
    if (!selected.has(k)) return end;
    separators++;
  }
  // With rules between the exchanges, the document must go on as it began: a section heading of a rank its
  // introduction uses and no turn above uses follows the rule (an answer may draw a rule of its own).
  const introLevels = new Set<number>();
  const turnLevels = new Set<number>();
  if (separators > 0) {
    for (let i = 0; i < r; i++) if (!ctx.fenced[i]) introLevels.add(headingLevel(ctx, i));
    for (let i = first + 1; i < from; i++) if (!ctx.fenced[i]) turnLevels.add(headingLevel(ctx, i));
  }
  // The last such heading in the last turn (one scan): a rule above it is followed by one.
  let lastSection = -1;
  if (separators > 0) {
    for (let i = end - 1; i >= from && lastSection < 0; i--) {
      const level = ctx.fenced[i] ? 0 : headingLevel(ctx, i);
      if (level > 0 && introLevels.has(level) && !turnLevels.has(level)) lastSection = i;
    }
  }
  const resumes = (at: number) => lastSection >= at;
  for (let i = from; i < end; i++) {
    if (ctx.fenced[i] || !isThematicBreak(ctx.trimmed[i] ?? '')) continue;
    let k = i + 1;
    while (k < end && isBlank(ctx.lines[k] ?? '')) k++;
    const t = ctx.trimmed[k] ?? '';
    if (k >= end || ctx.fenced[k]) continue;
    if (separators > 0 ? resumes(k) : HEADING_LEVEL.test(t) || /^([_*])[^_*].*[^_*]\1$/.test(t)) return beforeTrailingRules(ctx, from, i);
  }
  return end;
}

/**
 * A said-heading's first words without the page's status line run onto them ("ChatGPT의 말: 메모리 업데이트됨
 * 알겠습니다!" — "Memory updated", then the answer): a note-taker joined the heading's lines into one.
 */
function withoutLeadingStatus(rest: string): string {
  const words = rest.split(' ');
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const head = words.slice(0, n).join(' ');
    // The answer starts a sentence of its own after it ("Searching the web for prices" is one sentence).
    if (chromeKindOf(head) === 'status' && !/^\p{Ll}/u.test(words[n] ?? '')) return words.slice(n).join(' ');
  }
  return rest;
}

/**
 * A model-evaluation log: the transcript the model was given under one heading ("## Input" over "**system:**" /
 * "**user:**" / … / "**user:**"), the model's reply under the next heading of that rank ("## Output"). When the
 * last labelled turn is the person's, the transcript's labels are no headings, no earlier turn holds a heading
 * of that rank and one follows inside the last turn with text on both sides, the turn ends there and the text
 * under that heading is the answer (its own headings of any rank are its). Returns the heading's line, or -1.
 */
function answerSectionAt(ctx: TextContext, sel: Selection, from: number, end: number): number {
  const lastLabel = sel.idx[sel.idx.length - 1] as number;
  if (!sel.both || sel.roles[sel.roles.length - 1] !== 'user' || sel.idx.some((i) => (ctx.labels[i] as LabelLine).style === 'heading')) return -1;
  const top = headingAbove(ctx, sel.idx[0] as number);
  const rank = top < 0 ? 0 : headingLevel(ctx, top);
  if (rank === 0) return -1;
  const atRank = (i: number) => {
    const level = ctx.fenced[i] ? 0 : headingLevel(ctx, i);
    return level > 0 && level <= rank;
  };
  for (let i = (sel.idx[0] as number) + 1; i < lastLabel; i++) if (atRank(i)) return -1;
  let text = false;
  for (let i = from; i < end; i++) {
    if (atRank(i)) {
      if (!text) return -1;
      for (let k = i + 1; k < end; k++) if (!isBlank(ctx.lines[k] ?? '')) return i;
      return -1;
    }
    if (!isBlank(ctx.lines[i] ?? '')) text = true;
  }
  return -1;
}

/** A label with no name between its marks, alone on its line ("_****_"): an exporter's next section of the same speaker. */
const UNNAMED_LABEL = /^(?:_\*{4}_|\*_{4}\*)$/;

/** A turn's lines cut at its unnamed section labels (the labels dropped); the turn whole when it has none. */
function unnamedSections(raw: { lines: string[]; fenced: boolean[]; soft: boolean[] }): Array<{ lines: string[]; fenced: boolean[]; soft: boolean[] }> {
  const cuts: number[] = [];
  for (let i = 0; i < raw.lines.length; i++) if (!raw.fenced[i] && UNNAMED_LABEL.test((raw.lines[i] ?? '').trim())) cuts.push(i);
  if (cuts.length === 0) return [raw];
  const parts: Array<{ lines: string[]; fenced: boolean[]; soft: boolean[] }> = [];
  let a = 0;
  for (const c of [...cuts, raw.lines.length]) {
    parts.push({ lines: raw.lines.slice(a, c), fenced: raw.fenced.slice(a, c), soft: raw.soft.slice(a, c) });
    a = c + 1;
  }
  return parts;
}

/**
 * A log that quotes its exchanges inside a document of its own (a study diary's "### Session 2" /
 * "**Goal**: …" / "> **Me**: …" / "> **AI**: …" / "**Output**: …"): every label, four or more, sits in a
 * quote. The quote is the transcript; the plain text after it is the document's, so a turn ends where
 * its quote does (the first unquoted line with text outside code), and its lines lose the quote mark.
 */
function labelsAllQuoted(ctx: TextContext, idx: readonly number[]): boolean {
  if (idx.length < 4 || !idx.every((i) => (ctx.trimmed[i] ?? '').startsWith('>'))) return false;
  // The quote goes on under most labels; a label alone in a quote over plain text ("> **User:**" / "the prompt") is a
  // style of label, not a quoted log.
  let continued = 0;
  for (let k = 0; k < idx.length; k++) {
    const to = idx[k + 1] ?? ctx.lines.length;
    let i = (idx[k] as number) + 1;
    while (i < to && (ctx.trimmed[i] ?? '') === '') i++;
    if (i >= to) continue;
    if ((ctx.trimmed[i] ?? '').startsWith('>')) continued++;
    else if ((ctx.labels[idx[k] as number] as LabelLine).rest.length === 0) return false;
  }
  return continued >= 2 && continued * 2 >= idx.length;
}

function quoteEnd(ctx: TextContext, from: number, end: number): number {
  for (let i = from; i < end; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length > 0 && !ctx.fenced[i] && !t.startsWith('>')) return i;
  }
  return end;
}

/** Rule lines in the run of blank lines and rules that ends at `end` (above the next label). */
function trailingRuleCount(ctx: TextContext, from: number, end: number): number {
  let rules = 0;
  for (let j = end; j > from && !ctx.fenced[j - 1]; j--) {
    const t = ctx.trimmed[j - 1] ?? '';
    if (t.length === 0) continue;
    if (!isThematicBreak(t)) break;
    rules++;
  }
  return rules;
}

/**
 * An exporter that parts turns with one rule ("---" / blank / "**User**", Cursor's Markdown export): when three
 * turns or more, nearly all of them, end on exactly one rule, that rule is the frame — a turn that ends on two
 * keeps the first (the person's own closing rule), and a turn that opens with a rule right under its label,
 * where the others do not, keeps it (a pasted document's own rule). Null when the turns are not framed so.
 */
function singleRuleFrame(ctx: TextContext, idx: readonly number[]): { opening: boolean } | null {
  if (idx.length < 4) return null;
  let one = 0;
  let opened = 0;
  for (let k = 0; k + 1 < idx.length; k++) {
    if (trailingRuleCount(ctx, idx[k] as number, idx[k + 1] as number) === 1) one++;
    let i = (idx[k] as number) + 1;
    while (i < (idx[k + 1] as number) && (ctx.trimmed[i] ?? '') === '') i++;
    if (!ctx.fenced[i] && isThematicBreak(ctx.trimmed[i] ?? '')) opened++;
  }
  const turns = idx.length - 1;
  if (one < 3 || one * 4 < turns * 3) return null;
  return { opening: opened * 4 <= turns };
}

function opensWithRule(content: string): boolean {
  return isThematicBreak(content.split('\n', 1)[0]?.trim() ?? '');
}

/** Where a framed turn's own text ends: above the last rule of its closing run (the exporter's), blank lines left off. */
function beforeFrameRule(ctx: TextContext, from: number, end: number): number {
  let j = end;
  while (j > from && !ctx.fenced[j - 1] && (ctx.trimmed[j - 1] ?? '') === '') j--;
  if (j <= from || !isThematicBreak(ctx.trimmed[j - 1] ?? '')) return j;
  j--;
  while (j > from && !ctx.fenced[j - 1] && (ctx.trimmed[j - 1] ?? '') === '') j--;
  return j;
}

/** The messages of the selected labels' turns, from each label to the next. */
function turnMessages(ctx: TextContext, sel: Selection): DraftMessage[] {
  const messages: DraftMessage[] = [];
  const n = ctx.lines.length;
  let previousTurn: number | undefined;
  let previousHeading: string | undefined;
  // The last section ended on the agent's step of asking the person ("*Asked user a question*"): the person replied there.
  let previousAsked = false;
  let toolGap = false;
  const sections = sectionHeadings(ctx, sel);
  const quoted = quotedParties(ctx, sel.idx, sel.roles);
  const quotedLog = labelsAllQuoted(ctx, sel.idx);
  const frame = singleRuleFrame(ctx, sel.idx);
  let pageFooter = false;
  let answerSection: [number, number] | null = null;
  let introLevels: Set<number> | undefined;
  for (let k = 0; k < sel.idx.length; k++) {
    const start = sel.idx[k] as number;
    let end = k + 1 < sel.idx.length ? (sel.idx[k + 1] as number) : n;
    if (k + 1 === sel.idx.length) {
      const footer = beforePageFooter(ctx, start + 1, end);
      pageFooter = footer < end;
      end = trimComposer(ctx, start + 1, trimTail(ctx, start + 1, footer), pageFooter ? withHeaderNames(ctx, sel) : sel.names);
    }
    // A model-evaluation log's reply under its own heading after the input transcript's last prompt.
    if (!sections && k + 1 === sel.idx.length) {
      const at = answerSectionAt(ctx, sel, start + 1, end);
      if (at >= 0) {
        answerSection = [at + 1, end];
        end = at;
      }
    }
    if (sections) end = beforeSection(ctx, start + 1, end, sections, k + 1 === sel.idx.length);
    // A said-heading is a screen-reader heading ChatGPT's page sets at h5/h6 whatever the answer's own headings are.
    else if (k + 1 === sel.idx.length && !(ctx.labels[start] as LabelLine).said && !higherHeadingsInTurns(ctx, sel.idx)) end = beforeHigherHeading(ctx, start, end);
    if (!sections && k + 1 === sel.idx.length) end = beforeFramedEpilogue(ctx, sel, start + 1, end);
    else if (!sections && (ctx.labels[start] as LabelLine).style === 'heading') end = beforeInterlude(ctx, start, end, (introLevels ??= levelsAbove(ctx, sel.idx[0] as number)));
    // Markdown exports put "---" between turns.
    // A turn that ends on two rules where the exporter writes one keeps its own.
    const ownClosingRule = frame !== null && k + 1 < sel.idx.length && trailingRuleCount(ctx, start, end) === 2;
    end = withoutTurnHeader(ctx, start + 1, ownClosingRule ? beforeFrameRule(ctx, start + 1, end) : beforeTrailingRules(ctx, start + 1, end));
    // The next speaker's name line over their said-heading ("You" / "Sent by you:", Bing Chat; "Copilot"
    // / "Using" / "the web" / "Sent by Copilot:"): the page's header for that turn, not this message's end.
    if (k + 1 < sel.idx.length && (ctx.labels[sel.idx[k + 1] as number] as LabelLine).said) end = withoutNameHeader(ctx, start + 1, end, sel.roles[k + 1] as Cast);
    if (k + 1 < sel.idx.length) end = withoutDayDivider(ctx, start + 1, end);
    if (quotedLog) end = quoteEnd(ctx, start + 1, end);
    const label = ctx.labels[start] as LabelLine;
    const cast = sel.roles[k] as Cast;
    if (cast === 'other') continue; // a system or tool line is part of the transcript, not a turn
    const role = cast;
    // "ChatGPT said:" followed by a "ChatGPT" name line (saved web pages): the name line is chrome.
    const body = start + 1 + (label.meta ?? 0); // past the header's time and badge lines
    let from = body;
    while (from < end && isBlank(ctx.lines[from] ?? '')) from++;
    if (!(label.rest.length === 0 && from < end && !ctx.fenced[from] && ctx.labels[from]?.style === 'bare' && roleOfName(ctx.trimmed[from] ?? '') === role)) from = body;
    else from++;
    const stampEnd = pastStampLine(ctx, from, end, label);
    // An exporter that quotes its own header lines ("> 8/30/2026 18:08:22") quotes the model's thinking under it too.
    from = stampEnd > from && role === 'assistant' && /^>/.test(ctx.trimmed[stampEnd - 1] ?? '') ? pastQuotedThinking(ctx, stampEnd, end) : stampEnd;
    const raw = rawSlice(ctx, from, end);
    // A callout's body, or a transcript that sets every message in a quote ("Me:" / "> text"): the
    // quote marks wrap the message, they are not part of it.
    if (label.callout || quotedLog || (quoted.has(role) && whollyQuoted(raw.lines, raw.fenced) > 0)) raw.lines = unquote(raw.lines);
    // Claude's one-line thinking summary between the preview heading and the answer it previews is no text.
    const summaryEnd = label.said && label.rest.length > 0 && !isPreviewOf(label.rest, raw.lines) ? pastThinkingSummary(label.rest, raw) : 0;
    if (summaryEnd > 0) {
      raw.lines = raw.lines.slice(summaryEnd);
      raw.fenced = raw.fenced.slice(summaryEnd);
      raw.soft = raw.soft.slice(summaryEnd);
    }
    // The preview repeats the turn's first words, which may sit under a pasted-text card (read once cleaned).
    const previewed = label.said && label.rest.length > 0 && (isPreviewOf(label.rest, raw.lines) || isPreviewOf(label.rest, cleanMessage(raw).split('\n')));
    if (label.rest.length > 0 && !previewed) {
      raw.lines.unshift(label.rest);
      raw.fenced.unshift(false);
      raw.soft.unshift(false);
    }
    // The page's status line run onto the answer's first words ("메모리 업데이트됨 알겠습니다!"): a note-taker joined them.
    if (label.said && role === 'assistant') {
      const f = raw.lines.findIndex((l) => l.trim().length > 0);
      if (f >= 0 && !raw.fenced[f]) raw.lines[f] = withoutLeadingStatus((raw.lines[f] as string).trim());
    }
    // A chat export's multi-line message in one quoted cell (LINE).
    if (label.stamped && label.rest.startsWith('"') && raw.lines.length > 1) {
      const unquoted = unquoteCell(raw.lines);
      if (unquoted.length === raw.lines.length) raw.lines = unquoted;
    }
    const { lines, fenced, soft } = raw;
    if (!sel.both && sel.idx.length > 1) {
      // Only one side is labelled (spec "mixed_format"): the labelled turn, then the other party's.
      // The last answer of an assistant-labelled paste has no prompt after it.
      const last = k + 1 === sel.idx.length;
      const cut = role === 'assistant' && last ? lines.length : otherPartyStart(raw, role, sel.nameOverPrompts === true);
      // A rule between the labelled turn and the other party's text parts them ("…more detail!" / "---" / "what is…").
      const first = cleanMessage(withoutEdgeRules({ lines: lines.slice(0, cut), fenced: fenced.slice(0, cut), soft: soft.slice(0, cut) }));
      const second = cleanMessage(withoutEdgeRules({ lines: lines.slice(cut), fenced: fenced.slice(cut), soft: soft.slice(cut) }));
      if (first) messages.push({ role, content: first });
      if (second) messages.push({ role: role === 'user' ? 'assistant' : 'user', content: second });
      continue;
    }
    // A page copy whose later turns lost their said-headings: the page leaves a wide gap (three blank
    // lines or more) before each prompt and under it, and answers have none; the pieces between the
    // gaps take turns, answer first. The last piece is a prompt only when an answer's heading follows.
    const pieces = role === 'assistant' && label.said ? lostTurnPieces(raw, sel.roles[k + 1] === 'assistant') : null;
    if (pieces) {
      let turnRole: Role = 'assistant';
      for (const [a, b] of pieces) {
        const text = cleanMessage({ lines: lines.slice(a, b), fenced: fenced.slice(a, b), soft: soft.slice(a, b) });
        if (text) addMessage(messages, turnRole, turnRole === 'user' ? unheaded(text) : text, false);
        turnRole = turnRole === 'assistant' ? 'user' : 'assistant';
      }
      previousTurn = label.turn;
      toolGap = false;
      continue;
    }
    // An agent's turn the exporter printed in sections under a label with no name ("_****_", SpecStory): one
    // section per step, its tool calls' sections among them. Each is read as a section of the same turn.
    const parts = unnamedSections(raw);
    let kept = false;
    for (let p = 0; p < parts.length; p++) {
      const part = parts[p] as typeof raw;
      const content = label.stamped ? withoutChatAppMarks(cleanMessage(part), messages) : cleanMessage(p === 0 && parts.length === 1 ? part : withoutEdgeRules(part));
      const previous = messages.at(-1);
      // A sticker or a photo sent in a chat export is no one's text; nor is a coding agent's tool call —
      // an empty section between an agent's sections (its tool call, which the exporter left blank), or
      // code alone right after the agent's own section (an edit it applied; SpecStory).
      const agentStep = role === 'assistant' && previous?.role === 'assistant' && isOnlyCode(content);
      if (!content || (label.stamped && isMediaPlaceholder(content)) || isToolTraffic(content) || isInjectedContext(content) || agentStep) {
        if (role === 'assistant') toolGap = true;
        continue;
      }
      // One turn printed in sections: under the same numbered heading ("## [2] 🤖 Claude" three times), or
      // with the agent's tool calls between them.
      const before = messages.length;
      // The same heading again with no one between ("## 🤖 Claude" / … / "---" / "## 🤖 Claude", an agent's session log
      // that left its tool calls out): the speaker's one turn, printed in sections.
      // Not after a step that asked the person something (Windsurf's "*Asked user a question*"): the export leaves out the
      // reply, and the heading again opens the answer to it, a turn of its own.
      const again = label.style === 'heading' && !label.stamped && previousHeading === label.name && messages.at(-1)?.role === role && !previousAsked;
      addMessage(messages, role, content, p > 0 || again || (label.turn !== undefined && previousTurn === label.turn) || (role === 'assistant' && toolGap));
      const added = messages.length > before ? messages.at(-1) : undefined;
      if (added && previewed && p === 0) added.previewed = content.split('\n', 1)[0]?.trim();
      if (added && frame && (ownClosingRule || (frame.opening && opensWithRule(content)))) added.ownEdgeRules = true;
      toolGap = false;
      kept = true;
    }
    if (!kept) continue;
    previousTurn = label.turn;
    previousHeading = label.style === 'heading' ? label.name : undefined;
    previousAsked = endsAskingThePerson(raw);
  }
  // Not in a chat app's export (stamped labels): people there send two messages in a row.
  if (sel.both && !sel.idx.some((i) => (ctx.labels[i] as LabelLine).stamped)) splitLostAnswerLabels(messages);
  if (answerSection) {
    const answer = cleanMessage(rawSlice(ctx, answerSection[0], answerSection[1]));
    if (answer && messages.at(-1)?.role === 'user') addMessage(messages, 'assistant', answer, false);
  }
  if (pageFooter) withoutComposerDraft(messages);
  return messages;
}

/** A question alone in one short paragraph. */
const LONE_QUESTION = /^[^\n]{1,300}[?？]$/;

/**
 * Answers whose label the writer left out ("Dana: Can they replace painters, right?" / blank line / the answer's
 * paragraphs / "Dana: Then what should they do?"): the person labelled twice in a row, the first turn a question
 * alone in its first paragraph with more paragraphs under it, where most of the person's turns are one
 * paragraph. The paragraphs under the question are the answer the label was missing over.
 */
function splitLostAnswerLabels(messages: DraftMessage[]): void {
  const prompts = messages.filter((m) => m.role === 'user');
  if (prompts.length < 4) return;
  const single = prompts.filter((m) => !/\n\s*\n/.test(m.content.trim())).length;
  if (single * 2 < prompts.length) return;
  const out: DraftMessage[] = [];
  for (let k = 0; k < messages.length; k++) {
    const m = messages[k] as DraftMessage;
    out.push(m);
    if (m.role !== 'user' || messages[k + 1]?.role !== 'user') continue;
    const text = m.content.trim();
    const gap = /\n[ \t]*\n/.exec(text);
    if (!gap || text.includes('```')) continue;
    const question = text.slice(0, gap.index).trim();
    const answer = text.slice(gap.index).trim();
    if (!LONE_QUESTION.test(question) || answer.length < Math.max(40, question.length * 2)) continue;
    m.content = question;
    out.push({ role: 'assistant', content: answer });
  }
  if (out.length === messages.length) return;
  messages.length = 0;
  for (const m of out) messages.push(m);
}

/** Among the agent's step lines that end the section (after its last text), one asked the person. */
function endsAskingThePerson(raw: { lines: readonly string[]; fenced: readonly boolean[] }): boolean {
  for (let i = raw.lines.length - 1; i >= 0; i--) {
    const t = (raw.lines[i] ?? '').trim();
    if (t.length === 0) continue;
    if (raw.fenced[i]) return false;
    if (asksThePerson(t)) return true;
    if (!isAgentActivity(t)) return false;
  }
  return false;
}

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A page copied with a prompt still in its composer: right above the footer, under the last answer,
 * the words of one of the person's earlier messages (or of its opening paragraphs) again, unlabelled. An answer does not end by
 * repeating the person's prompt word for word; the repeat is the composer's draft, not the answer's.
 */
function withoutComposerDraft(messages: DraftMessage[]): void {
  const last = messages.at(-1);
  if (!last || last.role !== 'assistant') return;
  const prompts = new Set<string>();
  for (const m of messages) {
    if (m.role !== 'user') continue;
    prompts.add(collapsed(m.content));
    // The composer also keeps the prompt's opening paragraphs without what followed them (a link pasted
    // under the request), its line breaks flattened: a long enough opening counts as the repeat.
    const own = m.content.split(/\n\s*\n/);
    for (let k = 1; k < own.length; k++) {
      const opening = collapsed(own.slice(0, k).join(' '));
      if (opening.length >= 40) prompts.add(opening);
    }
  }
  const paragraphs = last.content.split(/\n\s*\n/);
  for (let keep = paragraphs.length - 1; keep >= 1 && keep >= paragraphs.length - 12; keep--) {
    if (prompts.has(collapsed(paragraphs.slice(keep).join('\n\n')))) {
      last.content = paragraphs.slice(0, keep).join('\n\n').trimEnd();
      return;
    }
  }
}

/**
 * A heading or bold label with the turn's time on the first line under it ("### User" /
 * "_2026-05-24 21:06:38_", a Codex session saved as Markdown): the time is the header's, not text.
 */
function pastStampLine(ctx: TextContext, from: number, end: number, label: LabelLine): number {
  if (label.rest.length > 0 || (label.style !== 'heading' && label.style !== 'bold')) return from;
  let i = from;
  while (i < end && !ctx.fenced[i] && isBlank(ctx.lines[i] ?? '')) i++;
  if (i >= end || ctx.fenced[i]) return from;
  // An exporter may name the stamp ("# you asked" / "message time: 2026-05-30 17:06:55"), or quote it ("> 8/30/2026 18:07:58").
  const t = (ctx.trimmed[i] ?? '').replace(/^> ?(?=\S)/, '').replace(/^([_*]{1,2})(.+)\1$/, '$2').replace(/^\p{L}[\p{L} ]{0,20}[:：]\s*(?=\d)/u, '').trim();
  // An exporter that writes the time as HTML ('<time datetime="2026-03-01T10:02:03Z" title="…">10:02 AM</time>'):
  // the element alone on its line is the stamp, whatever its text says.
  if (/^<time\b[^<>]*>[^<>]{0,60}<\/time>$/i.test(t)) return i + 1;
  return isStampLine(t) ? i + 1 : from;
}

/**
 * Claude Exporter sets the header's time as a quote ("## Assistant:" / "> 8/30/2026 18:08:22") and the model's
 * thinking summary as the next quote ("> Clarified the layering." / ">" / "> - …"): where a turn's header stamp is
 * quoted, a quote right under it with unquoted text after it is that summary, not the answer. Returns where the
 * answer starts (`from` when there is no such quote).
 */
function pastQuotedThinking(ctx: TextContext, from: number, end: number): number {
  let i = from;
  while (i < end && !ctx.fenced[i] && isBlank(ctx.lines[i] ?? '')) i++;
  if (i >= end || !/^>/.test(ctx.trimmed[i] ?? '')) return from;
  while (i < end && !ctx.fenced[i] && /^>/.test(ctx.trimmed[i] ?? '')) i++;
  const quoteEnd = i;
  while (i < end && !ctx.fenced[i] && isBlank(ctx.lines[i] ?? '')) i++;
  return i < end && i > quoteEnd ? quoteEnd : from;
}

/** The message is fenced code and nothing else. */
function isOnlyCode(content: string): boolean {
  const lines = content.split('\n');
  const blocks = fencedBlocks(lines);
  if (blocks.length === 0) return false;
  const fenced = new Set<number>();
  for (const [a, b] of blocks) for (let i = a; i <= b; i++) fenced.add(i);
  return lines.every((l, i) => fenced.has(i) || isBlank(l));
}

/**
 * Speakers (one or both learnt from structure) whose lines all sit inside one answer of a page copy: the page's
 * buttons close an answer below the last of them and none stands between the first and the last
 * ("Barber:" / "Customer:" in a dialogue the assistant wrote, over Kimi's "Copy / Regenerate / Share").
 */
function labelsInsideOneAnswer(ctx: TextContext, idx: readonly number[]): boolean {
  const first = idx[0] as number;
  const last = idx[idx.length - 1] as number;
  let after = false;
  for (let i = first; i < ctx.trimmed.length; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i] || t.length === 0 || t.length > 40 || chromeKindOf(t) !== 'button') continue;
    if (i < last) return false;
    after = true;
    break;
  }
  return after;
}

/**
 * Labels that are a section's metadata, not a turn: a prompt log prints the model over each prompt
 * ("## Prompt 2" / "**Fecha:** …" / "**Modelo:** Claude 3.7 Sonnet" / "**Usuario:**"), and "Modelo" reads as a
 * speaker. A bold key with its value on the line, right under a heading or another metadata line, with the
 * turn's real label as the next line with text, heads that turn; it is dropped from the selection.
 */
function withoutSectionMetaLabels(ctx: TextContext, sel: Selection): void {
  const selected = new Set(sel.idx);
  const keep = sel.idx.map((i) => {
    const label = ctx.labels[i] as LabelLine;
    if (label.rest.length === 0 || !META_LINE.test(ctx.trimmed[i] ?? '')) return true;
    let below = i + 1;
    while (below < ctx.lines.length && isBlank(ctx.lines[below] ?? '')) below++;
    let above = i - 1;
    while (above >= 0 && isBlank(ctx.lines[above] ?? '')) above--;
    const headed = above >= 0 && !ctx.fenced[above] && (HEADING_LEVEL.test(ctx.trimmed[above] ?? '') || META_LINE.test(ctx.trimmed[above] ?? ''));
    return !(headed && selected.has(below) && !selected.has(above));
  });
  // Only a key that is metadata wherever it stands: "**Dana (10:03 AM):** …" right under the notes' title is a turn,
  // as her later lines show.
  const metaEverywhere = new Map<string, boolean>();
  sel.idx.forEach((i, k) => {
    const name = (ctx.labels[i] as LabelLine).name;
    metaEverywhere.set(name, (metaEverywhere.get(name) ?? true) && !keep[k]);
  });
  for (let k = 0; k < keep.length; k++) if (!metaEverywhere.get((ctx.labels[sel.idx[k] as number] as LabelLine).name)) keep[k] = true;
  if (keep.every(Boolean) || keep.filter(Boolean).length < 2) return;
  // The turns left must still be both parties' and take turns better than with the metadata read as turns.
  const roles = sel.roles.filter((_, k) => keep[k]);
  const parties = partiesOf(roles);
  if (!parties.has('user') || !parties.has('assistant') || alternation(roles) <= alternation(sel.roles)) return;
  sel.idx = sel.idx.filter((_, k) => keep[k]);
  sel.roles = roles;
  sel.alt = alternation(sel.roles);
}

/** Just above the label-less page readers' ceiling (0.75): known labels taking turns under a long intro. */
const LABELS_UNDER_INTRO = 0.76;

/**
 * The text right above the first label asks (the person's "What does the code above print?" over "Analysis:" /
 * … / "Answer: …"): the question's answer is what follows, and a lone pair of labels under it are that
 * answer's headings. A transcript's intro introduces the speakers; it does not put a question to them.
 * A title ("# Is it alive?") is no question put to anyone.
 */
function asksRightAbove(ctx: TextContext, first: number): boolean {
  let k = first - 1;
  while (k >= 0 && !ctx.fenced[k] && (ctx.trimmed[k] ?? '').length === 0) k--;
  const t = ctx.trimmed[k] ?? '';
  return k >= 0 && !ctx.fenced[k] && /[?？]$/.test(t) && !/^#{1,6} /.test(t);
}
/** A lone label pair right under a question: below a paragraph reading's confidence (0.35 when labels show). */
const LONE_PAIR_UNDER_QUESTION = 0.3;

/** Below the label-less page readers' ceiling (0.75) for the surest reading of two unknown names (0.85). */
const NESTED_NAMES_WEIGHT = 0.85;

export function parseLabeled(ctx: TextContext): Candidate | null {
  const sel = bestSelection(ctx, labelGroups(ctx));
  if (!sel) return null;
  withoutSectionMetaLabels(ctx, sel);
  // One answer's said-heading ("ChatGPT 说：") with text above it is an answers-only copy too: the prompt above lost its label.
  const answersOnly = !sel.both && sel.roles.every((r) => r !== 'user') && (sel.idx.length > 1 || (ctx.labels[sel.idx[0] as number] as LabelLine).said);
  const opening = readOpening(ctx, sel, answersOnly);
  const messages: DraftMessage[] = opening.exchange ?? (opening.message ? [opening.message] : []);
  messages.push(...turnMessages(ctx, sel));
  if (messages.length === 0) return null;
  stripTurnBullets(messages);

  // How much of the paste the labels account for: text before the first label that is not chrome counts against.
  const first = sel.idx[0] as number;
  const pre = opening.kind === 'preamble' ? preambleChars(ctx, first) : 0;
  const total = pre === 0 ? 1 : pre + messages.reduce((s, m) => s + lengthWithoutLineEndSpace(m.content), 0);
  const coverage = 1 - pre / total;
  // Names learnt from structure alone ("Dana:" / "Sam:") are weaker evidence than known speaker words.
  const base = sel.learnt === 2 ? 0.6 : 0.7;
  // Answers-only labels that name a known assistant each time are read over a reading that ignores them.
  const structure = sel.both ? base + 0.25 * sel.alt : sel.idx.length === 1 ? 0.6 : (answersOnly && sel.learnt === 0) || sel.nameOverPrompts ? 0.5 : 0.4;
  // Another UI's turn markers all over the paste (Gemini icons, Claude's Retry) mean these labels
  // are probably quoted inside an answer (rendered code loses its fences), not the speakers.
  let uiMarkers = 0;
  for (let i = 0; i < ctx.trimmed.length; i++) if (!ctx.fenced[i] && UI_TURN_MARKERS.has(ctx.trimmed[i] ?? '')) uiMarkers++;
  const foreign = uiMarkers >= 2 && uiMarkers >= sel.idx.length / 2 ? 0.6 : 1;
  const quoted = sel.learnt > 0 && labelsInsideOneAnswer(ctx, sel.idx) ? 0.5 : 1;
  // One label pair under a preamble of real text ("Can you generate an A level exam question…" over
  // "Question: …" / "Answer: …"): the labels are more likely headings inside the answer than the
  // speakers, whatever share of the paste the preamble is — unless a label carries its turn's time
  // ("_**User (2025-09-15 12:35Z)**_", an exporter's): headings inside an answer are not stamped.
  const stamped = sel.idx.some((i) => (ctx.labels[i] as LabelLine).stamped);
  const lonePairUnderText = sel.idx.length <= 2 && pre >= 40 && !stamped ? (asksRightAbove(ctx, first) ? LONE_PAIR_UNDER_QUESTION : 0.7) : 1;
  // Two unknown names read as the speakers by setting other names aside (lines of one turn) are less sure: a
  // page reading that sees turns of its own is preferred.
  const nestedNames = sel.nested ? NESTED_NAMES_WEIGHT : 1;
  // Two exchanges or more whose labels take turns, one party named by a known word ("Me:" / "ChatGPT:" quoted in
  // a blog post): a long intro above them does not make a label-less reading of the whole page likelier.
  const turnsUnderIntro = sel.both && sel.idx.length >= 4 && sel.alt >= 0.9 && sel.learnt < 2 ? LABELS_UNDER_INTRO : 0;
  const confidence = Math.max(structure * (coverage >= 0.97 ? 1 : coverage * coverage), turnsUnderIntro) * foreign * lonePairUnderText * quoted * nestedNames;
  const patterns = ['speaker_labels', `label_style:${(ctx.labels[first] as LabelLine).style}`];
  if ((ctx.labels[first] as LabelLine).said) patterns.push('chatgpt_said_labels');
  // With only the answers labelled, the one-sided note below says it all.
  const openingNote = answersOnly ? undefined : OPENING_NOTES[opening.kind];
  return {
    parser: 'speaker_labels',
    format: sel.both || sel.idx.length === 1 ? 'standard_labeled' : 'mixed_format',
    platform: platformOf(sel.names),
    messages,
    confidence,
    patterns,
    issues: sel.both || sel.idx.length === 1 ? [] : ['Only one side of the conversation is labelled'],
    uncertainties: [
      ...(sel.guess ? [sel.guess] : []),
      ...(openingNote ? [openingNote] : []),
      ...(!sel.both && sel.idx.length > 1 ? [`Only ${answersOnly ? 'the answers' : 'your messages'} were labelled; where each ${answersOnly ? 'prompt' : 'answer'} starts was inferred from blank lines and buttons.`] : []),
    ],
  };
}

/** The mark a chat app prints after a message its writer changed ("(edited)", "(bearbeitet)", "(modifié)", "(已编辑)"). */
const EDIT_MARK = /[ \t]*\((?:edited|bearbeitet|modifié|editado|modificato|изменено|已编辑|已編輯|編集済み|編集済|수정됨)\)$/gmu;

/**
 * What a chat app (Discord, Slack: headers with a time) prints around a message's text and the writer did not
 * write: the edit mark at a line's end, a follow-up's time alone on its line, a day divider at the block's end, and,
 * as the block's last line, the preview of the message the next one
 * replies to ("@Clyde Canberra. Beaucoup pensent…" over "maple_dev — 14:12") — an "@name" and the start of a
 * message already in the paste.
 */
function withoutChatAppMarks(content: string, earlier: readonly DraftMessage[]): string {
  // A time alone on a line is the stamp the app shows beside a follow-up message ("[8:01 PM]"); a date alone at the
  // block's end, and the unread mark in capitals, are the dividers over the next messages ("November 3, 2025" / "NEW").
  const kept = content.replace(EDIT_MARK, '').split('\n').filter((l) => !/^\[[^\]]{3,24}\]$/.test(l.trim()) || !isStampLine(l.trim()));
  while (kept.length > 1 && (isStampLine((kept.at(-1) ?? '').trim()) || (kept.at(-1) ?? '').trim() === 'NEW')) kept.pop();
  const text = kept.join('\n').trimEnd();
  const lines = text.split('\n');
  const last = (lines.at(-1) ?? '').trim();
  const m = /^@[\p{L}\p{N}._-]{1,40}\s+(.+?)(?:…|\.\.\.)?$/u.exec(last);
  if (!m || lines.length < 2) return text;
  const quoted = m[1]!.trim();
  const body = lines.slice(0, -1).join('\n');
  const repeats = (c: string) => c.replace(/\s+/g, ' ').startsWith(quoted.replace(/\s+/g, ' '));
  return quoted.length >= 8 && (repeats(body) || earlier.some((e) => repeats(e.content))) ? body.trimEnd() : text;
}
