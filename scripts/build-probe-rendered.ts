// `node --import tsx scripts/build-probe-rendered.ts`: writes eval/corpus/probe-rendered, real answers with their
// Markdown as a browser copies it (headings and list markers gone, code under its language line and buttons, tables
// as tab-separated rows), on the page layouts the blind half of assistants-3 fails on (DeepSeek, Grok, Poe, Duck.ai),
// with a thinking line over each answer where the page has one. Session 35's own check, not held out: the blind
// half was summarised by family, variant and flag only; its conversations are excluded here by id.
// Contents: shared/data markdown-chat conversations whose answers use Markdown, rendered by assistants-2's renderCopy.
// Deterministic.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConversations, seededRandom, type Conv } from './aside-corpus-kit';
import { renderCopy } from './assistants-2/render';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// `--set 2` writes probe-rendered-2: another seed, more cases, none of probe-rendered's conversations.
const second = process.argv.includes('--set') && process.argv[process.argv.indexOf('--set') + 1] === '2';
const out = join(repo, 'eval', 'corpus', second ? 'probe-rendered-2' : 'probe-rendered');

interface Layout {
  family: string;
  variant: string;
  top: (title: string) => string[];
  /** Lines between the prompt and the answer (a thinking line, a name), with the blank lines around them. */
  opener: (k: number) => string[];
  codeHeader: (lang: string) => string[];
  bottom: string[];
  /** Blank lines between an answer and the next prompt. */
  gap: number;
}

const cut = (t: string) => (t.length > 24 ? `${t.slice(0, 24)}…` : t);
const layouts: Layout[] = [
  {
    family: 'deepseek_web_copy', variant: 'rendered-en',
    top: (title) => ['New chat', 'Today', 'Fix pandas merge error', 'Explain compound interest', '7 Days', 'Sourdough starter tips', 'Get App', 'My Profile', '', cut(title), ''],
    opener: (k) => ['', `Thought for ${12 + k * 7} seconds`, ''],
    codeHeader: (lang) => [lang, 'Copy', 'Download'],
    bottom: ['', '', 'Message DeepSeek', 'DeepThink (R1)', 'Search', 'AI-generated, for reference only'],
    gap: 2,
  },
  {
    family: 'deepseek_web_copy', variant: 'rendered-zh',
    top: (title) => ['开启新对话', '今天', '复利怎么算', '7 天内', '酸面包酵头', '下载 App', '个人信息', '', cut(title), ''],
    opener: (k) => ['', `已深度思考（用时 ${9 + k * 5} 秒）`, ''],
    codeHeader: (lang) => [lang, '复制', '下载'],
    bottom: ['', '', '给 DeepSeek 发送消息', '深度思考 (R1)', '联网搜索', '内容由 AI 生成，请仔细甄别'],
    gap: 2,
  },
  {
    family: 'grok_web_copy', variant: 'rendered-en',
    top: () => ['Grok', 'Search', 'Chat', 'Voice', 'Imagine', 'Projects', 'History', 'Today', 'Compound interest explained', 'Birthday ideas', ''],
    opener: (k) => ['', `Thought for ${14 + k * 3}s`],
    codeHeader: (lang) => [lang, 'Copy'],
    bottom: ['', '', 'How can Grok help?', 'DeepSearch', 'Think', 'Grok 4'],
    gap: 2,
  },
  {
    family: 'grok_web_copy', variant: 'rendered-ko',
    top: () => ['Grok', '검색', '채팅', '음성', '프로젝트', '기록', '오늘', '복리 설명', ''],
    opener: (k) => ['', `${14 + k * 3}초 동안 생각함`],
    codeHeader: (lang) => [lang, '복사'],
    bottom: ['', '', 'Grok에게 무엇이든 물어보세요', 'DeepSearch', '생각하기', 'Grok 4'],
    gap: 2,
  },
  {
    family: 'poe_web_copy', variant: 'rendered-ja',
    top: () => ['Poe', '探索', '作成', 'チャット', 'Assistant', 'By @poe', ''],
    opener: () => ['', 'Assistant'],
    codeHeader: (lang) => [lang, 'コピー'],
    bottom: ['', 'Assistant にメッセージを送信する'],
    gap: 1,
  },
  {
    family: 'duck_ai_web_copy', variant: 'rendered-fr',
    top: () => ['Duck.ai', 'Nouveau chat', 'Récents', 'GPT-4o mini', ''],
    opener: () => ['', 'GPT-4o mini'],
    codeHeader: (lang) => [lang, 'Copier'],
    bottom: ['', 'Posez une question en privé', 'Duck.ai peut faire des erreurs. Vérifiez les informations importantes.'],
    gap: 1,
  },
];

function excludedSources(): Set<string> {
  const s = new Set<string>();
  for (const dir of second ? ['assistants-3', 'probe-rendered'] : ['assistants-3']) {
    const d = join(repo, 'eval', 'corpus', dir);
    if (!existsSync(d)) continue;
    for (const f of readdirSync(d)) if (f.endsWith('.expected.json')) for (const id of (JSON.parse(readFileSync(join(d, f), 'utf8')).sources ?? []) as string[]) s.add(id);
  }
  return s;
}

const markdownAnswers = (c: Conv) => c.messages.some((m) => m.role === 'assistant' && /```|^#{1,6} |^\s*[-*] |^\s*\d+\. |^\|/m.test(m.content));
const pool = loadConversations('markdown-chat-conversations.jsonl').filter((c) => !excludedSources().has(c.id) && markdownAnswers(c) && c.messages.length % 2 === 0 && c.messages.every((m) => m.content.length <= 6000));
const rand = seededRandom(second ? 3502 : 35);
const used = new Set<string>();
const pick = (): Conv => {
  for (;;) {
    const c = pool[Math.floor(rand() * pool.length)]!;
    if (!used.has(c.id)) {
      used.add(c.id);
      return { id: c.id, messages: c.messages.slice(0, 4).map((m) => ({ role: m.role, content: m.content.trim() })) };
    }
  }
};

if (existsSync(out)) for (const f of readdirSync(out)) if (f.startsWith('case-')) rmSync(join(out, f));
mkdirSync(out, { recursive: true });
let n = 0;
for (let round = 0; round < (second ? 8 : 4); round++) {
  for (const layout of layouts) {
    const c = pick();
    const lines: string[] = [...layout.top(c.messages[0]!.content.split('\n')[0]!)];
    const expected: { role: string; content: string }[] = [];
    c.messages.forEach((m, k) => {
      if (m.role === 'user') {
        if (k > 0) for (let g = 0; g < layout.gap; g++) lines.push('');
        lines.push(m.content);
        expected.push({ role: 'user', content: m.content });
      } else {
        // A block without a language shows "plaintext" over it, as the pages do.
        const r = renderCopy(m.content, { before: (lang) => layout.codeHeader(lang || 'plaintext') });
        lines.push(...layout.opener(k >> 1), r.paste);
        expected.push({ role: 'assistant', content: r.expected });
      }
    });
    lines.push(...layout.bottom);
    n++;
    const name = `case-${String(n).padStart(4, '0')}`;
    writeFileSync(join(out, `${name}.txt`), `${lines.join('\n')}\n`);
    writeFileSync(join(out, `${name}.expected.json`), `${JSON.stringify({ format_family: layout.family, platform: 'other', variant: layout.variant, sources: [c.id], messages: expected }, null, 2)}\n`);
  }
}
console.log(`${n} cases in ${out}`);
