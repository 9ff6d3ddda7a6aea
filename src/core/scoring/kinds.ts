/**
 * Message kinds, decided before a message is graded (docs/scoring.md "Message kinds"). A "thanks,
 * that worked!" is not a weak prompt and "go on" is not a blunder: courtesies and bare control moves
 * are book moves, shown as not rated. Every other kind is graded against what that kind should do.
 *
 * The rules read the message's shape (length, whether it asks anything, what it opens with), with
 * small multilingual word sets for the closed classes (thanks, greetings, "continue"): those classes
 * are closed in every language, unlike the open vocabulary of requests.
 */
import { BEYOND_ASCII, caseless, lowerCaseSource } from './caseless';
import { editsOnNamedParts } from './feedback';
import { declinesOutright } from './reply-checks';
import { reportsSuccess, SETBACK_WORDS } from './success';
import { endsWithQuestionMark } from './text';
import type { AssistantMessageKind, UserMessageKind } from './types';

/**
 * A pattern source's reading of text all in ASCII: its characters beyond ASCII left out of its classes
 * (none matches an ASCII character: kinds.test.ts checks it under `iu`), or null when one stands
 * outside a class (the source then matches no ASCII text).
 */
export function inAscii(source: string): string | null {
  let out = '';
  let inClass = false;
  const chars = [...source];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (ch === '\\') {
      out += ch + (chars[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch > '\x7f') {
      if (!inClass) return null;
      // A range with an end beyond ASCII: left out, its other end would read differently.
      if (chars[i - 1] === '-' || chars[i + 1] === '-') throw new Error(`kinds: a range beyond ASCII in ${source.slice(0, 40)}…`);
      continue;
    }
    if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    out += ch;
  }
  return out;
}

/** The alternatives of a pattern's source at its top level (not inside a group or a class). */
export function topAlternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  out.push(source.slice(from));
  return out;
}

/**
 * Words and phrases of thanks, acknowledgement, praise and greeting, in the UI's ten languages and more:
 * one alternative each, tried in this order. ("danke schön" comes before "danke( sehr)": the same order
 * of tries as "danke( schön| sehr)?", with each alternative either all ASCII or not.)
 */
const COURTESY_WORDS = String.raw`thank(?:s| you)(?: so much| a lot| very much)? for (?:[\p{L}'-]+ ){0,5}[\p{L}'-]+|looks? (?:good|great|fine)(?: to me)?|thanks?(?: you| u)?(?: so much| a lot| very much)?(?: for (?:all )?(?:the |your |this |that )?(?:help|ideas|info(?:rmation)?|answers?|advice|suggestions?|tips|explanations?|clarification|response|reply))?|thx|ty|tysm|cheers|much appreciated|appreciate(?:d| it)|ok(?:ay)?|k|kk|alright|all right|got it|gotcha|understood|makes sense|i see|cool|nice|great|awesome|perfect|excellent|amazing|brilliant|wonderful|fantastic|sweet|good|lovely|neat|(?:i )?love (?:it|this|that)|nailed it|spot on|well done|great job|yes|yeah|yep|yup|sure|right|exactly|hi|hello|hey|good (?:morning|afternoon|evening)|you(?:'re|r| are) (?:very |most )?welcome|any ?time|no (?:problem|worries)|bye|goodbye|that(?:'s| is)? (?:it|great|perfect|helpful|what i needed)|(?:that|it|this) (?:worked|works|did it|helped|fixed it)|works (?:now|great|perfectly)|(?:it's|it is|all) (?:working|fixed|good) now|problem solved|solved|fixed|merci(?: beaucoup)?|parfait|super|génial|d'accord|danke schön|danke(?: sehr)?|vielen dank|perfekt|prima|genau|alles klar|klappt|hat (?:geklappt|funktioniert)|gracias|muchas gracias|perfecto|genial|vale|de acuerdo|grazie(?: mille)?|perfetto|ottimo|obrigad[oa]|valeu|perfeito|ótimo|спасибо|отлично|понятно|хорошо|ок|👍|🙏|🙂|😊|❤️|🎉`;
/** What may come before a courtesy word (the start, a space or a mark) and after it (the end, a space or a mark). */
const COURTESY_BEFORE = String.raw`(?:^|[\s,.!¡¿(])`;
const COURTESY_AFTER = String.raw`(?=$|[\s,.!?;:)…~～！？。、])`;
export const COURTESY = new RegExp(`${COURTESY_BEFORE}(?:${COURTESY_WORDS})${COURTESY_AFTER}`, 'giu');

/**
 * The same pattern for a text all in ASCII: its ASCII alternatives, lower-cased, over the lower-cased
 * text, without `i` or `u` (letters as `a-z`; the marks beyond ASCII left out of the two classes).
 *
 * Why: V8 compiles a pattern the first time it runs (`--no-regexp-tier-up`), and most conversations
 * meet their first short courtesy only after the first messages, so the courtesy pattern is compiled
 * inside the command's cost of size (decision 0046). Written (`giu`) it compiles to ~158 KB of code and
 * costs ~21 M instructions to compile; this form ~80 KB and ~4 M (case folding is what costs: the
 * same alternatives with `i` but no `u` ~13 M). Decision 0048.
 *
 * Why the matches are the same on a text all in ASCII: an alternative holding a character beyond ASCII
 * can match none of it (under `iu` such a letter matches only letters beyond ASCII: the Kelvin sign
 * and the long s fold into ASCII, not out of it), and an alternative that never matches changes no
 * other's turn; `\p{L}` holds no ASCII character but the letters; lower-casing maps each ASCII
 * capital to its small letter and nothing else, so positions and lengths stay. The text of a match
 * is lower-cased, so the text is cut at the positions found (withoutCourtesy).
 */
const COURTESY_ASCII = asciiForm(COURTESY_BEFORE, COURTESY_WORDS, COURTESY_AFTER, 'g');

/**
 * A `iu` pattern written as `before(?:words)after`, for texts all in ASCII: the top-level alternatives
 * of `words` that can match ASCII text, read by inAscii (characters beyond ASCII left out of classes),
 * lower-cased, `\p{L}` as `a-z`, without `i` or `u`; run over the lower-cased text. (Why it answers as
 * the written pattern does: see COURTESY_ASCII.)
 */
function asciiForm(before: string, words: string, after: string, flags: '' | 'g'): RegExp {
  const ascii = topAlternatives(words)
    .map(inAscii)
    .filter((x) => x !== null)
    .join('|')
    .replaceAll(String.raw`\p{L}`, 'a-z');
  const edges = [inAscii(before), inAscii(after)];
  if (edges[0] === null || edges[1] === null) throw new Error('kinds: an edge of the pattern holds a character beyond ASCII outside a class');
  const lower = lowerCaseSource(`${edges[0]}(?:${ascii})${edges[1]}`);
  if (lower === null || /\\[pPxuck1-9]/.test(lower)) throw new Error(`kinds: ${words.slice(0, 40)}… needs its written pattern`);
  return new RegExp(lower, flags);
}

/** `t` with each courtesy phrase replaced by a space (`t.replace(COURTESY, ' ')`), and how many there were. */
export function withoutCourtesy(t: string): { hits: number; rest: string } {
  if (BEYOND_ASCII.test(t)) {
    COURTESY.lastIndex = 0;
    COURTESY_UNSPACED.lastIndex = 0;
    const hits = (t.match(COURTESY) ?? []).length + (t.match(COURTESY_UNSPACED) ?? []).length;
    return { hits, rest: hits ? t.replace(COURTESY, ' ').replace(COURTESY_UNSPACED, ' ') : t };
  }
  // All ASCII: no unspaced script either.
  const lower = t.toLowerCase();
  let rest = '';
  let from = 0;
  let hits = 0;
  COURTESY_ASCII.lastIndex = 0;
  for (let m = COURTESY_ASCII.exec(lower); m !== null; m = COURTESY_ASCII.exec(lower)) {
    rest += `${t.slice(from, m.index)} `;
    from = m.index + m[0].length;
    hits++;
  }
  return { hits, rest: rest + t.slice(from) };
}
/** Thanks and acknowledgements in scripts without spaces between words. */
export const COURTESY_UNSPACED = /谢谢|感谢|多谢|好的|明白了|太好了|完美|可以了|成功了|ありがとう|了解|完璧|助かりました|できました|감사합니다|고맙습니다|고마워|좋아요|알겠습니다|완벽/gu;

/** A greeting's question that wants no answer of substance ("Hello, how are you?"). */
const SMALL_TALK = caseless(/^(?:(?:hi|hello|hey)(?: there)?[,!.]?\s*)?(?:how are you(?: doing)?(?: today)?|how's it going|how is it going|what's up|how have you been)\s*[?!.]*$/iu);

/** Bare moves that steer the answer without new content: continue, again, shorter. */
const CONTROL_WORDS = String.raw`continue|go on|keep going|carry on|proceed|go ahead|next|more|again|retry|try again|regenerate|same|yes,? (?:please|go on|continue)|(?:make it |a bit |much )?(?:shorter|longer|simpler|more detailed|more concise)(?: please)?|weiter(?:machen)?|mach weiter|fortfahren|continue[sz]?|vas-y|la suite|continúa|sigue|continua|vai|продолжай|дальше|继续|続けて|続き|계속(?:해)?(?: 주세요)?`;
const CONTROL_BEFORE = String.raw`^(?:please\s+)?`;
const CONTROL_AFTER = String.raw`(?:\s+please)?[\s.!。！]*$`;
export const CONTROL = new RegExp(`${CONTROL_BEFORE}(?:${CONTROL_WORDS})${CONTROL_AFTER}`, 'iu');
/** The same for a text all in ASCII, over its lower-cased form (decision 0048: compiled in the cost of size; ~34 KB of code written). */
const CONTROL_ASCII = asciiForm(CONTROL_BEFORE, CONTROL_WORDS, CONTROL_AFTER, '');

/** The message asks something: a question mark, or a request opener or instruction verb at a sentence start. */
const ASKS =
  caseless(/[?？]|(?:^|[.!\n]\s*)(?:please\s+)?(?:can|could|would|will|how|what|why|when|where|which|who|is|are|do|does|should|tell|explain|write|give|show|list|make|create|fix|help|add|change|update|use|try|let's|now)\b/iu);

const INTERROGATIVE = caseless(/^(?:how|what|why|when|where|which|who|whom|whose|is|are|was|were|do|does|did|can|could|should|would|will|has|have)\b/iu);

/** An opening that says the last answer was wrong. */
const CORRECTION =
  caseless(/^(?:no[,.!]|nope|wrong|that(?:'s| is) (?:not|wrong|incorrect)|this is (?:not|wrong)|incorrect|not quite|not what i|you (?:misunderstood|got it wrong|forgot|missed|ignored)|actually[,]|it (?:still )?(?:doesn't|does not|didn't|did not) work|(?:it|this|that) (?:still )?(?:fails|throws|breaks|crashes|gives|returns))/iu);

/**
 * A statement that names what is wrong with the last answer, anywhere in it ("The haiku's you've
 * provided seem improperly constructed. They each have 6-8-6 syllables instead of 5-7-5.", "The
 * drawing is almost right, but the head is cut off. Also, you forgot the mnemonics."): feedback that
 * asks for the fix, as a correction that opens with "No," does; so does a change put as the person's
 * own ("I would add 'Open Assistant, the ChatGPT open source alternative'"). Read only where the message asks
 * nothing of its own: "Why use TypeScript instead of JavaScript?" is a question.
 */
const NAMES_FAULT =
  caseless(/\b(?:you (?:forgot|missed|left out|ignored|skipped|misunderstood|misread|mixed up|confused)|(?:is|are|was|were|looks?|seems?) (?:still )?(?:wrong|incorrect|missing|cut off|improperly|not (?:right|correct|what i))|(?:doesn't|does not|don't|do not|isn't|is not) (?:look |seem |sound )?(?:quite )?right|(?:can't|cannot|can not|couldn't) (?:possibly )?be (?:right|correct)|not quite right|instead of|i (?:meant|mean|was talking about|am talking about|was asking about|asked (?:for|about))|i (?:never|didn't|did not) (?:say|said|ask|asked|mention|mentioned|use|used|want|wanted)|i(?:'d| would) (?:add|change|remove|replace|drop|cut|rather))\b/iu);

/** The fix did not get there: "now it's an Index Only Scan but still 2.1 s" asks for a better one. */
const STILL_SHORT = caseless(/\bbut (?:it(?:['’]s| is) )?still\b/iu);

/** Words that point back at the last answer. */
const POINTS_BACK =
  caseless(/\b(?:your (?:answer|code|reply|response|version|example|suggestion|solution|script|query|list|draft)|you (?:said|wrote|suggested|mentioned|gave)|the (?:code|query|script|function|answer|list|draft|example|solution|output|version) (?:above|you)|above|it (?:still|now|doesn't|does not|works|fails|returns|throws)|that (?:works|worked|doesn't|does not|fails|returns)|still|instead|also|what about|how about|and (?:what|how|why)|now (?:make|add|change|do|can|write|explain)|same (?:but|for|with)|again|the (?:first|second|third|last) (?:one|option|step|point|part|query|example))\b/iu);

/** Words up to which a success report without thanks is a courtesy; a longer one goes on to say more. */
const BARE_SUCCESS_WORDS = 12;

/** "Thanks, but it still fails": success words taken back. */
const reportsSetback = (text: string): boolean => SUCCESS_REPORT.test(text) && !reportsSuccess(text) && /\b(?:not|still|but|however|never)\b|n['’]t\b/iu.test(text);

/** The person reports that it works now. */
const SUCCESS_REPORT = caseless(/\b(?:now|works?|worked|working|fixed|solved|down to|went from)\b/iu);

/** The result measured after doing the fix: "After dropping them North is 38.2%". */
const RESULT_AFTER_FIX = caseless(/\bafter (?:\w+ing|the (?:fix|change|update))\b[^.?!\n]{0,40}\b(?:is|are|was|were|shows?|gives?|comes? to)\s+[\d.,]+/iu);

/**
 * A success report closing the exchange after what the cause was: its last sentence reports success in a
 * few words, and the whole asks nothing and stays within a courtesy's length (callers check both).
 */
function closingReport(t: string): boolean {
  const sentences = t.split(/(?<=[.!?])\s+|\n+/u).filter((x) => x.trim());
  if (sentences.length < 2) return false;
  const last = sentences[sentences.length - 1]!;
  return roughWords(last) <= BARE_SUCCESS_WORDS && reportsSuccess(last) && !SETBACK_WORDS.test(t);
}

const WORDS = /[\p{L}\p{N}]+/gu;
const CJK_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Word count, with runs of CJK letters counted roughly one word per two characters. */
function roughWords(text: string): number {
  // Without a CJK letter every run counts one: one count of the runs, not a pattern call per run
  // (in V8's unoptimised tiers, where a single run spends its time, each call costs; decision 0030).
  if (!CJK_LETTER.test(text)) return (text.match(WORDS) ?? []).length;
  let n = 0;
  for (const m of text.matchAll(WORDS)) n += CJK_LETTER.test(m[0]) ? Math.ceil(m[0].length / 2) : 1;
  return n;
}

/**
 * A courtesy: thanks, an acknowledgement, praise, a greeting or a success report ("p95 is 95 ms now,
 * thanks"), short, and asking nothing. What is left after the courtesy words is a few words at most
 * (a name, "now", a short success report).
 */
export function isCourtesy(text: string): boolean {
  const t = text.trim();
  if (SMALL_TALK.test(t)) return true;
  if (!t || t.length > 200 || ASKS.test(t) || reportsSetback(t)) return false;
  const words = roughWords(t);
  if (words > 25) return false;
  const { hits: courtesyHits, rest: restText } = withoutCourtesy(t);
  // A short success report needs no thanks to close the exchange ("went from 4 min to 20 s", "works now").
  // The report may come after a sentence that names what the cause was ("it was SERVER_NAME in the prod
  // config. removed it and POSTs work now"): the closing sentence is the report, the whole asks nothing.
  if (courtesyHits === 0) return /^[\p{Emoji_Presentation}\s!.]+$/u.test(t) || (words <= BARE_SUCCESS_WORDS && reportsSuccess(t)) || closingReport(t);
  const rest = roughWords(restText);
  // A short success report that comes with thanks ("p95 is 95 ms now, thanks").
  if (words <= 15 && SUCCESS_REPORT.test(t)) return true;
  // A longer one with thanks, the result it got after the fix, nothing taken back ("there were 4,210
  // duplicated rows, all North. After dropping them North is 38.2%. thanks").
  if (RESULT_AFTER_FIX.test(t) && !SETBACK_WORDS.test(t)) return true;
  // Otherwise mostly courtesy words; a leftover with names or numbers is information ("yes, Python 3.11").
  return rest <= Math.max(3, words * 0.5) && !namesOrNumbers(restText);
}

/**
 * A number, or a capitalised word after the first word: a name ("yes, Python 3.11"). A text all in
 * ASCII is read by the patterns' ASCII forms (`\p{N}` holds no ASCII character but 0-9, `\p{Lu}` none
 * but A-Z, `\p{L}` none but the letters; `\s` is the same set with or without `u`), so the `\p` forms,
 * dear to compile (ICU's sets), are compiled only for other texts (decision 0050).
 */
function namesOrNumbers(text: string): boolean {
  if (BEYOND_ASCII.test(text)) return /\p{N}|\p{Lu}\p{L}/u.test(text.replace(/^\s*\p{Lu}/u, ''));
  return /[0-9]|[A-Z][A-Za-z]/.test(text.replace(/^\s*[A-Z]/, ''));
}

/** A control move: continue, again, shorter, in a few words. */
export function isControl(text: string): boolean {
  const t = text.trim();
  return t.length <= 40 && (BEYOND_ASCII.test(t) ? CONTROL.test(t) : CONTROL_ASCII.test(t.toLowerCase()));
}

export interface KindInput {
  text: string;
  /** The instruction part (rubric/prompt-parts.ts): the ask without pasted material. */
  instruction: string;
  /** A reply of the assistant came before this message. */
  afterReply: boolean;
  /** That reply ended by asking the person something. */
  answersQuestion?: boolean;
  /** Words of the message outside code blocks and pasted lines (the instruction part). */
  instructionWords: number;
  /** Pasted material: code blocks, data or error lines, quoted text. */
  materialLines: number;
  lines: number;
}

/**
 * A message that talks back to an answer ("Ugh, that's really not it. … Can you just have another go", "That's not
 * quite right either … Try again", "Revise it: use …") is feedback on it, graded as feedback (specific or not) — also
 * as the first message of a paste that starts in the middle of a conversation, with the answer not in it.
 */
const TALKS_BACK = caseless(/^(?:(?:ugh|hmm+|meh|nah|ok(?:ay)?|well|sorry|no)[,.!]*\s+)?(?:that(?:'s| is) (?:[a-z]+ )?(?:not (?:it|right|quite|what)|wrong|off)|this (?:is|isn't|is not) (?:[a-z]+ )?(?:not )?(?:it|right|what i)|not quite (?:right|it|there)|(?:still )?not (?:it|right|what i)|i (?:don't|do not|really don't) like (?:it|this|that|them)|(?:please )?(?:try again|have another go))\b/iu);
/**
 * Words that point at an answer the message is about ("the search terms you gave me aren't really working", "Your
 * search terms for … gave 2,000+ hits"): a first message that holds them talks about an earlier answer the paste does
 * not show, as a follow-up does. ("Any tips on how to revise something you wrote?" points at no answer.)
 */
const ABOUT_AN_ANSWER = caseless(/\b(?:the|that|this|those|these|your) (?:[\w'-]+ ){0,3}?you (?:gave|suggested|wrote|sent|proposed|recommended|listed)(?: me)?\b|^(?:your|the) (?:[a-z-]+ ){0,2}(?:answer|code|terms|list|suggestions?|draft|email|version|query|plan|script|function|formula|summary|translation|outline|table|ideas|names) (?:for [^.?!\n]{1,60} )?(?:gave|gives|returned|returns|failed|fails|doesn't|don't|didn't|isn't|aren't)\b/iu);
const FAULT_WORD = caseless(/\b(?:(?:is|are|was|were) (?:still )?(?:off|wrong|broken)|ignores|(?:isn't|aren't|is not|are not) (?:really )?working|doesn't work|does not work|fails)\b/iu);
const REVISE_IT = caseless(/^(?:please\s+)?(?:revise|rework|redo|re-do|rewrite|edit|fix|tweak|adjust) (?:it|this|that)\s*[:,.]/iu);

/** What a person's message is. */
export function userMessageKind(x: KindInput): UserMessageKind {
  const t = x.text.trim();
  if (isControl(t)) return 'control';
  if (isCourtesy(t)) return 'courtesy';
  // A fault named in an answer to the assistant's question is the situation asked about, not a fault of
  // the answer ("What does it say?" → "The CSRF session token is missing.").
  if (x.afterReply && (CORRECTION.test(t) || (!x.answersQuestion && !ASKS.test(t) && NAMES_FAULT.test(t)) || (STILL_SHORT.test(t) && !/[?？]/u.test(t)))) return 'correction';
  if (x.materialLines >= 3 && x.materialLines >= 0.7 * x.lines && x.instructionWords < 8) return 'material';
  // Talking back to an answer, shown or not: "Ugh, that's really not it. … have another go".
  if (TALKS_BACK.test(t) && !(x.afterReply && x.answersQuestion)) return 'correction';
  if (x.afterReply && x.instructionWords <= 40 && POINTS_BACK.test(t)) return 'follow-up';
  // "Make the opening sentence less formal, remove the second paragraph, …" with no text of its own: edits to a draft,
  // the last answer's or one the paste does not hold.
  // About an answer not shown, naming what is wrong with it ("two things are off in the function you wrote: …"): a correction.
  if (!x.afterReply && ABOUT_AN_ANSWER.test(t) && (NAMES_FAULT.test(t) || FAULT_WORD.test(t))) return 'correction';
  // ("Fix this:" over pasted code is a task with its material, not a revision.)
  if ((x.materialLines === 0 && (REVISE_IT.test(t) || editsOnNamedParts(t) >= 2)) || (!x.afterReply && ABOUT_AN_ANSWER.test(t))) return 'follow-up';
  // The first sentence of the instruction carries the ask; a "?" inside pasted material does not count.
  const first = /^[^\n.!?？]*[.!?？]?/u.exec(x.instruction.trim())?.[0] ?? '';
  if (/[?？]$/u.test(first) || (INTERROGATIVE.test(first) && !/[.!]$/u.test(first))) return 'question';
  return 'task';
}

const REFUSAL_OPENING =
  caseless(/^(?:i(?:'m| am) (?:sorry|afraid)|sorry|i can(?:no|')t|i cannot|i won't|i will not|i(?:'m| am) (?:not able|unable)|as an ai|i don't think i (?:can|should)|i must decline|unfortunately,? i (?:can(?:no|')t|cannot))/iu);

/** A stock offer of more help, put as a question: it asks nothing about the ask. */
const OFFER_QUESTION = caseless(/\b(?:any(?:thing)? (?:else|more)|any other|other questions|more questions|can i help|may i help|help you with|can i do for you|i can help with)\b[^?]*\?/iu);

/**
 * Every question of the reply offers more help ("No problem! Do you have any other questions?"): a
 * pleasantry, not a clarifying question (oasst1, odd half: graded as one after a thank-you).
 */
function onlyOffersMore(t: string): boolean {
  const questions = t.match(/[^.!?？]*[?？]/gu) ?? [];
  return questions.length > 0 && questions.every((q) => OFFER_QUESTION.test(q));
}

/** What an assistant's reply is. `unfinished`: the text stops mid-sentence (see finish.ts). */
export function assistantMessageKind(text: string, questions: number, sentences: number, words: number, unfinished: boolean): AssistantMessageKind {
  const t = text.trim();
  // It opens by declining and does not go on to answer ("I'm sorry to hear that…" is sympathy, reply-checks.ts).
  if (REFUSAL_OPENING.test(t) && words < 120 && declinesOutright(t)) return 'refusal';
  if (unfinished) return 'partial';
  if (words < 80 && questions > 0 && questions >= sentences / 2 && endsWithQuestionMark(t) && !onlyOffersMore(t)) return 'clarifying-question';
  return 'answer';
}

/** A reply that is itself a pleasantry: "You're welcome!" (or "Your welcome."), "Glad it helped. Good luck!" */
const REPLY_PLEASANTRY_WORDS = String.raw`(?:you(?:['’]re| are)|your) (?:very )?welcome|(?:i(?:['’]m| am) )?glad (?:it|that|i could|i was able to|to) help|(?:i(?:['’]m| am) )?(?:happy|here) to help|i hope (?:i could|i was able to|that|this|it) help|(?:any ?time|no problem|no worries|my pleasure|of course|sure thing)\b|de rien|avec plaisir|gern geschehen|bitte|de nada|prego|не за что|不客气|どういたしまして|천만에요`;
export const REPLY_PLEASANTRY = new RegExp(`^(?:${REPLY_PLEASANTRY_WORDS})`, 'iu');
/** The same for a text all in ASCII, over its lower-cased form (decision 0048: first met in the cost of size; ~20 KB of code written). */
const REPLY_PLEASANTRY_ASCII = asciiForm('^', REPLY_PLEASANTRY_WORDS, '', '');
const isPleasantry = (t: string): boolean => (BEYOND_ASCII.test(t) ? REPLY_PLEASANTRY.test(t) : REPLY_PLEASANTRY_ASCII.test(t.toLowerCase()));
export const isCourtesyReply = (text: string): boolean => isPleasantry(text.trim()) || isCourtesy(text);

/** Book moves are shown, not graded. */
export const isBookMove = (kind: UserMessageKind | AssistantMessageKind): boolean => kind === 'courtesy' || kind === 'control';

/** The label shown instead of a score for a book move. */
export const NOT_RATED_LABEL: Record<'courtesy' | 'control', string> = {
  courtesy: 'Courtesy — not rated',
  control: 'Control — not rated',
};
