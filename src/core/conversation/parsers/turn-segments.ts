import type { TextContext } from '../context';
import { isBlank, isEmptyMedia, looksLikeCodeLine } from '../text';
import { chromeKindOf, isLanguageName } from '../chrome';
import { attachmentChipEnd } from '../clean';
import type { Role } from '../types';

/**
 * Turns inside a stretch of label-less text, where the page gives no marker: who is speaking is
 * read from how the text asks and answers. Read line by line:
 * - the person's turn ends at its first paragraph break, or after its first line when a written
 *   answer starts right under it (answerStartsUnder);
 * - an answer ends at a paragraph that asks or replies (asksOrReplies) — never inside a paragraph,
 *   where a line ending in "?" is as likely a heading of the answer's own FAQ;
 * - on pages without buttons, a gap of two or more blank lines is a turn break;
 * - the strips around the stretch fix how it starts and ends (an opening strip after it means it
 *   ends with the person's prompt; a closing strip means it ends with an answer): when the reading
 *   ends with the wrong party, the last paragraph (or line) is given to the right one.
 */

export interface Turn {
  role: Role;
  from: number;
  to: number;
}

const ENDS_SENTENCE = /[.!?。！？][)"”’»]?$/;

/**
 * Emoji an answer signs a sentence with ("…in our daily lives. ❤️", "…tough one! 😬"): after them the
 * sentence has still ended. Trailing pictographs, their modifiers and joiners are left out before a
 * line's end is read.
 */
const EMOJI_PART = String.raw`\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}`;
const TRAILING_EMOJI = new RegExp(`(?:\\s*(?:${EMOJI_PART}))+$`, 'u');
const ENDS_WITH_EMOJI = new RegExp(`(?:${EMOJI_PART})$`, 'u');

export function withoutTrailingEmoji(t: string): string {
  // The last two code units hold the last emoji or its modifier (a regex anchored at the end alone scans the whole line).
  return ENDS_WITH_EMOJI.test(t.slice(-2)) ? t.replace(TRAILING_EMOJI, '') : t;
}

const other = (r: Role): Role => (r === 'user' ? 'assistant' : 'user');

/**
 * A line that asks the assistant to do something ("Can you give me…?", "Could you also…", "Please
 * list…", "¿Puedes…?", "Kannst du…"), also after a greeting ("Hi, can you help me…?"): the person's
 * words, never the first line of an answer.
 */
const REQUEST = /^(?:(?:hi|hello|hey|hola|ol[áa]|bonjour|salut|hallo|ciao|привет|здравствуйте)[,!]?\s+)?(?:(?:and |also |now )?(?:can|could|would|will) you\b|please\b|(?:give|tell|show|write|list) me\b|¿(?:puedes|podr[ií]as|me puedes)\b|(?:peux-tu|pouvez-vous|pourrais-tu|pourriez-vous)\b|(?:kannst du|k[öo]nntest du|k[öo]nnen sie)\b|(?:puoi|potresti)\b|(?:можешь|можете|могли бы)\b)/iu;

/** "Puedes hacer pan de soda…" / "Pode usar…" are also answers ("you can…"): without "¿" they ask only as a question. */
const MODAL_QUESTION = /^(?:puedes|podr[ií]as|me puedes|pode|poderia|você pode)\b.*[?？]$/iu;

export function isRequestToAssistant(line: string): boolean {
  return (REQUEST.test(line) || MODAL_QUESTION.test(line)) && !asksBack(line);
}

/**
 * A request whose object is the reader's own reasons or meaning ("Can you tell me why you're asking?", "Could you
 * tell me more about your setup?"): the assistant asking back before it answers, not the person asking it for
 * something. A person asks the assistant about the subject; a question about "why you" / "what you mean" is put
 * to the one who asked first.
 */
const ASKS_BACK = /^(?:(?:can|could|would) you\s+(?:please\s+)?(?:tell|let) me\s+|please\s+tell me\s+)(?:(?:why|what|how|whether|if)\s+you(?:['’](?:re|ve|d)\b|\s+(?:are|were|want|wanted|need|mean|meant|think|ask|asked|prefer)\b)|more about (?:your|what you|why you)\b)/i;
function asksBack(line: string): boolean {
  return /[?？]$/.test(line) && ASKS_BACK.test(line);
}

/**
 * A question about the subject rather than the person ("What is the name of the background image?" /
 * "Where was it taken and by who?"): it speaks to no "you". An assistant asking back under a
 * question asks about the person ("Are you looking for…?", "Do you want me to…?"); a second
 * question with no "you" is the person asking on, in the same block.
 */
const SECOND_PERSON = /(^|[^\p{L}])(you|your|yours|you['’](re|ve|d|ll)|tú|tu|usted|te|vous|du|dich|dir|sie|ты|вы|тебя|вас|você|voi|lei)([^\p{L}]|$)|[你您]|あなた|당신/iu;

export function asksOnAboutSubject(first: string, second: string): boolean {
  // One question, nothing stated before it: "I think he's known for racing. Is that correct?" states an answer first.
  return /[?？]$/.test(first) && /[?？]$/.test(second) && second.length <= 120 && !SECOND_PERSON.test(second) && !opensLikeAnswer(second) && !/[.!。！]\s/.test(second);
}

/**
 * A paragraph that goes on with the person's prompt rather than opening the answer: it tells the
 * assistant what to do ("I want to know the best month… Give me sample code.", "Write…", "Include…")
 * or adds one more question ("Also, what do you mean …?"). An answer presents and explains; it does
 * not order the assistant about, say what the person wants to know, nor open with "Also" to ask.
 * A first-person wish counts only when the prompt so far asked nothing (`askedYet`): an answer may
 * say "I would like to add…" under a question.
 */
const INSTRUCTS = /^(?:write|give|tell|show|explain|list|generate|translate|summari[sz]e|rewrite|describe|compare|provide|include|create)\s+(?:me\s+|us\s+|a\s+|an\s+|the\s+|some\s+|it\b|this\b|that\b|\p{L}+)/iu;
const WISH = /^(?:i (?:want|need|would like|['’]d like|am looking for|wonder)|i['’]m looking for|i['’]m wondering)\b/iu;
const ADDS_QUESTION = /^(?:also|and also|plus|additionally|oh,? and|btw|by the way|and)\b[,]?\s+[^?？]{3,200}[?？]/iu;

/** A line that tells or asks the assistant to do something: "Tell me more", "Give me an example", "Can you…". */
export function isInstruction(line: string): boolean {
  return INSTRUCTS.test(line) || isRequestToAssistant(line);
}

/**
 * A paragraph that sets the assistant up for a task rather than asking it: a role or a frame ("you
 * are an excellent joke writer.", "Assume a role of master psychologist.", "Act as a personal finance
 * expert", "I want you to analyze complex options positions.", "Eres un experto…", "你是一个…", "请扮演…").
 * The task comes in the person's next paragraph: nothing has been asked that an answer could answer.
 * An answer never gives its reader a role ("You are right" is not "You are a …").
 */
const SETS_UP = /^(?:(?:you are|you['’]re) (?:an?|the) |act as\b|acting as\b|(?:assume|take on|play) (?:the |a |an )?rol\p{L}* (?:of|as)\b|pretend (?:to be|you are|you['’]re)\b|imagine (?:you are|you['’]re|that you are)\b|i want you to (?:act|be|play|pretend|analy[sz]e|help|write|take)\b|(?:eres|sé) (?:un|una) |act[uú]a como\b|tu es (?:un|une) |agis comme\b|du bist (?:ein|eine) |agisci come\b|sei (?:un|una) |voc[eê] [eé] (?:um|uma) |atue como\b|представь,? что ты\b|ты\s+[—-]\s|你是一[个位名]|请扮演|假设你是|あなたは.{1,30}(?:です|として)|당신은 .{1,30}(?:입니다|로서))/iu;

/** The imperative ways of SETS_UP: casting the assistant in a role, never a statement about the reader. */
const CASTS = /^(?:act as\b|acting as\b|(?:assume|take on|play) (?:the |a |an )?rol\p{L}* (?:of|as)\b|pretend (?:to be|you are|you['’]re)\b|imagine (?:you are|you['’]re|that you are)\b|i want you to (?:act|be|play|pretend)\b|act[uú]a como\b|agis comme\b|agisci come\b|atue como\b|请扮演|假设你是)/iu;

export function setsUpTask(paragraph: string): boolean {
  // Only the role: a paragraph that goes on to the task ("Act as … and provide …", "… writer. the goal is
  // to write …") has asked already.
  if (/\band\s+(?:provide|write|explain|give|tell|create|describe|list|help|answer|make|generate)\b|[.!。！]\s+\S/iu.test(paragraph)) return false;
  return paragraph.length <= 400 && SETS_UP.test(paragraph) && !/[?？]/.test(paragraph);
}

export function promptContinues(line: string, askedYet: boolean): boolean {
  if (line.length === 0 || opensLikeAnswer(line)) return false;
  return isRequestToAssistant(line) || INSTRUCTS.test(line) || ADDS_QUESTION.test(line) || (!askedYet && WISH.test(line));
}

/** A written line answers under a prompt: the prompt asks, or a sentence starts under a lower-case request. */
export function answerStartsUnder(first: string, second: string): boolean {
  if (isRequestToAssistant(second) || asksOnAboutSubject(first, second) || promptContinues(second, /[?？]$/.test(first))) return false;
  // A question, also one that ends inside quotes or brackets ('…and "How often should I upload?"').
  if (/[?？][)"”’»」』]?$/.test(first)) return true;
  // A finished request, then a line that opens an answer by formula ("Sure thing!", "Here's…", "Claro,").
  if (/[.!。！]$/.test(first) && opensLikeAnswer(second)) return true;
  // A request typed without its full stop ("…它的收敛性证明"), then the formula in the answer's voice ("下面给出一种常见思路…"):
  // not the person's own "Here's my code:" (it speaks of itself), nor under a line that runs on (",", ":").
  if (!/[,，:：;；]$/.test(first) && first.length >= 10 && opensLikeAnswer(second) && !SPEAKS_OF_SELF.test(second)) return true;
  // A prompt typed in lower case without a full stop, then a written sentence.
  if (/^\p{Ll}/u.test(first) && !/[.!:;,。！：]$/.test(first) && /^\p{Lu}/u.test(second) && /[.!:。！：]$/.test(second)) return true;
  if (/[,，:：;]$/.test(first) || second.length < first.length * 1.5) return false;
  return /^(\p{Lu}|\p{Lo})/u.test(second) && (second.length > 80 || /[.!?。！？:]$/.test(second));
}

/**
 * A postscript the person added under their request ("PS: …", "P.S. …", Spanish "PD:", "NB:",
 * Portuguese "Obs.:", Japanese "追伸"): it goes on with their message, never opens an answer.
 */
export function isPostscript(line: string): boolean {
  return /^(p\.?\s?s\.?|p\.?\s?d\.?|n\.?\s?b\.?|obs\.?)\s*[:：.,\-–—]\s*\S/i.test(line) || /^追伸[:：、\s]/.test(line);
}

/**
 * A paragraph that goes on with the person's message rather than opening an answer: it starts in
 * lower case as prose ("the component should be used like this:", "when not expanded, the intro
 * part should…"). Assistants start their answers in sentence case; people type in lower case.
 * Code does not count (an answer may open with "def parse(s):" or "npm install"): the first word
 * must be a word followed by more words, with no call, assignment or command shape.
 */
export function continuesInLowerCase(line: string): boolean {
  if (!/^\p{Ll}[\p{Ll}'’-]*[,]?\s+\S+\s+\S+/u.test(line)) return false;
  if (/^\p{Ll}+\s*[=(.[{]|^(def|class|function|import|from|const|let|var|return|if|for|while|npm|pip|git|sudo|cd|ls|echo|curl|select|insert|update|create)\b/u.test(line)) return false;
  return !/[{;]$/.test(line);
}

/**
 * How answers open, in the ten UI languages: agreeing to the request or presenting what follows
 * ("Here's a Python program…", "Sure!", "Claro,", "Voici", "Gerne", "以下是"). Formulaic. "Below is…" is
 * said in each language ("Ниже приведён…", "A seguir, apresento…", "A continuación te presento…",
 * "Di seguito trovi…"): the answer points at what it sets out under it.
 */
const ANSWER_OPENER = /^(here['’]?s|here is|here are|you['’]re (?:absolutely |quite |completely )?(?:right|correct)[,!.]|i apologi[sz]e|my apologies|sure(?: thing)?[,!.]|certainly[,!.]|of course[,!.]|absolutely[,!.]|great question|good question|below is|below are|i['’]d be (happy|glad)|i can help|aqu[ií] (tienes|est[aá])|claro[,!.]|por supuesto|con gusto|aqui est[aá]|com certeza|voici|bien s[uû]r|certainement|avec plaisir|hier (ist|sind)|gerne[,!.]|nat[uü]rlich[,!.]|selbstverst[aä]ndlich|ecco|certo[,!.]|certamente|конечно|вот |ниже (?:привед[её]н|представлен|описан)|a seguir(?:,)? (?:apresento|est[aá]|est[aã]o|segue)|a continuaci[oó]n(?:,)? (?:te |le )?(?:presento|tienes|se )|ci-dessous|voici ci|im folgenden|nachfolgend (?:finden|ist|sind)|di seguito (?:trovi|ecco|è|sono|riporto))/iu;
const ANSWER_OPENER_CJK = /^(当然|好的[，,！!]|以下(?:是|为|给出|提供)|下面(?:是|为|给出|提供)|这是一个|もちろん|以下は|こちらは|물론|다음은|아래는|네[,，!])/u;

/** A paragraph that opens an answer by its first words (ANSWER_OPENER). */
export function opensLikeAnswer(line: string): boolean {
  return ANSWER_OPENER.test(line) || ANSWER_OPENER_CJK.test(line) || ANSWER_OPENER.test(line.replace(INTERJECTION, ''));
}

/**
 * A short acknowledgement before the formula ("OK, here’s one method:", "Alright, here is…", "Okay! Here
 * are…"): assistants agree first and then present what follows; the formula after it opens the answer.
 */
const INTERJECTION = /^(?:ok(?:ay)?|alright|all right|great|yes|well|got it|no problem|vale|d['’]accord|okay|va bene|хорошо|ладно)[,!.]?\s+/iu;

/** A line that speaks of its writer's own things, in the ten UI languages ("Here's my code:", "以下是我的代码"). */
const SPEAKS_OF_SELF = /(?:^|[^\p{L}])(?:i|my|me|mine|i['’]m|i['’]ve|mi|mis|mon|ma|mes|mein|meine|meinen|mio|mia|meu|minha|мой|моя|мои)(?:[^\p{L}]|$)|我|私|僕|내|제가|저의|나의/iu;

/** The person speaks of themselves: "I", "my", "me" (a prompt's details more often than an answer's opening). */
const FIRST_PERSON = /(^|[^\p{L}])(i|my|me|i['’]m|i['’]ve)([^\p{L}]|$)/iu;

/**
 * The paragraph at `i` goes on with the person's prompt of several paragraphs: a short one that
 * speaks of them ("The only button on the screen says… when I press it."), does not open like an
 * answer, and a paragraph that does ("Here's a Python program…") follows within the next three.
 */
function promptGoesOnTo(ctx: TextContext, i: number, to: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  // The person introducing what they have ("I have:", "My code:", "Mi código:"): their prompt goes on.
  if (!ctx.fenced[i] && t.length <= 60 && /[:：]$/.test(t) && FIRST_PERSON.test(t) && !opensLikeAnswer(t)) return true;
  const paragraph = ctx.trimmed.slice(i, paragraphEnd(ctx, i, to)).join(' ');
  // Short: an answer's first paragraph that says "I" ("here’s what I find…") runs longer.
  if (ctx.fenced[i] || paragraph.length > 200 || opensLikeAnswer(t) || !FIRST_PERSON.test(paragraph)) return false;
  let k = paragraphEnd(ctx, i, to);
  for (let seen = 0; seen < 3 && k < to; seen++) {
    let blanks = 0;
    while (k < to && !ctx.fenced[k] && isBlank(ctx.lines[k] ?? '')) {
      k++;
      blanks++;
    }
    if (k >= to || blanks >= 2) return false;
    if (opensLikeAnswer(ctx.trimmed[k] ?? '')) return true;
    k = paragraphEnd(ctx, k, to);
  }
  return false;
}

/** A form's field with its value on the same line ("Genre: synth-pop", "주제: …"): a short label, a colon, then text. */
const FIELD_LINE = /^[^\s:：][^:：.!?。！？]{0,29}[:：]\s*\S/u;
/** A form's field whose value comes on the lines under it ("Must mention:", "포함할 맥락:"): a short label and its colon. */
const FIELD_HEADING = /^[^\s:：][^:：.!?。！？]{0,39}[:：]$/u;
const LIST_ITEM = /^(?:[-–•*]\s?\S|\d{1,2}[.)、．]\s?\S)/u;

/**
 * The person's brief set out as a form goes on over its paragraphs: the paragraph above ends with two
 * "label: value" lines ("Genre: synth-pop" / "Mood: hopeful"), or is a field of the form itself (a label
 * alone over its listed values), and the paragraph at `i` opens with the next field's label alone over
 * its listed values ("Must mention:" / "- the harbour"). An answer does not carry on the person's form
 * field by field; it starts with its own text under it.
 */
function formGoesOn(ctx: TextContext, prev: number, i: number, to: number): boolean {
  if (prev < 1 || ctx.fenced[i] || ctx.fenced[prev] || ctx.fenced[prev - 1] || isBlank(ctx.lines[prev - 1] ?? '')) return false;
  if (!(FIELD_LINE.test(ctx.trimmed[prev] ?? '') && FIELD_LINE.test(ctx.trimmed[prev - 1] ?? '')) && !isListedField(ctx, prev)) return false;
  const t = ctx.trimmed[i] ?? '';
  if (!FIELD_HEADING.test(t) || opensLikeAnswer(t)) return false;
  let k = i + 1;
  while (k < to && !ctx.fenced[k] && isBlank(ctx.lines[k] ?? '')) k++;
  return k < to && !ctx.fenced[k] && LIST_ITEM.test(ctx.trimmed[k] ?? '');
}

/** The paragraph that line `last` ends is a form's field: its label alone ("Must mention:"), then list items only. */
function isListedField(ctx: TextContext, last: number): boolean {
  let first = last;
  while (first > 0 && !ctx.fenced[first - 1] && !isBlank(ctx.lines[first - 1] ?? '')) first--;
  if (first === last || !FIELD_HEADING.test(ctx.trimmed[first] ?? '')) return false;
  for (let k = first + 1; k <= last; k++) if (ctx.fenced[k] || !LIST_ITEM.test(ctx.trimmed[k] ?? '')) return false;
  return true;
}

/** Words too common to say that two lines are about the same thing. */
const COMMON = new Set(
  'this that with have from your what which there here they them their about would could should these those some will into than then when where while also just like more most very been were does make give using other each many much such only over want need know please following below'.split(' '),
);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The content words of a text (four letters or more, lower-cased, common words left out). Chinese,
 * Japanese and Korean runs are not split into words by spaces: they give their runs of four
 * characters instead, so two lines that share a term ("拉格朗日中值定理") share several of them.
 */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const w of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]{3,}/gu) ?? []) {
    if (!CJK.test(w)) {
      if (!COMMON.has(w)) words.add(w);
      continue;
    }
    const chars = [...w];
    for (let k = 0; k + 4 <= chars.length && k < 200; k++) words.add(chars.slice(k, k + 4).join(''));
  }
  return words;
}

/**
 * An answer that opens by restating the request and introducing what follows ("Here's a
 * contingency table for ingredient combinations with their flavor profiles:", "To create a top
 * menu with nested submenus, follow these steps:"): a line ending in a colon that shares two or
 * more content words with the prompt above it and does not speak as the person (no I / my / me).
 * Pages that put the answer right under the prompt (Meta AI, Qwen, DeepSeek) show it as where the
 * answer starts, also when the prompt has several lines.
 */
export function restatesPrompt(prompt: Set<string>, line: string): boolean {
  if (line.length < 12 || line.length > 240 || !/[:：]$/.test(line) || /^([-*•]|\d+[.)])\s/.test(line)) return false;
  if (/(^|[^\p{L}])(i|my|me|mine|i'm|i’m|i've|i’ve)([^\p{L}]|$)/iu.test(line)) return false;
  let shared = 0;
  for (const w of contentWords(line)) if (prompt.has(w) && ++shared >= 2) return true;
  return false;
}

/**
 * Line `prev` is the first line of prose under pasted material (from `start`), a short question or request, and
 * line `i` right under it reads as an answer's first line. See segmentTurns.
 */
function questionUnderMaterial(ctx: TextContext, start: number, prev: number, i: number): boolean {
  // A CJK sentence that names a formula or a comparison ("…结构因子 S(q) 的…：", "RO_LIMIT == RW_BASE일 경우…") is
  // prose, though its brackets or its "==" look like code's.
  // A call whose string holds such a sentence ("print('处理完成。')") is the code's last line all the same.
  const written = (k: number): boolean => isProseLine(ctx, k) || (!ctx.fenced[k] && CJK_SENTENCE.test(ctx.trimmed[k] ?? '') && !WHOLE_CALL.test(ctx.trimmed[k] ?? ''));
  if (prev - start < 2 || !written(prev) || isProseLine(ctx, prev - 1) || !written(i) || ctx.fenced[prev - 1]) return false;
  const question = ctx.trimmed[prev] ?? '';
  const line = ctx.trimmed[i] ?? '';
  if (question.length > 200 || isPostscript(line) || isRequestToAssistant(line) || !isMaterialOnly(ctx, start, prev)) return false;
  return opensLikeAnswer(line) || /[:：]$/.test(line) || readingLength(line) > 1.5 * readingLength(question);
}

/** A Markdown hard line break: two spaces or more after the line's text. */
const HARD_BREAK = /\S {2,}$/;

/**
 * A copy that keeps the answer's Markdown source shows its line breaks as two trailing spaces ("藍の空  " /
 * "幻の時を刻む  "); the person's typed prompt has none. Under a one-line prompt that ends a sentence, two lines in a
 * row that end so start the answer, right under the prompt with no blank line between.
 */
function hardBreaksUnder(ctx: TextContext, prev: number, i: number, to: number): boolean {
  if (i + 1 >= to || ctx.fenced[i + 1] || HARD_BREAK.test(ctx.lines[prev] ?? '') || !/[.!?。！？]$/.test(ctx.trimmed[prev] ?? '')) return false;
  return HARD_BREAK.test(ctx.lines[i] ?? '') && HARD_BREAK.test(ctx.lines[i + 1] ?? '');
}

/** A line that is one call and nothing else: a name, its arguments in brackets, maybe a semicolon ("print('完成。')"). */
const WHOLE_CALL = /^[A-Za-z_$][\w.$]*\(.*\);?$/;

/** A run of CJK writing with a sentence's punctuation in it: written text, whatever brackets it holds. */
const CJK_SENTENCE = new RegExp(String.raw`${CJK.source}{4}[^\n]*(?:[，。：；！？、]|[.?!](?:\s|$))`, 'u');

/** A table's row as a copy keeps it: cells between tabs, or between pipes. */
const TABLE_ROW = /^[^\t\n]+\t+[^\t\n]+|^\|.+\|.+\|$/;
/** A request for a table, in the ten UI languages. */
const ASKS_FOR_TABLE = /\b(?:table|tabla|tableau|tabelle|tabella|tabela)\b|таблиц|表格|テーブル|표로|표를/iu;

/** Line `i` is a table's row right under line `prev`, a line of prose that asks for a table and is no row itself. */
function tableUnderTableRequest(ctx: TextContext, prev: number, i: number): boolean {
  const request = ctx.trimmed[prev] ?? '';
  return TABLE_ROW.test(ctx.trimmed[i] ?? '') && !TABLE_ROW.test(request) && isProseLine(ctx, prev) && ASKS_FOR_TABLE.test(request) && (isRequestToAssistant(request) || isInstruction(request));
}

/** A Python block's head: a lower-case keyword, then the line ends with a colon. */
const PY_BLOCK_HEAD = /^(?:for|if|elif|else|while|def|class|with|try|except|finally|async|match|case)\b[^:]*:$/;

/** Where a written answer that restates the prompt starts inside the prompt's paragraph from..to, else -1. */
function restatingOpenerIn(ctx: TextContext, from: number, to: number, earlier?: Set<string>): number {
  // The words of the prompt so far, grown in place: a prompt of many paragraphs is read once.
  const prompt = earlier ?? new Set<string>();
  for (const w of contentWords(ctx.trimmed[from] ?? '')) prompt.add(w);
  // A list of short items (the ingredients the person has) runs longer than a paragraph of sentences.
  for (let i = from + 1; i < to && i < from + 40; i++) {
    if (ctx.fenced[i]) return -1;
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0) return -1;
    // A line of code ending in ":" ("    for q in range(n):", pasted Python) restates nothing: an
    // answer opens at the left edge, in prose.
    // Nor does a block's head at the left edge ("for key1 in atom_coordinates:"): Python's keywords are lower case, an
    // answer's sentences are not.
    if (restatesPrompt(prompt, t) && !/^\s/.test(ctx.lines[i] ?? '') && !looksLikeCodeLine(t) && !PY_BLOCK_HEAD.test(t)) return i;
    for (const w of contentWords(t)) prompt.add(w);
  }
  return -1;
}

/**
 * A statement that opens by drawing a conclusion from what came before ("Therefore g(a) = g(b) = 0.",
 * "所以 g(a) = g(b) = 0。", "Donc…", "Таким образом…"): the same speaker goes on with an argument.
 * Essay connectives only; a casual "So…" starts a person's reply as often as an answer's line.
 */
const CONCLUDES = /^(therefore|thus|hence|in summary|in conclusion|to summari[sz]e|overall|por lo tanto|por tanto|en resumen|en conclusi[oó]n|portanto|em resumo|em conclus[aã]o|donc|ainsi|par cons[eé]quent|en r[eé]sum[eé]|en conclusion|daher|deshalb|somit|folglich|zusammenfassend|quindi|dunque|pertanto|in sintesi|in conclusione|поэтому|итак|таким образом|следовательно|в итоге)(?!\p{L})|^(所以|因此|因而|于是|综上|总之|由此|这就|したがって|よって|つまり|以上より|따라서|그러므로|결론적으로)/iu;

/**
 * A paragraph that hands the turn back to the person: a question, or a short statement after a
 * finished answer. A paragraph that introduces what follows (":"), code, a list, a long
 * explanation or a conclusion drawn from it (CONCLUDES) continues the answer.
 */
export function asksOrReplies(ctx: TextContext, from: number, to: number): boolean {
  const last = ctx.trimmed[to - 1] ?? '';
  let chars = 0;
  for (let i = from; i < to; i++) {
    if (ctx.fenced[i]) return false;
    const t = ctx.trimmed[i] ?? '';
    if (/^\s/.test(ctx.lines[i] ?? '') && t.length > 0) return false; // indented: code or a nested list
    chars += t.length;
  }
  // A paragraph that opens with quoted speech is a story's dialogue ("“What's going on here?” Green
  // Arrow demanded…"): the answer telling the story goes on. A person's reply does not open so.
  if (/^["“„«「『]/.test(ctx.trimmed[from] ?? '')) return false;
  if (/[?？]$/.test(last)) return chars <= 600;
  if (/[:：]$/.test(last) || CONCLUDES.test(ctx.trimmed[from] ?? '')) return false;
  // A follow-up order about the last answer, typed without a full stop ("Make it happier", "Try another one").
  if (to - from === 1 && last.length <= 80 && FOLLOW_UP_ORDER.test(last)) return true;
  return readingLength(ctx.trimmed.slice(from, to).join('')) <= 100 && to - from <= 2 && /[.!。！]$/.test(last);
}

/**
 * An order that points back at the last answer with a pronoun ("Make it happier", "Rewrite it in Go", "Try another
 * one"): a person's follow-up. An answer's imperative heading names its object ("Make the dough").
 */
const FOLLOW_UP_ORDER = /^(?:make|do|write|try|change|turn|rewrite|shorten|expand|translate|put|give|redo|simplify|explain|keep|add|show)\s+(?:it|them|this|that|another|one more|me another|me one more)\b/i;

const WIDE_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/**
 * How long a text reads, in Latin characters: a Chinese, Japanese or Korean character carries about as
 * much as three Latin ones (a word and its space), so a "short" reply is short in every script — forty
 * Chinese characters ("而在随机折断中，木棍断成某特定长度的概率为 0…。") are a sentence of an answer's
 * argument, not a person's "OK, thanks."
 */
export function readingLength(t: string): number {
  return t.length + 2 * (t.match(WIDE_CHAR)?.length ?? 0);
}

/**
 * The person's next turn right under an answer, with no blank line between (a page that puts each
 * turn in its own block and only the answer's paragraphs apart): the answer's line is a long,
 * finished sentence, and the new line is one short line that asks or replies — not the first item
 * of a list, which would be followed by more short lines.
 */
/**
 * How long the answer's line above must be (characters): a finished sentence of a few words ("Well, the
 * best man was Tom, was it?") is an answer's whole turn in a quick back-and-forth, copied tight.
 */
const MIN_ANSWER_LINE = 30;

/**
 * The person speaking in their own voice, in the ten UI languages: "I", "my", "me" and their
 * equivalents, or "you" opening a line (speaking to the assistant). An answer's list items speak of
 * their subject in the third person ("The method is systematic and organized…").
 */
const PERSON_VOICE = /(^|[^\p{L}])(i|my|me|mine|i['’]m|i['’]ve|i['’]d|i['’]ll|yo|mi|mis|je|j['’]|moi|mon|ma|mes|ich|mein|meine|mir|mich|eu|meu|minha|io|mio|mia|я|мне|мой|моя|меня)(?=[^\p{L}]|$)|^(you|your|tú|usted|vous|du|sie|você|voi|lei|ты|вы)(?=[^\p{L}]|$)|[我私僕俺]|(^|\s)(나|내가|저는|제가)/iu;

/**
 * The line is one more item of the list right above it, not the person's reply under the answer: the
 * lines above it in its block are two or more (a list whose markers the copy lost — a web copy prints
 * each paragraph of prose as one line), and it is a statement set like them — a written sentence of
 * forty characters or more, starting with a capital, that neither asks, nor requests, nor speaks in the
 * person's voice ("It is particularly effective for beginners…" / "The method is systematic…").
 */
function itemOfListAbove(ctx: TextContext, prev: number, line: string): boolean {
  if (prev < 1 || isBlank(ctx.lines[prev - 1] ?? '') || ctx.fenced[prev - 1]) return false;
  if (line.length < 40 || !/^\p{Lu}/u.test(line) || !/[.!。！]$/.test(line) || isInstruction(line) || PERSON_VOICE.test(line)) return false;
  const above = ctx.trimmed[prev - 1] ?? '';
  return /[.!。！]$/.test(above) && above.length >= 40 && !/[?？]/.test(above);
}

/** The next paragraph after `from` is a short question (at most 300 characters, ending with "?"). */
function questionUnder(ctx: TextContext, from: number, to: number): boolean {
  const k = nextContent(ctx, from, to);
  if (k >= to || ctx.fenced[k]) return false;
  const end = paragraphEnd(ctx, k, to);
  return isShortStatementOrQuestion(ctx, k, end) && /[?？]$/.test(ctx.trimmed[end - 1] ?? '') && ctx.trimmed.slice(k, end).join(' ').length <= 300;
}

/** One line of at most 120 characters in the person's voice (PERSON_VOICE) that introduces nothing and is no list item. */
/**
 * How long the person's one-line reply in their own voice may be (characters): a sentence or two ("I need
 * help to write a function that works as a sudoku filler, my problem is I get a lot of cells with the value of
 * undefined" answers "What … do you need help with?").
 */
const MAX_VOICED_REPLY = 200;

/**
 * A reply that names what was asked for in a few words, without a sentence ("Mostly coding and some light
 * gaming, under $1200" under "What will you mainly use it for, and what's your budget?"): the person
 * answering a question put to them. An answer writes sentences; its own headings are a word or two, and its
 * items open with a marker or a "Term:" (left out).
 */
function fragmentReply(t: string, question: string): boolean {
  if (t.length === 0 || t.length > 120 || /[.!?。！？:：,，;；]$/.test(t) || isListOrTermLine(t) || opensLikeAnswer(t)) return false;
  return t.split(/\s+/).length >= 4 && ASKS_THE_PERSON.test(question);
}

/** A question put to the reader: "you", "your", in the ten UI languages' common forms; Korean's honorific endings that address the listener ("-으신가요"). */
const ASKS_THE_PERSON = /(^|[^\p{L}])(you|your|tú|tu|usted|vous|votre|du|dein|ihr|sie|você|seu|sua|voi|tuo|lei|ты|вы|ваш|твой)(?=[^\p{L}]|$)|[你您]|あなた|당신|(?:으)?신가요|(?:으)?시겠어요|(?:으)?시나요|(?:으)?십니까/iu;

/** The line's last sentence asks the reader to act, in English: "please" in it ("I'm sorry, please wait.", "Please try again."). */
function asksPersonToAct(line: string): boolean {
  if (!/[.!]$/.test(line)) return false;
  const last = line.slice(line.search(/[^.!?]*[.!]$/));
  return /\bplease\b/i.test(last);
}

/**
 * A reply in the person's voice that tells what happened to them, in the past ("I had notifications turned off", "the
 * phone didn't make a sound"), and says nothing an assistant says of its own help ("I can provide better guidance",
 * "I'd be happy to", "I'm sorry to hear"). English only: the helper's phrases are read in English.
 */
/** How long such a reply may run (characters): a few sentences of what happened, not an answer's paragraph. */
const MAX_TOLD_REPLY = 400;
const TOLD_IN_PAST = /\b(?:i|my \p{L}+|it|he|she|they|the \p{L}+) (?:(?:was|were|had|did|got|didn['’]t|did not|wasn['’]t|couldn['’]t|never) |\p{L}{3,}ed\b)/iu;
const HELPER_SPEECH = /\b(?:i(?:['’]d| would| will|['’]ll| can| could| may| might)? (?:be (?:happy|glad)|help|provide|recommend|suggest|assist|offer|explain|answer)|i hope|i understand|i['’]m (?:sorry|happy|glad|here)|let me|once i|if i|i['’]d (?:need|like to know))\b/iu;
function tellsWhatHappened(t: string): boolean {
  return t.length <= MAX_TOLD_REPLY && /(^|[^\p{L}])(?:i|my|me)(?=[^\p{L}]|$)/iu.test(t) && TOLD_IN_PAST.test(t) && !HELPER_SPEECH.test(t) && !/[?？]$/.test(t);
}

/** A short statement opened by a subject pronoun and a verb, typed without closing punctuation ("He is an American Bully"). */
const SUBJECT_AND_VERB = /^(?:he|she|it|they|we|i|my \p{L}+|our \p{L}+)(?:['’]s|['’]re|['’]m)?\s+(?:is|are|was|were|has|have|had|does|did|do|am|\p{L}+s|\p{L}+ed)?\b/iu;
function toldWithoutStop(t: string): boolean {
  return t.length >= 8 && t.length <= 80 && SUBJECT_AND_VERB.test(t) && !/[.!?。！？:：;；,，]$/.test(t) && t.split(/\s+/).length >= 3;
}

/** The next paragraph opens by taking up a name the line said ("…an American Bully" / "American Bully dogs have…"). */
function nextTakesUp(ctx: TextContext, from: number, to: number, line: string): boolean {
  const k = nextContent(ctx, from, to);
  if (k >= to || ctx.fenced[k]) return false;
  const opening = (ctx.trimmed[k] ?? '').slice(0, 60);
  const names = line.split(/\s+/).slice(1).filter((w) => /^\p{Lu}\p{Ll}{3,}/u.test(w));
  return names.some((w) => opening.includes(w.replace(/[^\p{L}]+$/u, '')));
}

function voicedReply(t: string): boolean {
  return t.length > 0 && t.length <= MAX_VOICED_REPLY && PERSON_VOICE.test(t) && !/[:：,，;；]$/.test(t) && !isListOrTermLine(t) && !opensLikeAnswer(t);
}

function repliesUnder(ctx: TextContext, prev: number, i: number, to: number): boolean {
  const above = ctx.trimmed[prev] ?? '';
  const line = ctx.trimmed[i] ?? '';
  if (above.length < MIN_ANSWER_LINE || !/[.!?。！？]$/.test(withoutTrailingEmoji(above)) || line.length === 0 || line.length > 160) return false;
  if (/^\s/.test(ctx.lines[i] ?? '') || /^([-*•]|\d+[.)])\s/.test(line) || /[:：]$/.test(line)) return false;
  if (/^[^:：]{1,40}[:：]\s/.test(line)) return false; // "Accuracy: ..." is an item of the answer's own list
  const next = i + 1 < to ? (ctx.trimmed[i + 1] ?? '') : '';
  if (next.length > 0 && next.length <= 60 && !/[.!?。！？]$/.test(next)) return false; // a list goes on
  // A question, or a reply that stands alone as the last line of its block with more of the page after
  // it (the copy's very last line is the answer's own closing sentence: "希望这个回答清楚地解释了…",
  // a real ChatGPT copy), or one typed in lower case with the next answer's written line right under it.
  if (/[?？]$/.test(line)) return true;
  if (itemOfListAbove(ctx, prev, line)) return false;
  if (next.length === 0) return hasTextAfter(ctx, i + 1, to);
  return line.length <= 120 && continuesInLowerCase(line) && next.length >= 60 && /^(\p{Lu}|\p{Lo})/u.test(next);
}

/** Quotation marks that open and close differently, so an open one can be told from a closing one. */
const PAIRED_QUOTES: ReadonlyArray<readonly [string, string]> = [['「', '」'], ['『', '』'], ['“', '”'], ['«', '»']];
/** How far ahead the closing mark of a quote the prompt opened is looked for (lines). */
const QUOTE_REACH = 60;

/** Occurrences of `mark` in `line`. */
function countOf(line: string, mark: string): number {
  let n = 0;
  for (let at = line.indexOf(mark); at >= 0; at = line.indexOf(mark, at + mark.length)) n++;
  return n;
}

/**
 * Opening minus closing marks of each PAIRED_QUOTES pair over the person's turn so far, kept as its lines are read
 * (segmentTurns): a turn of thousands of paragraphs is counted once, not again at every paragraph break.
 */
function addQuoteMarks(balance: number[], line: string): void {
  if (!/[「」『』“”«»]/.test(line)) return;
  PAIRED_QUOTES.forEach(([open, close], k) => {
    balance[k] = (balance[k] ?? 0) + countOf(line, open) - countOf(line, close);
  });
}

/**
 * The person's turn so far (its quote `balance`) opened a quotation it has not closed ("「あなたは日本語のAI詩人として…"
 * over its list of conditions), and the closing mark comes within QUOTE_REACH lines from `i`: the paragraph at `i` is
 * still inside the quoted prompt. An answer does not close a quote the person opened.
 */
function quoteStillOpen(ctx: TextContext, balance: readonly number[], i: number, to: number): boolean {
  return PAIRED_QUOTES.some(([, close], k) => {
    if ((balance[k] ?? 0) <= 0) return false;
    for (let j = i; j < to && j < i + QUOTE_REACH; j++) if (!ctx.fenced[j] && (ctx.trimmed[j] ?? '').includes(close)) return true;
    return false;
  });
}

/** The person's turn from..last (its quote `balance`) opens with a quotation mark and line `last` closes it, the marks balanced. */
function quotedWhole(ctx: TextContext, balance: readonly number[], from: number, last: number): boolean {
  const first = ctx.trimmed[from] ?? '';
  const k = PAIRED_QUOTES.findIndex(([open]) => first.startsWith(open));
  return k >= 0 && last !== from && (ctx.trimmed[last] ?? '').endsWith((PAIRED_QUOTES[k] as readonly [string, string])[1]) && balance[k] === 0;
}

/** The fenced block that opens at `i` closes before `to`, and a line of prose follows it. */
function hasProseAfterFence(ctx: TextContext, i: number, to: number): boolean {
  let k = i;
  while (k < to && ctx.fenced[k]) k++;
  while (k < to && isBlank(ctx.lines[k] ?? '')) k++;
  return k < to && isProseLine(ctx, k);
}

/** A blank line between two lines of text in from..to: the stretch sets its paragraphs apart. */
function hasParagraphBreak(ctx: TextContext, from: number, to: number): boolean {
  let seenText = false;
  let blank = false;
  for (let i = from; i < to; i++) {
    if (ctx.fenced[i] || !isBlank(ctx.lines[i] ?? '')) {
      if (seenText && blank) return true;
      seenText = true;
      blank = false;
    } else blank = true;
  }
  return false;
}

/**
 * More text follows: a short statement after an answer is the person's reply only when an answer
 * to it follows — a copy ends with an answer, whose last line is often such a statement.
 */
export function hasTextAfter(ctx: TextContext, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (ctx.fenced[i] || !isBlank(ctx.lines[i] ?? '')) return true;
  return false;
}

/** A paragraph of at most two lines and 200 characters typed in lower case as prose (not code, not a list). */
function typedReply(ctx: TextContext, from: number, end: number): boolean {
  if (end - from > 2) return false;
  let chars = 0;
  for (let i = from; i < end; i++) {
    if (ctx.fenced[i] || /^\s/.test(ctx.lines[i] ?? '')) return false;
    chars += (ctx.trimmed[i] ?? '').length;
  }
  return chars <= 200 && continuesInLowerCase(ctx.trimmed[from] ?? '') && !isListOrTermLine(ctx.trimmed[from] ?? '');
}

/**
 * A paragraph that opens with the person's short reply to the answer's question and goes straight
 * on with the next answer ("…in the woods?" / "Yes please" + "I would recommend gathering small
 * twigs…"): a first line of a few words that introduces nothing, then a long written line.
 */
export function shortReplyOverAnswer(ctx: TextContext, from: number, end: number): boolean {
  if (end - from < 2 || ctx.fenced[from] || ctx.fenced[from + 1]) return false;
  const reply = ctx.trimmed[from] ?? '';
  const next = ctx.trimmed[from + 1] ?? '';
  if (reply.length === 0 || reply.length > 40 || /[:：,，;；]$/.test(reply) || isListOrTermLine(reply) || /^\s/.test(ctx.lines[from] ?? '')) return false;
  return next.length >= 60 && /^(\p{Lu}|\p{Lo})/u.test(next) && !isListOrTermLine(next);
}

/**
 * How an answer takes a person's thanks or praise ("I'm glad to help!", "You're welcome.", "Glad you liked it",
 * "De nada", "Avec plaisir", "Gern geschehen", "不客气", "どういたしまして"), in the ten UI languages. Formulaic.
 */
const TAKES_THANKS = /^(?:i['’]m (?:so |really |very )?glad|glad (?:to help|you|i could|it)|you['’]re (?:very |most |so )?welcome|my pleasure|happy to help|no problem at all|de nada|me alegra|fico feliz|que bom que|ravi (?:que|de)|je suis ravi|de rien|gern geschehen|freut mich|prego|sono contento|felice che|рад(?:а)? (?:помочь|что)|пожалуйста[,!.]|не за что)|^(?:不客气|不用谢|很高兴|どういたしまして|お役に立てて|천만에요|도움이 되어 기쁘)/iu;

export function takesThanks(line: string): boolean {
  return TAKES_THANKS.test(line);
}

/**
 * A short paragraph of the person's feedback under an answer ("This is all very good stuff here. …
 * Fantastic."): the paragraph under it takes thanks or praise (takesThanks), which only an answer to
 * the person does.
 */
export function feedbackOverThanks(ctx: TextContext, i: number, to: number): boolean {
  if (ctx.fenced[i] || takesThanks(ctx.trimmed[i] ?? '')) return false;
  const end = paragraphEnd(ctx, i, to);
  if (end - i > 2) return false;
  let chars = 0;
  for (let k = i; k < end; k++) chars += (ctx.trimmed[k] ?? '').length;
  if (chars > 300 || !/[.!?。！？]$/.test(withoutTrailingEmoji(ctx.trimmed[end - 1] ?? ''))) return false;
  const next = nextContent(ctx, end, to);
  return next < to && !ctx.fenced[next] && takesThanks(ctx.trimmed[next] ?? '');
}

/**
 * A short paragraph that asks the assistant for something in so many words ("Could you please give me the
 * full lyrics. That is only a portion of the song.", "Can you make it shorter.") with an answer opening by
 * formula right under it ("Here are the complete lyrics…"): the person asking, with or without a question
 * mark, whatever the answer above ended with (a song's last line, a list item). "Please note…" is an
 * answer's own remark, so a bare "please" does not count.
 */
export function requestOverAnswer(ctx: TextContext, i: number, to: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  if (ctx.fenced[i] || /^please\b/i.test(t) || !isRequestToAssistant(t)) return false;
  const end = paragraphEnd(ctx, i, to);
  if (end - i > 2 || !isShortStatementOrQuestion(ctx, i, end)) return false;
  const next = nextContent(ctx, end, to);
  return next < to && !ctx.fenced[next] && opensLikeAnswer(ctx.trimmed[next] ?? '');
}

/**
 * A code block's header starts at line `i`: a language line over a button ("js" / "Copy", "python" / "复制").
 * A page draws it over the answer's code only; the person's pasted code has none.
 */
export function codeHeaderAt(ctx: TextContext, i: number): boolean {
  if (ctx.fenced[i] || ctx.fenced[i + 1] || !isLanguageName(ctx.trimmed[i] ?? '')) return false;
  const next = ctx.trimmed[i + 1] ?? '';
  return next.length > 0 && next.length <= 24 && chromeKindOf(next) === 'button';
}

/**
 * A line of prose under code that asks the assistant for something ("can you remove…", "Could you add
 * tests", not "Please note…"), with more text under it (the answer to it): the person's next prompt.
 */
export function requestAfterCode(ctx: TextContext, prev: number, i: number, to: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  if (ctx.fenced[i] || /^please\b/i.test(t) || !isRequestToAssistant(t) || !isProseLine(ctx, i)) return false;
  const above = ctx.trimmed[prev] ?? '';
  if (!(ctx.fenced[prev] || /^\s/.test(ctx.lines[prev] ?? '') || looksLikeCodeLine(above))) return false;
  return hasTextAfter(ctx, i + 1, to);
}

/** The bullet a paragraph opens with, typed tight or spaced ("-A…", "- A…", "• A…"), else null. */
function bulletOf(t: string): string | null {
  const m = /^([-–•*])\s?\p{L}/u.exec(t);
  return m ? (m[1] as string) : null;
}

/** The number a paragraph opens with as an item of a numbered list ("3. …", "3) …", "3、…"), else null. */
function itemNumberOf(t: string): number | null {
  const m = /^(\d{1,2})[.)、．]\s?\S/u.exec(t);
  return m ? Number(m[1]) : null;
}

/**
 * Line `i` opens a paragraph with the same bullet as the paragraph that line `prev` ends, or with the next
 * number of a numbered list that paragraph opens ("2. 메트로놈 사용…" / "3. 좋아하는 노래…"): the list goes on.
 */
function sameListMarker(ctx: TextContext, prev: number, i: number): boolean {
  if (ctx.fenced[i] || ctx.fenced[prev]) return false;
  const mark = bulletOf(ctx.trimmed[i] ?? '');
  const number = itemNumberOf(ctx.trimmed[i] ?? '');
  if (mark === null && number === null) return false;
  let first = prev;
  while (first > 0 && !ctx.fenced[first - 1] && !isBlank(ctx.lines[first - 1] ?? '')) first--;
  if (mark !== null) return bulletOf(ctx.trimmed[first] ?? '') === mark;
  return number !== null && itemNumberOf(ctx.trimmed[first] ?? '') === number - 1;
}

/** A paragraph's opening term and its colon, then text ("Text Preprocessing: Before I can…"): a term list's item. */
const TERM_ITEM = /^\p{Lu}[\p{L}\p{N}'’-]*(?: [\p{L}\p{N}'’-]+){0,3}[:：]\s+\S/u;

/** Line `i` opens a term list's item and is no speaker's label ("Input: …", not "Me: …"). */
function opensTermItem(ctx: TextContext, i: number): boolean {
  const l = ctx.labels[i];
  return !ctx.fenced[i] && TERM_ITEM.test(ctx.trimmed[i] ?? '') && !(l && (l.said || l.roleHint !== null));
}

/**
 * Line `i` opens a paragraph as one more item of a list of terms that the two paragraphs above it open too
 * ("Input: First, I receive…" / "Context Selection: Once I have…" / "Output: Finally, I provide…"): the
 * answer's list goes on. A person's reply does not take up the answer's layout of term after term.
 */
function sameTermList(ctx: TextContext, prev: number, i: number): boolean {
  if (!opensTermItem(ctx, i)) return false;
  let last = prev;
  for (let seen = 0; seen < 2; seen++) {
    if (last < 0 || ctx.fenced[last]) return false;
    let first = last;
    while (first > 0 && !ctx.fenced[first - 1] && !isBlank(ctx.lines[first - 1] ?? '')) first--;
    if (!opensTermItem(ctx, first)) return false;
    last = first - 1;
    while (last >= 0 && !ctx.fenced[last] && isBlank(ctx.lines[last] ?? '')) last--;
  }
  return true;
}

/**
 * The person's turn starts at line `i`, under an answer whose last line is `prev`. An answer hands
 * the turn back only after a finished sentence, never straight after code; after a paragraph
 * break, to a paragraph that asks or replies (a reply only when an answer to it follows); without
 * one, only where line breaks may turn at all.
 */
function personTakesTurn(ctx: TextContext, prev: number, i: number, to: number, afterBreak: boolean, lineBreaksMayTurn: boolean, introduced = false, questionsGluedAreHeadings = false, answersGluedToHeadings = false): boolean {
  // One more item of the answer's list, set as paragraphs with the same marker ("-A single gunshot…" /
  // "-Burning is also…"): a list goes on, a person's reply does not open with the answer's bullet.
  if (afterBreak && (sameListMarker(ctx, prev, i) || sameTermList(ctx, prev, i))) return false;
  // The answer introduced a list ("Yes, I have a few questions to clarify the requirements:"): its items
  // are the answer's, also when they are questions set one to a line, unless one asks the assistant for
  // something (a person asking for what the introduction announced).
  if (introduced && !isRequestToAssistant(ctx.trimmed[i] ?? '')) return false;
  // A question over its answer is evidence enough, also under an answer that ends with a link.
  if (afterBreak && !ctx.fenced[prev] && !questionsGluedAreHeadings && questionOverAnswer(ctx, i, paragraphEnd(ctx, i, to))) return true;
  // In an answer the page opened, a paragraph headed by a line of its own with text glued under it is a section of
  // the answer: a question ("What should you check first?" / "Your debt-to-income ratio."), a numbered or
  // bulleted item ("1. 매일 10분씩 기본 코드 연습" / "C, G, Am, F…"), a short title without a sentence's end ("Pros").
  if (afterBreak && answersGluedToHeadings && paragraphEnd(ctx, i, to) > i + 1 && isSectionHead(ctx.trimmed[i] ?? '')) return false;
  // A paragraph that casts the assistant in a role by an imperative ("Act as a personal finance expert and
  // provide…") is the person starting a new request: an answer never casts its reader, and text follows it.
  // ("You are a …" is left out here: an answer may tell the person what they are.)
  if (afterBreak && !ctx.fenced[i] && CASTS.test(ctx.trimmed[i] ?? '') && hasTextAfter(ctx, paragraphEnd(ctx, i, to), to)) return true;
  const above = withoutTrailingEmoji(ctx.trimmed[prev] ?? '');
  // A short paragraph that asks the assistant for something ("Give me the details, please.") under an
  // answer that announced more and stopped ("OK, here’s one method:"), with the next answer under it:
  // the person asking for what did not come. An answer's own items under its colon explain, not request.
  if (afterBreak && /[:：]$/.test(above) && !ctx.fenced[prev] && isRequestToAssistant(ctx.trimmed[i] ?? '') && isShortStatementOrQuestion(ctx, i, i + 1) && hasTextAfter(ctx, i + 1, to)) return true;
  if (afterBreak && requestOverAnswer(ctx, i, to)) return true;
  // A picture the copy kept as "[]" (isEmptyMedia) closes an answer as a finished sentence does: what the line above
  // it introduced ("…here's a map:") has come.
  if (!ENDS_SENTENCE.test(above) && !(afterBreak && !ctx.fenced[prev] && isEmptyMedia(above))) {
    // An answer cut off mid-sentence ("…rises above") still hands over to a question paragraph
    // under it; code, an introduction (":") or a line running on (",") does not.
    // Under the answer's code, the person asking the assistant for a change in so many words ("can you
    // remove the insult part? or better yet…") takes the turn: an answer goes on under its code to explain
    // it, it does not ask itself to do things.
    if (afterBreak && requestAfterCode(ctx, prev, i, to)) return true;
    if (!afterBreak || ctx.fenced[prev] || /^\s/.test(ctx.lines[prev] ?? '') || looksLikeCodeLine(above) || /[:：,，;；]$/.test(above)) return false;
    const end = paragraphEnd(ctx, i, to);
    return /[?？]$/.test(ctx.trimmed[end - 1] ?? '') && asksOrReplies(ctx, i, end);
  }
  // In an answer that spaces its paragraphs, a line glued to the one above takes the turn only as the person's
  // follow-up question or request ("Which president's inaugurations?"); statements glued there are the
  // answer's own lines (items under "Cons", the answer under its FAQ question).
  if (!afterBreak) {
    const line = ctx.trimmed[i] ?? '';
    if (answersGluedToHeadings && (/[?？]$/.test(above) || !(/[?？]$/.test(line) || isRequestToAssistant(line)))) return false;
    return lineBreaksMayTurn && repliesUnder(ctx, prev, i, to);
  }
  const end = paragraphEnd(ctx, i, to);
  if (/[?？]$/.test(above) && shortReplyOverAnswer(ctx, i, end)) return true;
  // A line in the person's own voice under an answer that asked, typed without a full stop ("I have a
  // toilet I need to get rid of" under "Do you mean to dump some soil…?"): their reply.
  // The text under the reply must read as the answer to it, not as a question put to the assistant:
  // "Once I have this information, I can provide better guidance…" closes an answer above a new prompt.
  // A reply that tells what happened to the person ("I know I got a text, and the text is there, but the phone didn't
  // make a sound…") answers the question above whatever comes under it: the assistant's asking back is then its turn.
  if (/[?？]$/.test(above) && end === i + 1) {
    const line = ctx.trimmed[i] ?? '';
    const told = tellsWhatHappened(line);
    // Under the assistant asking back about the person's reasons (asksBack: "Can you tell me why you're asking?"), the
    // reply in their voice is theirs whatever comes under it: the question put to them was the answer's last word.
    if ((voicedReply(line) || fragmentReply(line, above) || told) && hasTextAfter(ctx, end, to) && (told || asksBack(above) || !questionUnder(ctx, end, to))) return true;
  }
  // An answer that ends by asking the person to do something ("I'm sorry, please wait.", "Please try it and tell me.")
  // hands the turn over as a question does: the person telling what happened then ("I waited but you did not
  // return. …") is their reply.
  if (asksPersonToAct(above) && end === i + 1 && tellsWhatHappened(ctx.trimmed[i] ?? '') && hasTextAfter(ctx, end, to)) return true;
  // A short paragraph typed in lower case under a finished answer ("how about using a newspaper"):
  // people type so, assistants write in sentence case (continuesInLowerCase).
  if (typedReply(ctx, i, end) && hasTextAfter(ctx, end, to)) return true;
  // A short statement about the person's own thing typed without its full stop ("He is an American Bully"), with the
  // next paragraph taking up its words ("American Bully dogs have a genetic predisposition…"): the person's reply,
  // as the same statement with its full stop is (asksOrReplies). An answer's heading names no subject and verb.
  if (end === i + 1 && toldWithoutStop(ctx.trimmed[i] ?? '') && nextTakesUp(ctx, end, to, ctx.trimmed[i] ?? '')) return true;
  // A statement under the answer's indented lines (its formulas or code, "  则 d = norm(p - q).") explains
  // them ("若 d ≤ wA/2，则 p 落在 A 的区域内部。"): the person replies to an answer's prose, not to its workings.
  if (!/[?？]$/.test(ctx.trimmed[end - 1] ?? '') && /^\s+\S/.test(ctx.lines[prev] ?? '')) return false;
  if (end === i + 1 && statementAskedBackAbout(ctx, i, to)) return true;
  if (!asksOrReplies(ctx, i, end)) return false;
  if (/[?？]$/.test(ctx.trimmed[end - 1] ?? '')) {
    // The last words of an answer the page opened, asking back ("Is the file compressed, or plain CSV?", "어떤
    // 노래를 치고 싶으신가요?") with nothing under them: the answer's closing question. A prompt the person sent
    // would have its answer under it, opened by the page as this one was. A request to the assistant ("Can you…?")
    // is still the person's.
    const question = ctx.trimmed.slice(i, end).join(' ');
    return !(questionsGluedAreHeadings && !hasTextAfter(ctx, end, to) && !isRequestToAssistant(question));
  }
  // In an answer the page opened, a short statement is the person's reply only in their voice ("I thought the band
  // played…") or as an order ("Make it happier"): the answer's own short lines ("Below is the complete solution.",
  // "This runs in O(n).") speak of it.
  const said = ctx.trimmed.slice(i, end).join(' ');
  if (questionsGluedAreHeadings && !PERSON_VOICE.test(said) && !FOLLOW_UP_ORDER.test(said) && !isInstruction(said)) return false;
  return hasTextAfter(ctx, end, to) && !closesBeforeQuestion(ctx, end, to);
}

/**
 * A one-line statement of the person's view with the assistant asking back about it right under it ("I think the
 * old bridge should stay." / "Can you tell me why you think that?"): asking back why "you" think so answers a
 * statement of the reader's, so the statement is the person's turn, however long. An answer's own paragraph is not
 * followed by a question about the reader's reasons.
 */
function statementAskedBackAbout(ctx: TextContext, i: number, to: number): boolean {
  const line = ctx.trimmed[i] ?? '';
  if (line.length > 300 || !ENDS_SENTENCE.test(line) || !isProseLine(ctx, i) || !PERSON_VOICE.test(line)) return false;
  const k = nextContent(ctx, i + 1, to);
  return k < to && !ctx.fenced[k] && paragraphEnd(ctx, k, to) === k + 1 && asksBack(ctx.trimmed[k] ?? '');
}

/** A line that heads a section of an answer: a question, a list item's first line, or a short title that ends no sentence. */
function isSectionHead(t: string): boolean {
  return /[?？]$/.test(t) || itemNumberOf(t) !== null || bulletOf(t) !== null || (t.length <= 60 && !/[.!。！:：,，;；]$/.test(t));
}

/**
 * A short statement with the person's question under it, and an answer under that ("Обычно за месяц ребёнок
 * запоминает всю таблицу." / "А если он путает 7 и 8?" / "Для 7 × 8 есть подсказка…"): the statement closes the
 * answer, and the question is the turn. Not when the question is put to the reader ("Great, are you employed?"):
 * then it is the next answer asking back, and the statement the person's reply.
 */
function closesBeforeQuestion(ctx: TextContext, end: number, to: number): boolean {
  if (!questionUnder(ctx, end, to)) return false;
  const k = nextContent(ctx, end, to);
  const qEnd = paragraphEnd(ctx, k, to);
  return !ASKS_THE_PERSON.test(ctx.trimmed.slice(k, qEnd).join(' ')) && hasTextAfter(ctx, qEnd, to);
}

/**
 * A paragraph that opens with the person's short question and goes straight on with the answer
 * (pages that put each prompt in its own block and the answer right under it): the first line
 * asks (a question of one line, not introducing a list), and a written answer starts under it.
 * An answer's own FAQ heading ("How does it work?") has the same shape; it is told apart by its
 * answer going on past one paragraph of a few lines only in the long run, so this is a guess.
 */
export function questionOverAnswer(ctx: TextContext, from: number, end: number): boolean {
  if (end - from < 2 || ctx.fenced[from] || ctx.fenced[from + 1]) return false;
  const first = ctx.trimmed[from] ?? '';
  const second = ctx.trimmed[from + 1] ?? '';
  if (first.length > 160 || !/[?？]$/.test(first) || /^([-*•]|\d+[.)])\s/.test(first) || /^\s/.test(ctx.lines[from] ?? '')) return false;
  // The answer is written text, not the items of a list the question introduces.
  if (/^([-*•]|\d+[.)])\s/.test(second) || !/^(\p{Lu}|\p{Lo})/u.test(second)) return false;
  return answerStartsUnder(first, second);
}

/** A line that ends an utterance: a full stop, a question or an exclamation, also inside closing quotes. */
const ENDS_UTTERANCE = /[.!?。！？…][)"”’»」』]?$/;

/** A list item, a quote, a heading or a table row, or a "Term: text" item: a line of an answer's structure. */
function isListOrTermLine(t: string): boolean {
  return /^([-*•>#|]|\d+[.)])\s?/.test(t) || /^[^:：]{1,40}[:：]\s/.test(t);
}

/**
 * A block of lines (no blank line inside) that is a run of one-line turns, as pages without labels
 * give a quick back-and-forth (Meta AI, DeepSeek, Grok: "…looking into it." / "Please do." /
 * "I’ve found that…" / "Sufficient for what?"). Every line is a finished utterance, short after the
 * first (100 characters at most: an answer's lines of explanation run longer; the first line may be
 * the end of a longer answer), none is a list item, a heading
 * or an introduction (":"), and a question is answered inside the block: a line ending in "?" with
 * a line under it. A list whose markers the copy lost (steps of a recipe) asks nothing.
 */
export function isDialogueBlock(ctx: TextContext, from: number, to: number): boolean {
  if (to - from < 2) return false;
  let answered = 0;
  let long = 0;
  for (let i = from; i < to; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i] || /^\s/.test(ctx.lines[i] ?? '') || t.length > MAX_DIALOGUE_LINE || !ENDS_UTTERANCE.test(t)) return false;
    if (i > from && t.length > 100) long++;
    // List items, also "Term: text" ones, headings and introductions belong to an answer.
    if (isListOrTermLine(t) || /[:：]/.test(t.slice(-2))) return false;
    if ((t.match(/[.!?。！？](\s|$)/g) ?? []).length > 3) return false;
    // A question is answered by the next line unless that line asks the assistant for more ("Can you…").
    // Nor when it is a second question about the subject (asksOnAboutSubject): the person asking on.
    if (i + 1 < to && /[?？][)"”’»」』]?$/.test(t) && !isRequestToAssistant(ctx.trimmed[i + 1] ?? '') && !asksOnAboutSubject(t, ctx.trimmed[i + 1] ?? '')) answered++;
  }
  // A longer line (an answer's explanation) fits only a block that is plainly a dialogue: two questions
  // answered in it, and at most one line in three that long (a page copied with no blank line at all,
  // DeepSeek: "What is … famous for?" / "She designed…" / "Carroll is actually a he." / "Yes, I know… I am sorry for that.").
  return long === 0 ? answered >= 1 : answered >= 2 && long * 3 <= to - from;
}

/** The longest line of a one-line-turns block (characters): an answer's paragraph of a few sentences. */
const MAX_DIALOGUE_LINE = 400;

const CODE_OPENER = /^(package|import|from|#include|#pragma|#define|#ifndef|#ifdef|#endif|using|def|class|public|private|protected|function|const|let|var|fn|func|struct|enum|SELECT|CREATE|INSERT|UPDATE)\b/;

/**
 * A paragraph of code whose fence the copy lost: half or more of its lines are code (brackets,
 * statement ends, indentation, a declaration keyword). Pages put it between wide gaps.
 */
export function isCodeParagraph(ctx: TextContext, from: number, to: number): boolean {
  let lines = 0;
  let code = 0;
  for (let i = from; i < to; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0) continue;
    lines++;
    if (ctx.fenced[i] || /^\s/.test(ctx.lines[i] ?? '') || looksLikeCodeLine(t) || CODE_OPENER.test(t)) code++;
  }
  return lines > 0 && code * 2 >= lines;
}

/**
 * How assistants close an answer by handing the turn back: an offer of more help or a wish that it
 * helped ("Let me know if you would like me to elaborate.", "Feel free to ask!", "Hope this helps!",
 * "¿Quieres que…?", "N'hésitez pas…", "如果你还有…"), in the ten UI languages. Formulaic, so read by
 * its words, at the end of a line.
 */
const CLOSING_OFFER = new RegExp(
  [
    "\\blet me know (if|whether|what|how)\\b", "\\btell me (which|what|whether|if|how)\\b[^.?!]{0,160}\\b(?:and|then) i(?:['’]ll| will)\\b", '\\bfeel free to (ask|reach|let)\\b', '\\b(i )?hope (this|that|it) helps\\b', '\\bhappy to help\\b',
    '\\b(is there )?anything else (i can|you)\\b', '\\bwould you like (me )?to (elaborate|expand|continue|know more)',
    '\\bav[ií]same si\\b', '\\bno dudes en\\b', '\\bespero que (te|le) (sirva|ayude)', '\\bme avise se\\b', '\\bespero que (isso )?(ajude|te ajude)',
    "\\bn['’]h[ée]sitez pas\\b", '\\bj[’\']esp[èe]re que cela (vous|t[’\'])aide', '\\blass mich wissen\\b', '\\bsag (mir )?bescheid\\b', '\\bich hoffe,? (das|es) hilft',
    '\\bfammi sapere\\b', '\\bnon esitare\\b', '\\bspero (che )?(ti|le) sia utile', 'дайте знать', 'обращайтесь', 'надеюсь, это поможет',
    '如果你还有', '如果您还有', '希望(这|以上)(对你|对您)?有(所)?帮助', 'お気軽に', 'お役に立てれば', '궁금한 점이 있으면', '도움이 되(었|셨)으면',
    // Offers of the next step by their polite verb forms: "…좁혀드릴 수 있어요" (I can narrow it for you),
    // "…しましょうか" (shall I…), "需要的话我可以…".
    '드릴 ?(?:수 있어요|수 있습니다|게요|까요)', '볼 수 있어요[.!]?$', 'しましょうか', 'お手伝いできます', '需要的话', '我可以(帮|为)(你|您)',
  ].join('|'),
  'iu',
);

/** A line that closes an answer by handing the turn back (CLOSING_OFFER), in its last two sentences. */
export function closesAnswer(line: string): boolean {
  if (line.length === 0 || !/[.!?。！？)]$/.test(line)) return false;
  return CLOSING_OFFER.test(line.slice(-200)) || offersMore(line);
}

/**
 * The assistant's question offering a next step ("Want to explore the math behind it?", "Would you
 * like me to draft the e-mail?", "Do you want me to…?", "¿Quieres que…?", "需要我…吗？"): it asks, but
 * the asker is the one who answered — the person does not ask the assistant whether it wants to or
 * whether they would like it to. It ends the answer rather than opening the person's turn.
 */
const OFFER = /^(?:(?:so|and|or),?\s+)?(?:would you like\b|do you want (?:me to|a|an|the)\b|want me to|want to \p{L}+|¿(?:quieres|quiere|te gustar[ií]a) que|voulez-vous que je|veux-tu que je|souhaitez-vous que je|möchtest du,? dass ich|soll ich|vuoi che|você quer que eu|quer que eu|хотите,? чтобы я|хочешь,? чтобы я|(?:还|還)?需要我|要不要我|是否需要我)/iu;
export function offersMore(line: string): boolean {
  return line.length <= 300 && /[?？]$/.test(line) && OFFER.test(line);
}

/**
 * A page of one-line turns whose copy spaced them at random (a quick back-and-forth pasted from a
 * page that prints no marker: DeepSeek, Meta AI): every line is short prose of a few words or more
 * (no list, heading, introduction or code), lines sit both right under each other and apart, and the text asks more
 * than once. Then the blank lines say nothing about turns, and each line is one. An answer of
 * several paragraphs keeps them apart by the same one blank line; a prompt's lines run on.
 * Returns the turns, or null when the stretch is not such a page.
 */
export function oneLineTurns(ctx: TextContext, from: number, to: number, start: Role): Turn[] | null {
  const lines: number[] = [];
  let adjacent = 0;
  let apart = 0;
  let questions = 0;
  let short = 0;
  let prev = -1;
  for (let i = from; i < to; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0 || ctx.reasoning[i]) continue;
    if (ctx.fenced[i] || t.length > 300 || /^\s/.test(ctx.lines[i] ?? '') || looksLikeCodeLine(t)) return null;
    if (isListOrTermLine(t) || /[:：]$/.test(t)) return null;
    // A table's row (cells between tabs) is structure, and a line that points at "the list below" has that list under it.
    if (t.includes('\t') || POINTS_AHEAD_AT_END.test(t)) return null;
    if (/[?？]$/.test(t)) questions++;
    if (t.split(/\s+/).length < 3 && !CJK.test(t)) short++;
    if (prev >= 0) {
      if (i === prev + 1) adjacent++;
      else apart++;
    }
    lines.push(i);
    prev = i;
  }
  // Sentences, not the items of a list whose markers the copy lost ("Flour" / "Sugar"): a few words each.
  if (lines.length < 6 || adjacent < 2 || apart < 2 || questions < 2 || short * 5 > lines.length) return null;
  let role = start;
  return lines.map((i) => {
    const turn = { role, from: i, to: i + 1 };
    role = other(role);
    return turn;
  });
}

/**
 * A page that sets every answer right under its prompt, each exchange one paragraph (Meta AI: "How do I…?" /
 * "Start by…" / "" / "And then?" / "Then you…"): every paragraph has a one-line prompt over its answer's lines.
 * Read when the stretch has three paragraphs or more, all of written lines and none of one line, and in most
 * of them the answer reads as starting under the first line (answerStartsUnder): then the others part there too,
 * though their answer asks back or runs shorter than the prompt ("Do you like rhyme, or free verse?").
 * Returns the turns, or null when the stretch is not such a page.
 */
export function tightPairTurns(ctx: TextContext, from: number, to: number): Turn[] | null {
  const paragraphs: [number, number][] = [];
  let i = from;
  while (i < to) {
    if ((ctx.trimmed[i] ?? '').length === 0 && !ctx.fenced[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < to && (ctx.trimmed[j] ?? '').length > 0) {
      if (ctx.fenced[j] || ctx.reasoning[j] || /^\s/.test(ctx.lines[j] ?? '') || looksLikeCodeLine(ctx.trimmed[j] ?? '')) return null;
      j++;
    }
    if (j - i < 2) return null;
    paragraphs.push([i, j]);
    i = j;
  }
  if (paragraphs.length < 3) return null;
  // An attachment chip over a paragraph's prompt ("Q3_budget.xlsx" / "File" / the prompt / its answer) is no line of it.
  const heads = paragraphs.map(([a, b]) => promptUnderChips(ctx, a, b));
  let parted = 0;
  for (const a of heads) if (answerStartsUnder(ctx.trimmed[a] ?? '', ctx.trimmed[a + 1] ?? '')) parted++;
  if (parted * 3 < paragraphs.length * 2 || parted === paragraphs.length) return null;
  return paragraphs.flatMap(([, b], k) => {
    const a = heads[k] ?? b;
    return [{ role: 'user' as Role, from: a, to: a + 1 }, { role: 'assistant' as Role, from: a + 1, to: b }];
  });
}

/** Paragraphs of one line each (and their count) for lengthAlternationTurns. */
const MIN_ALTERNATING = 6;
/** A prompt in such a page is at most this long, an answer at least twice its neighbouring prompts. */
const MAX_SHORT_PROMPT = 120;

/**
 * A page that copied each turn as one line, set apart by blank lines, with nothing else to tell them apart (Pi:
 * "How do I get him to walk more?" / "" / "It's a good question! Many parents…" (400 characters) / "" / "Okay, he's
 * just lazy" / "" / "Some kids…"): six lines or more that alternate short and long from the top, every short one a
 * prompt of a sentence or so, every long one more than twice the length of the prompts beside it. An answer of
 * several paragraphs breaks the rhythm (a short paragraph between two long ones of the same answer goes with a
 * long one next to another long one), and so does a list, code or an introduction ending in ":". Returns the
 * turns, or null when the stretch is not such a page.
 */
export function lengthAlternationTurns(ctx: TextContext, from: number, to: number): Turn[] | null {
  const lines: number[] = [];
  for (let i = from; i < to; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0 && !ctx.fenced[i]) continue;
    if (ctx.fenced[i] || ctx.reasoning[i] || /^\s/.test(ctx.lines[i] ?? '') || looksLikeCodeLine(t) || isListOrTermLine(t) || /[:：]$/.test(t)) return null;
    // One line to a paragraph.
    if (i + 1 < to && (ctx.trimmed[i + 1] ?? '').length > 0) return null;
    lines.push(i);
  }
  if (lines.length < MIN_ALTERNATING) return null;
  const len = (k: number) => (ctx.trimmed[lines[k] ?? -1] ?? '').length;
  for (let k = 0; k < lines.length; k++) {
    if (k % 2 === 0) {
      if (len(k) > MAX_SHORT_PROMPT) return null;
    } else if (len(k) <= 2 * Math.max(len(k - 1), k + 1 < lines.length ? len(k + 1) : 0)) return null;
  }
  return lines.map((i, k) => ({ role: (k % 2 === 0 ? 'user' : 'assistant') as Role, from: i, to: i + 1 }));
}

/**
 * The first line of a paragraph under the attachment chips that open it ("Q3_budget.xlsx" / "File" / "I want to
 * sew…" / the answer): the files the person attached are shown over their prompt, no line of it. The chips must
 * leave a prompt line and an answer line under them; else the paragraph's first line.
 */
function promptUnderChips(ctx: TextContext, a: number, b: number): number {
  let i = a;
  for (let end = attachmentChipEnd(ctx.lines, ctx.fenced, i); end > i && end < b - 1; end = attachmentChipEnd(ctx.lines, ctx.fenced, i)) i = end;
  return i;
}

/** A section's heading typed without markup: a word or two, no sentence sign, a capital or a caseless script first ("Input", "입력"). */
const BARE_HEADING = /^[\p{Lu}\p{Lo}][\p{L}\p{N}]*(?: [\p{L}\p{N}]+)?$/u;

/** How far down the sibling headings of a pasted document are looked for (lines). */
const SECTIONS_REACH = 120;

/**
 * Line `i` heads the first section of a document the person pasted, as a problem statement prints its parts
 * ("문제" / the statement / "" / "입력" / the input format / "" / "출력" / …): a bare heading right over its text,
 * and two more headings of that shape, each after a blank line and right over text, follow. A one-line prompt
 * over its answer has no such siblings: the text under the heading is the person's, not an answer.
 */
function headsSections(ctx: TextContext, i: number, to: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  if (ctx.fenced[i] || t.length > 24 || !BARE_HEADING.test(t) || (ctx.trimmed[i + 1] ?? '').length === 0) return false;
  const seen = new Set([t]);
  for (let k = i + 2; k < to && k < i + SECTIONS_REACH; k++) {
    const h = ctx.trimmed[k] ?? '';
    if (ctx.fenced[k] || h.length > 24 || seen.has(h) || !BARE_HEADING.test(h) || (ctx.trimmed[k - 1] ?? '').length > 0 || (ctx.trimmed[k + 1] ?? '').length === 0) continue;
    seen.add(h);
    if (seen.size >= 3) return true;
  }
  return false;
}

/** A bare section heading over text at `i` or further down, after a blank line (headsSections' siblings). */
function sectionAhead(ctx: TextContext, i: number, to: number): boolean {
  for (let k = i; k < to && k < i + SECTIONS_REACH; k++) {
    const h = ctx.trimmed[k] ?? '';
    if (!ctx.fenced[k] && h.length <= 24 && BARE_HEADING.test(h) && (k === i || (ctx.trimmed[k - 1] ?? '').length === 0) && (ctx.trimmed[k + 1] ?? '').length > 0) return true;
  }
  return false;
}

/** Line `i` is prose that introduces what follows: it ends with a colon (not code, not a label alone). */
function introduces(ctx: TextContext, i: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  return !ctx.fenced[i] && t.length >= 4 && /[:：]$/.test(t) && !/^\s/.test(ctx.lines[i] ?? '') && !looksLikeCodeLine(t);
}

/**
 * The paragraph at `i` is one more item of a list the answer introduced ("代码说明：" / "数据读取部分…。" /
 * "参数搜索部分…。" / …, "Key points:" with its markers lost in the copy): it states rather than
 * asks, and above it, back to a line that introduces (":"), there are only such short statements.
 * The person's reply under an answer is one paragraph; an answer's notes come in a run under their heading.
 */
/**
 * How many items back a list is followed to its introduction: a build guide's thirteen steps, each a
 * paragraph, are one list (the walk stops early at any paragraph that is no short statement).
 */
const MAX_INTRODUCED_ITEMS = 30;

function itemUnderIntroduction(ctx: TextContext, turnStart: number, prev: number, i: number, to: number): boolean {
  const end = paragraphEnd(ctx, i, to);
  // A request to the assistant ("Give me the details, please.") is no note of the answer's.
  if (/[?？]$/.test(ctx.trimmed[end - 1] ?? '') || !isShortStatement(ctx, i, end) || isRequestToAssistant(ctx.trimmed[i] ?? '')) return false;
  let last = prev;
  for (let seen = 0; seen < MAX_INTRODUCED_ITEMS && last >= turnStart; seen++) {
    if (ctx.fenced[last]) return false;
    let first = last;
    while (first - 1 >= turnStart && !ctx.fenced[first - 1] && !isBlank(ctx.lines[first - 1] ?? '')) first--;
    if (introduces(ctx, last)) return true;
    if (!isShortStatement(ctx, first, last + 1)) return false;
    last = first - 1;
    while (last >= turnStart && !ctx.fenced[last] && isBlank(ctx.lines[last] ?? '')) last--;
  }
  return false;
}

/**
 * A statement that brings in a module, written in words ("import numpy as np", "from os import path",
 * "#include <stdio.h>", "using System.Text;", "package main"): code, though it reads as three words.
 */
const IMPORT_STATEMENT = /^(?:import\s+[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*;?|from\s+[\w.]+\s+import\s+[\w.*, ()]+|#include\s*[<"][^>"]+[>"]|using\s+[\w.]+;|package\s+[\w.]+;?)$/;

export function isImportStatement(t: string): boolean {
  return IMPORT_STATEMENT.test(t);
}

/** A line of prose: three words in a row, or a run of six CJK characters, outside code. */
function isProseLine(ctx: TextContext, k: number): boolean {
  const t = ctx.trimmed[k] ?? '';
  if (t.length === 0 || ctx.fenced[k] || /^\s/.test(ctx.lines[k] ?? '') || looksLikeCodeLine(t) || /^(#|\/\/|--)/.test(t) || isImportStatement(t) || PY_BLOCK_HEAD.test(t)) return false;
  return /\p{L}+\s+\p{L}+\s+\p{L}+/u.test(t) || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{6}/u.test(t);
}

/** Lines from..to hold material only — code, data rows, comments — and no line of prose. */
export function isMaterialOnly(ctx: TextContext, from: number, to: number): boolean {
  let seen = 0;
  for (let k = from; k < to; k++) {
    if (isProseLine(ctx, k)) return false;
    if ((ctx.trimmed[k] ?? '').length > 0) seen++;
  }
  return seen > 0;
}

/**
 * Whether lines from..to hold material only — code, data rows, comments — and no line of prose.
 * Read incrementally: a turn's start stays and its end only grows, so each line is read once.
 */
function materialReader(ctx: TextContext): (from: number, to: number) => boolean {
  let start = -1;
  let upTo = -1;
  let ok = true;
  return (from, to) => {
    if (from !== start) {
      start = from;
      upTo = from;
      ok = true;
    }
    for (; ok && upTo < to; upTo++) if (isProseLine(ctx, upTo)) ok = false;
    return ok;
  };
}

/**
 * The person's request points ahead at material it has not shown yet: "why is this baking script
 * broken?", "improve this Gherkin and move the following text…", "Here is my python sqlite3 code:",
 * "corrige el siguiente código", "以下のコード". A request that names what it is about with "this", "the
 * following" or "below" expects that thing under it. Read only in the person's turn.
 */
const MATERIAL_NOUN = String.raw`(?:code|script|function|class|method|program|snippet|query|text|essay|article|e-?mail|paragraph|passage|story|poem|list|data|dataset|table|json|csv|xml|yaml|log|logs|error|errors|output|stack ?trace|file|document|message|prompt|letter|scenarios?|tests?|sql|html|css|regex|config|report|abstract|summary|transcript|lyrics|review|description|sentences?|words?|work)`;
/** A line that ends by pointing at what follows it ("…to one of the statements in the list below."). */
const POINTS_AHEAD_AT_END = /\b(?:the following|as follows|below)\s*[:?.]?$/i;
const POINTS_AHEAD = new RegExp(
  [
    String.raw`\b(?:this|these|my|the following|following|attached|below)\s+(?:[\p{L}\d+#.'’-]+\s+){0,2}?${MATERIAL_NOUN}\b`,
    POINTS_AHEAD_AT_END.source,
    // "this" standing for the material itself: what it does ("why does this crash?", "would this work?") or as the
    // object at the end ("what's wrong with this?", "fix this:").
    String.raw`\b(?:does|do|did|doesn['’]t|won['’]t|can['’]t|will|would|should|could)\s+(?:this|these)\s+(?!(?:a|an|the|one|kind|type|sort)\b)\p{L}+`,
    String.raw`\b(?:this|these)\s*[:?.!]?$`,
    String.raw`\b(?:el|la|los|las|le|les|il|lo|der|die|das|den|o|a|os|as)\s+(?:siguientes?|suivante?s?|folgenden?|seguenti|seguinte|seguintes)\b`,
    String.raw`(?:este|esta|ce|cette|diesen|dieses|diese|questo|questa|esse|essa)\s+(?:c[oó]digo|code|script|texto?|texte|testo|funci[oó]n|fonction|funktion|funzione|fun[cç][aã]o)\b`,
    String.raw`(?:以下|下面|下列|这段|這段|この|以下の|다음)(?:的)?(?:代码|代碼|程序|文本|文章|内容|コード|テキスト|코드|글)`,
    String.raw`(?:следующ\p{L}+|этот|этого)\s+(?:код\p{L}*|текст\p{L}*|скрипт\p{L}*)`,
  ].join('|'),
  'iu',
);


export function pointsAheadAtMaterial(text: string): boolean {
  return POINTS_AHEAD.test(text);
}

/**
 * A paragraph that is pasted material rather than an answer's prose: code (isCodeParagraph), or a
 * labelled block the person copied in ("Scenario: Confirm Contour" / "Given …", "Rules:" / "1. …") —
 * its first line opens with a short label and a colon. An answer opening by formula is never material.
 */
function isPastedMaterial(ctx: TextContext, from: number, to: number): boolean {
  const first = ctx.trimmed[from] ?? '';
  if (opensLikeAnswer(first)) return false;
  return isCodeParagraph(ctx, from, to) || /^[\p{Lu}][\p{L}\p{N} ]{1,30}[:：](?:\s|$)/u.test(first) || isLineList(ctx, from, to);
}

/**
 * A tight list of items one to a line, as a person pastes "the list below" (statements, questions, names): three
 * lines or more, none longer than 200 characters, none a table row (tabs), none introducing more (":"), none
 * opening like an answer. Read only where the prompt pointed ahead at material.
 */
function isLineList(ctx: TextContext, from: number, to: number): boolean {
  if (to - from < 3) return false;
  for (let k = from; k < to; k++) {
    const t = ctx.trimmed[k] ?? '';
    if (ctx.fenced[k] || t.length === 0 || t.length > 200 || t.includes('\t') || /[:：]$/.test(t) || opensLikeAnswer(t)) return false;
  }
  return true;
}

/**
 * The paragraph at `i` is one short question or request of prose (at most three lines and 300
 * characters, ending with "?" or telling the assistant what to do): what the person asks about the
 * material they pasted above it.
 */
function asksAboutMaterial(ctx: TextContext, i: number, to: number): boolean {
  const end = paragraphEnd(ctx, i, to);
  // A request that names the material above it ("上記コードに…をして", "In the code above, add…"), up to six lines.
  if (end - i <= 6 && !opensLikeAnswer(ctx.trimmed[i] ?? '') && POINTS_BACK_AT_MATERIAL.test(ctx.trimmed.slice(i, end).join(' '))) return true;
  if (end - i > 3 || !isProseLine(ctx, i) || opensLikeAnswer(ctx.trimmed[i] ?? '')) return false;
  const text = ctx.trimmed.slice(i, end).join(' ');
  return text.length <= 300 && (/[?？]$/.test(ctx.trimmed[end - 1] ?? '') || isInstruction(ctx.trimmed[i] ?? ''));
}

/**
 * Words that point back at the material above ("the code above", "上記コード", "上面的代码", "위 코드"): a person's
 * request about what they pasted. An answer speaks of "the code below" or "this version".
 */
const POINTS_BACK_AT_MATERIAL = new RegExp(
  [
    String.raw`(?:the|this|my) (?:[\p{L}+#]+ )?(?:code|script|function|query|text|data|program|snippet) above`,
    String.raw`above (?:code|script|function|query|text|data|program|snippet)`,
    String.raw`(?:上記|上述|以上|上面|上边|前面)の?(?:的)?(?:コード|代码|代碼|程序|プログラム|スクリプト|関数|函数|文章|テキスト|内容)`,
    String.raw`위(?:의)? (?:코드|스크립트|함수|글)`,
    String.raw`(?:el|le|il|o|der|den) (?:c[oó]digo|code|codice|script|texto|texte|testo|Code|Text) (?:de )?(?:arriba|anterior|ci-dessus|sopra|acima|oben)`,
  ].join('|'),
  'iu',
);

/** Markdown markup as typed, outside code: a heading's hashes, bold in asterisks or underscores. */
const RAW_MARKUP = /^#{1,6}\s+\S|\*\*[^*\s][^*]*\*\*|__[^_\s][^_]*__/;

/** A heading as typed: hashes, or a whole line in bold ("## Prompt", "**Character settings**"). */
const TYPED_HEADING = /^(?:#{1,6}\s+\S.*|\*\*[^*]+\*\*:?|__[^_]+__:?)$/;

/** A Markdown list item as typed ("- 常に冷たく…", "* item"): the page's rendered lists copy as "•" or bare lines. */
const TYPED_ITEM = /^[-*+]\s+\S/;

/**
 * Lines from..to show Markdown markup as typed (RAW_MARKUP), outside fenced code; with `items`, typed
 * list items count too (read only in a prompt that opened with a typed heading).
 */
function rawMarkupIn(ctx: TextContext, from: number, to: number, items = false): boolean {
  for (let k = from; k < to; k++) {
    const t = ctx.trimmed[k] ?? '';
    if (!ctx.fenced[k] && (RAW_MARKUP.test(t) || (items && TYPED_ITEM.test(t)))) return true;
  }
  return false;
}

/** A remark in brackets, a sentence of its own: "(that's the word I want on the button)", "（这是按钮上的字）". */
export function isRemark(t: string): boolean {
  return t.length >= 12 && /^[(（][^()（）]+[)）]$/.test(t) && /\s|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{4}/u.test(t);
}

/** A written line: a capital (or CJK) first, at least forty characters, ending a sentence. */
function isWrittenLine(t: string): boolean {
  return t.length >= 40 && /^(\p{Lu}|\p{Lo})/u.test(t) && /[.!?。！？:：]$/.test(t);
}

/**
 * The paragraph at `i` goes on with the person's text: a button's word quoted as a paragraph of its own
 * (a strip would have ended the turn: one that did not is a word the person wrote, "Copy" / "(that's
 * the word I want on the button)"), or a remark in brackets about what came before. An answer opens
 * with neither.
 */
function quotesOrRemarks(ctx: TextContext, i: number, to: number): boolean {
  const t = ctx.trimmed[i] ?? '';
  if (isRemark(t)) return true;
  if (t.length > 24 || !isBlank(ctx.lines[i + 1] ?? '') || chromeKindOf(t) !== 'button') return false;
  const next = nextContent(ctx, i + 1, to);
  return next < to && !ctx.fenced[next] && isRemark(ctx.trimmed[next] ?? '');
}

/** Lines from..to ask something: a question, or a request to the assistant. */
function askedIn(ctx: TextContext, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const t = ctx.trimmed[k] ?? '';
    if (!ctx.fenced[k] && (/[?？]$/.test(t) || isRequestToAssistant(t) || INSTRUCTS.test(t))) return true;
  }
  return false;
}

/** A paragraph of one or two lines, at most 200 characters, that ends a statement or a question. */
function isShortStatementOrQuestion(ctx: TextContext, from: number, to: number): boolean {
  let chars = 0;
  for (let k = from; k < to; k++) chars += (ctx.trimmed[k] ?? '').length;
  return to > from && chars <= 200 && /[.!?。！？]$/.test(ctx.trimmed[to - 1] ?? '');
}

/** A paragraph of one or two lines, at most 200 characters, that ends a statement. */
function isShortStatement(ctx: TextContext, from: number, to: number): boolean {
  if (to - from > 2 || to <= from) return false;
  let chars = 0;
  for (let k = from; k < to; k++) chars += (ctx.trimmed[k] ?? '').length;
  return chars <= 200 && /[.!。！]$/.test(ctx.trimmed[to - 1] ?? '');
}

/**
 * When the first wide gap of from..to sits under a line that introduces what follows ("Below is the
 * corrected query with detailed comments:"), the gap is inside an answer: the answer starts at the
 * last line above it that opens by formula ("Below is one way to fix the bug…") and does not speak
 * as the person, right under a line of text. Returns that line, else -1.
 */
function openerAboveIntroducedGap(ctx: TextContext, from: number, to: number): number {
  let gap = -1;
  let run = 0;
  for (let i = from; i < to; i++) {
    if (!ctx.fenced[i] && isBlank(ctx.lines[i] ?? '')) {
      run++;
      continue;
    }
    if (run >= 2 && i - run > from) {
      gap = i - run;
      break;
    }
    run = 0;
  }
  if (gap < 0 || !introduces(ctx, gap - 1)) return -1;
  for (let k = gap - 1; k > from; k--) {
    const t = ctx.trimmed[k] ?? '';
    if (ctx.fenced[k] || !opensLikeAnswer(t) || FIRST_PERSON.test(t)) continue;
    if (!isBlank(ctx.lines[k - 1] ?? '') && !ctx.fenced[k - 1]) return k;
  }
  return -1;
}

/** Two or more blank lines between text in from..to (outside fenced code). */
export function hasWideGap(ctx: TextContext, from: number, to: number): boolean {
  let run = 0;
  let seenText = false;
  for (let i = from; i < to; i++) {
    if (!ctx.fenced[i] && isBlank(ctx.lines[i] ?? '')) {
      run++;
      continue;
    }
    if (seenText && run >= 2) return true;
    seenText = true;
    run = 0;
  }
  return false;
}

/** A gap of two or more blank lines before half of the text lines of from..to. */
export function wideGapInFirstHalf(ctx: TextContext, from: number, to: number): boolean {
  let text = 0;
  for (let i = from; i < to; i++) if (ctx.fenced[i] || !isBlank(ctx.lines[i] ?? '')) text++;
  let seen = 0;
  let run = 0;
  for (let i = from; i < to && seen * 2 <= text; i++) {
    if (!ctx.fenced[i] && isBlank(ctx.lines[i] ?? '')) {
      run++;
      continue;
    }
    if (seen > 0 && run >= 2) return true;
    seen++;
    run = 0;
  }
  return false;
}

function paragraphEnd(ctx: TextContext, from: number, to: number): number {
  let i = from;
  while (i < to && (ctx.fenced[i] || !isBlank(ctx.lines[i] ?? ''))) i++;
  return i;
}

function lastContentBefore(ctx: TextContext, from: number, to: number): number {
  let i = to - 1;
  while (i >= from && !ctx.fenced[i] && isBlank(ctx.lines[i] ?? '')) i--;
  return i;
}

/**
 * @param unmarkedPage the page closes no answer with buttons: wide gaps and asking paragraphs are
 *   the only turn breaks. On a page that does, an answer ends at its buttons and nowhere else.
 */
/**
 * @param answersMarked the page opens its answers with a strip (two or more seen): a stretch that
 *   starts with an answer holds that answer alone, unless a strip after it says a prompt follows.
 */
/**
 * @param endsAtThinking the strip after the stretch is a thinking line, which pages show only
 *   above answers that reasoned: the stretch may hold earlier exchanges whose answers it left unmarked.
 */
export function segmentTurns(ctx: TextContext, from: number, to: number, start: Role, end: Role | null, unmarkedPage: boolean, answersMarked = false, endsAtThinking = false): Turn[] {
  // A page that puts wide gaps between turns says so: then a single line break is never a turn break.
  // The page opened this answer with a strip of its own (a thinking time, sources) and set its prompt apart: a
  // question glued to the text under it ("What is a race condition?" / "A race condition happens when…") is
  // a heading of the answer's, not a prompt typed over its answer (questionOverAnswer); nor is the line glued
  // under such a question ("손가락이 아픈 건 정상인가요?" / "네, 처음 2~3주는…") the person's reply, when the answer
  // spaces its paragraphs. (A follow-up glued under an answer's statement still is: "Which president's…?")
  const answerOpenedByPage = start === 'assistant';
  const faqGlued = answerOpenedByPage && hasParagraphBreak(ctx, from, to);
  const lineBreaksMayTurn = unmarkedPage && !hasWideGap(ctx, from, to);
  // Between an answer's opening strip and the next one sits one answer and one prompt: the answer's
  // own questions ("What would the goals be?") are not the person's turn.
  const oneExchange = start === 'assistant' && ((end === 'user' && !endsAtThinking) || answersMarked);
  // Between an answer's buttons (or a "You said" heading) and the next answer's buttons sit one
  // prompt and its answer; when the page put a wide gap in that stretch, the gap is where they part
  // (Gemini leaves two blank lines under a prompt of several paragraphs).
  // The gap must come in the first half of the text: an answer's own double blank lines (unfenced
  // Python) come later, under a prompt that is shorter than its answer.
  const promptEndsAtWideGap = !unmarkedPage && start === 'user' && end === 'assistant' && wideGapInFirstHalf(ctx, from, to);
  // …unless the line over that gap introduces what follows: then the gap is the answer's own (its code
  // under "Below is the corrected query:"), and the answer starts where it opens by formula above it.
  const answerAt = promptEndsAtWideGap ? openerAboveIntroducedGap(ctx, from, to) : -1;
  const turns: Turn[] = [];
  // On a page without buttons, a block of one-line turns switches at every line (isDialogueBlock).
  let dialogueTo = -1; // end of the current dialogue block, when line i is inside one
  let paragraphFrom = from; // first line of the paragraph line i is in
  let paragraphIntroduced = false; // the paragraph line i is in sits under a line ending in ":"
  let lastParagraphFrom = from; // first line of the paragraph before it
  let role = start;
  let turnStart = -1;
  let turnLines = 0;
  let prev = -1; // last content line
  let blankRun = 0;
  let opener = -1; // a line of the prompt's paragraph where a restating answer starts
  let turnWords = new Set<string>(); // content words of the person's turn so far (restatingOpenerIn)
  let quoteBalance = PAIRED_QUOTES.map(() => 0); // quotes the person's turn so far left open (quoteStillOpen)
  const onlyMaterial = materialReader(ctx); // the person's turn so far is pasted material (no prose)
  // The person's turn pointed ahead at material ("why is this script broken?") and is pasting it: the
  // material's paragraphs (code, a labelled block) are the prompt's, up to one that opens as prose.
  let pasting = false;
  const pastesAhead = (i: number): boolean => {
    if (role !== 'user' || ctx.fenced[i]) return false;
    const end = paragraphEnd(ctx, i, to);
    if (!pasting && !pointsAheadAtMaterial(ctx.trimmed.slice(turnStart, Math.min(prev + 1, turnStart + 40)).join(' '))) return false;
    pasting = isPastedMaterial(ctx, i, end) || (pasting && isCodeParagraph(ctx, i, end));
    return pasting;
  };
  // The person's prose pointed ahead at material ("Can you identify any bug in this function?") with no
  // code anywhere above it for "this" to point back to: the fenced block right under it is that material,
  // the prompt's, and the answer starts with the prose under the block. Set while that block is read.
  let fencedMaterial = false;
  const pointsAtFenceBelow = (i: number): boolean =>
    role === 'user' && blankRun <= 1 && !ctx.fenced.slice(0, turnStart).some(Boolean) && !onlyMaterial(turnStart, prev + 1) &&
    pointsAheadAtMaterial(ctx.trimmed.slice(turnStart, Math.min(prev + 1, turnStart + 40)).join(' ')) && hasProseAfterFence(ctx, i, to);
  // The person's turn so far is one paragraph that sets the assistant up (setsUpTask): the task follows.
  const setUpOnly = (from: number, upTo: number): boolean => upTo - from <= 6 && setsUpTask(ctx.trimmed.slice(from, upTo).join(' '));
  for (let i = from; i < to; i++) {
    const fenced = ctx.fenced[i] === true;
    if (!fenced && isBlank(ctx.lines[i] ?? '')) {
      blankRun++;
      continue;
    }
    if (blankRun >= 1 && turnStart >= 0) lastParagraphFrom = paragraphFrom;
    // A paragraph right under a line that introduces what follows (":") is a list of that line's.
    if (blankRun >= 1) paragraphIntroduced = prev >= 0 && introduces(ctx, prev);
    if (turnStart < 0 || blankRun >= 1) paragraphFrom = i;
    if (turnStart < 0) {
      turnStart = i;
      turnLines = 1;
      if (role === 'user' && !fenced) for (const w of contentWords(ctx.trimmed[i] ?? '')) turnWords.add(w);
      addQuoteMarks(quoteBalance, ctx.trimmed[i] ?? '');
      prev = i;
      blankRun = 0;
      continue;
    }
    let switchTurn = false;
    const fenceStart = fenced && !ctx.fenced[i - 1];
    if (unmarkedPage && blankRun === 0 && !fenced && i > dialogueTo && !ctx.fenced[prev] && (prev === from || isBlank(ctx.lines[prev - 1] ?? ''))) {
      const end = paragraphEnd(ctx, prev, to);
      // Under a line that introduces it (":"), a block of questions is the answer's list of them; a list the person
      // pointed at ("…in the list below.") is their material.
      // In an answer that spaces its paragraphs, a question with one line under it is its FAQ item (faqGlued).
      if (!paragraphIntroduced && !pasting && !(faqGlued && end - prev <= 2) && isDialogueBlock(ctx, prev, end)) dialogueTo = end - 1;
    }
    if (!fenced && blankRun === 0 && i <= dialogueTo) switchTurn = true;
    else if (fenceStart && pointsAtFenceBelow(i)) fencedMaterial = true;
    else if (fencedMaterial && !fenced) {
      // Under the person's material: their own question about it goes on with the prompt; other prose answers.
      fencedMaterial = false;
      switchTurn = isProseLine(ctx, i) && !isPostscript(ctx.trimmed[i] ?? '') && !isRequestToAssistant(ctx.trimmed[i] ?? '') && !asksAboutMaterial(ctx, i, to);
    } else if (!fenced || fenceStart) {
      // Wide gaps around an answer's unfenced code are its own spacing ("…예제 코드입니다." / code /
      // "위 코드는…"): there the person takes the turn only as anywhere else.
      // A line that introduces what follows ("下面是示例代码：", "Here is my data:") is no turn's end,
      // however wide the gap under it: the same speaker goes on with what it announced.
      // The person pasting several blocks of material (a table of data, then their code) has asked
      // nothing yet: a block of code under it is more of the prompt, not an answer.
      if (unmarkedPage && blankRun >= 2) switchTurn = !introduces(ctx, prev) && (role === 'user' ? !((onlyMaterial(turnStart, prev + 1) && isCodeParagraph(ctx, i, paragraphEnd(ctx, i, to))) || pastesAhead(i)) : !(isCodeParagraph(ctx, i, paragraphEnd(ctx, i, to)) || isCodeParagraph(ctx, lastParagraphFrom, prev + 1)) || personTakesTurn(ctx, prev, i, to, true, lineBreaksMayTurn));
      // A prompt that introduces what follows ("I have:") goes on past its paragraph break.
      else if (role === 'user' && promptEndsAtWideGap) switchTurn = answerAt >= 0 ? i === answerAt : blankRun >= 2;
      else if (role === 'user') {
        if (turnLines === 1) opener = restatingOpenerIn(ctx, turnStart, to);
        const postscript = !fenced && isPostscript(ctx.trimmed[i] ?? '');
        // A paragraph that tells the assistant what to do or asks one more thing goes on with the prompt (promptContinues).
        // Under material only (pasted code, data), the person's short question about it is theirs
        // ("Why does the result fall off with q?"): an answer explains material, it does not open by asking.
        const quoted = !fenced && blankRun >= 1 && quotesOrRemarks(ctx, i, to);
        // A Markdown heading alone ("## Tsundere system prompt") heads what comes under it: the person's document goes on.
        // So does a typed heading of a paragraph of its own further down ("**ツン: **" over its paragraph).
        // Only in a prompt that opens as a document with a typed heading: a page saved as Markdown keeps the
        // answers' markup too, and there a bold line inside a turn says nothing about who wrote it.
        const document = TYPED_HEADING.test(ctx.trimmed[turnStart] ?? '');
        const headed = (document && (prev === turnStart || lastParagraphFrom === prev) && TYPED_HEADING.test(ctx.trimmed[prev] ?? '')) || (prev === turnStart && blankRun === 0 && headsSections(ctx, prev, to));
        // A document of bare section headings the person pasted goes on up to its last section, and the person's
        // question under it goes with it while nothing has been asked yet.
        const sectionsGoOn = blankRun >= 1 && !fenced && headsSections(ctx, turnStart, to) && (sectionAhead(ctx, i, to) || !askedIn(ctx, turnStart, prev + 1));
        // The person's text as typed, Markdown markup and all ("**キャラクター設定**", "- **名前:** 結"): a page renders
        // the answer's Markdown, so the copy shows markup only in what the person wrote. A paragraph in markup
        // under a prompt in markup goes on with it.
        // (The prompt's typed heading is markup already: in a document, only the paragraph's own is read.)
        const typedMarkup = document && !fenced && blankRun >= 1 && rawMarkupIn(ctx, i, paragraphEnd(ctx, i, to), true);
        const goesOn = !fenced && blankRun >= 1 && (quoted || headed || sectionsGoOn || quoteStillOpen(ctx, quoteBalance, i, to) || typedMarkup || continuesInLowerCase(ctx.trimmed[i] ?? '') || promptGoesOnTo(ctx, i, to) || formGoesOn(ctx, prev, i, to) || promptContinues(ctx.trimmed[i] ?? '', askedIn(ctx, turnStart, prev + 1)) || (setUpOnly(turnStart, prev + 1) && !opensLikeAnswer(ctx.trimmed[i] ?? '')) || (onlyMaterial(turnStart, prev + 1) && asksAboutMaterial(ctx, i, to)));
        // The person pasting blocks of material (data rows, then code) has asked nothing yet: more code is more of the prompt.
        const morePasted = !fenced && blankRun >= 1 && (onlyMaterial(turnStart, prev + 1) ? isCodeParagraph(ctx, i, paragraphEnd(ctx, i, to)) : pastesAhead(i));
        switchTurn = (morePasted && !onlyMaterial(turnStart, prev + 1)) ? false : opener >= 0 ? i === opener : (blankRun >= 1 && !postscript && !goesOn && !morePasted && !/[:：]$/.test(ctx.trimmed[prev] ?? '')) || (turnLines === 1 && !fenced && !postscript && !quoted && !headed && answerStartsUnder(ctx.trimmed[prev] ?? '', ctx.trimmed[i] ?? '') && !(setUpOnly(turnStart, prev + 1) && !opensLikeAnswer(ctx.trimmed[i] ?? '')));
        // The answer's Markdown line breaks kept by the copy, right under a finished one-line prompt (hardBreaksUnder).
        if (!switchTurn && blankRun === 0 && turnLines === 1 && !fenced && hardBreaksUnder(ctx, prev, i, to)) switchTurn = true;
        // Under the person's bracketed remark ("(that's the word I want on the button)"), a written line
        // right under it is the answer: a remark in brackets closes what the person says.
        if (!switchTurn && blankRun === 0 && !fenced && isRemark(ctx.trimmed[prev] ?? '') && isWrittenLine(ctx.trimmed[i] ?? '')) switchTurn = true;
        // A postscript is the last thing the person writes: under its question (or finished sentence), a written
        // answer right under it starts the answer ("PS: the menu item is literally called" / "编辑" / "— is that
        // the one you mean?" / "The best way to … is …").
        if (!switchTurn && blankRun === 0 && !fenced && isPostscript(ctx.trimmed[paragraphFrom] ?? '') && paragraphFrom < prev && answerStartsUnder(ctx.trimmed[prev] ?? '', ctx.trimmed[i] ?? '')) switchTurn = true;
        // A prompt set in quotation marks as a whole ("「あなたは…考察してください。」"): the line that closes it ends
        // the prompt, and the line right under it opens the answer.
        if (!switchTurn && blankRun === 0 && !fenced && quotedWhole(ctx, quoteBalance, turnStart, prev)) switchTurn = true;
        // Pasted material, then one line of prose under it (the person's question about it, typed without a gap),
        // then a written line right under that one: the answer starts there (Meta AI and Qwen put the answer right
        // under the prompt). Its opening formula, a line that introduces what follows, or one longer than the question.
        if (!switchTurn && blankRun === 0 && !fenced && questionUnderMaterial(ctx, turnStart, prev, i)) switchTurn = true;
        // The table a request asks for, right under that request ("Please provide an output table where Column A…" /
        // "Column A\tColumn B"): the answer, in the asked shape.
        if (!switchTurn && blankRun === 0 && !fenced && tableUnderTableRequest(ctx, prev, i)) switchTurn = true;
        // A code block's header right under a prompt that asked: the answer opens with its code.
        if (!switchTurn && blankRun === 0 && codeHeaderAt(ctx, i) && askedIn(ctx, turnStart, prev + 1)) switchTurn = true;
        // In a later paragraph of the prompt a restating answer may start too ("I have:" / the items /
        // "Spicy Tomato and Vegetarian Sausage Pasta:" right under them).
        if (!switchTurn && blankRun >= 1 && opener < 0 && !fenced) opener = restatingOpenerIn(ctx, i, to, turnWords);
      }
      else switchTurn = unmarkedPage && !oneExchange && !fenced && !closesAnswer(ctx.trimmed[i] ?? '') && (closesAnswer(ctx.trimmed[prev] ?? '') || (personTakesTurn(ctx, prev, i, to, blankRun >= 1, lineBreaksMayTurn, (blankRun >= 1 ? introduces(ctx, prev) : paragraphIntroduced), answerOpenedByPage, faqGlued) && !(blankRun >= 1 && itemUnderIntroduction(ctx, turnStart, prev, i, to))) || (blankRun >= 1 && ENDS_SENTENCE.test(withoutTrailingEmoji(ctx.trimmed[prev] ?? '')) && feedbackOverThanks(ctx, i, to)));
    }
    if (switchTurn) {
      turns.push({ role, from: turnStart, to: prev + 1 });
      role = other(role);
      turnStart = i;
      turnLines = 0;
      opener = -1;
      turnWords = new Set<string>();
      quoteBalance = PAIRED_QUOTES.map(() => 0);
      pasting = false;
    }
    turnLines++;
    if (role === 'user' && !fenced) for (const w of contentWords(ctx.trimmed[i] ?? '')) turnWords.add(w);
    addQuoteMarks(quoteBalance, ctx.trimmed[i] ?? '');
    prev = i;
    blankRun = 0;
  }
  if (turnStart >= 0) turns.push({ role, from: turnStart, to: prev + 1 });
  if (end !== null) fixEnd(ctx, turns, end);
  return turns;
}

/** Prose a person writes under an answer: no code, no indented lines, not longer than a long prompt. */
const MAX_PROMPT_UNDER_OFFER = 2000;

/**
 * The last line of an answer that hands the turn back (closesAnswer) with the person's prose under
 * it, in from..to, else -1. The text under it must read as a prompt: no code or indented lines, no
 * list, and at most MAX_PROMPT_UNDER_OFFER characters; an answer's own sign-off mid-way is followed
 * by more of the answer, which is longer and structured.
 */
function handBackLine(ctx: TextContext, from: number, to: number): number {
  let chars = 0;
  for (let i = to - 1; i > from; i--) {
    const t = ctx.trimmed[i] ?? '';
    if (ctx.fenced[i] || (/^\s/.test(ctx.lines[i] ?? '') && t.length > 0) || /^([-*•]|\d+[.)])\s/.test(t)) return -1;
    if (t.length > 0 && closesAnswer(t)) return chars > 0 ? i : -1;
    chars += t.length;
    if (chars > MAX_PROMPT_UNDER_OFFER) return -1;
  }
  return -1;
}

function nextContent(ctx: TextContext, from: number, to: number): number {
  let i = from;
  while (i < to && !ctx.fenced[i] && isBlank(ctx.lines[i] ?? '')) i++;
  return i;
}

/** Gives the last paragraph (or line) to the party the strip after this stretch says ends it. */
function fixEnd(ctx: TextContext, turns: Turn[], end: Role): void {
  const last = turns[turns.length - 1];
  if (!last || last.role === end) return;
  if (end === 'user') {
    // The stretch ends with the person's prompt. An answer that hands the turn back ("Tell me which
    // of the open decisions you want to resolve and I'll start on Stage 1.") ends there, and the
    // prompt is all the prose under it, in as many paragraphs as the person wrote.
    const offer = handBackLine(ctx, last.from, last.to);
    if (offer >= 0) {
      const next = nextContent(ctx, offer + 1, last.to);
      turns.splice(turns.length - 1, 1, { role: last.role, from: last.from, to: offer + 1 }, { role: 'user', from: next, to: last.to });
      return;
    }
    // Else the answer's last paragraph (or line) was it.
    let cut = last.to - 1;
    while (cut > last.from && (ctx.fenced[cut - 1] || !isBlank(ctx.lines[cut - 1] ?? ''))) cut--;
    if (cut === last.from) {
      cut = lastContentBefore(ctx, last.from, last.to);
      // One paragraph whose line over its last one ends no sentence ("The only button on the screen says" /
      // "編集" / "and nothing happens when I press it."): one sentence running over line breaks, the
      // person's, not an answer with a question glued under it.
      const above = lastContentBefore(ctx, last.from, cut);
      if (above >= last.from && !ctx.fenced[above] && !ENDS_SENTENCE.test(withoutTrailingEmoji(ctx.trimmed[above] ?? '')) && !ctx.fenced[cut] && /^\p{Ll}/u.test(ctx.trimmed[cut] ?? '')) cut = last.from;
    }
    if (cut <= last.from) {
      last.role = 'user';
      return;
    }
    const head = lastContentBefore(ctx, last.from, cut);
    turns.splice(turns.length - 1, 1, { role: last.role, from: last.from, to: head + 1 }, { role: 'user', from: cut, to: last.to });
    return;
  }
  // The stretch ends with an answer: the prompt ends where a written answer starts under one of
  // its lines (a question, then a sentence), else after its first line.
  if (last.to - last.from <= 1) return;
  let cut = last.from + 1;
  // The person asking on under their first line ("Can you give me…?") is no answer: the paste may
  // hold a prompt alone (a copy made before the answer came).
  const fallbackIsRequest = isRequestToAssistant(ctx.trimmed[cut] ?? '');
  for (let i = last.from + 1; i < last.to; i++) {
    if (ctx.fenced[i] || ctx.fenced[i - 1]) continue;
    if (answerStartsUnder(ctx.trimmed[i - 1] ?? '', ctx.trimmed[i] ?? '') && (ctx.trimmed[i - 1] ?? '').length > 0) {
      cut = i;
      break;
    }
  }
  if (cut === last.from + 1 && fallbackIsRequest) return;
  turns.splice(turns.length - 1, 1, { role: 'user', from: last.from, to: cut }, { role: 'assistant', from: cut, to: last.to });
}
