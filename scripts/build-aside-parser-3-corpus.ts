// `node --import tsx scripts/build-aside-parser-3-corpus.ts`: writes eval/corpus/aside-parser-3, a third small
// check kept aside for the parser engineer, to be measured exactly once. 30 pastes in shapes that neither
// shared/corpus/parse, eval/corpus/assistants, eval/corpus/aside-parser nor eval/corpus/aside-parser-2 show:
// messaging-app exports with an AI bot (Telegram Desktop HTML export as copied from the browser, WhatsApp with a
// locale/system-line twist and Meta AI, LINE .txt, KakaoTalk .txt), Microsoft Copilot "Sent by you:" copies,
// a Messenger copy of a Meta AI chat, LibreChat's own Markdown and text exports, Open WebUI's "Plain text (.txt)"
// download, caption files (WebVTT with voice tags, SRT with cues splitting messages), "Q." / "A." and Italian
// "D." / "R." transcripts, chats forwarded by e-mail (Gmail forward around a ChatGPT copy, a "> "-quoted
// Thunderbird reply in French), Google Docs Markdown downloads with bold name + time lines, blog-style Markdown
// with the prompts as blockquotes, and two assistants' pages in their own language (Doubao in Chinese,
// GigaChat in Russian). UI languages: en, es, pt, fr, de, it, ru, zh, ja, ko.
//
// Structures are written from product knowledge; the confidence is given per template (high = checked against
// the exporter's source or a real paste found with the search tool, medium = consistent memory of the product,
// low = plausible reconstruction). This file was written without reading the parser (src/core/conversation/**)
// and without running any eval; it is an independent check and must not be tuned against.
//
// Contents are real conversations from shared/data (hh-rlhf helpful, markdown-chat incl. the non-English
// arena-hard-v2.0 rows). Conversations used by the earlier aside sets are never reused; for the English pools,
// those in shared/corpus/parse and eval/corpus/assistants are skipped too. Expected messages follow
// shared/corpus/parse/README.md: chrome, names, timestamps, system lines removed; the text as written (exports,
// transcripts) or as the browser copies it (pages, where only markup-free conversations are used so both agree).
// After writing, the builder checks every case: the JSON parses, the expected contents are the source's, and
// every word of every expected message occurs in the .txt in order. Deterministic (seeded, no clock).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { conversationPicker, loadConversations, plainConversations, seededRandom, type Conv, type Msg, type Template } from './aside-corpus-kit';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(repo, 'eval', 'corpus', 'aside-parser-3');

// ---------------------------------------------------------------------------------------------
// Sources: the earlier aside sets' conversations are excluded (as aside-parser-2 does); for the English pools,
// the dev corpus and the assistants corpus are skipped as well, when present.
// ---------------------------------------------------------------------------------------------
function sourcesOf(dir: string): Set<string> {
  const s = new Set<string>();
  if (!existsSync(dir)) return s;
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.expected.json')) continue;
    for (const id of (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { sources: string[] }).sources) s.add(id);
  }
  return s;
}
const taken = new Set([...sourcesOf(join(repo, 'eval', 'corpus', 'aside-parser')), ...sourcesOf(join(repo, 'eval', 'corpus', 'aside-parser-2'))]);
const seen = new Set([...taken, ...sourcesOf(join(repo, '..', 'shared', 'corpus', 'parse')), ...sourcesOf(join(repo, 'eval', 'corpus', 'assistants'))]);

/** No Markdown markup at all: a rendered page shows such text as written. */
const markupFree = (t: string) => !/^\s*(#|[-*+•] |\d+[.)] |\||>)/m.test(t) && !/```|\*\*|`|\$|__/.test(t);
const script = (rx: RegExp) => (c: Conv) => c.messages.every((m) => rx.test(m.content));
const md = loadConversations('markdown-chat-conversations.jsonl');
const native = (rx: RegExp, extra: (c: Conv) => boolean = () => true) =>
  md.filter((c) => !taken.has(c.id) && script(rx)(c) && c.messages.every((m) => m.content.length < 3000) && extra(c));

const POOLS: Record<string, { convs: Conv[]; max: number }> = {
  plain: { convs: plainConversations(seen), max: 8 },
  // Plain conversations with no character a Markdown writer would escape or a quote-wrapping exporter would double.
  plainSafe: { convs: plainConversations(seen).filter((c) => c.messages.every((m) => !/[*_#\\"[\]<>]/.test(m.content))), max: 8 },
  markdown: { convs: md.filter((c) => !seen.has(c.id)), max: 4 },
  // Markdown whose answers have no blockquote lines (the prompts are the blockquotes).
  markdownNoQuote: { convs: md.filter((c) => !seen.has(c.id) && c.messages.every((m) => !/^\s*>/m.test(m.content))), max: 4 },
  ru: { convs: native(/[\u0400-\u04ff]/, (c) => c.messages.every((m) => markupFree(m.content))), max: 2 },
  zh: { convs: native(/[\u4e00-\u9fff]/, (c) => c.messages.every((m) => markupFree(m.content) && !/[\u3040-\u30ff]/.test(m.content))), max: 2 },
  ja: { convs: native(/[\u3040-\u30ff]/, (c) => c.messages.every((m) => !m.content.includes('"'))), max: 2 },
  ko: { convs: native(/[\uac00-\ud7af]/), max: 2 },
};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------
interface T3 extends Omit<Template, 'pool'> {
  pool: keyof typeof POOLS;
  platform: 'chatgpt' | 'claude' | 'other';
  /** Written with CRLF line endings. */
  crlf?: boolean;
}

const pad = (x: number) => String(x).padStart(2, '0');
/** Clock for message k of case n: starts at 10:0x, a minute or two per message, seconds vary. */
const clock = (n: number, k: number) => {
  const min = 2 + (n % 5) + k * 2 + (k % 3 === 2 ? 1 : 0);
  return { h: 10 + Math.floor(min / 60), m: min % 60, s: (17 * k + 7 * n + 11) % 60 };
};
const hm = (n: number, k: number) => {
  const c = clock(n, k);
  return `${c.h}:${pad(c.m)}`;
};
const hms = (n: number, k: number) => {
  const c = clock(n, k);
  return `${c.h}:${pad(c.m)}:${pad(c.s)}`;
};
const ampm = (n: number, k: number, sep = ' ') => {
  const c = clock(n, k);
  return `${((c.h + 11) % 12) + 1}:${pad(c.m)}${sep}${c.h < 12 ? 'AM' : 'PM'}`;
};
const join2 = (c: Conv, f: (m: Msg, k: number) => string, sep = '\n\n') => c.messages.map(f).join(sep);
const words = (s: string) => s.split(/\s+/).filter(Boolean);
/** Splits a message into caption-sized chunks (at most `size` words), at whitespace. */
const chunks = (s: string, size: number) => {
  const w = words(s);
  const outc: string[] = [];
  for (let i = 0; i < w.length; i += size) outc.push(w.slice(i, i + size).join(' '));
  return outc;
};
const vttTime = (ms: number, comma = false) => {
  const h = Math.floor(ms / 3600000);
  const m = Math.floor(ms / 60000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}${comma ? ',' : '.'}${String(ms % 1000).padStart(3, '0')}`;
};
const firstLine = (c: Conv, len = 48) => (c.messages[0]?.content ?? '').replace(/\s+/g, ' ').slice(0, len).trim();
const uuidish = (n: number, salt: number) => {
  const hex = (k: number, l: number) => Array.from({ length: l }, (_, i) => '0123456789abcdef'[(n * 7 + salt * 13 + k * 5 + i * 11 + i * i) % 16]).join('');
  return `${hex(1, 8)}-${hex(2, 4)}-4${hex(3, 3)}-a${hex(4, 3)}-${hex(5, 12)}`;
};

// ---------------------------------------------------------------------------------------------
// Templates (two cases each, except the last two, one each: 30 cases)
// ---------------------------------------------------------------------------------------------
const TEMPLATES: T3[] = [
  {
    // Telegram Desktop "Export chat history" (HTML), messages.html opened in a browser, select all, copy: the
    // chat name from the page header, a date service line, then per message the time (right-floated, first in
    // the DOM), the sender's name, the text (medium: the export's div order date → from_name → text; low for
    // exactly how the browser spaces the lines). The bot is a third-party ChatGPT bot.
    family: 'telegram_html_export',
    variant: 'browser-copy',
    flags: ['names', 'timestamps', 'messaging_app'],
    pool: 'plain',
    platform: 'other',
    render: (c, n) =>
      `GPT-4o | ChatGPT Bot\n\n25 November 2026\n\n${join2(c, (m, k) => `${hm(n, k)}\n${m.role === 'user' ? 'Dana Whitfield' : 'GPT-4o | ChatGPT Bot'}\n${m.content}`, '\n\n')}`,
  },
  {
    // Same export, a Russian account and a Russian-speaking bot: date service line in Russian (low: whether the
    // export localises it), otherwise as above.
    family: 'telegram_html_export',
    variant: 'browser-copy-ru',
    flags: ['names', 'timestamps', 'messaging_app', 'non_english', 'lang:ru'],
    pool: 'ru',
    platform: 'other',
    render: (c, n) =>
      `Нейросеть GPT | Бот\n\n25 ноября 2026\n\n${join2(c, (m, k) => `${hm(n, k)}\n${m.role === 'user' ? 'Алексей Смирнов' : 'Нейросеть GPT | Бот'}\n${m.content}`, '\n\n')}`,
  },
  {
    // WhatsApp iOS "Export Chat" (without media) with Meta AI, US locale: "[11/25/26, 10:02:11 AM] Name: text"
    // with U+202F before AM/PM, the end-to-end notice as a first line attributed to the chat and prefixed with
    // U+200E, multi-line messages continuing unprefixed (medium-high: the U+200E / U+202F characters are a known
    // quirk of recent iOS exports; the Meta AI chat name is medium).
    family: 'whatsapp_export',
    variant: 'ios-us-12h-meta-ai',
    flags: ['names', 'timestamps', 'messaging_app', 'system_lines', 'unicode_marks'],
    pool: 'plain',
    platform: 'other',
    render: (c, n) =>
      `[11/25/26, ${ampm(n, -1, '\u202f').replace(/:(\d\d)\u202f/, ':$1:04\u202f')}] Meta AI: \u200eMessages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.\n${join2(
        c,
        (m, k) => `[11/25/26, ${ampm(n, k, '\u202f').replace(/\u202f/, `:${pad(clock(n, k).s)}\u202f`)}] ${m.role === 'user' ? 'Dana' : 'Meta AI'}: ${m.content}`,
        '\n',
      )}`,
  },
  {
    // WhatsApp Android export from a German phone: "25.11.26, 10:02 - Name: text", the system notice in German
    // with no sender, a deleted message line from the person (not a message) (medium).
    family: 'whatsapp_export',
    variant: 'android-de-system-lines',
    flags: ['names', 'timestamps', 'messaging_app', 'system_lines', 'lang:de'],
    pool: 'plain',
    platform: 'other',
    render: (c, n) => {
      const lines = c.messages.map((m, k) => `25.11.26, ${hm(n, k)} - ${m.role === 'user' ? 'Jonas' : 'Meta AI'}: ${m.content}`);
      lines.splice(Math.min(2, lines.length), 0, `25.11.26, ${hm(n, 1)} - Jonas: Diese Nachricht wurde gelöscht.`);
      return `25.11.26, ${hm(n, 0)} - Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt. Niemand außerhalb dieses Chats kann sie lesen oder anhören, nicht einmal WhatsApp. Tippe, um mehr zu erfahren.\n${lines.join('\n')}`;
    },
  },
  {
    // Microsoft Copilot (bing.com/chat, 2024) page copy: "You" then the screen-reader line "Sent by you:", the
    // answer introduced by "Copilot", "Using", "the web", "Sent by Copilot:", and a "Learn more" list of numbered
    // source domains under some answers (high: real pastes found with the search tool show exactly these lines,
    // e.g. code-search ids 41791031833, 17314828287).
    family: 'copilot_bing_copy',
    variant: 'sent-by-learn-more',
    flags: ['page_chrome', 'screen_reader_labels', 'citations'],
    pool: 'plain',
    platform: 'other',
    render: (c, n) =>
      join2(
        c,
        (m, k) =>
          m.role === 'user'
            ? `You\nSent by you:\n${m.content}`
            : `Copilot\nUsing\nthe web\nSent by Copilot:\n${m.content}${(k + n) % 4 === 1 ? `\n\nLearn more\n\n1\n\nhealthline.com\n2\n\nwikihow.com\n3\nreddit.com\n+${3 + (n % 5)} more` : ''}`,
        '\n',
      ),
  },
  {
    // Copilot in the Edge sidebar (2024): the copy starts at "Sent by you:" (no "You" line), answers begin with
    // "Searching your page for information" or "Sent by Copilot:" alone; a stopped answer ends with "Response
    // stopped" (high for the label lines and "Searching your page for information", seen in a real paste;
    // medium for the sidebar composer text at the end).
    family: 'copilot_bing_copy',
    variant: 'edge-sidebar',
    flags: ['page_chrome', 'screen_reader_labels'],
    pool: 'plain',
    platform: 'other',
    render: (c) =>
      `${join2(
        c,
        (m, k) => (m.role === 'user' ? `Sent by you:\n${m.content}` : `${k === 1 ? 'Searching your page for information\n\n' : ''}Sent by Copilot:\n${m.content}`),
        '\n\n',
      )}\n\nAsk me anything…\n0/4000`,
  },
  {
    // messenger.com, a chat with Meta AI, selected and copied: header with the name and an "AI" badge, the
    // AI notice, a time separator, "You sent" before the person's messages, the name before the bot's (low).
    family: 'messenger_copy',
    variant: 'meta-ai-you-sent',
    flags: ['names', 'page_chrome', 'screen_reader_labels'],
    pool: 'plain',
    platform: 'other',
    render: (c, n) =>
      `Meta AI\nAI\nMessages are generated by AI. Some may be inaccurate or inappropriate. Learn more\n\nToday at ${ampm(n, 0)}\n${join2(c, (m) => (m.role === 'user' ? `You sent\n${m.content}` : `Meta AI\n${m.content}`), '\n')}\n\nAa`,
  },
  {
    // The same in a Spanish UI: "Enviaste", "Hoy a las 10:02", Spanish notice and composer (low).
    family: 'messenger_copy',
    variant: 'meta-ai-you-sent-es',
    flags: ['names', 'page_chrome', 'screen_reader_labels', 'lang:es'],
    pool: 'plain',
    platform: 'other',
    render: (c, n) =>
      `Meta AI\nIA\nLos mensajes los genera una IA. Algunos podrían ser inexactos o inapropiados. Más información\n\nHoy a las ${hm(n, 0)}\n${join2(c, (m) => (m.role === 'user' ? `Enviaste\n${m.content}` : `Meta AI\n${m.content}`), '\n')}\n\nAa`,
  },
  {
    // LibreChat "Export" → Markdown with "Include options": "# Conversation" + "- key: value" metadata, "## Options",
    // "## History", then "**sender**\ntext" per message (high: useExportConversation.ts exportMarkdown).
    family: 'librechat_export',
    variant: 'markdown-options',
    flags: ['markdown', 'metadata_header'],
    pool: 'markdown',
    platform: 'other',
    render: (c, n) =>
      `# Conversation\n- conversationId: ${uuidish(n, 1)}\n- endpoint: openAI\n- title: ${firstLine(c, 30)}\n- exportAt: 10:4${n % 10}:12 GMT+0100 (Central European Standard Time)\n\n## Options\n- endpoint: openAI\n- model: gpt-4o\n- temperature: 1\n- top_p: 1\n- presence_penalty: 0\n- frequency_penalty: 0\n- resendFiles: true\n- imageDetail: auto\n\n## History\n${c.messages
        .map((m) => `**${m.role === 'user' ? 'User' : 'GPT-4o'}**\n${m.content}\n\n\n`)
        .join('')}`,
  },
  {
    // LibreChat "Export" → Text: "Conversation" + "####…" underline, metadata, "History", then ">> sender:\ntext"
    // per message, blocks separated by two blank lines (high: useExportConversation.ts exportText).
    family: 'librechat_export',
    variant: 'text',
    flags: ['metadata_header'],
    pool: 'markdown',
    platform: 'other',
    render: (c, n) =>
      `Conversation\n########################\nconversationId: ${uuidish(n, 2)}\nendpoint: anthropic\ntitle: ${firstLine(c, 30)}\nexportAt: 16:0${n % 10}:55 GMT+0000 (Coordinated Universal Time)\n\nHistory\n########################\n${c.messages
        .map((m) => `>> ${m.role === 'user' ? 'User' : 'Claude'}:\n${m.content}\n\n\n`)
        .join('')}`,
  },
  {
    // Open WebUI chat menu → Download → "Plain text (.txt)": "### USER\ntext\n\n### ASSISTANT\ntext\n\n" (high:
    // downloadChatAsTxt in Navbar/Menu.svelte). Answers' own Markdown headings stay as written.
    family: 'open_webui_txt_export',
    variant: 'role-headings',
    flags: ['markdown', 'label_like_headings'],
    pool: 'markdown',
    platform: 'other',
    render: (c) => c.messages.map((m) => `### ${m.role.toUpperCase()}\n${m.content}\n\n`).join(''),
  },
  {
    // The same download, Windows line endings (the file opened and re-saved in Notepad) (high for the shape).
    family: 'open_webui_txt_export',
    variant: 'role-headings-crlf',
    flags: ['markdown', 'label_like_headings', 'crlf'],
    pool: 'markdown',
    platform: 'other',
    crlf: true,
    render: (c) => c.messages.map((m) => `### ${m.role.toUpperCase()}\n${m.content}\n\n`).join(''),
  },
  {
    // Microsoft Teams meeting transcript (.vtt) of a voice chat with an assistant on speaker: "WEBVTT", cue ids
    // "<uuid>/<n>-0", "hh:mm:ss.mmm --> …", "<v Name>text</v>"; one message spans several cues (high for the
    // WebVTT voice-span syntax and the Teams cue ids; the scenario is made up).
    family: 'caption_transcript',
    variant: 'webvtt-voice-tags',
    flags: ['names', 'timestamps', 'split_messages'],
    pool: 'plain',
    platform: 'other',
    render: (c, n) => {
      let t = 1200 + n * 37;
      let cue = 0;
      const id = uuidish(n, 3);
      const cues: string[] = [];
      c.messages.forEach((m) => {
        for (const ch of chunks(m.content, 14)) {
          const d = 900 + words(ch).length * 330;
          cues.push(`${id}/${cue + 10}-0\n${vttTime(t)} --> ${vttTime(t + d)}\n<v ${m.role === 'user' ? 'Dana Whitfield' : 'Gemini Live'}>${ch}</v>`);
          t += d + 40;
          cue++;
        }
        t += 700;
      });
      return `WEBVTT\n\n${cues.join('\n\n')}\n`;
    },
  },
  {
    // Zoom-style .vtt: numbered cues, "Name: text" in each cue, the name repeated on every cue (medium).
    family: 'caption_transcript',
    variant: 'webvtt-name-prefix',
    flags: ['names', 'timestamps', 'split_messages'],
    pool: 'plain',
    platform: 'chatgpt',
    render: (c, n) => {
      let t = 500 + n * 53;
      let cue = 0;
      const cues: string[] = [];
      c.messages.forEach((m) => {
        for (const ch of chunks(m.content, 12)) {
          const d = 800 + words(ch).length * 310;
          cue++;
          cues.push(`${cue}\n${vttTime(t)} --> ${vttTime(t + d)}\n${m.role === 'user' ? 'Marco Bellini' : 'ChatGPT'}: ${ch}`);
          t += d + 60;
        }
        t += 900;
      });
      return `WEBVTT\n\n${cues.join('\n\n')}\n`;
    },
  },
  {
    // SRT subtitles of a screen recording of a voice conversation: numbered cues, "hh:mm:ss,mmm", the speaker in
    // capitals only where the speaker changes, continuation cues unlabelled, CRLF (medium: SDH-style speaker
    // labels; SRT files are commonly CRLF).
    family: 'caption_transcript',
    variant: 'srt-speaker-change',
    flags: ['names', 'timestamps', 'split_messages', 'crlf'],
    pool: 'plain',
    platform: 'chatgpt',
    crlf: true,
    render: (c, n) => {
      let t = 300 + n * 41;
      let cue = 0;
      const cues: string[] = [];
      c.messages.forEach((m) => {
        chunks(m.content, 10).forEach((ch, i) => {
          const d = 700 + words(ch).length * 300;
          cue++;
          cues.push(`${cue}\n${vttTime(t, true)} --> ${vttTime(t + d, true)}\n${i === 0 ? (m.role === 'user' ? 'PRIYA: ' : 'CHATGPT: ') : ''}${ch}`);
          t += d + 50;
        });
        t += 600;
      });
      return `${cues.join('\n\n')}\n`;
    },
  },
  {
    // SRT with dialogue dashes only: "- " starts a new speaker's line, no names; roles only from alternation
    // (medium: the subtitling convention for a change of speaker).
    family: 'caption_transcript',
    variant: 'srt-dialogue-dash',
    flags: ['timestamps', 'split_messages', 'no_labels'],
    pool: 'plain',
    platform: 'other',
    render: (c, n) => {
      let t = 1000 + n * 29;
      let cue = 0;
      const cues: string[] = [];
      c.messages.forEach((m) => {
        chunks(m.content, 11).forEach((ch, i) => {
          const d = 700 + words(ch).length * 300;
          cue++;
          cues.push(`${cue}\n${vttTime(t, true)} --> ${vttTime(t + d, true)}\n${i === 0 ? '- ' : ''}${ch}`);
          t += d + 50;
        });
        t += 600;
      });
      return `${cues.join('\n\n')}\n`;
    },
  },
  {
    // A typed-up transcript in the deposition / interview style: a heading, then "Q." and "A." with a period and
    // two spaces (medium: a common way to write a Q&A down; distinct from "Q:"/"A:").
    family: 'qa_transcript',
    variant: 'q-period',
    flags: ['names', 'heading'],
    pool: 'plain',
    platform: 'chatgpt',
    render: (c) => `TRANSCRIPT OF A CHAT SESSION WITH CHATGPT\n25 November 2026\n\n${join2(c, (m) => `${m.role === 'user' ? 'Q.' : 'A.'}  ${m.content}`)}\n\n(End of transcript)`,
  },
  {
    // The Italian convention for interviews, "D." (domanda) / "R." (risposta), under an Italian heading (medium).
    family: 'qa_transcript',
    variant: 'd-r-it',
    flags: ['names', 'heading', 'lang:it'],
    pool: 'plain',
    platform: 'chatgpt',
    render: (c) => `Trascrizione della conversazione con ChatGPT (25/11/2026)\n\n${join2(c, (m) => `${m.role === 'user' ? 'D.' : 'R.'} ${m.content}`)}`,
  },
  {
    // A ChatGPT page copy pasted into an e-mail and forwarded from Gmail: the forwarder's note, Gmail's
    // "---------- Forwarded message ---------" block, then the copy with "You said:" / "ChatGPT said:" (high for
    // both parts separately: Gmail's forward header and the ChatGPT screen-reader headings), a signature.
    family: 'email_forward',
    variant: 'gmail-fwd-chatgpt-copy',
    flags: ['email_headers', 'page_chrome', 'leading_junk'],
    pool: 'plain',
    platform: 'chatgpt',
    render: (c, n) =>
      `FYI, the whole chat is below.\n\n---------- Forwarded message ---------\nFrom: Dana Whitfield <dana.whitfield@gmail.com>\nDate: Wed, Nov 25, 2026 at ${ampm(n, 9)}\nSubject: ${firstLine(c, 40)}\nTo: Marco Bellini <marco.bellini@outlook.com>\n\n\n${join2(c, (m) => (m.role === 'user' ? `You said:\n${m.content}` : `ChatGPT said:\n${m.content}`), '\n')}\n\n--\nDana Whitfield\nSent from my iPhone`,
  },
  {
    // A French Thunderbird plain-text reply quoting a forwarded chat: the reply on top, "Le 25/11/2026 à 10:14,
    // … a écrit :", then every quoted line prefixed with "> ", labels "Moi :" / "Claude :" with French spacing
    // (medium for the quote header and "> " prefix; the hand-labelled chat inside is medium).
    family: 'email_forward',
    variant: 'thunderbird-quoted-fr',
    flags: ['email_headers', 'quoted', 'names', 'lang:fr'],
    pool: 'plain',
    platform: 'claude',
    render: (c, n) =>
      `Merci, je regarde ça ce soir.\n\nMarco\n\nLe 25/11/2026 à ${hm(n, 9)}, Dana Whitfield a écrit :\n> Voici ma conversation avec Claude d'hier.\n>\n${join2(
        c,
        (m) =>
          `${m.role === 'user' ? 'Moi' : 'Claude'} : ${m.content}`
            .split('\n')
            .map((l) => (l ? `> ${l}` : '>'))
            .join('\n'),
        '\n>\n',
      )}`,
  },
  {
    // A chat pasted into a Google Doc (names in bold with the time), then File → Download → Markdown: a title,
    // "**Você – 10:02**" lines, paragraphs (medium: the Docs Markdown export writes bold as ** and headings as #;
    // the layout of the pasted chat is the person's own). Portuguese UI.
    family: 'google_docs_markdown',
    variant: 'bold-name-time-pt',
    flags: ['names', 'timestamps', 'markdown', 'lang:pt'],
    pool: 'plainSafe',
    platform: 'chatgpt',
    render: (c, n) => `# Conversa com o ChatGPT\n\n${join2(c, (m, k) => `**${m.role === 'user' ? 'Você' : 'ChatGPT'} – ${hm(n, k)}**\n\n${m.content}`)}\n`,
  },
  {
    // The same kind of document in English, the bold label inline: "**Dana (10:02 AM):** text" (medium).
    family: 'google_docs_markdown',
    variant: 'bold-inline-name-time',
    flags: ['names', 'timestamps', 'markdown'],
    pool: 'plainSafe',
    platform: 'claude',
    render: (c, n) => `# Notes: chat with Claude, 25 Nov\n\n${join2(c, (m, k) => `**${m.role === 'user' ? 'Dana' : 'Claude'} (${ampm(n, k)}):** ${m.content}`)}\n`,
  },
  {
    // A blog post / Notion page in Markdown: a title, each prompt as a blockquote ("> " on every line), the answer
    // below as plain Markdown, no labels (medium: a common way to publish a chat).
    family: 'blockquote_prompts_md',
    variant: 'title-quotes',
    flags: ['markdown', 'no_labels'],
    pool: 'markdownNoQuote',
    platform: 'other',
    render: (c) =>
      `# What the assistant told me\n\n${join2(c, (m) =>
        m.role === 'user'
          ? m.content
              .split('\n')
              .map((l) => (l ? `> ${l}` : '>'))
              .join('\n')
          : m.content,
      )}\n`,
  },
  {
    // The same with a bold "Prompt" lead-in inside the quote and a horizontal rule after each answer (medium).
    family: 'blockquote_prompts_md',
    variant: 'quote-rule',
    flags: ['markdown', 'no_labels'],
    pool: 'markdownNoQuote',
    platform: 'other',
    render: (c) =>
      `${join2(c, (m) =>
        m.role === 'user'
          ? `> **Prompt**\n>\n${m.content
              .split('\n')
              .map((l) => (l ? `> ${l}` : '>'))
              .join('\n')}`
          : `${m.content}\n\n---`,
      )}\n`,
  },
  {
    // LINE "Send chat history" (.txt), Japanese: "[LINE] AIチャットくんとのトーク履歴", "保存日時：", a date line
    // "2026/11/25(水)", then "HH:MM\tname\ttext", multi-line messages wrapped in double quotes (high: described
    // the same way by several independent LINE export parsers found with the search tool).
    family: 'line_export',
    variant: 'ja-tab',
    flags: ['names', 'timestamps', 'messaging_app', 'tabs', 'non_english', 'lang:ja'],
    pool: 'ja',
    platform: 'other',
    render: (c, n) =>
      `[LINE] AIチャットくんとのトーク履歴\n保存日時：2026/11/25 ${hm(n, 9)}\n\n2026/11/25(水)\n${join2(
        c,
        (m, k) => `${hm(n, k)}\t${m.role === 'user' ? 'ゆうき' : 'AIチャットくん'}\t${m.content.includes('\n') ? `"${m.content}"` : m.content}`,
        '\n',
      )}\n`,
  },
  {
    // LINE export from an English UI: "[LINE] Chat history with …", "Saved on: …", "Wed, 11/25/2026", then
    // "10:02\tname\ttext", a sticker line from the person ("[Sticker]", not a message) (high for the layout,
    // medium for the English date line).
    family: 'line_export',
    variant: 'en-tab',
    flags: ['names', 'timestamps', 'messaging_app', 'tabs', 'system_lines'],
    pool: 'plain',
    platform: 'other',
    render: (c, n) => {
      const lines = c.messages.map((m, k) => `${hm(n, k)}\t${m.role === 'user' ? 'Kwame' : 'ChatGPT Bot'}\t${m.content.includes('\n') ? `"${m.content}"` : m.content}`);
      lines.splice(Math.min(3, lines.length), 0, `${hm(n, 2)}\tKwame\t[Sticker]`);
      return `[LINE] Chat history with ChatGPT Bot\nSaved on: 11/25/2026, ${hm(n, 9)}\n\nWed, 11/25/2026\n${lines.join('\n')}\n`;
    },
  },
  {
    // KakaoTalk PC "대화 내보내기": "AskUp 님과 카카오톡 대화", "저장한 날짜 : …", a dashed date line, then
    // "[name] [오전 10:02] text", continuation lines unprefixed (high: the format documented by several KakaoTalk
    // export parsers). AskUp is Upstage's ChatGPT channel on KakaoTalk.
    family: 'kakaotalk_export',
    variant: 'pc-brackets',
    flags: ['names', 'timestamps', 'messaging_app', 'non_english', 'lang:ko'],
    pool: 'ko',
    platform: 'other',
    render: (c, n) =>
      `AskUp 님과 카카오톡 대화\n저장한 날짜 : 2026-11-25 ${hms(n, 9)}\n\n--------------- 2026년 11월 25일 수요일 ---------------\n${join2(
        c,
        (m, k) => `[${m.role === 'user' ? '민지' : 'AskUp'}] [오전 ${hm(n, k)}] ${m.content}`,
        '\n',
      )}\n`,
  },
  {
    // KakaoTalk mobile export: "2026. 11. 25. 오전 10:02, name : text", a date line "2026년 11월 25일 수요일"
    // (high: same sources), continuation lines unprefixed.
    family: 'kakaotalk_export',
    variant: 'mobile-comma',
    flags: ['names', 'timestamps', 'messaging_app', 'non_english', 'lang:ko'],
    pool: 'ko',
    platform: 'other',
    render: (c, n) =>
      `AskUp 님과 카카오톡 대화\n저장한 날짜 : 2026. 11. 25. 오전 ${hm(n, 9)}\n\n\n2026년 11월 25일 수요일\n${join2(
        c,
        (m, k) => `2026. 11. 25. 오전 ${hm(n, k)}, ${m.role === 'user' ? '지훈' : 'AskUp'} : ${m.content}`,
        '\n',
      )}\n`,
  },
  {
    // Doubao (doubao.com) page in Chinese, select all, copy: sidebar ("新对话", history), the question, the answer
    // with its action row, the composer and the AI notice at the bottom (low: from general knowledge of the app).
    family: 'doubao_web_copy',
    variant: 'zh-2025',
    flags: ['page_chrome', 'no_labels', 'non_english', 'lang:zh'],
    pool: 'zh',
    platform: 'other',
    render: (c) =>
      `豆包\n新对话\nAI 搜索\n帮我写作\n图像生成\n更多\n最近对话\n${firstLine(c, 14)}\n\n${join2(c, (m) => (m.role === 'user' ? m.content : `${m.content}\n复制\n重新生成\n分享`), '\n\n')}\n\n发消息、输入 @ 或 / 选择技能\n深度思考\n内容由 AI 生成，请仔细甄别`,
  },
  {
    // GigaChat (giga.chat) page in Russian: sidebar, the question, the answer with "Копировать" / "Повторить",
    // the composer and the disclaimer (low).
    family: 'gigachat_web_copy',
    variant: 'ru-2025',
    flags: ['page_chrome', 'no_labels', 'non_english', 'lang:ru'],
    pool: 'ru',
    platform: 'other',
    render: (c) =>
      `GigaChat\nНовый чат\nИстория\nСегодня\n${firstLine(c, 24)}\n\n${join2(c, (m) => (m.role === 'user' ? m.content : `${m.content}\nКопировать\nПовторить\nПоделиться`), '\n\n')}\n\nСпросите что-нибудь…\nGigaChat может ошибаться. Проверяйте важную информацию.`,
  },
];

// ---------------------------------------------------------------------------------------------
// Writer (the kit's layout, with a platform and named pools) and the check
// ---------------------------------------------------------------------------------------------
const norm = (s: string) => s.replace(/\r\n?/g, '\n').normalize('NFC');

/** Every word of every expected message occurs in the text, in order (no content invented or reordered). */
function wordsInOrder(text: string, messages: Msg[]): string | null {
  const t = norm(text);
  let at = 0;
  for (const [i, m] of messages.entries()) {
    for (const w of words(norm(m.content))) {
      const j = t.indexOf(w, at);
      if (j < 0) return `message ${i}: "${w}" not found after offset ${at}`;
      at = j + w.length;
    }
  }
  return null;
}

const rand = seededRandom(20261126);
const pick = conversationPicker(rand);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const cases = TEMPLATES.map((t) => {
  const pool = POOLS[t.pool];
  if (!pool || pool.convs.length === 0) throw new Error(`empty pool ${t.pool}`);
  return { t, c: pick(pool.convs, pool.max) };
});
for (let i = cases.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [cases[i], cases[j]] = [cases[j] as (typeof cases)[number], cases[i] as (typeof cases)[number]];
}
const byId = new Map([...loadConversations('hh-rlhf-conversations.jsonl'), ...md].map((c) => [c.id, c]));
let n = 0;
let total = 0;
for (const { t, c } of cases) {
  n++;
  const name = `case-${String(n).padStart(4, '0')}`;
  let text = `${t.render(c, n).replace(/\n+$/, '')}\n`;
  if (t.crlf) text = text.replace(/\n/g, '\r\n');
  const expected = { format_family: t.family, platform: t.platform, variant: t.variant, flags: t.flags, sources: [c.id], messages: c.messages };
  writeFileSync(join(out, `${name}.txt`), text);
  writeFileSync(join(out, `${name}.expected.json`), `${JSON.stringify(expected, null, 2)}\n`);

  // Check what was written.
  const back = JSON.parse(readFileSync(join(out, `${name}.expected.json`), 'utf8')) as typeof expected;
  const src = byId.get(back.sources[0] ?? '');
  if (!src) throw new Error(`${name}: unknown source`);
  if (taken.has(src.id)) throw new Error(`${name}: source already used by an earlier aside set`);
  back.messages.forEach((m, i) => {
    if (m.role !== src.messages[i]?.role || m.content !== src.messages[i]?.content.trim()) throw new Error(`${name}: message ${i} is not the source's`);
    if (!m.content.trim()) throw new Error(`${name}: empty message ${i}`);
  });
  const miss = wordsInOrder(readFileSync(join(out, `${name}.txt`), 'utf8'), back.messages);
  if (miss) throw new Error(`${name} (${t.family}/${t.variant}): ${miss}`);
  total += back.messages.length;
}
console.log(`wrote ${n} cases (${total} expected messages) to ${out}; all checks passed`);
