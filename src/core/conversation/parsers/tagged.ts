import { roleWord } from '../vocabulary';
import { isAssistantName } from '../vocabulary/names';

/**
 * A conversation kept in markup: each turn one element, named for its speaker ("<user>…</user>" /
 * "<assistant>…</assistant>", "<human>…</human>") or carrying the speaker in an attribute
 * ("<turn speaker="Dana">…</turn>", "<message role="assistant">…</message>"). People store prompts
 * and chats this way in files and notes, the way prompting guides delimit material with tags.
 *
 * Only a paste that is nothing but such elements (one wrapper around them allowed, "<conversation>")
 * is read so: an answer that shows XML inside a labelled transcript has text outside its elements.
 * The elements are rewritten as a transcript ("Dana:" over the element's text) and read by the
 * speaker-label finder, which decides who is the person and who the assistant.
 */

/**
 * An element's opening tag at a line's start: its name, its attributes, and what follows on the line. XML names
 * take letters of any script ("<usuário>", "<助手>"), as people name their speakers.
 */
const OPEN_TAG = /^<(\p{L}[\p{L}\p{N}_.-]{0,30})((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*>(.*)$/u;

/** Attributes that name who speaks. */
const SPEAKER_ATTRIBUTE = /(?:^|\s)(?:speaker|role|name|from|author|sender|who|participant)\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** A name the transcript reader takes as a label: a word or a few, as people name speakers. */
const SPEAKER_NAME = /^[\p{L}@][\p{L}\p{N} ._-]{0,30}$/u;

/**
 * Elements of a web page or document: a paste of markup made of them ("<div>…</div>" / "<p>…</p>") is a
 * page's source, not speakers taking turns. Only an element named for its speaker counts by its name.
 */
const MARKUP_ELEMENTS = new Set(
  ('html head body header footer main nav aside section article div span p a b i u s em strong small mark code pre kbd ' +
    'samp blockquote q cite ul ol li dl dt dd table thead tbody tfoot tr td th caption img picture figure figcaption ' +
    'br hr form input textarea select option label button svg g path rect circle template slot script style link meta ' +
    'title h1 h2 h3 h4 h5 h6 details summary iframe video audio source canvas sup sub del ins abbr time xml').split(' '),
);

/** The fewest turns that make a conversation. */
const MIN_TURNS = 2;

interface Element {
  tag: string;
  speaker: string | null;
  body: string[];
}

/**
 * The elements lines from..to hold, top level only, or null when any non-blank line lies outside an
 * element or an element is not closed. A closing tag ends its element at a line's end.
 */
function readElements(lines: readonly string[], from: number, to: number): Element[] | null {
  const elements: Element[] = [];
  let i = from;
  while (i < to) {
    const line = (lines[i] ?? '').trim();
    if (line.length === 0) {
      i++;
      continue;
    }
    const open = OPEN_TAG.exec(line);
    if (!open) return null;
    const tag = open[1] as string;
    const attrs = open[2] ?? '';
    const said = SPEAKER_ATTRIBUTE.exec(attrs);
    const speaker = said ? (said[1] ?? said[2] ?? '').trim() : null;
    const close = `</${tag}>`;
    const opening = new RegExp(`^<${tag.replace(/[.-]/g, '\\$&')}(?=[\\s>])`);
    const body: string[] = [];
    let depth = 1;
    let rest = open[3] ?? '';
    let k = i;
    // Walks the element's lines, counting nested elements of the same name, until its closing tag ends a line.
    for (;;) {
      const trimmed = rest.trimEnd();
      if (k > i && opening.test(trimmed.trimStart())) depth++;
      if (trimmed.endsWith(close)) {
        depth--;
        if (depth === 0) {
          body.push(trimmed.slice(0, -close.length));
          break;
        }
      }
      body.push(rest);
      k++;
      if (k >= to) return null;
      rest = lines[k] ?? '';
    }
    elements.push({ tag, speaker, body });
    i = k + 1;
  }
  return elements;
}

/** The speaker of an element: its speaker attribute, else the element's own name. */
function speakerOf(e: Element): string {
  return e.speaker ?? e.tag;
}

/** The turns of a paste made of speaker elements, or null when it is not one. */
function turnElements(lines: readonly string[]): Element[] | null {
  let elements = readElements(lines, 0, lines.length);
  // One wrapper around the turns ("<conversation>" … "</conversation>"): its body holds them.
  for (let unwrap = 0; elements && elements.length === 1 && unwrap < 2; unwrap++) {
    const only = elements[0] as Element;
    elements = readElements(only.body, 0, only.body.length);
  }
  if (!elements || elements.length < MIN_TURNS) return null;
  if (elements.some((e) => e.speaker === null && MARKUP_ELEMENTS.has(e.tag.toLowerCase()))) return null;
  const speakers = new Set(elements.map(speakerOf));
  // Two parties at least (a system element may be a third); every one a name a label can carry.
  if (speakers.size < 2 || ![...speakers].every((s) => SPEAKER_NAME.test(s))) return null;
  return elements;
}

/** The paste as a labelled transcript when it is made of speaker elements; null otherwise. */
export function taggedTranscript(text: string): string | null {
  // Most pastes fail on their first character: nothing is split for them.
  if (text.trimStart().charAt(0) !== '<') return null;
  const elements = turnElements(text.split('\n'));
  if (!elements) return null;
  return elements
    .map((e) => {
      const body = e.body.join('\n').replace(/^\s*\n|\n\s*$/g, '').trim();
      return `${speakerOf(e)}:\n${body}`;
    })
    .join('\n\n');
}

/**
 * An avatar picture whose file names a party ("{% include /svg/symbols/user.svg %}", `<img src="/img/chatgpt.png">`):
 * the file's stem, lower-cased.
 */
const AVATAR_FILE = /[/"'\s]([a-z][\w-]{1,20})\.(?:svg|png|jpe?g|webp|gif)\b/i;
/** One element on its line with its text ("<div class="…">the text</div>"). */
const TEXT_ELEMENT = /^<([a-z][a-z0-9]{0,10})\b[^>]*>(.+)<\/\1>$/i;

function avatarRole(line: string): 'user' | 'assistant' | null {
  if (line.length > 300 || !line.includes('.')) return null;
  const m = AVATAR_FILE.exec(line);
  if (!m) return null;
  const stem = (m[1] as string).toLowerCase();
  return roleWord(stem) ?? (isAssistantName(stem) ? 'assistant' : null);
}

/**
 * Chat bubbles in a post's markup (a blog that shows a conversation as it looked): each bubble is an avatar whose
 * picture names the party ("user.svg", "chatgpt.svg") with the text in the element on the next line. Four or more
 * bubbles of both parties are the conversation; the post's prose around them is not. Rewritten as a transcript.
 */
export function avatarBubbles(text: string): string | null {
  if (!text.includes('<')) return null;
  const lines = text.split('\n');
  const turns: { role: 'user' | 'assistant'; text: string }[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const role = avatarRole(lines[i] ?? '');
    if (!role) continue;
    const m = TEXT_ELEMENT.exec((lines[i + 1] ?? '').trim());
    if (!m) continue;
    const body = (m[2] as string).replace(/<br\s*\/?>/gi, '\n').trim();
    if (body.length === 0 || /^<|\{%/.test(body)) continue;
    turns.push({ role, text: body });
    i++;
  }
  if (turns.length < 4 || !turns.some((t) => t.role === 'user') || !turns.some((t) => t.role === 'assistant')) return null;
  return turns.map((t) => `${t.role === 'user' ? 'User' : 'Assistant'}:\n${t.text}`).join('\n\n');
}
