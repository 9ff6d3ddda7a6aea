/**
 * Chats a blog post quotes whole, each party's turns told apart by how the post marks them rather than
 * by a label: the post's own prose around the quotes is the blogger's, not the conversation.
 *
 * - A class per quote (kramdown's block attributes, `{: .prompt }` / `{: .response }` on the line over
 *   each `>` block): the class names the party, as a label would.
 * - Emphasis per paragraph: inside the quotes the person's turns are set in italics (`> _Hi there?_`)
 *   and the answers are plain text under them.
 *
 * Both are rewritten as a labelled transcript and read by the speaker-label finder.
 */

/** A kramdown block attribute list alone on its line with a class first: `{: .prompt }`, `{:.response #a1}`. */
const BLOCK_CLASS = /^\{:\s{0,8}\.([\p{L}][\p{L}\p{N}_-]{0,30})(?:\s{1,8}[^{}\s]{1,60}){0,4}\s{0,8}\}$/u;

/** A line of a quote: its text without the mark. */
function unquote(line: string): string | null {
  const t = line.trimStart();
  if (!t.startsWith('>')) return null;
  return t.slice(t.charAt(1) === ' ' ? 2 : 1);
}

/** The fewest turns of each party that make a quoted chat. */
const MIN_TURNS_EACH = 2;

/**
 * Quotes each carried by a class on the line over them (`{: .prompt }` / `> Hello`): two classes at
 * most, both parties at least twice, and every quote of the post carried so. Null otherwise.
 */
export function classedQuotes(text: string): string | null {
  if (!text.includes('{:')) return null;
  const lines = text.split('\n');
  const turns: { speaker: string; body: string[] }[] = [];
  let quoteLines = 0;
  for (const line of lines) if (line.trimStart().startsWith('>')) quoteLines++;
  let carried = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (!line.startsWith('{:') || line.length > 120) continue;
    const m = BLOCK_CLASS.exec(line);
    if (!m) continue;
    const body: string[] = [];
    let k = i + 1;
    for (; k < lines.length; k++) {
      const q = unquote(lines[k] as string);
      if (q === null) break;
      body.push(q);
    }
    if (body.length === 0) continue;
    carried += body.length;
    turns.push({ speaker: m[1] as string, body });
    i = k - 1;
  }
  if (carried !== quoteLines) return null;
  const speakers = [...new Set(turns.map((t) => t.speaker))];
  if (speakers.length !== 2) return null;
  if (speakers.some((s) => turns.filter((t) => t.speaker === s).length < MIN_TURNS_EACH)) return null;
  return turns.map((t) => `${t.speaker}:\n${t.body.join('\n').trim()}`).join('\n\n');
}

/** A paragraph set whole in one emphasis mark (`_…_` or `*…*`, not bold), with the marks' inner text. */
function emphasised(paragraph: readonly string[]): string | null {
  const text = paragraph.join('\n').trim();
  const mark = text.charAt(0);
  if ((mark !== '_' && mark !== '*') || text.length < 3) return null;
  if (text.charAt(1) === mark || /\s/.test(text.charAt(1))) return null;
  if (text.charAt(text.length - 1) !== mark || text.charAt(text.length - 2) === mark || /\s/.test(text.charAt(text.length - 2))) return null;
  return text.slice(1, -1);
}

/**
 * Quotes in which the person's turns are italic paragraphs and the answers plain ones under them
 * (`> _Can you …?_` / `>` / `> Yes, …`). Every quote of the post opens with an italic paragraph; each
 * italic paragraph is one turn of the person's (a post that left out an answer between two shows them
 * apart), the plain paragraphs and code under it one answer; the quotes hold most of the post's text.
 * Null when the post is not built so.
 */
export function emphasisedQuotes(text: string): string | null {
  if (!text.includes('>')) return null;
  const lines = text.split('\n');
  const turns: { role: 'User' | 'Assistant'; parts: string[] }[] = [];
  let users = 0;
  let answers = 0;
  let quotedChars = 0;
  for (let i = 0; i < lines.length; i++) {
    if (unquote(lines[i] as string) === null) continue;
    // One quote: its lines up to the first line that is not quoted, read as paragraphs (a fence keeps its blank lines).
    const quote: string[] = [];
    let k = i;
    for (; k < lines.length; k++) {
      const q = unquote(lines[k] as string);
      if (q === null) break;
      quote.push(q);
      quotedChars += q.trim().length;
    }
    i = k - 1;
    const paragraphs: string[][] = [];
    let current: string[] = [];
    let inFence = false;
    for (const q of quote) {
      if (/^\s{0,3}(?:```|~~~)/.test(q)) inFence = !inFence;
      if (!inFence && q.trim().length === 0) {
        if (current.length > 0) paragraphs.push(current);
        current = [];
        continue;
      }
      current.push(q);
    }
    if (current.length > 0) paragraphs.push(current);
    if (paragraphs.length === 0) continue;
    if (emphasised(paragraphs[0] as string[]) === null) return null;
    for (const p of paragraphs) {
      const prompt = emphasised(p);
      if (prompt !== null) {
        turns.push({ role: 'User', parts: [prompt] });
        users++;
        continue;
      }
      const last = turns[turns.length - 1] as (typeof turns)[number];
      if (last.role === 'Assistant') last.parts.push(p.join('\n'));
      else {
        turns.push({ role: 'Assistant', parts: [p.join('\n')] });
        answers++;
      }
    }
  }
  if (users < MIN_TURNS_EACH || answers < MIN_TURNS_EACH) return null;
  // The quotes are the post's body, the blogger's remarks around them the lesser part (a transcript whose answers
  // quote a few italic lines is not one).
  if (quotedChars * 2 < text.replace(/\s+/g, '').length) return null;
  return turns.map((t) => `${t.role}:\n${t.parts.join('\n\n')}`).join('\n\n');
}

/** The few character references a post's source writes in text. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#8217': '’', '#8220': '“', '#8221': '”' };

/** An element's inner markup as the text a browser shows: tags dropped, character references read. */
function elementText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^<>]{0,2000}>/g, '')
    .replace(/&(#?\w{1,8});/g, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Emphasis elements: a paragraph set in them whole is one the post sets apart. */
const EMPHASIS = /<(strong|em|b|i)\b[^<>]{0,500}>[^]*?<\/\1>/gi;

/** A paragraph set whole in bold or italics: outside its emphasis only tags, punctuation and a turn number. */
function emphasisedParagraph(html: string): boolean {
  if (html.length > 5000 || !/<(?:strong|em|b|i)\b/i.test(html)) return false;
  const outside = elementText(html.replace(EMPHASIS, ' '));
  return /^[\s\p{P}\d]*$/u.test(outside);
}

/** A question's counter and the quotation marks around it ("Q1. “Why…?”"): the post's, not the person's words. */
function withoutCounter(text: string): string {
  const t = text.replace(/^(?:Q|Question)\s?\d{1,3}\s?[.:)]\s*/i, '').trim();
  const quoted = /^["“«](.*)["”»]$/su.exec(t);
  return quoted && !/["“”«»]/.test(quoted[1] as string) ? (quoted[1] as string).trim() : t;
}

/**
 * A post's markup (a blog's HTML source, a block editor's paragraphs) quoting each answer in a
 * `<blockquote>` under the question it answers, set apart in bold or italics in the paragraph right
 * above the quote. Every quote of the post is such an answer; the post's other paragraphs are the
 * blogger's. Rewritten as a transcript of plain text. Null when the post is not built so.
 */
export function htmlQuotedAnswers(text: string): string | null {
  if (!text.includes('<blockquote')) return null;
  const tag = /<(\/?)(blockquote|p)\b[^<>]{0,500}>/gi;
  const turns: { role: 'User' | 'Assistant'; parts: string[] }[] = [];
  let depth = 0;
  let open = -1;
  let previous: { html: string; quoted: boolean } | null = null;
  let quotes = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const closing = m[1] === '/';
    const name = (m[2] as string).toLowerCase();
    if (name === 'blockquote') {
      if (!closing) {
        depth++;
        if (depth === 1) {
          quotes++;
          // The paragraph right above the quote asks; the quote answers.
          if (!previous || previous.quoted || !emphasisedParagraph(previous.html)) return null;
          const question = withoutCounter(elementText(previous.html));
          if (question.length === 0) return null;
          turns.push({ role: 'User', parts: [question] }, { role: 'Assistant', parts: [] });
        }
      } else depth = Math.max(0, depth - 1);
      previous = null;
      continue;
    }
    if (!closing) open = m.index + m[0].length;
    else if (open >= 0) {
      const html = text.slice(open, m.index);
      open = -1;
      previous = { html, quoted: depth > 0 };
      const said = elementText(html);
      if (depth > 0 && said.length > 0) turns[turns.length - 1]?.parts.push(said);
    }
  }
  if (quotes < MIN_TURNS_EACH || turns.some((t) => t.parts.length === 0)) return null;
  return turns.map((t) => `${t.role}:\n${t.parts.join('\n\n')}`).join('\n\n');
}
