import type { TextContext } from '../context';
import { ACCOUNT_NUMBER, isThirdParty, roleOfName, type LabelLine } from '../labels';
import type { Role } from '../types';

/**
 * Speaker discovery: given the label lines of one style, decide who the two parties are and
 * which one is the person. Known names ("User", "ChatGPT", "Usuario", "(user)") are strong priors;
 * unknown names ("Dana", "Jarvis", "U") become speakers when they recur and alternate, and their
 * roles come from evidence: who asks and who answers, who writes code and long structured text,
 * who speaks first. A third speaker ("System:", "Tool:") is a line of the transcript, not a turn.
 */

/** Words that often start a content line with a colon and are never speakers. */
const NOT_NAMES = new Set(
  (
    'note notes example examples step warning tip tips important output input error result results summary source sources ' +
    'title date time subject from to re cc bcc update edit answer question solution explanation reason reasons response ' +
    'http https ftp file path url link code command usage options returns return type params parameters args arguments ' +
    'pros cons goal goals task context requirements problem issue fix todo ps nb caution info debug yes no ok ' +
    'image link video table figure chart attachment hint definition remember why how what when where who'
  ).split(' '),
);

export type Cast = Role | 'other';


export interface SpeakerCast {
  /** Name key -> role; 'other' speakers' lines are dropped, they are not turns. */
  roles: Map<string, Cast>;
  /** How many of the two parties were recognised only from structure. */
  learnt: number;
  /** Set when roles were guessed rather than read from a known name. */
  guess: string | null;
  /** Other names were set aside as lines inside one turn of the two (openingPair): a less sure reading. */
  nested?: boolean;
}

export function nameKey(l: LabelLine): string {
  return l.name.toLowerCase().replace(/\s+/g, ' ');
}

/** Last words of an answer's section titles ("Important Notes:", "Key Points:", "Next Steps:"): no one is called so. */
const SECTION_NOUNS = new Set(
  'notes points steps thoughts tips ideas examples considerations takeaways strategies summary conclusion conclusions overview details recommendations options benefits features requirements concepts'.split(' '),
);

function looksLikeSpeakerName(name: string): boolean {
  const bare = name.replace(/^@/, '');
  if (NOT_NAMES.has(bare.toLowerCase())) return false;
  const words = bare.toLowerCase().split(/\s+/);
  if (words.length > 1 && SECTION_NOUNS.has(words[words.length - 1] ?? '')) return false;
  // Up to three words ("|" joins a bot's name parts: "Нейросеть GPT | Бот"); "Chapter 1:", "Step 2:" are headings.
  if (name.split(' ').filter((w) => w !== '|').length > 3 || name.length > 32 || /\s\d+$/.test(name)) return false;
  // A capitalised name, a handle, or a one-letter label ("U", "H").
  if (/^(@|\p{Lu}|\p{Lo})/u.test(name)) return true;
  // A phone number: an SMS chat with an assistant's number ("+18002428478", 1-800-ChatGPT).
  if (/^\+\d{6,15}$/.test(name)) return true;
  // An account number as the person's name over their messages (labels.ts reads it on a bare line only).
  if (ACCOUNT_NUMBER.test(name)) return true;
  // A chat handle in lower case ("kestrel_77", "jdoe", "dana-w") — one token, as chat tools and IRC print nicks —
  // or an emoji drawn as the speaker ("🧑", "🤖"). Alternation with the other party still has to confirm it.
  return /^\p{Ll}[\p{L}\p{N}_.-]{1,23}$/u.test(name) || /^\p{Extended_Pictographic}/u.test(name);
}

/**
 * A name numbered to tell parties apart ("Speaker 1", "Person 2", "SPEAKER_00"), as transcription tools write
 * them: seen more than once under the same number. A section's number ("Step 2", "Chapter 3") counts up and
 * is not written twice.
 */
function numberedSpeaker(t: Tally): boolean {
  return t.count >= 2 && /^\p{L}[\p{L} ]{1,20}[ _]\d{1,2}$/u.test(t.name) && looksLikeSpeakerName(t.name.replace(/[ _]\d{1,2}$/, ''));
}

/** Words of a sentence rather than a name: a word in lower case after the first ("Here you go", "Next steps"). */
function isPhrase(name: string): boolean {
  return /\s\p{Ll}/u.test(name);
}

interface Tally {
  key: string;
  name: string;
  count: number;
  first: number;
  known: Role | null;
}

/** Text features of what a speaker says, for telling the person from the assistant. */
interface Voice {
  chars: number;
  turns: number;
  questions: number;
  structured: number;
}

function voiceOf(ctx: TextContext, { starts, ends }: { starts: readonly number[]; ends: readonly number[] }): Voice {
  const v: Voice = { chars: 0, turns: 0, questions: 0, structured: 0 };
  for (let k = 0; k < starts.length; k++) {
    const from = starts[k] as number;
    const to = ends[k] as number;
    let chars = (ctx.labels[from]?.rest ?? '').length;
    let question = /[?？]/.test(ctx.labels[from]?.rest ?? '');
    let lines = 0;
    let code = false;
    for (let i = from + 1; i < to; i++) {
      const t = ctx.trimmed[i] ?? '';
      chars += t.length;
      if (t.length > 0) lines++;
      if (ctx.fenced[i] || /^([-*•]|\d+[.)])\s/.test(t)) code = true;
      if (t.endsWith('?') || t.endsWith('？')) question = true;
    }
    v.chars += chars;
    v.turns++;
    if (question) v.questions++;
    if (code || lines >= 4) v.structured++;
  }
  return v;
}

/**
 * Which of two unknown speakers is the person: a sum of votes, each with a reason.
 * Positive means `a` is the person.
 */
function personVote(a: Voice, b: Voice, aFirst: boolean): number {
  // People start conversations with assistants. In one exchange the other signs are one message each (a long
  // pasted prompt, a short answer that asks back): who opens weighs as much as two of them.
  const oneExchange = a.turns === 1 && b.turns === 1;
  let vote = (aFirst ? 1 : -1) * (oneExchange ? 2 : 1);
  const lenA = a.chars / Math.max(1, a.turns);
  const lenB = b.chars / Math.max(1, b.turns);
  if (lenA > 0 && lenB > 0) vote += Math.max(-1.5, Math.min(1.5, Math.log(lenB / lenA))); // assistants answer at length
  vote += 1.5 * (a.questions / Math.max(1, a.turns) - b.questions / Math.max(1, b.turns)); // people ask
  vote += 1.5 * (b.structured / Math.max(1, b.turns) - a.structured / Math.max(1, a.turns)); // assistants write code and lists
  return vote;
}

function tallies(ctx: TextContext, idx: readonly number[]): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const i of idx) {
    const l = ctx.labels[i] as LabelLine;
    const key = nameKey(l);
    let t = out.get(key);
    if (!t) out.set(key, (t = { key, name: l.name, count: 0, first: i, known: l.roleHint ?? roleOfName(l.name) }));
    t.count++;
  }
  return out;
}

/** Label lines of one speaker and where each of its blocks ends (the next label of the group). */
function blocksOf(ctx: TextContext, idx: readonly number[], key: string): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k] as number;
    if (nameKey(ctx.labels[i] as LabelLine) !== key) continue;
    starts.push(i);
    ends.push(k + 1 < idx.length ? (idx[k + 1] as number) : ctx.lines.length);
  }
  return { starts, ends };
}

/** The index of the paste's first line with text. */
function firstTextLine(ctx: TextContext): number {
  for (let i = 0; i < ctx.trimmed.length; i++) if ((ctx.trimmed[i] ?? '').length > 0) return i;
  return -1;
}

/** Every label of the group hands the turn to the other name (a short chat: "Dana:", "Sage:", "Dana:"). */
function alternatesPerfectly(ctx: TextContext, idx: readonly number[]): boolean {
  for (let k = 1; k < idx.length; k++) {
    if (nameKey(ctx.labels[idx[k] as number] as LabelLine) === nameKey(ctx.labels[idx[k - 1] as number] as LabelLine)) return false;
  }
  return idx.length >= 2;
}

/**
 * The unknown name that takes turns with the known party: of the candidates, the one whose lines
 * alternate best with the known speaker's ("Lena:" around "Gemini:"), not the most frequent — keys of
 * code quoted in both messages ("password:") recur more often but sit on both sides of every turn.
 */
function partnerOfKnown(ctx: TextContext, idx: readonly number[], unknown: readonly Tally[], known: ReadonlyMap<string, Cast>): Tally | undefined {
  let best: Tally | undefined;
  let bestAlt = -1;
  // Both parties' labels are written alike: beside "**gemini-2.0-flash:**", a bold line with no colon
  // ("**General Strategies**") is a heading inside the answer, not the person's label.
  // A marker's own separator, not a colon in the text after it ("Kunde — Problem with symfony 4 to 5: …").
  // A time's colon is no separator ("maple_dev — Today at 2:10 PM" is written as bare as "Claude" over it).
  const colon = (i: number) => {
    const l = ctx.labels[i] as LabelLine;
    return l.style === 'marked' ? (l.shape ?? '').includes('S:') : /[:：]/.test((ctx.trimmed[i] ?? '').replace(/\d{1,2}[:：]\d{2}/g, ''));
  };
  const knownIdx = idx.filter((i) => known.has(nameKey(ctx.labels[i] as LabelLine)) && known.get(nameKey(ctx.labels[i] as LabelLine)) !== 'other');
  const knownColon = knownIdx.length > 0 && knownIdx.every(colon) ? true : knownIdx.length > 0 && !knownIdx.some(colon) ? false : null;
  for (const t of unknown.slice(0, 8)) {
    // A speaker label starts at the left edge; indented "key:" lines are inside a message (code, YAML).
    if (idx.some((i) => nameKey(ctx.labels[i] as LabelLine) === t.key && /^\s/.test(ctx.lines[i] ?? ''))) continue;
    if (knownColon !== null && idx.every((i) => nameKey(ctx.labels[i] as LabelLine) !== t.key || colon(i) !== knownColon)) continue;
    let prev: string | null = null;
    let steps = 0;
    let changes = 0;
    for (const i of idx) {
      const key = nameKey(ctx.labels[i] as LabelLine);
      const side = key === t.key ? 'u' : known.get(key) === 'user' || known.get(key) === 'assistant' ? 'k' : null;
      if (side === null) continue;
      if (prev !== null) {
        steps++;
        if (side !== prev) changes++;
      }
      prev = side;
    }
    const alt = steps === 0 ? 0 : changes / steps;
    if (alt > bestAlt || (alt === bestAlt && best !== undefined && t.first < best.first)) {
      best = t;
      bestAlt = alt;
    }
  }
  return best;
}

/**
 * A party renamed on the way ("AI:" until the person names it, "Mosada:" after): an unknown name, twice
 * or more, whose every line comes after the last line of one known party (or before its first), each
 * between two lines of the other party — it takes the first party's place in the alternation.
 */
function renamedParty(ctx: TextContext, idx: readonly number[], all: ReadonlyMap<string, Tally>, roles: ReadonlyMap<string, Cast>): { key: string; name: string; role: Role } | null {
  const keyAt = (k: number) => nameKey(ctx.labels[idx[k] as number] as LabelLine);
  for (const t of all.values()) {
    if (roles.has(t.key) || t.count < 2 || !looksLikeSpeakerName(t.name)) continue;
    const at = idx.flatMap((_, k) => (keyAt(k) === t.key ? [k] : []));
    for (const role of ['assistant', 'user'] as const) {
      const other = role === 'assistant' ? 'user' : 'assistant';
      const mine = idx.flatMap((_, k) => (roles.get(keyAt(k)) === role ? [k] : []));
      if (mine.length === 0) continue;
      const later = at.every((k) => k > (mine[mine.length - 1] as number));
      const earlier = at.every((k) => k < (mine[0] as number));
      if (!later && !earlier) continue;
      const between = at.every((k) => roles.get(keyAt(k - 1)) === other && (k + 1 >= idx.length || roles.get(keyAt(k + 1)) === other));
      if (between) return { key: t.key, name: t.name, role };
    }
  }
  return null;
}

/**
 * The two names that open the paste and take turns, when every other name's lines fall inside one turn of
 * theirs ("Dana:" / "Jarvis:" over an answer with its own "Пояснение:", "Куплет:" or "说明：" lines, a dialogue
 * the answer wrote): the other names are lines of that turn, not speakers. Null when there is no such pair.
 */
function openingPair(ctx: TextContext, idx: readonly number[], unknown: readonly Tally[]): [Tally, Tally] | null {
  const first = idx[0];
  if (unknown.length < 3 || first === undefined || firstTextLine(ctx) !== first) return null;
  // A chat export stamps every message's line: unstamped name lines in it are text of its messages.
  if (ctx.labels.some((l) => l?.stamped)) return null;
  const keyAt = (i: number) => nameKey(ctx.labels[i] as LabelLine);
  const a = unknown.find((t) => t.key === keyAt(first));
  const second = idx.find((i) => keyAt(i) !== keyAt(first));
  const b = second === undefined ? undefined : unknown.find((t) => t.key === keyAt(second));
  // Each of the two speaks twice at least: one "Setting:" line over one "Woman:" line opens a story's notes as
  // often as an exchange does.
  if (!a || !b || a.count < 2 || b.count < 2) return null;
  const pair = idx.filter((i) => keyAt(i) === a.key || keyAt(i) === b.key);
  // Numbered lines ("1. Phishing attacks:", "2. Insider threats:", …) are a list's items, however their names fall;
  // keys on consecutive lines ("Character Name: Ryu" / "Race: Human" / "Class: Monk") are a form's. A turn ends
  // with a blank line before the other party's label.
  if (pair.some((i) => (ctx.labels[i] as LabelLine).turn !== undefined)) return null;
  if (pair.some((i, k) => k > 0 && (ctx.trimmed[i - 1] ?? '') !== '')) return null;
  let changes = 0;
  for (let k = 1; k < pair.length; k++) if (keyAt(pair[k] as number) !== keyAt(pair[k - 1] as number)) changes++;
  if (changes < (pair.length - 1) * 0.8) return null;
  // One pass: the pair's turn each other label falls in; every other name must stay in one turn.
  const turnOfName = new Map<string, number>();
  let turn = -1;
  for (const i of idx) {
    const key = keyAt(i);
    if (key === a.key || key === b.key) {
      turn++;
      continue;
    }
    const seen = turnOfName.get(key);
    if (turn < 0 || (seen !== undefined && seen !== turn)) return null;
    turnOfName.set(key, turn);
  }
  return [a, b];
}

/**
 * @param decorated the labels carry more than a name and a colon (a time, brackets, a callout,
 *   bold or a heading): such lines are speakers even when each name appears only once.
 */
export function castSpeakers(ctx: TextContext, idx: readonly number[], decorated = false): SpeakerCast | null {
  const all = tallies(ctx, idx);
  const roles = new Map<string, Cast>();
  const knownRoles = new Set<Role>();
  // A one-letter role word ("A:", "Q:") is only a speaker beside its partner ("Q:" and "A:");
  // alone it is a list item or a key ("A: Move left").
  const letters = [...all.values()].filter((t) => t.name.length === 1);
  const opensPaste = idx.length === 1 && firstTextLine(ctx) === idx[0];
  // "Q: ..." alone at the top of a paste is a one-message conversation, not a list key.
  const lettersPaired = (letters.length === 2 && letters.some((t) => t.known) && letters.every((t) => t.count >= 2 || letters.every((u) => u.known))) || opensPaste;
  for (const t of all.values()) {
    if (isThirdParty(t.name)) roles.set(t.key, 'other');
    else if (t.known && (t.name.length > 1 || lettersPaired)) {
      roles.set(t.key, t.known);
      knownRoles.add(t.known);
    }
  }
  if (knownRoles.size === 2) {
    const renamed = renamedParty(ctx, idx, all, roles);
    if (renamed) roles.set(renamed.key, renamed.role);
    return { roles, learnt: 0, guess: renamed ? `"${renamed.name}" was taken as the ${renamed.role === 'assistant' ? 'assistant' : 'person'} under a new name.` : null };
  }
  const unknown = [...all.values()]
    .filter((t) => !roles.has(t.key) && (looksLikeSpeakerName(t.name) || numberedSpeaker(t)))
    .sort((a, b) => b.count - a.count || a.first - b.first);
  if (knownRoles.size === 1) {
    const top = partnerOfKnown(ctx, idx, unknown, roles);
    if (top) roles.set(top.key, [...knownRoles][0] === 'user' ? 'assistant' : 'user');
    return { roles, learnt: top ? 1 : 0, guess: null };
  }
  // One unknown name opening a one-message paste ("U: ...", "Dana: ..."): the person pasted their own message.
  const only = unknown[0];
  // Not a word before a dash ("Ah - you're a Monty Python fan"): an undecorated marker opens prose as often.
  const onlyLabel = only ? (ctx.labels[only.first] as LabelLine) : null;
  const plainWords = onlyLabel?.style === 'marked' && !onlyLabel.decorated;
  if (only && !plainWords && unknown.length === 1 && only.count === 1 && idx.length === 1 && firstTextLine(ctx) === only.first) {
    roles.set(only.key, 'user');
    return { roles, learnt: 0, guess: `"${only.name}" was taken as you (the only speaker in the paste).` };
  }
  const opening = roles.size === 0 ? openingPair(ctx, idx, unknown) : null;
  const a = opening?.[0] ?? unknown[0];
  const b = opening?.[1] ?? unknown[1];
  // One exchange between two names ("Tomás:" ... "Atlas:"), the first opening the paste. A phrase with a colon in
  // the answer ("Here you go:" over its code) is the answer's line, not a third name.
  const byPosition = [...unknown].sort((x, y) => x.first - y.first);
  const second = byPosition[1]?.first ?? -1;
  const named = byPosition.filter((t, k) => k < 2 || !(t.count === 1 && t.first > second && isPhrase(t.name)));
  const oneExchange = named.length === 2 && named.every((t) => t.count === 1) && firstTextLine(ctx) === named[0]?.first;
  if (!opening && (!a || !b || !(a.count >= 2 || decorated || oneExchange) || !(b.count >= 2 || oneExchange || (unknown.length === 2 && alternatesPerfectly(ctx, idx))))) {
    return roles.size > 0 ? { roles, learnt: 0, guess: null } : null;
  }
  if (!a || !b) return null;
  // A third unknown name as frequent as the second one: a group chat or headings, not two parties.
  const c = (oneExchange ? named : unknown)[2];
  if (!opening && c && c.count >= b.count && b.count < 3) return null;
  const va = voiceOf(ctx, blocksOf(ctx, idx, a.key));
  const vb = voiceOf(ctx, blocksOf(ctx, idx, b.key));
  // An account number is a login's name: people sign in, the assistant is named by its maker.
  const account = Number(ACCOUNT_NUMBER.test(a.name)) - Number(ACCOUNT_NUMBER.test(b.name));
  const aIsPerson = account !== 0 ? account > 0 : personVote(va, vb, a.first < b.first) >= 0;
  roles.set(a.key, aIsPerson ? 'user' : 'assistant');
  roles.set(b.key, aIsPerson ? 'assistant' : 'user');
  const person = aIsPerson ? a.name : b.name;
  const assistant = aIsPerson ? b.name : a.name;
  return {
    roles,
    learnt: 2,
    guess: `Speakers were guessed from who asks and who answers: "${person}" as you, "${assistant}" as the assistant.`,
    ...(opening ? { nested: true } : {}),
  };
}

/**
 * Heading lines without a colon that take turns: "보낸 메시지" / "Copilot의 응답", "Sent message" /
 * "Copilot's reply", "Dana" / "Kibi": two short lines, each followed by text, that recur and
 * strictly alternate (A, B, A, B...). No list of words: the alternation is the evidence. Lines
 * the page prints as buttons never qualify, so "Copy" / "Retry" after every answer do not.
 * Returns the label line indices of the best pair, in order, or null.
 */
export function alternatingHeadings(ctx: TextContext, isChrome: (trimmed: string) => boolean): number[] | null {
  const byName = new Map<string, number[]>();
  for (let i = 0; i < ctx.labels.length; i++) {
    const l = ctx.labels[i];
    if (!l || l.style !== 'bare' || l.rest.length > 0 || ctx.fenced[i]) continue;
    const t = ctx.trimmed[i] ?? '';
    if (t.length > 40 || isChrome(t)) continue;
    let next = i + 1;
    while (next < ctx.lines.length && (ctx.trimmed[next] ?? '') === '') next++;
    if (next >= ctx.lines.length || isChrome(ctx.trimmed[next] ?? '')) continue;
    const key = nameKey(l);
    let list = byName.get(key);
    if (!list) byName.set(key, (list = []));
    list.push(i);
  }
  const recurring = [...byName.values()].filter((v) => v.length >= 2).sort((a, b) => b.length - a.length).slice(0, 8);
  let best: number[] | null = null;
  for (let x = 0; x < recurring.length; x++) {
    for (let y = x + 1; y < recurring.length; y++) {
      const merged = [...(recurring[x] as number[]), ...(recurring[y] as number[])].sort((a, b) => a - b);
      if (Math.abs((recurring[x] as number[]).length - (recurring[y] as number[]).length) > 1) continue;
      let ok = true;
      for (let k = 1; k < merged.length && ok; k++) {
        const a = merged[k - 1] as number;
        const b = merged[k] as number;
        // Strict alternation, with the other party's text between two headings.
        ok = nameKey(ctx.labels[a] as LabelLine) !== nameKey(ctx.labels[b] as LabelLine) && b - a >= 2;
      }
      if (ok && (!best || merged.length > best.length)) best = merged;
    }
  }
  return best;
}
