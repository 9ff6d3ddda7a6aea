/**
 * A person's message split into what it asks (the instruction) and what it hands over (material:
 * code, data, quoted or tagged text, a document after a "Text:" label). The rubric reads the two
 * apart: a pasted article is context, not wording, and whether it is delimited is a criterion.
 */
import { caseless } from '../caseless';

export interface PromptParts {
  /** The instruction lines, joined. */
  instruction: string;
  instructionWords: number;
  /** Lines of material (inside fences, tags, quotes, or data-shaped). */
  materialLines: number;
  lines: number;
  /** The material is set apart: fences, XML-style tags, quotes, a label line, a heading or a rule. */
  delimited: boolean;
  /** Lines of code among the material (a fence's lines, or a line that reads as a statement). */
  codeLines: number;
  /**
   * The values of the brief's fields about whom and what the answer is for ("Context: the audience is 22 engineers…",
   * "Audience: parents of 10-year-olds", "Persona: you're the engineering manager…"): counted as material, since their
   * values read as the person's situation elsewhere (decision 0060), but what they say of the reader is the purpose.
   */
  briefAboutReader: string;
  /** Material rows that are examples of the wanted output ("Example 1: …", "Sample 2: …"): shown, not background. */
  exampleLines: number;
}

const FENCE = /^\s*(?:```|~~~)/;
/** Tags that hold the person's ask rather than material (Anthropic's "<instructions>", "<question>", "<task>"). */
const ASK_TAG = /^(?:instructions?|question|questions|task|tasks|request|query|ask|prompt|goal)$/i;
const OPEN_TAG = /^\s*<([A-Za-z][\w-]*)[^>]*>\s*$/;
const LABEL_LINE = /^\s*(?:#{1,6}\s+.+|[\p{L}][\p{L}\d ()'’/-]{0,40}:\s*)$/u;
// (OpenAI's "### Instruction ###" closes the heading with its hashes.)
const INSTRUCTION_LABEL = caseless(/^\s*(?:#{1,6}\s*)?(?:(?:your |the )?(?:instructions?|task|prompt|request|question|goal|steps|rules|requirements|constraints|guidelines)|what to do)\s*(?:#{1,6})?\s*:?\s*$/iu);
/**
 * The ask under a label: a named one ("Question: …") or any short label before a question. Two
 * patterns rather than one `iu` pattern: the named labels run without `u` (caseless.ts) and the other
 * without `i` (`[\p{L}\u0345 ]` without `i` is exactly `[\p{L} ]` with it).
 */
const ASK_UNDER_NAMED_LABEL = caseless(/^\s*(?:the |my |your )?(?:question|task|instructions?|request|query|ask)\s*:\s*\S/iu);
const QUESTION_UNDER_LABEL = /^\s*[\p{L}\u0345 ]{1,25}:\s+.*[?？]\s*$/u;
/**
 * A field of the person's brief that says how the answer must be, with its value on the line ("Tone: warm and
 * professional", "Length: under 150 words", "Format: a table with week | topics | hours", "Requirements: apologise
 * once, …"): what the answer must be, not data handed over. (Context, goal and constraint fields were tried too: their
 * values were read as the person's situation and moved two dev pairs the wrong way; decision 0060.)
 */
/** A field of the brief that says for whom or what the answer is, with its value on the line. */
const READER_FIELD = caseless(/^\s*(?:context|audience|readers?|purpose|goal|persona|role|background|recipient|who it'?s for)\s*:\s*\S/iu);
// A change asked as a field ("Shorter: 3 sentences at most, first person, …") is the brief's too.
const BRIEF_FIELD = caseless(/^\s*(?:tone|length|format|style|output|word count|structure|requirements|shorter|longer|simpler|clearer|briefer|tighter|warmer|friendlier|(?:more|less) (?:formal|casual|concise|detailed|technical))\s*:\s*\S/iu);
/** A paragraph that opens with an instruction or asks: after a labelled block and a blank line, the ask goes on. */
const INSTRUCTION_START = caseless(/^\s*(?:please\s+)?(?:tell|show|give|explain|write|list|fix|find|rank|summari[sz]e|make|create|suggest|rewrite|translate|answer|return|use|keep|add|compare|draft|calculate|include|format|describe|identify|check|review|can you|could you|what|why|how|which)\b/iu);
/** A tag pair with a passage between them on one line: `<email>…</email>` (a word or two in `<b>` is markup, not material). */
const INLINE_TAGGED = /<([A-Za-z][\w-]*)(?:\s[^>]*)?>([^<\n]*)<\/\1\s*>/g;
const INLINE_MATERIAL_WORDS = 3;
const untag = (row: string): string => row.replace(INLINE_TAGGED, (tagged, _tag: string, inside: string) => (wordCount(inside) >= INLINE_MATERIAL_WORDS ? ' ' : tagged));
const RULE = /^\s*(?:-{3,}|={3,}|\*{3,}|"""|''')\s*$/;
/** Data-shaped: tab or pipe separated, key: value, list of short fields, or mostly symbols and digits. */
const DATA_LINE = /\t|^\s*\|.*\|\s*$|^\s*[\w"'.-]+\s*[:=]\s*\S|^\s*[{}[\],]+\s*$|^\s*"[^"]*"\s*:/;
/**
 * Numbered labels that recur ("Article 1: …" / "Article 2: …", "Review 1: …" / "Review 2: …") head items of material;
 * one alone ("Excel 365: names in A2:A500 …", "Python 3: …") names a tool and starts the ask.
 */
const NUMBERED_LABEL = /^\s*([\p{L}]+) \d{1,3}\s*:\s*\S/u;
const EXAMPLE_LABEL = /^\s*(?:example|sample|output|answer)\s/i;
function recurringNumberedLabels(rows: readonly string[]): ReadonlySet<string> | null {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const m = NUMBERED_LABEL.exec(row);
    if (m) seen.set(m[1]!.toLowerCase(), (seen.get(m[1]!.toLowerCase()) ?? 0) + 1);
  }
  const recurring = new Set([...seen].filter(([, n]) => n >= 2).map(([label]) => label));
  return recurring.size ? recurring : null;
}
const QUOTED = /^\s*>/;
/** A row of figures alone, with no word in it ("0612 34 56 78", "+33 (0)6-98-76-54-32", "2024-03-01  17.5"): data. */
const FIGURES_ONLY = /^\s*[+(]?\d[\d\s().,:/+-]{3,}$/;
/** First characters of DATA_LINE's rows that need no tab, colon or equals sign: | { } [ ] , */
const DATA_START = new Set([...'|{}[],'].map((c) => c.charCodeAt(0)));
/** A block between two such lines is material, as in a fence: `###` and triple quotes are the delimiters guides use. */
const QUOTE_DELIMITER = /^\s*(?:#{3,}|"{3}|'{3})\s*$/;
/**
 * A line that reads as code rather than prose: an SQL statement, a definition or a line built of
 * code punctuation (braces, semicolons, assignments, calls) with few plain words.
 */
const SQL_STATEMENT = /^\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WITH)\b.*\b(?:FROM|INTO|SET|TABLE|AS|WHERE)\b/u;
const DEFINITION = /^\s*(?:def|function|class|const|let|var|import|from|public|private|fn|func|#include|return)\b.*[(){};:=]/u;
export function isCodeLine(row: string): boolean {
  return codeLine(row, row.trimStart().charCodeAt(0));
}

/** First characters an SQL statement (S I U D C A W) or a definition (d f c l v i p r #) can start with. */
const SQL_START = new Set([...'SIUDCAW'].map((c) => c.charCodeAt(0)));
const DEFINITION_START = new Set([...'dfclvipr#'].map((c) => c.charCodeAt(0)));

/** isCodeLine, given the code of the row's first character after white space. */
function codeLine(row: string, first: number): boolean {
  if ((SQL_START.has(first) && SQL_STATEMENT.test(row)) || (DEFINITION_START.has(first) && DEFINITION.test(row))) return true;
  // The ending first: most rows do not end in ; { or }, and counting the symbols builds an array.
  // (/[;{}]\s*$/ on the row is the same test as on the trimmed row: the \s* takes the trailing space.)
  if (!/[;{}]\s*$/.test(row)) return false;
  const symbols = (row.match(/[{}();=<>[\]]/g) ?? []).length;
  // Few plain words for its symbols: a sentence that ends in a template slot or holds an aside in
  // brackets ("… launch (DALL-E is a text to image model) in the style of a {famous poet}") is prose.
  return symbols >= 4 && symbols * CODE_WORDS_PER_SYMBOL >= wordCount(row);
}
/** A code line has at least one code symbol for every this many words (`if (a) { b(); }`: 6 symbols, 3 words). */
const CODE_WORDS_PER_SYMBOL = 4;

/**
 * Words of a text. Chinese and Japanese write no spaces, so a whole clause is one run of letters: their characters are
 * counted instead, two to a word (about a word's worth in either script), or a request in them reads as a word or two
 * ("このJavaメソッドを読みやすくリファクタリングしてください。" is a full sentence, not one word). Korean spaces its words.
 */
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
const wordCount = (s: string): number => {
  const words = (s.match(/[\p{L}\p{N}]+/gu) ?? []).length;
  if (s.charCodeAt(0) < 0x3000 && !/[\u3040-\u9fff]/u.test(s)) return words;
  const runs = s.match(CJK_RUN) ?? [];
  let characters = 0;
  for (const run of runs) characters += run.length;
  return words - runs.length + Math.ceil(characters / 2);
};

/** Words that name material to come: "these notes", "the following reviews", "the tickets below", "this cover letter", "my essay". */
const POINTS_AT_MATERIAL = caseless(/\b(?:these|the following|following)\s+(?:[\w'-]+\s+){0,2}?(?:notes|items|lines|points|bullets|tickets|entries|rows|reviews|comments|messages|emails|texts?|paragraphs?|passages?|sentences|questions|answers|results|records|logs?|titles|names|tasks|requirements|responses|headlines|quotes|transcripts?|data|code|words|phrases|keywords|products|descriptions)\b|\b(?:notes?|items?|lines?|tickets?|entry|entries|rows?|reviews?|comments?|messages?|texts?|data|code|lists?|emails?|passages?|articles?|questions?|answers?|records?|transactions?|sentences?)\s+below\b|\b(?:this|my)\s+(?:[\w'-]+\s+){0,2}?(?:letter|email|e-mail|essay|text|paragraph|passage|article|post|message|poem|story|draft|summary|abstract|bio|description|introduction|intro|speech|statement|resume|cv|proposal|memo|announcement|review|answer)\b/iu);
const LIST_ROW = /^\s*(?:[-*•]|\d{1,3}[.)])\s+\S/;
/** A row that sets material apart by itself: a fence, a tag, triple quotes or ###, a rule, a label ("Text:"). */
const SETS_APART = /^\s*(?:```|~~~|<[A-Za-z]|#{3,}\s*$|"{3}|'{3}|-{3,}\s*$|[\p{L}][\p{L}\d ]{0,40}:)/u;

export function promptParts(text: string): PromptParts {
  const rows = text.split('\n');
  const itemLabels = text.includes(':') ? recurringNumberedLabels(rows) : null;
  const instruction: string[] = [];
  let materialLines = 0;
  let lines = 0;
  let delimited = false;
  let inFence = false;
  let inQuoteBlock = false;
  let codeLines = 0;
  const aboutReader: string[] = [];
  let exampleLines = 0;
  let openTag: string | null = null;
  // After a label line ("Text:", "## Input"), the following block is material until a blank line and a new instruction.
  let afterLabel = false;
  // The instruction named what it hands over ("Turn these notes into changelog entries."): the paragraph after
  // its blank line is that material, up to the next blank line.
  let blankBefore = false;
  let pointedBlock = false;
  // The row before was a list row (see the pointed list below).
  let listBefore = false;
  // Whether the instruction so far names material to come, read once per new row (with the row before it, for a phrase
  // across a line break): testing the whole growing instruction at every paragraph was quadratic (20,000 short
  // paragraphs took 8.5 s).
  let pointsTested = 0;
  let points = false;
  const instructionPoints = (): boolean => {
    if (!points && pointsTested < instruction.length) {
      points = POINTS_AT_MATERIAL.test(instruction.slice(Math.max(0, pointsTested - 1)).join(' '));
      pointsTested = instruction.length;
    }
    return points;
  };
  // Each row's patterns run only when its first character (after white space) or a character it must
  // hold allows a match: a prose row skips most of them (each call costs in V8's unoptimised tiers,
  // and a pattern never run is never compiled; decision 0030). trimStart removes what `^\s*` skips.
  for (const row of rows) {
    const lead = row.trimStart();
    if (!lead) {
      blankBefore = true;
      pointedBlock = false;
      continue;
    }
    const first = lead.charCodeAt(0);
    const hasColon = row.includes(':');
    lines++;
    // A new paragraph that asks ends the labelled block above it ("Error:" / "KeyError: 'EMEA'" / "" / "Please tell me…").
    // So does a paragraph that ends in a question ("Running it outside Docker works. What's wrong and what should I change?").
    if (afterLabel && blankBefore && (INSTRUCTION_START.test(row) || (/[?？]\s*$/.test(row) && !codeLine(row, first)))) afterLabel = false;
    // (A block that opens with its own delimiter, tag or label line is read by those rules below.)
    if (blankBefore && !inFence && !inQuoteBlock && openTag === null && materialLines === 0 && instruction.length > 0 && !SETS_APART.test(row) && instructionPoints()) pointedBlock = true;
    // "Summarise these meeting notes as two lists: …" with the notes' list right under it, no blank line between.
    // (At the list's first row: its later rows join the instruction.)
    else if (!blankBefore && !inFence && !inQuoteBlock && openTag === null && materialLines === 0 && instruction.length > 0 && !listBefore && LIST_ROW.test(row) && instructionPoints()) pointedBlock = true;
    listBefore = LIST_ROW.test(row);
    blankBefore = false;
    if (pointedBlock && !((first === 96 || first === 126) && FENCE.test(row))) {
      materialLines++;
      // A list under the words that named it is set apart by its own layout.
      if (LIST_ROW.test(row)) delimited = true;
      continue;
    }
    if ((first === 96 || first === 126) && FENCE.test(row)) {
      inFence = !inFence;
      delimited = true;
      continue;
    }
    if (inFence) {
      materialLines++;
      codeLines++;
      continue;
    }
    if ((first === 35 || first === 34 || first === 39) && QUOTE_DELIMITER.test(row)) {
      inQuoteBlock = !inQuoteBlock;
      delimited = true;
      continue;
    }
    if (inQuoteBlock) {
      materialLines++;
      continue;
    }
    if (codeLine(row, first)) {
      materialLines++;
      codeLines++;
      continue;
    }
    const tag = first === 60 ? OPEN_TAG.exec(row) : null;
    if (tag && openTag === null) {
      openTag = tag[1]!;
      delimited = true;
      continue;
    }
    if (openTag !== null) {
      if (row.trim().startsWith(`</${openTag}`)) openTag = null;
      // "<question>…</question>", "<instructions>…": the tags set the ask apart, and what they hold is the ask.
      else if (ASK_TAG.test(openTag)) instruction.push(row);
      else materialLines++;
      continue;
    }
    if ((first === 45 || first === 61 || first === 42 || first === 34 || first === 39) && RULE.test(row)) {
      delimited = true;
      // A rule after the labelled block's material closes it: "Excerpt:" / "-----" / text / "-----" / the ask.
      if (afterLabel && materialLines > 0) afterLabel = false;
      continue;
    }
    if (first === 62 && QUOTED.test(row)) {
      materialLines++;
      delimited = true;
      continue;
    }
    if ((first === 35 || hasColon) && LABEL_LINE.test(row)) {
      // "## Instructions" or "Task:" heads the ask itself; any other label heads material.
      afterLabel = !INSTRUCTION_LABEL.test(row);
      delimited = true;
      instruction.push(row);
      continue;
    }
    // "Question: Which plan is cheapest?" is the ask under a label, not data; so is a field of the brief ("Tone: warm").
    if (hasColon && (ASK_UNDER_NAMED_LABEL.test(row) || QUESTION_UNDER_LABEL.test(row) || BRIEF_FIELD.test(row))) {
      delimited = true;
      instruction.push(row);
      continue;
    }
    const dataLike = hasColon || DATA_START.has(first) || row.includes('\t') || row.includes('=');
    const item = itemLabels !== null && hasColon && itemLabels.has(NUMBERED_LABEL.exec(row)?.[1]?.toLowerCase() ?? '');
    if ((dataLike && DATA_LINE.test(row)) || item || (first >= 43 && first <= 57 && FIGURES_ONLY.test(row)) || (afterLabel && wordCount(row) > 12)) {
      materialLines++;
      if (hasColon && READER_FIELD.test(row)) aboutReader.push(row);
      if (item && EXAMPLE_LABEL.test(row)) exampleLines++;
      // A label with its value on the same line ("Text: I think the food was okay.", "Article 2: …") marks material too.
      if (item || /^\s*[\p{L}][\p{L} ]{0,25}:\s+\S/u.test(row)) delimited = true;
      continue;
    }
    // A long quoted passage inline ("...") is material set apart by its quotes.
    if (row.length >= 62 && /"[^"]{60,}"|“[^”]{60,}”/.test(row)) {
      delimited = true;
      materialLines++;
    }
    // Material between a pair of tags inside the line ("Yo. <email>Show up at 6am…</email> Make this email
    // more polite"): set apart by its tags, and what it says is not the person's instruction.
    if (row.includes('</')) {
      const untagged = untag(row);
      if (untagged !== row) {
        delimited = true;
        materialLines++;
        instruction.push(untagged);
        continue;
      }
    }
    instruction.push(row);
  }
  const joined = instruction.join('\n');
  return { instruction: joined, instructionWords: wordCount(joined), materialLines, lines, delimited, codeLines, briefAboutReader: aboutReader.join('\n'), exampleLines };
}
