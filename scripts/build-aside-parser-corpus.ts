// `node --import tsx scripts/build-aside-parser-corpus.ts`: writes eval/corpus/aside-parser, a small
// check kept aside by the parser engineer (issue 13, v3 session). 40 pastes in page and transcript
// structures that eval/corpus/assistants does not show — chat tools (Slack, Discord, Teams, Telegram,
// WhatsApp, IRC), local and self-hosted UIs (Open WebUI, LibreChat, LM Studio, Jan,
// text-generation-webui), CLIs and their logs (Ollama, aider, llm), IDE panes (VS Code Copilot Chat),
// playgrounds (OpenAI, Anthropic Console), exporter Markdown ("## Prompt:" / "## Response:"),
// hand-made lower-case and emoji labels. Structures are written from general product knowledge and
// docs/formats.md (confidence low–medium, noted per template); contents are real conversations from
// shared/data (hh-rlhf helpful, markdown-chat). Same layout and metric as shared/corpus/parse.
// Written before the v3 tuning; measured at the start and at the end only. Deterministic.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { body, loadConversations, plainConversations, seededRandom, time, writeCorpus, type Template } from './aside-corpus-kit';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(repo, 'eval', 'corpus', 'aside-parser');

const plain = plainConversations();
const markdown = loadConversations('markdown-chat-conversations.jsonl');
const rand = seededRandom(20261124);

const ampm = (n: number, k: number) => `${time(n, k)} ${k % 5 === 4 ? 'PM' : 'AM'}`;

const TEMPLATES: Template[] = [
  {
    // Slack "copy" of several messages: display name, two spaces, time in brackets, then the text (medium).
    family: 'slack_copy',
    variant: 'name-bracket-time',
    flags: ['names', 'timestamps'],
    pool: 'plain',
    render: (c, n) => body(c, (m, k) => `${m.role === 'user' ? 'Priya Raman' : 'Helper Bot'}  [${ampm(n, k)}]\n${m.content}`),
  },
  {
    // Slack copied from the app: name line with an APP badge for bots, time on its own line (low).
    family: 'slack_copy',
    variant: 'name-app-badge',
    flags: ['names', 'timestamps'],
    pool: 'plain',
    render: (c, n) => body(c, (m, k) => (m.role === 'user' ? `Marco Bellini\n${ampm(n, k)}\n${m.content}` : `Claude\nAPP\n${ampm(n, k)}\n${m.content}`)),
  },
  {
    // Discord copy: "name — Today at 10:02 AM" header line, bots carry a "BOT" tag line (medium).
    family: 'discord_copy',
    variant: 'today-at',
    flags: ['names', 'timestamps'],
    pool: 'plain',
    render: (c, n) => body(c, (m, k) => (m.role === 'user' ? `kestrel_77 — Today at ${ampm(n, k)}\n${m.content}` : `Sage\nBOT\n — Today at ${ampm(n, k)}\n${m.content}`)),
  },
  {
    // Telegram Desktop copy of several messages: "Name, [24.11.2026 10:02]" then the text (high: the desktop client's copy format).
    family: 'telegram_copy',
    variant: 'name-date',
    flags: ['names', 'timestamps'],
    pool: 'plain',
    render: (c, n) => body(c, (m, k) => `${m.role === 'user' ? 'Olga' : 'GPT Assistant Bot'}, [24.11.2026 ${time(n, k)}]\n${m.content}`),
  },
  {
    // WhatsApp "Export chat" (.txt): "[24/11/26, 10:02:13] Name: text", continuation lines unprefixed (high).
    family: 'whatsapp_export',
    variant: 'bracket-date',
    flags: ['names', 'timestamps'],
    pool: 'plain',
    render: (c, n) => body(c, (m, k) => `[24/11/26, ${time(n, k)}:${String(10 + k).padStart(2, '0')}] ${m.role === 'user' ? 'Tomás' : 'Meta AI'}: ${m.content}`, '\n'),
  },
  {
    // WhatsApp Android export: "24/11/2026, 10:02 - Name: text" (high).
    family: 'whatsapp_export',
    variant: 'dash-date',
    flags: ['names', 'timestamps'],
    pool: 'plain',
    render: (c, n) => body(c, (m, k) => `24/11/2026, ${time(n, k)} - ${m.role === 'user' ? 'Aisha K' : 'Meta AI'}: ${m.content}`, '\n'),
  },
  {
    // IRC-style log: "[10:02] <nick> text" (high as a log style).
    family: 'irc_log',
    variant: 'angle-nick',
    flags: ['names', 'timestamps'],
    pool: 'plain',
    render: (c, n) => body(c, (m, k) => `[${time(n, k)}] <${m.role === 'user' ? 'jdoe' : 'llamabot'}> ${m.content}`, '\n'),
  },
  {
    // Ollama interactive CLI: ">>> prompt", the answer, and the idle prompt at the end (high).
    family: 'ollama_cli',
    variant: 'repl',
    flags: ['cli'],
    pool: 'plain',
    render: (c) => `${body(c, (m) => (m.role === 'user' ? `>>> ${m.content}` : `${m.content}\n`), '\n')}\n>>> Send a message (/? for help)`,
  },
  {
    // OpenAI Playground (chat) copied: role words in capitals on their own lines, a system prompt first (medium).
    family: 'playground_copy',
    variant: 'openai-caps',
    flags: ['third_speaker'],
    pool: 'plain',
    render: (c) => `SYSTEM\nYou are a helpful assistant.\n\n${body(c, (m) => `${m.role === 'user' ? 'USER' : 'ASSISTANT'}\n${m.content}`)}`,
  },
  {
    // Anthropic Console workbench copy: "System Prompt", then "User" / "Assistant" lines (low).
    family: 'playground_copy',
    variant: 'console',
    flags: ['third_speaker'],
    pool: 'plain',
    render: (c) => `System Prompt\nAnswer briefly and kindly.\n\n${body(c, (m) => `${m.role === 'user' ? 'User' : 'Assistant'}\n\n${m.content}`)}`,
  },
  {
    // aider's .aider.chat.history.md: "#### " before each prompt, the answer as plain Markdown, "> " tool lines (high).
    family: 'aider_history',
    variant: 'md',
    flags: ['markdown', 'cli'],
    pool: 'markdown',
    render: (c) =>
      `# aider chat started at 2026-11-24 10:02:11\n\n> Aider v0.86.1\n> Main model: gpt-4o with diff edit format\n\n${body(c, (m) =>
        m.role === 'user' ? m.content.split('\n').map((l) => `#### ${l}`.trimEnd()).join('\n') : `${m.content}\n\n> Tokens: 2.1k sent, 312 received. Cost: $0.01 message, $0.02 session.`,
      )}`,
  },
  {
    // Simon Willison's `llm logs` Markdown: "## Prompt" / "## Response" under a dated heading (high).
    family: 'llm_logs',
    variant: 'md',
    flags: ['markdown', 'cli'],
    pool: 'markdown',
    render: (c) =>
      `# 2026-11-24T10:02:11    conversation: 01jd8x3k4q\n\nModel: **gpt-4o-mini**\n\n${body(c, (m, k) => (m.role === 'user' ? `${k > 0 ? '# 2026-11-24T10:0' + (k + 2) + ':40\n\n' : ''}## Prompt\n\n${m.content}` : `## Response\n\n${m.content}`))}`,
  },
  {
    // Browser-extension Markdown export: title, metadata, "## Prompt:" / "## Response:" (medium).
    family: 'exporter_markdown',
    variant: 'prompt-response',
    flags: ['markdown'],
    pool: 'markdown',
    render: (c) =>
      `# ${c.messages[0]?.content.split('\n')[0]?.slice(0, 50) ?? 'Chat'}\n\n**User:** Dana\n**Created:** 11/24/2026 10:02:11\n**Exported:** 11/24/2026 11:40:05\n**Link:** https://claude.ai/chat/0f3c1a\n\n${body(c, (m) => `## ${m.role === 'user' ? 'Prompt' : 'Response'}:\n${m.content}`)}\n\n---\nPowered by an exporter`,
  },
  {
    // LM Studio chat copied from the window: "You" / model id lines, a stats line under each answer (low).
    family: 'lmstudio_copy',
    variant: 'stats',
    flags: ['local_ui'],
    pool: 'plain',
    render: (c, n) =>
      body(c, (m, k) => (m.role === 'user' ? `You\n\n${m.content}` : `lmstudio-community/Meta-Llama-3.1-8B-Instruct-GGUF\n\n${m.content}\n\n${(20 + ((n + k) % 9)).toFixed(2)} tok/sec\n•\n${100 + 13 * k} tokens\n•\n0.${2 + (k % 7)}s to first token\n•\nStop reason: EOS Token Found`)),
  },
  {
    // Open WebUI: prompt bubble with no name, model name + time over each answer; sidebar and composer (low).
    family: 'open_webui_copy',
    variant: 'model-time',
    flags: ['local_ui', 'page_chrome'],
    pool: 'plain',
    render: (c, n) =>
      `New Chat\nSearch\nWorkspace\nToday\n${c.messages[0]?.content.slice(0, 30) ?? ''}\nYesterday\nGarden watering schedule\n\nllama3.1:8b\n\n${body(c, (m, k) => (m.role === 'user' ? m.content : `llama3.1:8b\nToday at ${ampm(n, k)}\n${m.content}`))}\n\nSend a Message\nLLMs can make mistakes. Verify important information.`,
  },
  {
    // LibreChat: "You" and the endpoint/model name over each message, composer at the bottom (low).
    family: 'librechat_copy',
    variant: 'names',
    flags: ['local_ui', 'page_chrome'],
    pool: 'plain',
    render: (c) => `${body(c, (m) => `${m.role === 'user' ? 'You' : 'gpt-4o'}\n${m.content}`)}\n\nMessage gpt-4o\nAI may make mistakes. Please double-check responses.`,
  },
  {
    // Jan desktop app: "You" / "Jan" name lines, each with a time line (low).
    family: 'jan_copy',
    variant: 'name-time',
    flags: ['local_ui', 'timestamps'],
    pool: 'plain',
    render: (c, n) => body(c, (m, k) => `${m.role === 'user' ? 'You' : 'Jan'}\n${ampm(n, k)}\n${m.content}`),
  },
  {
    // text-generation-webui chat tab copied: "You" / character name lines (low).
    family: 'textgen_webui_copy',
    variant: 'character',
    flags: ['local_ui', 'names'],
    pool: 'plain',
    render: (c) => body(c, (m) => `${m.role === 'user' ? 'You' : 'Assistant'}\n${m.content}`),
  },
  {
    // VS Code Copilot Chat "Copy All": "handle: text" / "GitHub Copilot: text", Markdown as written, "Used 1 reference" (medium).
    family: 'copilot_chat_pane',
    variant: 'copy-all',
    flags: ['markdown', 'ide'],
    pool: 'markdown',
    render: (c) => body(c, (m) => (m.role === 'user' ? `dana-w: ${m.content}` : `GitHub Copilot: Used 1 reference\n\n${m.content}`)),
  },
  {
    // Microsoft Teams copy: name line, date-time line, then the text (low).
    family: 'teams_copy',
    variant: 'name-datetime',
    flags: ['names', 'timestamps'],
    pool: 'plain',
    render: (c, n) => body(c, (m, k) => `${m.role === 'user' ? 'Lena Hoffmann' : 'Copilot'}\n24/11 ${time(n, k)}\n${m.content}`),
  },
  {
    // Hand-made: lower-case labels with a colon on their own lines ("me:" / "gpt:") (medium).
    family: 'handmade_labels',
    variant: 'lowercase-own-line',
    flags: ['names'],
    pool: 'plain',
    render: (c) => body(c, (m) => `${m.role === 'user' ? 'me' : 'gpt'}:\n${m.content}`),
  },
  {
    // Hand-made: emoji speakers on the same line ("🧑:" / "🤖:") (medium).
    family: 'handmade_labels',
    variant: 'emoji',
    flags: ['names'],
    pool: 'plain',
    render: (c) => body(c, (m) => `${m.role === 'user' ? '🧑' : '🤖'}: ${m.content}`),
  },
];

// 22 templates: one case each, plus a second for the first 18 — 40 cases.
console.log(`wrote ${writeCorpus(out, [...TEMPLATES, ...TEMPLATES.slice(0, 18)], { plain, markdown }, rand)} cases to ${out}`);
