/**
 * Checkable instructions: what the person's message asks of the answer's form that can be verified
 * from the reply alone, as instruction-following benchmarks do (a table, a list of N items, JSON,
 * code in a language, a word or sentence limit, only the code, yes or no, a language). Each
 * instruction is found by its own reader and checked by its own check; the review prints each as
 * kept or broken.
 */
import { caseless } from '../caseless';
import type { InstructionCheck } from '../types';

interface InstructionKind {
  /** Finds the instruction in the ask; returns its plain words, or null when the ask has none. */
  find: (ask: string) => { words: string; n?: number; lang?: string; atLeast?: boolean } | null;
  /** Whether the reply keeps it; null when the reply cannot show it either way (then it is not reported). */
  kept: (reply: string, found: { n?: number; lang?: string; atLeast?: boolean }) => boolean | null;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const toNumber = (s: string): number => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

const withoutCode = (text: string): string => text.replace(/```[\s\S]*?(?:```|$)/gu, ' ');
const wordsIn = (text: string): number => (withoutCode(text).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).length;
const sentencesIn = (text: string): number => (withoutCode(text).trim().match(/[^.!?。！？]+(?:[.!?。！？]+|$)/gu) ?? []).filter((s) => /\p{L}/u.test(s)).length;
const listItems = (text: string): number => (withoutCode(text).match(/^\s*(?:\d+[.)]|[-*•])\s+\S/gmu) ?? []).length;
const hasTable = (text: string): boolean => /^\s*\|.*\|\s*$\n^\s*\|?\s*:?-{3,}/mu.test(text) || (text.match(/^[^\t\n]+\t[^\t\n]+/gmu) ?? []).length >= 2;

function hasJson(text: string): boolean {
  const candidates = [...text.matchAll(/```(?:json)?\s*\n([\s\S]*?)```/gu)].map((m) => m[1]!);
  const bare = text.trim();
  if (/^[[{]/u.test(bare)) candidates.push(bare);
  for (const c of candidates) {
    try {
      JSON.parse(c);
      return true;
    } catch {
      // not JSON: try the next candidate
    }
  }
  return false;
}

const LANGUAGES: Record<string, RegExp> = {
  python: /```(?:python|py)\b|\bdef \w+\(|\bimport \w+|print\(/u,
  javascript: /```(?:javascript|jsx?|mjs)\b|\bconst \w+ =|\bfunction \w+\(|=>|console\.log/u,
  typescript: /```(?:typescript|tsx?)\b|:\s*(?:string|number|boolean)\b|\binterface \w+/u,
  rust: /```rust\b|\bfn \w+\(|\blet mut\b/u,
  go: /```go\b|\bfunc \w+\(|\bpackage main\b/u,
  java: /```java\b|\bpublic (?:static )?(?:class|void)\b/u,
  sql: /```sql\b|\bSELECT\b[\s\S]*\bFROM\b/iu,
  bash: /```(?:bash|sh|shell)\b|^\s*\$ /mu,
};

/** Natural languages whose text can be told apart by a few frequent words or by script. */
const NATURAL: Record<string, RegExp> = {
  french: /\b(?:le|la|les|des|est|et|une|pour|dans|vous)\b/giu,
  spanish: /\b(?:el|los|las|es|y|una|para|con|que|por)\b/giu,
  german: /\b(?:der|die|das|und|ist|nicht|mit|ein|eine|für)\b/giu,
  italian: /\b(?:il|gli|della|che|è|una|per|con|non|sono)\b/giu,
  portuguese: /\b(?:o|os|as|é|uma|para|com|não|que|você)\b/giu,
  english: /\b(?:the|and|is|of|to|with|for|you|that|this)\b/giu,
};
/**
 * The reply is written in the other language the ask names ("Translate to German…" answered in
 * German): its words cannot be the ask's, so taking up the ask is not read from shared words.
 */
export function inAskedOtherLanguage(ask: string, reply: string): boolean {
  const m = NATURAL_LANGUAGE_ASK.exec(ask);
  const lang = m?.[1]?.toLowerCase();
  return lang !== undefined && lang !== 'english' && inNaturalLanguage(reply, lang);
}

function inNaturalLanguage(reply: string, lang: string): boolean {
  const text = withoutCode(reply);
  if (lang === 'chinese') return /\p{Script=Han}/u.test(text);
  if (lang === 'japanese') return /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
  if (lang === 'korean') return /\p{Script=Hangul}/u.test(text);
  if (lang === 'russian') return /\p{Script=Cyrillic}/u.test(text);
  const re = NATURAL[lang];
  if (!re) return true;
  const words = Math.max(1, wordsIn(text));
  return (text.match(re) ?? []).length / words >= 0.08;
}

const TABLE_ASK = caseless(/\b(?:as|in|into) an? (?:markdown )?table\b|\btabulate\b|\bmake a table\b/iu);
const COUNTED_ITEMS_ASK = caseless(/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:\w+\s+)?(?:bullet(?: points)?|points|items|ideas|tips|examples|reasons|steps|options|names|questions|ways)\b/iu);
const PER_SECTION = caseless(/\beach\b|\bper\b/iu);
const JSON_WORD = caseless(/\bjson\b/iu);
const JSON_ASK = caseless(/\b(?:in|as|return|output|format|respond|reply|give)\b[^.\n]{0,30}\bjson\b|\bjson (?:format|object|array|output)\b/iu);
const CODE_LANGUAGE_ASK = caseless(/\b(?:in|using|with)\s+(python|javascript|typescript|rust|go|golang|java|sql|bash)\b/iu);
const CODE_WORD = caseless(/\b(?:code|function|script|program|query|class|implement|write)\b/iu);
const WORD_LIMIT_ASK = caseless(/\b(?:under|at most|no more than|less than|fewer than|within|maximum of|max(?:imum)?|up to)\s+(\d+)\s+words\b|\b(\d+)\s+words (?:or less|max(?:imum)?|at most)\b/iu);
const SENTENCE_LIMIT_ASK = caseless(/\b(?:in|use|using|with)?\s*(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+sentences?(?: or (?:less|fewer))?\b/iu);
const ONLY_CODE_ASK = caseless(/\b(?:only (?:the|return|output|give|reply with) (?:the )?code|just the code|code only|no explanations?)\b/iu);
const YES_NO_ASK = caseless(/\b(?:answer|reply|respond)\b[^.\n]{0,30}\b(?:with )?(?:either )?yes or no\b|\byes or no\b[^.\n]{0,20}\b(?:only|answer)\b/iu);
const YES_NO_REPLY = caseless(/^\W*(?:yes|no)\b/iu);
const NATURAL_LANGUAGE_ASK = caseless(/\b(?:in|into|answer in|reply in|respond in|translate (?:it |this )?(?:in)?to)\s+(french|spanish|german|italian|portuguese|english|chinese|japanese|korean|russian)\b/iu);

/**
 * The asked length in words rather than numbers, said of the answer (not of the person's own story:
 * "I briefly worked in Spain" asks nothing): "explain briefly", "be concise", "in a few words" ask for
 * a short paragraph at most ("Each description should be concise" is said of a part, not the answer); "describe it in detail", "give me a detailed explanation", "in depth"
 * for room to explain. One pattern over the ask answers both (group 1: brief, group 2: detailed).
 */
const ASK_VERB = '(?:explain|describe|summari[sz]e|tell me|answer|list|outline|say|state|put|write|give|go over|walk me through|cover|discuss|elaborate)';
const ASKED_LENGTH = caseless(new RegExp(`(\\bbriefly ${ASK_VERB}|\\b${ASK_VERB}\\b[^.?!\\n]{0,40}\\b(?:briefly|concisely|in (?:a )?(?:few|couple of) words)|(?:^|[.!?:]\\s+|\\bplease\\s+)be (?:brief|concise)|\\bkeep it (?:short|brief)|\\bshort answer,? please|\\btl;?dr)\\b|(\\b${ASK_VERB}\\b[^.?!\\n]{0,40}\\b(?:in (?:great |more |full )?detail|in[- ]depth)|\\b(?:give|write|provide|want|need|like)\\b[^.?!\\n]{0,20}\\b(?:a )?(?:detailed|in-depth) (?:explanation|answer|description|overview|guide|account))\\b`, 'iu'));
/** Letters every ASKED_LENGTH match holds, whatever the case of its first letter (case-sensitive: a plain string search; an ask in capitals is not checked). */
const LENGTH_CUE = /rief|oncis|etail|epth|ew words|ouple of words|hort answer|l;?dr/;
/** A brief answer: at most a short paragraph's words (tactical.ts LAYOUT_FROM_WORDS: from there a reply needs paragraphs). */
export const BRIEF_AT_MOST = 100;
/** A detailed answer: at least the room an open ask gives (reply-checks.ts ANSWER_ROOM.open). */
export const DETAILED_AT_LEAST = 150;

const KINDS: readonly InstructionKind[] = [
  {
    find: (ask) => {
      // Most asks hold none of the length words: one cheap look before the full pattern.
      const m = LENGTH_CUE.test(ask) ? ASKED_LENGTH.exec(ask) : null;
      return m ? (m[1] ? { words: `brief (at most ${BRIEF_AT_MOST} words)`, n: BRIEF_AT_MOST } : { words: `in detail (at least ${DETAILED_AT_LEAST} words)`, n: DETAILED_AT_LEAST, atLeast: true }) : null;
    },
    kept: (reply, f) => (f.atLeast ? wordsIn(reply) >= f.n! : wordsIn(reply) <= f.n!),
  },
  {
    find: (ask) => (TABLE_ASK.test(ask) ? { words: 'a table' } : null),
    kept: (reply) => hasTable(reply),
  },
  {
    find: (ask) => {
      const m = COUNTED_ITEMS_ASK.exec(ask);
      // "4 sections, each with 2 bullet points" counts per section: not checkable from the list's length.
      if (!m || PER_SECTION.test(ask.slice(Math.max(0, m.index - 20), m.index + m[0].length + 12))) return null;
      return { words: `${m[0]}`, n: toNumber(m[1]!) };
    },
    kept: (reply, f) => {
      // Items in running prose cannot be counted: neither kept nor broken ("I'm here to help!" keeps no "two more tips").
      const items = listItems(reply);
      return items === 0 ? null : items === f.n;
    },
  },
  {
    find: (ask) => (JSON_WORD.test(ask) && JSON_ASK.test(ask) ? { words: 'JSON' } : null),
    kept: (reply) => hasJson(reply),
  },
  {
    find: (ask) => {
      const m = CODE_LANGUAGE_ASK.exec(ask);
      if (!m || !CODE_WORD.test(ask)) return null;
      const lang = m[1]!.toLowerCase() === 'golang' ? 'go' : m[1]!.toLowerCase();
      return { words: `code in ${m[1]}`, lang };
    },
    kept: (reply, f) => (LANGUAGES[f.lang!] ?? /```/u).test(reply),
  },
  {
    find: (ask) => {
      const m = WORD_LIMIT_ASK.exec(ask);
      return m ? { words: `at most ${m[1] ?? m[2]} words`, n: Number(m[1] ?? m[2]) } : null;
    },
    kept: (reply, f) => wordsIn(reply) <= Math.ceil(f.n! * 1.1),
  },
  {
    find: (ask) => {
      const m = SENTENCE_LIMIT_ASK.exec(ask);
      return m ? { words: `${m[1]} sentence${toNumber(m[1]!) === 1 ? '' : 's'}`, n: toNumber(m[1]!) } : null;
    },
    kept: (reply, f) => sentencesIn(reply) <= f.n! + 1,
  },
  {
    find: (ask) => (ONLY_CODE_ASK.test(ask) ? { words: 'only the code' } : null),
    kept: (reply) => /```/u.test(reply) && wordsIn(reply) <= 40,
  },
  {
    find: (ask) => (YES_NO_ASK.test(ask) ? { words: 'yes or no' } : null),
    kept: (reply) => YES_NO_REPLY.test(reply.trim()),
  },
  {
    find: (ask) => {
      const m = NATURAL_LANGUAGE_ASK.exec(ask);
      return m ? { words: `in ${m[1]![0]!.toUpperCase()}${m[1]!.slice(1).toLowerCase()}`, lang: m[1]!.toLowerCase() } : null;
    },
    kept: (reply, f) => inNaturalLanguage(reply, f.lang!),
  },
  {
    // Unsaid but checkable: a person who writes in another script expects the answer in it, unless
    // they name the language they want (the check above), ask for a translation or mention English.
    find: (ask) => {
      // The script first: most asks are in Latin letters, and then no pattern need run over them.
      const script = mainScript(ask);
      if (script === null || NATURAL_LANGUAGE_ASK.test(ask) || TRANSLATE_ASK.test(ask)) return null;
      return { words: `in the person's language (${SCRIPT_NAMES[script]})`, lang: script };
    },
    kept: (reply, f) => {
      const text = withoutCode(reply);
      // Japanese is written in kana and Chinese characters together.
      const share = scriptShare(text, f.lang as ScriptKey) + (f.lang === 'Kana' ? scriptShare(text, 'Han') : 0);
      return share >= SAME_SCRIPT_SHARE;
    },
  },
];

/** Scripts a person's language can be told by, outside the Latin alphabet. */
const SCRIPTS = {
  Han: /\p{Script=Han}/u,
  Kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  Hangul: /\p{Script=Hangul}/u,
  Cyrillic: /\p{Script=Cyrillic}/u,
  Arabic: /\p{Script=Arabic}/u,
  Greek: /\p{Script=Greek}/u,
  Hebrew: /\p{Script=Hebrew}/u,
  Devanagari: /\p{Script=Devanagari}/u,
  Thai: /\p{Script=Thai}/u,
} as const;
type ScriptKey = keyof typeof SCRIPTS;
const SCRIPT_NAMES: Record<ScriptKey, string> = { Han: 'Chinese characters', Kana: 'Japanese', Hangul: 'Korean', Cyrillic: 'Cyrillic script', Arabic: 'Arabic script', Greek: 'Greek', Hebrew: 'Hebrew', Devanagari: 'Devanagari script', Thai: 'Thai' };
const TRANSLATE_ASK = /\b(?:translat\w*|english)\b|翻译|翻譯|翻訳|번역|перев[оеа]д|ترجم/iu;
/** Of a reply's words, the share in the person's script at which it is written in their language (names and terms in Latin letters are normal). */
export const SAME_SCRIPT_SHARE = 0.3;
/** Characters read for the script: the opening is enough to tell the language (code often follows a lead-in). */
const SCRIPT_SAMPLE = 240;
/** Units of writing: one Chinese character or kana, or a run of other letters (a word). */
const SCRIPT_UNIT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\P{L}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
const CHARACTER_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Share of the text's words (first SCRIPT_SAMPLE characters, inline code left out) in the script. */
function scriptShare(text: string, script: ScriptKey): number {
  const re = SCRIPTS[script];
  let units = 0;
  let inScript = 0;
  for (const m of text.slice(0, SCRIPT_SAMPLE).replace(/`[^`\n]*`/gu, ' ').matchAll(SCRIPT_UNIT)) {
    // A Chinese character or a kana is about half a word (words there are one to three characters).
    const unit = m[0].length === 1 && CHARACTER_SCRIPT.test(m[0]) ? 0.5 : 1;
    units += unit;
    if (m[0].charCodeAt(0) >= 128 && re.test(m[0][0]!)) inScript += unit;
  }
  return units ? inScript / units : 0;
}
/** The script most of the ask's words are in, when it is not the Latin alphabet (null otherwise). Japanese: kana decide it even among Chinese characters. */
/** A letter of any of SCRIPTS: most asks have none, and then nothing more is read. */
const ANY_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Greek}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Thai}]/u;
/** The blocks of those scripts in the Basic Multilingual Plane (no `u`: a plain range search), looked for first. */
const SCRIPT_BLOCKS = /[\u0370-\u0e7f\u1100-\u11ff\u3040-\u9fff\uac00-\ud7af]/;
function mainScript(ask: string): ScriptKey | null {
  if (!SCRIPT_BLOCKS.test(ask) || !ANY_SCRIPT.test(ask)) return null;
  const text = withoutCode(ask);
  if (scriptShare(text, 'Kana') >= 0.1 && scriptShare(text, 'Kana') + scriptShare(text, 'Han') >= 0.5) return 'Kana';
  for (const key of Object.keys(SCRIPTS) as ScriptKey[]) if (key !== 'Kana' && scriptShare(text, key) >= 0.5) return key;
  return null;
}

/** The checkable instructions of an ask, each checked against the reply. */
export function checkInstructions(ask: string, reply: string): InstructionCheck[] {
  if (!ask.trim() || !reply.trim()) return [];
  const out: InstructionCheck[] = [];
  // An index loop, not for…of: with TurboFan off (the command's one-conversation runs) each step of an
  // array iterator is a builtin call and a result object (decision 0046).
  for (let k = 0; k < KINDS.length; k++) {
    const kind = KINDS[k]!;
    const found = kind.find(ask);
    if (!found) continue;
    const kept = kind.kept(reply, found);
    if (kept !== null) out.push({ instruction: found.words, kept });
  }
  return out;
}
