import { boundedMemo } from './memo';
import { chromeKindOf as vocabularyKindOf, type ChromeKind } from './vocabulary';

/**
 * UI chrome: the lines a chat web page adds around messages when a person selects all and
 * copies (buttons, code-block headers, reasoning notes, model badges, disclaimers, page header,
 * sidebar and composer). Two kinds, because some words are only chrome at the edges of a page:
 * - message chrome is removed wherever it appears outside fenced code;
 * - page chrome is removed only before the first message, after the last one and between turns.
 * Lists are lower-cased exact lines; patterns cover the numbered variants ("Thought for 12s").
 */

const MESSAGE_CHROME = new Set(
  [
    'copy', 'copy code', 'copied', 'copied!', 'edit', 'retry', 'regenerate', 'regenerate response',
    'show drafts', 'volume_up', 'thumb_up', 'thumb_down', 'more_vert', 'content_copy', 'expand_more', 'expand_less',
    'use code with caution.', 'use code with caution', 'read aloud', 'show thinking', 'good response', 'bad response',
    'memory updated', 'updated saved memory', 'thought process', 'click to open code', 'click to open document',
    'click to open component', 'click to open image', 'click to open', 'pasted', 'download', 'share',
  ],
);

const PAGE_CHROME = new Set(
  [
    'skip to content', 'open sidebar', 'close sidebar', 'new chat', 'new conversation', 'search chats', 'library', 'gpts',
    'explore gpts', 'chats', 'chat history', 'recents', 'projects', 'upgrade plan', 'upgrade', 'more access to the best models',
    'share', 'search', 'reason', 'deep research', 'create image', 'tools', 'attach', 'voice', 'ask anything',
    'message chatgpt', 'temporary chat', '?', 'reply to claude...', 'reply to claude', 'start new chat', 'view all',
    'enter a prompt here', 'ask gemini', 'conversation with gemini', 'gemini', 'gemini advanced', 'message deepseek',
    'deepthink (r1)', 'deepthink', 'chatgpt', 'claude', 'deepseek', 'copilot', 'perplexity', 'grok', 'log in', 'sign up',
    'your privacy & gemini apps', 'send a message', 'send a message...', 'message claude', 'message copilot',
    // A browser's own label of an empty file input in the composer.
    'no file chosen',
  ],
);

/** Short chrome lines (buttons, badges, reasoning notes): only lines this short are tested against them. */
const SHORT_CHROME_MAX = 60;

const MESSAGE_CHROME_PATTERNS: readonly RegExp[] = [
  // Reasoning notes: "Thought for 12s", "Thought for 32 seconds", "Reasoned for 8 seconds", DeepSeek's Chinese form.
  /^(thought|reasoned|thinking|worked) for (a few|a couple of|\d+(\.\d+)?) ?(s|sec|secs|seconds?|m|min|mins|minutes?)( and \d+ ?(s|sec|seconds?))?\.?$/i,
  /^已深度思考[(（]用时\s*\d+\s*秒[)）]$/,
  /^(searched|browsed) (\d+ sites?|the web)$/i,
  /^(analy[sz]ed|analy[sz]ing)( image| data)?$/i,
  /^chatgpt is still generating a response\.*$/i,
  /^\d+ steps?$/i,
  // Model badges under answers: "4o", "GPT-4o", "o3-mini", "Claude 3.5 Sonnet", "Sonnet 4".
  /^(gpt-?\d(\.\d)?[a-z]?( mini| turbo)?|\d(\.\d)?o( mini)?|o\d(-mini|-pro| mini| pro)?)$/i,
  /^(claude )?(\d(\.\d)? )?(sonnet|opus|haiku)( \d(\.\d)?)?$/i,
  /^ai-generated, for reference only\.?$/i,
  /^内容由\s*ai\s*生成/i,
  /^code ∙ version \d+$/i,
];

/** Disclaimers printed by the apps (longer lines; a cheap keyword test guards the regexes). */
const DISCLAIMERS: readonly RegExp[] = [
  /^[\w .-]{0,30}\b(can|may) (make mistakes|display inaccurate info)\b.{0,160}$/i,
  /^claude does not have (the ability to run the code it generates yet|internet access).{0,80}$/i,
];
const DISCLAIMER_HINT = /mistakes|inaccurate|does not have/;

/** Vocabulary kinds that appear inside or between turns (the rest belong to the page around them). */
const MESSAGE_KINDS: ReadonlySet<ChromeKind> = new Set(['button', 'timing', 'status', 'badge', 'citation', 'disclaimer']);

/** What one line is as chrome, read once. */
interface LineReading {
  kind: ChromeKind | null;
  /** In the built-in lists (buttons, reasoning notes, badges, disclaimers) of the major assistants. */
  core: boolean;
  message: boolean;
  page: boolean;
}

/**
 * Page text copied without line breaks between its pieces ("No file chosenNo file chosen",
 * "? Web searchCopy", "RetryClaude can make mistakes."): every piece, cut where a lower-case
 * letter or a stop runs into a capital, is chrome on its own.
 */
function isGluedChrome(trimmed: string): boolean {
  if (!/[\p{Ll}.!?)][\p{Lu}]/u.test(trimmed)) return false;
  const pieces = trimmed.split(/(?<=[\p{Ll}.!?)])(?=\p{Lu})|^\?\s+/u).map((p) => p.trim()).filter((p) => p.length > 0);
  if (pieces.length < 2) return false;
  return pieces.every((p) => p === '?' || MESSAGE_CHROME.has(p.toLowerCase()) || PAGE_CHROME.has(p.toLowerCase()) || vocabularyKindOf(p) !== null || DISCLAIMERS.some((d) => d.test(p)));
}

/**
 * One phrase of a few words run onto itself ("Nenhum arquivo escolhidoNenhum arquivo escolhido"): the label
 * of the page's empty file inputs, one per input, copied with no break between them, in whatever language the
 * browser speaks. No one writes a phrase twice with no space between.
 */
export function isDoubledPhrase(trimmed: string): boolean {
  const n = trimmed.length;
  if (n % 2 !== 0 || n < 16) return false;
  const half = trimmed.slice(0, n / 2);
  return half === trimmed.slice(n / 2) && half.includes(' ') && /^\p{Lu}/u.test(half) && /\p{L}$/u.test(half);
}

const STAMP_LINE = /^(?:(?:today|yesterday|hoy|ayer|heute|gestern|aujourd'hui|hier|oggi|ieri|hoje|ontem),?\s+)?(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?,?\s+)?\d{1,2}:\d{2}(?::\d{2})?\s?(?:[AaPp]\.?[Mm]\.?)?$/;
/**
 * A day of the month with the month's name, alone on a line: the date a page prints under a prompt
 * once it is older than today (Claude 2026: "19. Apr.", "Apr 19", "19 avr."); the year may follow.
 * The month is a full name or its abbreviation (three letters or more, a stop allowed) in the ten UI
 * languages' Latin and Cyrillic spellings, so "10 decisions" stays text.
 */
const MONTH_NAMES = (
  'january february march april may june july august september october november december ' +
  'januar februar märz mai juni juli oktober dezember ' +
  'janvier février mars avril juin juillet août septembre octobre novembre décembre ' +
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ' +
  'gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre ' +
  'janeiro fevereiro março maio junho julho setembro outubro dezembro ' +
  'января февраля марта апреля мая июня июля августа сентября октября ноября декабря'
).split(' ');
const DAY_MONTH_LINE = /^(?:\d{1,2}\.? (\p{L}{3,10})\.?|(\p{L}{3,10})\.? \d{1,2})(?:,? \d{4})?$/u;

function isDayMonthLine(t: string): boolean {
  const m = DAY_MONTH_LINE.exec(t);
  const word = (m?.[1] ?? m?.[2])?.toLowerCase();
  return word !== undefined && MONTH_NAMES.some((name) => name.startsWith(word));
}

/**
 * A message's last line with the page's text run onto it ("…approach.RetryClaude can make
 * mistakes."): the line without that tail, or the line itself.
 */
/** An exporter's note that it shortened the text: "… [+262 chars truncated]", "[truncated]", "(truncated 40 lines)". */
const TRUNCATION_NOTE = /\s*(?:\.\.\.|…)?\s*[[(]\s*(?:\+?\d[\d,]*\s+(?:chars?|characters|lines|tokens|bytes)\s+)?truncated(?:\s+\d[\d,]*\s+(?:chars?|characters|lines|tokens|bytes))?\s*[\])]$/i;

/** The message's last line without an exporter's truncation note after it. */
export function withoutTruncationNote(line: string): string {
  // The note is short: search the line's end only (an unanchored start over a long run of spaces is quadratic).
  const from = Math.max(0, line.length - 80);
  const m = TRUNCATION_NOTE.exec(line.slice(from));
  return m ? line.slice(0, from + m.index) : line;
}

/** A capital letter right after a sentence's closing mark: where page text may have been run on. */
const GLUE_POINT = /[.!?)][A-Z]/g;

export function withoutGluedTail(line: string): string {
  // The points are found by a search rather than by reading the line character by character: every
  // message of a paste ends here, and with TurboFan off (bin/kibitz.js) that loop was over a quarter
  // of what `kibitz parse` of a 499,000-character paste costs beyond a small one (498 → 356 M
  // instructions; decision 0037). The pattern's two characters cannot overlap, so no point is missed.
  GLUE_POINT.lastIndex = Math.max(0, line.length - 401);
  for (let glue = GLUE_POINT.exec(line); glue; glue = GLUE_POINT.exec(line)) {
    const k = glue.index + 1;
    const tail = line.slice(k).trim();
    if (tail.length < 4 || tail.length > 240) continue;
    // The text before is a sentence, and the tail is page text of a kind that runs on (a button,
    // a disclaimer, the composer), not a badge or a chip that could be the sentence's own word.
    const kind = reading(tail).kind;
    const pageText = isGluedChrome(tail) || kind === 'button' || kind === 'disclaimer' || kind === 'composer' || reading(tail).core;
    if (pageText && line.slice(0, k).split(' ').length >= 3) return line.slice(0, k);
  }
  return line;
}

/**
 * A messaging app's system notices in a chat export (WhatsApp, Messenger, LINE with an assistant
 * bot): the encryption notice at the top, a deleted message, an omitted attachment — in the ten UI
 * languages (medium: WhatsApp's wording; the others by analogy, low). No one's message.
 */
const APP_NOTICE = new RegExp(
  '^\u200e?(?:' +
    [
      'messages and calls are end-to-end encrypted', 'nachrichten und anrufe sind ende-zu-ende-verschlüsselt',
      'los mensajes y las llamadas están cifrados de extremo a extremo', 'as mensagens e (?:as )?(?:chamadas|ligações) são protegidas com a criptografia de ponta a ponta',
      'les messages et les appels sont chiffrés de bout en bout', 'i messaggi e le chiamate sono crittografati end-to-end',
      'сообщения и звонки защищены сквозным шифрованием',
    ].join('|') +
    ').{0,240}$|^\u200e?(?:' +
    [
      'this message was deleted', 'you deleted this message', 'diese nachricht wurde gelöscht', 'du hast diese nachricht gelöscht',
      'se eliminó este mensaje', 'eliminaste este mensaje', 'esta mensagem foi apagada', 'você apagou esta mensagem', 'ce message a été supprimé',
      'vous avez supprimé ce message', 'questo messaggio è stato eliminato', 'hai eliminato questo messaggio', 'это сообщение удалено',
      'данное сообщение удалено', '此消息已删除', '此消息已被删除', 'このメッセージは削除されました', '삭제된 메시지입니다',
      '<?(?:media omitted|medien ausgeschlossen|multimedia omitido|mídia oculta|médias omis|media omessi|image omitted|sticker omitted)>?',
    ].join('|') +
    ')\\.?$',
  'i',
);

/** A line set in bold as a whole ("**Загруженное изображение**"). */
const BOLD_LINE = /^(\*\*|__)([^*_]{2,80})\1$/;

function read(trimmed: string): LineReading {
  const lower = trimmed.toLowerCase();
  let core = MESSAGE_CHROME.has(lower) || APP_NOTICE.test(trimmed);
  if (!core && trimmed.length <= SHORT_CHROME_MAX) {
    for (const p of MESSAGE_CHROME_PATTERNS) if (p.test(trimmed)) core = true;
  }
  if (!core && DISCLAIMER_HINT.test(lower)) for (const p of DISCLAIMERS) if (p.test(trimmed)) core = true;
  let kind = vocabularyKindOf(trimmed);
  // A page converted to Markdown (a Google Doc of a chat saved as .md) sets the page's own lines in bold, as it sets
  // its said-headings ("**Uploaded image**" over the prompt): a status line in the emphasis is still the page's. Only
  // the vocabulary's status lines: a bold time or button word is the text's own emphasis.
  if (kind === null && !core) {
    const inner = BOLD_LINE.exec(trimmed)?.[2];
    if (inner !== undefined && vocabularyKindOf(inner.trim()) === 'status') kind = 'status';
  }
  if (kind === null && !core && trimmed.length <= 160 && (isGluedChrome(trimmed) || isDoubledPhrase(trimmed))) kind = 'composer';
  // A time or date alone on a line: the stamp a chat page prints under a message ("3:41 PM").
  if (kind === null && !core && (isTimeLine(trimmed) || (trimmed.length <= 32 && isDayMonthLine(trimmed)))) kind = 'status';
  const message = core || (kind !== null && MESSAGE_KINDS.has(kind));
  // "ChatGPT 4o", "ChatGPT o3" model pickers in the page header.
  const picker = trimmed.length <= 20 && /^chatgpt( \d(\.\d)?o?| o\d[\w-]*| plus| pro)?$/i.test(trimmed);
  return { kind, core, message, page: message || kind !== null || PAGE_CHROME.has(lower) || picker };
}

/**
 * Every finder and the cleaner ask about the same lines, and the many-language vocabulary
 * normalises each line before it looks it up: reading each distinct line once took parse time on
 * a 500 KB page copy from 48 ms to 23 ms (bench parse). Bounded so a long-running server keeps no
 * more than a few thousand recent lines.
 */
const remembered = boundedMemo(read, 20_000);
const NOT_CHROME: LineReading = { kind: null, core: false, message: false, page: false };

function reading(trimmed: string): LineReading {
  return trimmed.length === 0 || trimmed.length > 240 ? NOT_CHROME : remembered(trimmed);
}

/** Empties the memo (benchmarks measure a paste the server has not seen before). */
export function forgetChromeReadings(): void {
  remembered.clear();
}

export function chromeKindOf(trimmed: string): ChromeKind | null {
  return reading(trimmed).kind;
}

/** Known chrome from the built-in lists and patterns only (not the many-language vocabulary). */
export function isCoreMessageChrome(trimmed: string): boolean {
  return reading(trimmed).core;
}

export function isMessageChrome(trimmed: string): boolean {
  return reading(trimmed).message;
}

export function isPageChrome(trimmed: string): boolean {
  return reading(trimmed).page;
}

/** Lines that end a paste: "=== END ===", "(end)", "--- end of conversation ---", "Exported with ...". */
export function isEndJunk(trimmed: string): boolean {
  if (trimmed.length > 120) return false;
  // "The End" closing a story is content; an end marker is decorated or says what ends.
  if (/^[-=*_~#\s]*[([]?\s*end( of (the )?(conversation|chat|transcript|log|export))?\s*[)\]]?[-=*_~#\s]*$/i.test(trimmed)) {
    return /[-=*_~#()[\]]/.test(trimmed) || /\bof\b/i.test(trimmed);
  }
  if (/^(exported|generated|copied|saved|converted|downloaded) (with|by|from|using|via) \S.{0,80}$/i.test(trimmed)) return true;
  // An exporter's credit with its link ("Powered by [ChatGPT Exporter](https://…)"); "Made with fresh basil." has none.
  if (/^(powered|created|made|built) (with|by|using) .{0,60}(\]\(https?:\/\/|https?:\/\/)\S{0,80}$/i.test(trimmed)) return true;
  if (/^\*?exported on:?.{0,60}\*?$/i.test(trimmed) || /^\*?total messages:?\s*\d+\*?$/i.test(trimmed)) return true;
  // A terminal's empty prompt or a notes file's closing marker after the last answer (">>>", "$", "❯",
  // "#+end_ai", a lone "***" heading), a coding agent's hint or status bar ("? for shortcuts",
  // "~/projects/app  no sandbox  gemini-2.5-pro (97% context left)").
  if (/^(>>>|\.\.\.|\$|❯|›|%|\*{1,3}|#\+end_[a-z_-]+)$/i.test(trimmed)) return true;
  if (/^\? for shortcuts$/i.test(trimmed) || /\(\d{1,3}% context left\)$/i.test(trimmed)) return true;
  // A mail app's signature line under a forwarded chat ("Sent from my iPhone", in the UI languages).
  if (/^(sent from my \w+|enviado desde mi \w+|enviado do meu \w+|envoyé de mon \w+|von meinem \w+ gesendet|inviato da \w+|отправлено с \w+)$/i.test(trimmed)) return true;
  // The composer's character counter ("0/4000", Copilot in Edge).
  if (/^\d{1,5}\s?\/\s?\d{3,5}$/.test(trimmed)) return true;
  // A terminal agent's empty input box drawn with box characters ("╭───╮" / "│ >   │" / "╰───╯").
  if (/^[\u2500-\u257f][\u2500-\u257f\s>›❯]*$/.test(trimmed)) return true;
  return false;
}

/** A time alone on a line, as a chat page prints it under a message ("17:52", "3:41 PM", "Today 9:05"). */
export function isTimeLine(trimmed: string): boolean {
  return trimmed.length <= 32 && STAMP_LINE.test(trimmed);
}

/** A note's time line in brackets at the end of each message ("[Timestamp: 2026/11/25 11:15:07]", Obsidian Copilot). */
export function isBracketedTimestamp(trimmed: string): boolean {
  return /^\[(?:timestamp|time|date|sent|created|zeit|fecha|horodatage)\s*[:：]\s*[^\]]{4,40}\]$/i.test(trimmed) && /\d{1,2}:\d{2}/.test(trimmed);
}

/** Language names a code-block header shows ("python", "Python", "C++", "Code snippet"). */
const LANGUAGES = new Set(
  (
    'python py javascript js typescript ts jsx tsx bash sh shell zsh fish powershell ps1 cmd batch bat console terminal ' +
    'json jsonc json5 yaml yml toml ini xml html html5 css scss sass less sql mysql postgresql plsql java c c++ cpp c# csharp ' +
    'go golang rust ruby rb php swift kotlin scala r matlab octave lua perl haskell dart elixir erlang clojure julia groovy ' +
    'fortran cobol pascal prolog scheme lisp ocaml f# fsharp solidity verilog vhdl cmake makefile dockerfile nginx apache ' +
    'graphql vue svelte latex tex markdown md text plaintext txt diff csv mermaid hcl terraform protobuf vba vbnet ' +
    'objective-c objectivec assembly asm arduino output code ' +
    // Shaders, GPU and other languages code blocks are labelled with (highlighters' language names).
    'glsl hlsl wgsl metal cuda opencl zig nim crystal elm coffeescript vb visualbasic gdscript nix bicep jinja twig liquid ' +
    'handlebars svg xaml razor apex abap ahk autohotkey sparql cypher kusto kql dax regex http properties env dotenv conf ' +
    // Templates of web frameworks (ChatGPT labels a Rails view "erb").
    'erb ejs haml pug'
  ).split(' '),
);

export function isLanguageName(trimmed: string): boolean {
  if (trimmed.length === 0 || trimmed.length > 16) return false;
  const lower = trimmed.toLowerCase();
  return LANGUAGES.has(lower) || lower === 'code snippet';
}

/** A header word directly above a copy button: any single short token ("python", "tsx", "jsonc"). */
export function looksLikeCodeHeader(trimmed: string): boolean {
  return isLanguageName(trimmed) || /^[a-z][a-z0-9+#._-]{0,19}$/.test(trimmed);
}
