// Web-copy templates for the assistants-2 corpus: what "select all, copy" of each assistant's conversation
// page yields, written from the author's own knowledge of the pages (not from the parser, the dev corpus
// generators or the other eval corpora). Each template says above it what it is based on and how sure it
// is. Confidence words: high = seen in real pastes / FORMATS.md; medium = clear memory of the page;
// low = plausible from general knowledge of the product, not confirmed.
import type { Chrome } from './chrome';
import { int, pick, type Rng } from './data';
import type { Ctx, Template } from './page';
import type { CodeChrome } from './render';

const maybe = (r: Rng, p: number) => r() < p;
const secs = (r: Rng) => int(r, 2, 58);
const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const title = (s: string) => (s.length > 38 ? `${s.slice(0, 36).trimEnd()}…` : s);
const NAMES = ['Dana Whitfield', 'Marco Rossi', 'Aiko Tanaka', 'Lucía Fernández', 'Jonas Becker', 'Priya Nair', 'Tom Okafor', 'Élodie Martin', 'Min-jun Park', 'Sasha Ivanova'];
const initials = (r: Rng) => {
  const n = pick(r, NAMES).split(' ');
  return maybe(r, 0.25) ? n[0]![0]! : `${n[0]![0]}${n[1]![0]}`;
};

/** Attachment chips: file name + the type label the UI shows under it. */
function attachment(c: Ctx): string[] {
  const { r, L } = c;
  return pick(r, [
    ['lecture-notes.pdf', 'PDF'],
    ['Q3_budget.xlsx', L.file],
    ['draft_v2.docx', L.document],
    ['main.py', L.file],
    ['customers.csv', L.file],
    ['README.md', L.document],
    ['contract_scan.pdf', 'PDF'],
  ]);
}

/** A short reasoning trace as thinking panels show it (written for this set: the data has no reasoning). */
function thinkingText(c: Ctx, ask: string): string {
  const topic = ask.split(/[.?!\n]/)[0]!.slice(0, 90).trim();
  if (c.lang === 'zh') return `嗯，用户问的是“${topic}”。我需要先弄清楚他真正想要什么，然后给出清楚、有条理的回答。`;
  if (c.lang === 'ja') return `ユーザーは「${topic}」について聞いている。まず意図を整理してから、わかりやすく答えよう。`;
  if (c.lang === 'ru') return `Пользователь спрашивает: «${topic}». Сначала разберусь, что именно ему нужно, потом отвечу по шагам.`;
  return pick(c.r, [
    `Okay, the user is asking: "${topic}". Let me figure out what they actually need before answering.\n\nI should keep it clear and practical.`,
    `Hmm, so the question is about ${topic.toLowerCase()}. First I need to work out the key points, then put them in a sensible order.`,
    `The user wants help with this: "${topic}". Let me think through the main considerations and give a direct answer.`,
  ]);
}

const code = (before: (lang: string) => string[], after?: (lang: string) => string[]): CodeChrome => (after ? { before, after } : { before });

// ChatGPT web (chatgpt.com), 2025. Based on: FORMATS.md (real pastes: "Skip to content", "You said:" /
// "ChatGPT said:", code header language + "Copy code" or "Copy"/"Edit", footer disclaimer, "Thought for 12s",
// "Updated saved memory") and my memory of the 2025 sidebar (New chat, Search chats, Library, Sora, GPTs,
// Projects, Chats). Sure: high for headings/footer in English, medium for sidebar entries and the
// localized headings ("Tú dijiste:", "Vous avez dit :", "Du hast gesagt:", "나의 말:", "あなた:"), low for the rest.
const chatgpt: Template = {
  platform: 'chatgpt',
  buttons: (L) => [L.copy, L.edit, L.share, L.copyCode],
  build(p, c) {
    const { r, L } = c;
    const sidebar = maybe(r, 0.6);
    const cc = maybe(r, 0.5) ? code((l) => [l || 'plaintext', L.copyCode]) : code((l) => (l ? [l, L.copy, L.edit] : [L.copy, L.edit]));
    const reasoning = maybe(r, 0.35);
    if (sidebar) {
      p.add(L.skip);
      if (maybe(r, 0.5)) p.add('Open sidebar');
      p.add('ChatGPT', L.newChat, L.searchChats, L.library);
      p.add(...(maybe(r, 0.5) ? ['Sora', 'GPTs'] : [L.projects]));
      p.add(L.chats, ...c.titles.slice(0, int(r, 3, 9)).map(title));
      if (maybe(r, 0.5)) p.add(L.upgrade);
    } else if (maybe(r, 0.6)) p.add(L.skip);
    p.add(pick(r, ['ChatGPT 5', 'ChatGPT 4o', 'ChatGPT o3', 'ChatGPT']));
    if (maybe(r, 0.5)) p.add(L.share);
    for (const m of c.conv.messages) {
      if (m.role === 'user') {
        p.blank(int(r, 2, 5));
        p.add(L.youSaid);
        if (maybe(r, 0.22)) {
          p.add(...attachment(c));
          p.flags.add('attachments');
        }
        p.user(m.content);
      } else {
        p.add(L.saidBy('ChatGPT'));
        if (reasoning) {
          p.add(L.thoughtFor(secs(r)));
          p.flags.add('thinking');
        }
        if (maybe(r, 0.08)) p.add('Updated saved memory');
        p.assistant(m.content, cc);
      }
    }
    p.blank(int(r, 1, 3));
    if (maybe(r, 0.7)) p.add(L.askAnything);
    p.add(maybe(r, 0.3) ? `${L.mistakes('ChatGPT')} See Cookie Preferences.` : L.mistakes('ChatGPT'));
    return sidebar ? 'web-2025-sidebar' : 'web-2025';
  },
};

// ChatGPT public share page (chatgpt.com/share/…) opened on a phone, select all. Based on: memory of the
// share page (conversation title, "This is a copy of a conversation between ChatGPT & Anonymous.", "Report
// conversation", log-in/sign-up buttons, the same screen-reader headings as the app). Sure: medium for the
// copy line and headings, low for the button/banner order and for the localized copy line.
const chatgptShare: Template = {
  platform: 'chatgpt',
  buttons: (L) => [L.login, L.signup],
  build(p, c) {
    const { r, L } = c;
    p.add('ChatGPT');
    if (maybe(r, 0.7)) p.add(L.login);
    if (maybe(r, 0.5)) p.add(L.signup);
    p.add(title(c.titles[0] ?? 'Chat'), L.convCopy('ChatGPT'), 'Report conversation');
    for (const m of c.conv.messages) {
      if (m.role === 'user') {
        p.blank(int(r, 1, 4));
        p.add(L.youSaid);
        p.user(m.content);
      } else {
        p.add(L.saidBy('ChatGPT'));
        p.assistant(m.content, code((l) => [l || 'plaintext', L.copyCode]));
      }
    }
    p.blank(2);
    if (maybe(r, 0.6)) p.add(L.login, L.signup);
    p.add(L.mistakes('ChatGPT'));
    return 'share-mobile';
  },
};

// Claude web (claude.ai), late 2024 – 2025. Based on: FORMATS.md (initials line before each user turn,
// "Edit" under it in 2024, "Copy"/"Retry" after answers, code header language then "Copy", footer
// "Claude can make mistakes. Please double-check responses." + model name) and my memory of the 2025 sidebar
// (New chat, Chats, Projects, Artifacts, Recents, plan line), the "Thought process" fold and artifact cards
// ("Click to open document" in 2024, "Document · Version 2" later: low). Sure: high for
// initials/buttons/disclaimer (English), medium for the sidebar, low for the localized strings.
const claude: Template = {
  platform: 'claude',
  buttons: (L) => [L.copy, L.retry, L.edit],
  build(p, c) {
    const { r, L } = c;
    const era = maybe(r, 0.5) ? '2024' : '2025';
    const who = initials(r);
    const cc = maybe(r, 0.5) ? code((l) => [l || 'text']) : code((l) => [l || 'text', '', L.copy]);
    const sidebar = maybe(r, 0.55);
    if (sidebar) {
      p.add('Claude', L.newChat, L.chats, L.projects);
      if (era === '2025') p.add('Artifacts');
      p.add(L.recents, ...c.titles.slice(0, int(r, 3, 8)).map(title), who, pick(r, NAMES), L.freePlan);
    }
    p.add(title(c.titles[0] ?? 'Chat'));
    if (maybe(r, 0.5)) p.add(L.share);
    const msgs = c.conv.messages;
    msgs.forEach((m, i) => {
      if (m.role === 'user') {
        p.blank(era === '2024' ? 2 : 1);
        p.add(who);
        if (maybe(r, 0.22)) {
          const [name, kind] = attachment(c);
          p.add(name!, L.pages(int(r, 1, 30)), kind!);
          p.flags.add('attachments');
        }
        p.user(m.content);
        if (era === '2024') p.add(L.edit);
      } else {
        if (era === '2025' && maybe(r, 0.3)) {
          p.add(L.thoughtProcess, `${secs(r)}s`);
          p.flags.add('thinking');
        }
        p.assistant(m.content, cc);
        if (maybe(r, 0.15)) {
          // An artifact card between the answer and its buttons: its title and kind, not part of the message.
          p.add(title(pick(r, c.titles)), era === '2024' ? 'Click to open document' : `Document · ${int(r, 1, 3) > 1 ? 'Version 2' : 'Version 1'}`);
          p.flags.add('artifact');
        }
        if (era === '2024') p.add(` ${L.copy}`, L.retry);
        else if (i === msgs.length - 1) p.add(L.retry);
      }
    });
    p.blank();
    p.add(L.replyTo('Claude'), pick(r, ['Sonnet 4.5', 'Opus 4.1', 'Haiku 4.5', 'Claude 3.5 Sonnet']));
    if (maybe(r, 0.8)) p.add('Claude can make mistakes. Please double-check responses.');
    return `web-${era}`;
  },
};

// Claude desktop app (macOS / Windows), Ctrl+A in the conversation. Based on: the app being the web client in a
// window (my memory): no "Skip to content" or browser chrome; title bar with the chat name; the same initials,
// "Copy"/"Retry" and disclaimer; an extra "Chat controls" button label. Sure: low-medium.
const claudeDesktop: Template = {
  platform: 'claude',
  buttons: (L) => [L.copy, L.retry],
  build(p, c) {
    const { r, L } = c;
    const who = initials(r);
    p.add(title(c.titles[0] ?? 'Chat'));
    if (maybe(r, 0.5)) p.add('Chat controls');
    for (const m of c.conv.messages) {
      if (m.role === 'user') {
        p.blank();
        p.add(who);
        p.user(m.content);
      } else {
        p.assistant(m.content, code((l) => [l || 'text', L.copy]));
        p.add(L.copy, L.retry);
      }
    }
    p.add(L.replyTo('Claude'), pick(r, ['Sonnet 4.5', 'Opus 4.1']), 'Claude can make mistakes. Please double-check responses.');
    return 'desktop';
  },
};

// Gemini web (gemini.google.com), 2025. Based on: FORMATS.md (exporters strip "Show drafts", "Copy", "Share";
// newer answers start with "Show thinking"; "Gemini can make mistakes, so double-check it"; code footer "Use
// code with caution.") and my memory of the page (model picker "2.5 Flash", "Explore Gems", "Recent", hidden
// "Conversation with Gemini" heading, language label above code). Sure: medium for show-thinking / code
// footer / disclaimer, low for "You said" before user turns, for the 2024 icon words ("volume_up",
// "thumb_up", "more_vert") and for localized strings.
const gemini: Template = {
  platform: 'gemini',
  buttons: (L) => [L.share, L.copy, 'Show drafts', L.showThinking],
  build(p, c) {
    const { r, L } = c;
    const labelled = maybe(r, 0.4);
    // 2024 pages: Material icon names copied as words around each answer (FORMATS.md: from memory, low).
    const icons = !labelled && maybe(r, 0.3);
    const thinking = !icons && maybe(r, 0.45);
    p.add('Gemini');
    if (maybe(r, 0.7)) p.add(pick(r, ['2.5 Flash', '2.5 Pro', 'Fast', 'Thinking']));
    if (maybe(r, 0.6)) p.add(L.newChat, `${L.explore} Gems`, L.recents, ...c.titles.slice(0, int(r, 2, 7)).map(title), `${L.settings} & help`);
    p.add(L.convWith('Gemini'));
    for (const m of c.conv.messages) {
      if (m.role === 'user') {
        p.blank();
        if (labelled) p.add(L.youSaid.replace(/\s*[:：]$/, ''));
        if (maybe(r, 0.22)) {
          p.add(...attachment(c));
          p.flags.add('attachments');
        }
        p.user(m.content);
        if (maybe(r, 0.3)) p.add(L.edit);
      } else {
        if (thinking) {
          p.add(L.showThinking);
          p.flags.add('thinking');
        }
        if (icons) p.add('Show drafts', 'volume_up');
        p.assistant(m.content, code((l) => [cap(l) || 'Code snippet'], () => [L.caution]));
        if (icons) p.add('thumb_up', 'thumb_down', 'share', 'more_vert');
      }
    }
    p.blank();
    p.add(`${L.askAnything}`, 'Tools');
    p.add(maybe(r, 0.5) ? 'Gemini can make mistakes, so double-check it' : L.mistakes('Gemini'));
    return labelled ? 'web-2025-you-said' : icons ? 'web-2024-icons' : 'web-2025';
  },
};

// DeepSeek chat (chat.deepseek.com), R1 era. Based on: FORMATS.md ("Thought for 32 seconds" /
// "已深度思考（用时 32 秒）" header with the reasoning shown open below it, exporters strip Copy / Regenerate /
// Edit; footer "AI-generated, for reference only" / "内容由 AI 生成，请仔细甄别", "DeepThink (R1)", "Search",
// code header "Copy" / "Download") and my memory of the sidebar (New chat, Today, 7 Days, Get App, My
// Profile). Sure: medium for the thinking header and footer, low for the rest.
const deepseek: Template = {
  platform: 'deepseek',
  buttons: (L) => [L.copy, L.regenerate, L.edit],
  build(p, c) {
    const { r, L } = c;
    const deep = maybe(r, 0.6);
    const showText = deep && maybe(r, 0.75);
    if (maybe(r, 0.6)) p.add('deepseek', L.newChat, L.today, ...c.titles.slice(0, int(r, 2, 6)).map(title), L.prev7, ...c.titles.slice(9, 9 + int(r, 0, 3)).map(title), 'Get App', 'My Profile');
    if (maybe(r, 0.5)) p.add(title(c.titles[0] ?? 'Chat'));
    let ask = '';
    for (const m of c.conv.messages) {
      if (m.role === 'user') {
        p.blank();
        ask = m.content;
        p.user(m.content);
      } else {
        if (deep) {
          p.add(L.thoughtForLong(secs(r)));
          p.flags.add('thinking');
          if (showText) {
            p.add(thinkingText(c, ask));
            p.flags.add('thinking_text');
          }
        }
        p.assistant(m.content, code((l) => [l || 'text', L.copy, L.download]));
      }
    }
    p.blank();
    p.add(L.messageTo('DeepSeek'), c.lang === 'zh' ? '深度思考 (R1)' : 'DeepThink (R1)', c.lang === 'zh' ? '联网搜索' : L.search, L.aiGenerated);
    return deep ? 'web-deepthink' : 'web';
  },
};

// Microsoft Copilot (copilot.microsoft.com), 2025 consumer app. Based on: my memory of the page (left rail
// Discover / Imagine / Library, hidden "You said" / "Copilot said" headings, source chips under answers,
// composer "Message Copilot" with "Smart (GPT-5)" / "Think Deeper" modes). Sure: low-medium.
const copilot: Template = {
  platform: 'copilot',
  buttons: (L) => [L.copy, L.share, L.readAloud],
  build(p, c) {
    const { r, L } = c;
    const domains = ['learn.microsoft.com', 'en.wikipedia.org', 'nytimes.com', 'healthline.com', 'stackoverflow.com', 'bbc.com'];
    p.add('Copilot');
    if (maybe(r, 0.6)) p.add(L.newChat, L.discover, 'Imagine', L.library, ...c.titles.slice(0, int(r, 2, 6)).map(title));
    for (const m of c.conv.messages) {
      if (m.role === 'user') {
        p.blank();
        p.add(L.youSaid);
        p.user(m.content);
      } else {
        p.add(L.saidBy('Copilot'));
        p.assistant(m.content, code((l) => [l || 'text', L.copy]));
        if (maybe(r, 0.3)) {
          p.add(L.sources, ...domains.slice(int(r, 0, 2), int(r, 3, 6)));
          p.flags.add('citations');
        }
      }
    }
    p.blank();
    p.add(L.messageTo('Copilot'), pick(r, ['Smart (GPT-5)', 'Quick response', 'Think Deeper']));
    return 'web-2025';
  },
};

// Copilot in the Microsoft Edge sidebar (the pane beside a web page). Based on: my memory of the pane (header
// "Copilot" with "Open in new tab", a chip naming the active tab the answer used, short answer cards, suggested
// prompts under the last answer, composer "Message Copilot"). No speaker headings in this variant. Sure: low.
const copilotEdge: Template = {
  platform: 'copilot',
  buttons: (L) => [L.copy, L.share],
  build(p, c) {
    const { r, L } = c;
    p.add('Copilot', 'Open in new tab');
    for (const m of c.conv.messages) {
      if (m.role === 'user') {
        p.blank();
        p.user(m.content);
      } else {
        if (maybe(r, 0.3)) p.add(`Using the active tab: ${title(pick(r, c.titles))}`);
        p.assistant(m.content, code((l) => [l || 'text', L.copy]));
        if (maybe(r, 0.4)) p.add(L.copy, L.share);
      }
    }
    if (maybe(r, 0.6)) {
      p.add(...c.followups.slice(0, 3));
      p.flags.add('suggested_followups');
    }
    p.add(L.messageTo('Copilot'));
    return 'edge-sidebar';
  },
};

// Perplexity (perplexity.ai) thread page. Based on: my memory of the page (left rail Home / Discover /
// Spaces / Library; each ask shown as a heading; tabs Answer / Images / Sources with a count; source cards;
// inline citation chips like "wikipedia+2" after sentences; "Related" follow-up questions; composer "Ask a
// follow-up"). Sure: medium for the layout, low for exactly how chips copy.
const perplexity: Template = {
  platform: 'perplexity',
  buttons: (L) => [L.share, L.copy, L.answer, L.sources],
  build(p, c) {
    const { r, L } = c;
    const sites = ['wikipedia', 'reddit', 'healthline', 'britannica', 'investopedia', 'stackoverflow', 'nih', 'youtube', 'quora', 'medium'];
    if (maybe(r, 0.6)) p.add('perplexity', L.newThread, L.home, L.discover, 'Spaces', L.library, ...c.titles.slice(0, int(r, 0, 5)).map(title));
    const chips = () => (maybe(r, 0.45) ? `${pick(r, sites)}${maybe(r, 0.5) ? `+${int(r, 1, 4)}` : ''}` : null);
    const msgs = c.conv.messages;
    msgs.forEach((m, i) => {
      if (m.role === 'user') {
        p.blank();
        p.user(m.content);
        p.add(L.answer);
        if (maybe(r, 0.5)) p.add(L.images);
        p.add(`${L.sources}${maybe(r, 0.5) ? ` · ${int(r, 3, 12)}` : ''}`);
        if (maybe(r, 0.5)) {
          for (let k = 0; k < int(r, 2, 4); k++) p.add(`${pick(r, sites)}.${pick(r, ['com', 'org'])}`);
        }
      } else {
        p.assistant(m.content, code((l) => [l || 'text']), { chips });
        if (i === msgs.length - 1 && maybe(r, 0.7)) {
          p.add(L.related, ...c.followups.slice(0, int(r, 3, 5)));
          p.flags.add('suggested_followups');
        }
      }
    });
    p.blank();
    p.add(L.askFollowUp);
    return 'thread';
  },
};

// Grok (grok.com), 2025. Based on: my memory of the page (sidebar Search / Chat / Voice / Imagine /
// Projects / History; "Thought for 8s" above answers in thinking mode; a "N web pages" line when it searched;
// composer "How can Grok help?" with model picker Auto / Fast / Expert / Grok 4). Sure: low-medium.
const grok: Template = {
  platform: 'grok',
  buttons: (L) => [L.copy, L.regenerate, L.share],
  build(p, c) {
    const { r, L } = c;
    const think = maybe(r, 0.5);
    if (maybe(r, 0.6)) p.add('Grok', `${L.search} Ctrl+K`, 'Chat', 'Voice', 'Imagine', L.projects, L.history, L.today, ...c.titles.slice(0, int(r, 2, 6)).map(title));
    for (const m of c.conv.messages) {
      if (m.role === 'user') {
        p.blank();
        p.user(m.content);
      } else {
        if (think) {
          p.add(L.thoughtFor(secs(r)));
          p.flags.add('thinking');
        }
        if (maybe(r, 0.25)) {
          p.add(L.webPages(int(r, 8, 40)));
          p.flags.add('citations');
        }
        p.assistant(m.content, code((l) => [l || 'text', L.copy]));
      }
    }
    p.blank();
    p.add('How can Grok help?', pick(r, ['Auto', 'Fast', 'Expert', 'Grok 4']));
    return think ? 'web-think' : 'web';
  },
};

// Meta AI (meta.ai web). Based on: my memory of the page (header "Meta AI", new-chat button, suggested
// prompts under answers, composer "Ask Meta AI anything…", disclaimer about AI messages). No speaker labels.
// Sure: low.
const metaAi: Template = {
  platform: 'meta_ai',
  buttons: (L) => [L.copy, L.share],
  build(p, c) {
    const { r, L } = c;
    p.add('Meta AI');
    if (maybe(r, 0.5)) p.add(L.newChat, L.discover, ...c.titles.slice(0, int(r, 1, 4)).map(title));
    const msgs = c.conv.messages;
    msgs.forEach((m, i) => {
      if (m.role === 'user') {
        p.blank();
        p.user(m.content);
      } else {
        p.assistant(m.content, code((l) => [l || 'text', L.copyCode]));
        if (i === msgs.length - 1 && maybe(r, 0.6)) {
          p.add(...c.followups.slice(0, int(r, 2, 3)));
          p.flags.add('suggested_followups');
        }
      }
    });
    p.blank();
    p.add('Ask Meta AI anything…', 'Messages are generated by AI and may be inaccurate or inappropriate.');
    return 'web';
  },
};

// Le Chat (chat.mistral.ai), 2025. Based on: my memory of the page (sidebar New chat / Search / Library /
// Agents / Today list; optional "Thought for Ns" in Think mode; code header language + Copy; composer "Ask
// Le Chat anything" with Think / Web search toggles; "Le Chat can make mistakes" footer). Sure: low-medium.
const leChat: Template = {
  platform: 'le_chat',
  buttons: (L) => [L.copy, L.retry, L.edit],
  build(p, c) {
    const { r, L } = c;
    const think = maybe(r, 0.35);
    if (maybe(r, 0.6)) p.add('Le Chat', L.newChat, L.search, L.library, 'Agents', L.today, ...c.titles.slice(0, int(r, 2, 6)).map(title));
    for (const m of c.conv.messages) {
      if (m.role === 'user') {
        p.blank();
        p.user(m.content);
        if (maybe(r, 0.3)) p.add(L.edit);
      } else {
        if (think) {
          p.add(L.thoughtFor(secs(r)));
          p.flags.add('thinking');
        }
        p.assistant(m.content, code((l) => [l || 'text', L.copy]));
      }
    }
    p.blank();
    p.add('Ask Le Chat anything', 'Think', L.search, L.mistakes('Le Chat'));
    return think ? 'web-think' : 'web';
  },
};

// Qwen Chat (chat.qwen.ai). Based on: my memory of the page (model name badge such as "Qwen3-Max" above every
// answer, a "Thinking completed" fold with the reasoning, code header with language + Copy, composer "How can I
// help you today?", footer "AI-generated content may not be accurate."). Sure: low-medium.
const qwen: Template = {
  platform: 'qwen',
  buttons: (L) => [L.copy, L.regenerate, L.share],
  build(p, c) {
    const { r, L } = c;
    const model = pick(r, ['Qwen3-Max', 'Qwen3-235B-A22B-2507', 'Qwen2.5-Max', 'Qwen3-Coder']);
    const think = maybe(r, 0.45);
    if (maybe(r, 0.6)) p.add('Qwen', L.newChat, L.today, ...c.titles.slice(0, int(r, 2, 6)).map(title));
    let ask = '';
    for (const m of c.conv.messages) {
      if (m.role === 'user') {
        p.blank();
        ask = m.content;
        p.user(m.content);
      } else {
        p.add(model);
        p.flags.add('model_badge');
        if (think) {
          p.add(L.thinkingDone);
          p.flags.add('thinking');
          if (maybe(r, 0.6)) {
            p.add(thinkingText(c, ask));
            p.flags.add('thinking_text');
          }
        }
        p.assistant(m.content, code((l) => [l || 'text', L.copy]));
      }
    }
    p.blank();
    p.add('How can I help you today?', 'Thinking', L.search, 'AI-generated content may not be accurate.');
    return think ? 'web-thinking' : 'web';
  },
};

// Kimi (kimi.com / kimi.moonshot.cn). Based on: my memory of the page (sidebar New Chat / Chat History,
// model "K2", a "Thinking complete" fold for the reasoning model, "Searched N web pages" when browsing, code
// header language + Copy, footer saying the content is AI-generated). Sure: low.
const kimi: Template = {
  platform: 'kimi',
  buttons: (L) => [L.copy, L.regenerate, L.share],
  build(p, c) {
    const { r, L } = c;
    const think = maybe(r, 0.4);
    if (maybe(r, 0.6)) p.add('Kimi', L.newChat, 'Kimi+', L.history, ...c.titles.slice(0, int(r, 2, 6)).map(title));
    let ask = '';
    for (const m of c.conv.messages) {
      if (m.role === 'user') {
        p.blank();
        ask = m.content;
        p.user(m.content);
      } else {
        if (think) {
          p.add(L.thinkingDone);
          p.flags.add('thinking');
          if (maybe(r, 0.65)) {
            p.add(thinkingText(c, ask));
            p.flags.add('thinking_text');
          }
        }
        if (maybe(r, 0.2)) {
          p.add(L.webPages(int(r, 5, 30)));
          p.flags.add('citations');
        }
        p.assistant(m.content, code((l) => [l || 'text', L.copy]));
      }
    }
    p.blank();
    p.add(L.askAnything, 'K2', 'Researcher', L.aiGenerated);
    return think ? 'web-thinking' : 'web';
  },
};

// Poe (poe.com). Based on: my memory of the page (sidebar Explore / Create / Chats; a bot card at the top with
// the bot name, "By @owner" and follower count; the bot's name above each of its answers; optional times under
// messages; composer "Message <bot>"). Sure: medium for the bot-name line above answers, low for the rest.
const poe: Template = {
  platform: 'poe',
  buttons: (L) => [L.share, L.copy],
  build(p, c) {
    const { r, L } = c;
    const [bot, owner] = pick(r, [['Claude-Sonnet-4.5', 'anthropic'], ['GPT-4o', 'openai'], ['Gemini-2.5-Pro', 'google'], ['Assistant', 'poe'], ['Llama-3.1-405B', 'meta']]);
    const times = maybe(r, 0.4);
    let minute = int(r, 8 * 60, 21 * 60);
    const clock = () => {
      minute += int(r, 0, 3);
      const h = Math.floor(minute / 60) % 24;
      return `${h % 12 || 12}:${String(minute % 60).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
    };
    if (maybe(r, 0.5)) p.add('Poe', L.explore, 'Create', L.chats, ...c.titles.slice(0, int(r, 2, 6)).map(title));
    p.add(bot!, `By @${owner}`, `${int(r, 10, 900)}K followers`);
    for (const m of c.conv.messages) {
      p.blank();
      if (m.role === 'user') p.user(m.content);
      else {
        p.add(bot!);
        p.assistant(m.content, code((l) => [l || 'text', L.copy]));
      }
      if (times) p.add(clock());
    }
    p.blank();
    p.add(L.messageTo(bot!));
    return times ? 'web-times' : 'web';
  },
};

// HuggingChat (huggingface.co/chat). Based on: my memory of the page (sidebar New Chat / Today list / Models /
// Assistants / Settings / About & Privacy; model id at the top; code blocks with only a copy icon; composer
// "Ask anything" and "Model: <id> · Generated content may be inaccurate or false."). Sure: medium.
const huggingchat: Template = {
  platform: 'huggingchat',
  buttons: (L) => [L.copy, L.retry],
  build(p, c) {
    const { r, L } = c;
    const model = pick(r, ['meta-llama/Llama-3.3-70B-Instruct', 'Qwen/Qwen2.5-72B-Instruct', 'mistralai/Mistral-Nemo-Instruct-2407', 'CohereForAI/c4ai-command-r-plus-08-2024']);
    if (maybe(r, 0.6)) p.add('HuggingChat', L.newChat, L.today, ...c.titles.slice(0, int(r, 2, 6)).map(title), 'Models', 'Assistants', L.settings, 'About & Privacy');
    p.add(model);
    for (const m of c.conv.messages) {
      p.blank();
      if (m.role === 'user') p.user(m.content);
      else p.assistant(m.content, code(() => []));
    }
    p.blank();
    p.add(L.askAnything, `Model: ${model} · Generated content may be inaccurate or false.`);
    return 'web';
  },
};

// Pi (pi.ai). Based on: my memory of the page (sparse: "Pi" header, Threads / Discover / Profile, messages
// without labels, composer "Talk with Pi"). Sure: low.
const pi: Template = {
  platform: 'pi',
  buttons: () => ['Threads', 'Discover'],
  build(p, c) {
    const { r, L } = c;
    p.add('Pi');
    if (maybe(r, 0.5)) p.add('Threads', L.discover, 'Profile');
    for (const m of c.conv.messages) {
      p.blank(int(r, 1, 2));
      if (m.role === 'user') p.user(m.content);
      else p.assistant(m.content, code((l) => [l || 'text']));
    }
    p.blank();
    p.add('Talk with Pi');
    return 'web';
  },
};

// Duck.ai (DuckDuckGo AI Chat). Based on: my memory of the page (header "Duck.ai", New Chat, Recent chats,
// the chosen model's name above every answer, code header language + Copy, composer "Ask privately").
// Sure: low-medium.
const duckAi: Template = {
  platform: 'duckduckgo',
  buttons: (L) => [L.copy, L.newChat],
  build(p, c) {
    const { r, L } = c;
    const model = pick(r, ['GPT-4o mini', 'Claude 3 Haiku', 'Llama 3.3 70B', 'Mistral Small 3', 'o3-mini']);
    p.add('Duck.ai');
    if (maybe(r, 0.6)) p.add(L.newChat, L.recents, ...c.titles.slice(0, int(r, 1, 5)).map(title));
    p.add(model);
    for (const m of c.conv.messages) {
      p.blank();
      if (m.role === 'user') p.user(m.content);
      else {
        p.add(model);
        p.flags.add('model_badge');
        p.assistant(m.content, code((l) => [l || 'text', L.copy]));
      }
    }
    p.blank();
    p.add('Ask privately', 'Duck.ai can make mistakes. Check important info.');
    return 'web';
  },
};

// You.com. Based on: my memory of the page (sidebar New chat / Agents / History; source cards with site names
// above answers; inline numbered citations; "Related" questions; composer "Ask anything"). Sure: low.
const youCom: Template = {
  platform: 'you_com',
  buttons: (L) => [L.copy, L.share],
  build(p, c) {
    const { r, L } = c;
    const sites = ['Wikipedia', 'Reddit', 'Mayo Clinic', 'Forbes', 'GitHub', 'The Verge'];
    let n = 0;
    if (maybe(r, 0.6)) p.add('you.com', L.newChat, 'Agents', L.history, ...c.titles.slice(0, int(r, 1, 5)).map(title));
    const msgs = c.conv.messages;
    msgs.forEach((m, i) => {
      p.blank();
      if (m.role === 'user') p.user(m.content);
      else {
        if (maybe(r, 0.6)) {
          p.add(L.sources, ...sites.slice(int(r, 0, 2), int(r, 3, 6)));
          p.flags.add('citations');
        }
        p.assistant(m.content, code((l) => [l || 'text', L.copy]), { chips: () => (maybe(r, 0.35) ? `[${++n}]` : null) });
        if (i === msgs.length - 1 && maybe(r, 0.6)) {
          p.add(L.related, ...c.followups.slice(0, 3));
          p.flags.add('suggested_followups');
        }
      }
    });
    p.blank();
    p.add(L.askAnything);
    return 'web';
  },
};

// Phind (phind.com). Based on: my memory of the page (the ask as a heading, model badge like "Phind-70B",
// a Sources list of page titles and domains before the answer, code blocks with language + Copy, composer
// "Ask a follow-up"). Sure: low.
const phind: Template = {
  platform: 'phind',
  buttons: (L) => [L.copy, L.share],
  build(p, c) {
    const { r, L } = c;
    p.add('Phind');
    if (maybe(r, 0.5)) p.add(L.newChat, L.history);
    for (const m of c.conv.messages) {
      p.blank();
      if (m.role === 'user') p.user(m.content);
      else {
        p.add(pick(r, ['Phind-70B', 'Phind Instant', 'GPT-4o', 'Claude Sonnet']));
        p.flags.add('model_badge');
        if (maybe(r, 0.6)) {
          p.add(L.sources);
          for (let k = 0; k < int(r, 2, 4); k++) p.add(pick(r, ['stackoverflow.com', 'developer.mozilla.org', 'docs.python.org', 'github.com', 'medium.com']));
          p.flags.add('citations');
        }
        p.assistant(m.content, code((l) => [l || 'text', L.copy]));
      }
    }
    p.blank();
    p.add(L.askFollowUp);
    return 'web';
  },
};

// Character.AI (character.ai) chat page. Based on: my memory of the page (character name and "By @creator" at
// the top; the character's name with a "c.ai" tag above each of its messages; the person's persona name above
// theirs; composer "Message <name>…"; the banner "This is A.I. and not a real person. Treat everything it says
// as fiction"). Sure: medium for the name lines and the banner (English), low for the localized banner.
const characterAi: Template = {
  platform: 'character_ai',
  buttons: () => ['c.ai'],
  build(p, c) {
    const { r, L } = c;
    const bot = pick(r, ['Helpful Assistant', 'Socrates', 'Study Buddy', 'Dr. Harlow', 'Chef Mario']);
    const me = pick(r, NAMES).split(' ')[0]!;
    p.add('character.ai', bot, `By @${pick(r, ['luna_writes', 'kairos', 'bytebard', 'mintleaf'])}`);
    for (const m of c.conv.messages) {
      p.blank();
      if (m.role === 'user') {
        p.add(me);
        p.user(m.content);
      } else {
        p.add(bot, 'c.ai');
        p.assistant(m.content, code((l) => [l || 'text']));
      }
    }
    p.blank();
    p.add(`${L.messageTo(bot)}…`, L.fiction);
    return 'web';
  },
};

export interface Entry {
  t: Template;
  cases: number;
  /** Preferred content: plain chat (hh-rlhf) for companion apps. */
  plain?: boolean;
}

export const TEMPLATES: Entry[] = [
  { t: chatgpt, cases: 12 },
  { t: chatgptShare, cases: 6 },
  { t: claude, cases: 11 },
  { t: claudeDesktop, cases: 6 },
  { t: gemini, cases: 10 },
  { t: deepseek, cases: 9 },
  { t: copilot, cases: 8 },
  { t: copilotEdge, cases: 6 },
  { t: perplexity, cases: 8 },
  { t: grok, cases: 8 },
  { t: metaAi, cases: 7 },
  { t: leChat, cases: 7 },
  { t: qwen, cases: 8 },
  { t: kimi, cases: 7 },
  { t: poe, cases: 7 },
  { t: huggingchat, cases: 7 },
  { t: pi, cases: 6, plain: true },
  { t: duckAi, cases: 6 },
  { t: youCom, cases: 6 },
  { t: phind, cases: 6 },
  { t: characterAi, cases: 6, plain: true },
];

export type { Chrome };
