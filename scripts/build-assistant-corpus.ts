// `node --import tsx scripts/build-assistant-corpus.ts [OUT_DIR]`: writes the "leave-one-assistant-out"
// generalisation corpus (default eval/corpus/assistants) in the layout of shared/corpus/parse:
// case-NNNN.txt + case-NNNN.expected.json {format_family, platform, variant, flags, sources, messages}.
//
// Deterministic: one seeded PRNG, no network, no clock. Conversation text comes only from
// shared/data (hh-rlhf, markdown-chat, oasst1); the page chrome around it is modelled per assistant
// from product knowledge (see the comment above each template for what it is based on and how sure
// it is). This file was written without reading the parser (src/core/conversation/**): the set is an
// independent check of it and must not be tuned against.
//
// Conventions for the expected messages (shared/corpus/parse/README.md):
// - web copies: everything the UI adds (labels, buttons, code headers, thinking lines, attachment and
//   source chips, sidebars, footers, suggested follow-ups) is left out; the content is the text as the
//   browser copies it (markdown rendered: markup gone, list markers gone, tables as tab-separated rows;
//   user bubbles are shown verbatim).
// - transcripts: the text as written; a third speaker line (system/tool) is not a message.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = resolve(process.argv[2] ?? join(repo, 'eval', 'corpus', 'assistants'));
const SHARED = [process.env.KIBITZ_SHARED, join(repo, '..', 'shared'), '/work/shared'].find((d) => d && existsSync(d)) ?? '/work/shared';
const DATA = join(SHARED, 'data');

// ---------------------------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------------------------
class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    // mulberry32
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(a: readonly T[]): T {
    if (a.length === 0) throw new Error('pick from empty array');
    return a[Math.floor(this.next() * a.length)] as T;
  }
  shuffle<T>(a: T[]): T[] {
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j] as T, a[i] as T];
    }
    return a;
  }
}
const rng = new Rng(20250611);

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------
type Role = 'user' | 'assistant';
interface Msg {
  role: Role;
  content: string;
}
interface Conv {
  ids: string[];
  messages: Msg[];
  kind: 'hh' | 'md' | 'oasst';
  lang: Lang | null; // language of the content when it is not English
}

const LANGS = ['en', 'es', 'pt', 'fr', 'de', 'it', 'ru', 'zh', 'ja', 'ko'] as const;
type Lang = (typeof LANGS)[number];

function readJsonl<T>(file: string): T[] {
  return readFileSync(join(DATA, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

function detectLang(s: string): Lang | null {
  if (/[\u3040-\u30ff]/.test(s)) return 'ja';
  if (/[\uac00-\ud7af]/.test(s)) return 'ko';
  if (/[\u4e00-\u9fff]/.test(s)) return 'zh';
  if ((s.match(/[\u0400-\u04ff]/g) ?? []).length > 20) return 'ru';
  const words = s.toLowerCase().split(/[^a-zà-ÿ]+/);
  const score = (list: string[]) => words.filter((w) => list.includes(w)).length;
  const cands: [Lang, number][] = [
    ['es', score(['el', 'los', 'las', 'que', 'una', 'para', 'con', 'por', 'del', 'mi', 'es', 'como'])],
    ['pt', score(['não', 'você', 'uma', 'para', 'com', 'que', 'seu', 'sua', 'dos', 'das', 'um', 'é'])],
    ['fr', score(['le', 'les', 'des', 'une', 'pour', 'avec', 'est', 'dans', 'qui', 'pas', 'vous', 'moi'])],
    ['de', score(['der', 'die', 'das', 'und', 'ist', 'nicht', 'ein', 'eine', 'mit', 'für', 'sind', 'dass'])],
    ['it', score(['il', 'della', 'che', 'una', 'per', 'con', 'sono', 'gli', 'del', 'non', 'come', 'questo'])],
  ];
  const en = score(['the', 'and', 'is', 'of', 'to', 'you', 'in', 'that', 'for', 'with', 'what', 'how']);
  cands.sort((a, b) => b[1] - a[1]);
  const best = cands[0] as [Lang, number];
  return best[1] >= 3 && best[1] > en ? best[0] : null;
}

const hh: Conv[] = readJsonl<{ id: string; messages: Msg[] }>('hh-rlhf-conversations.jsonl').map((r) => ({ ids: [r.id], messages: r.messages, kind: 'hh', lang: null }));
const md: Conv[] = readJsonl<{ id: string; messages: Msg[] }>('markdown-chat-conversations.jsonl')
  .filter((r) => r.messages.every((m) => m.content.length < 7000))
  .map((r) => ({ ids: [r.id], messages: r.messages, kind: 'md', lang: detectLang(r.messages[0]?.content ?? '') }));
const oasst: Conv[] = readJsonl<{ id: string; context: Msg[]; reply: string }>('oasst1-en-replies-labelled.jsonl')
  .filter((r) => r.context.length >= 1 && r.reply.length < 5000 && r.context.every((m, i) => m.role === (i % 2 === 0 ? 'user' : 'assistant')))
  .map((r) => ({ ids: [r.id], messages: [...r.context, { role: 'assistant' as const, content: r.reply }], kind: 'oasst', lang: detectLang(r.context[0]?.content ?? '') }));

const used = new Set<string>();
function take(pool: Conv[], ok: (c: Conv) => boolean = () => true): Conv {
  for (let tries = 0; tries < 4000; tries++) {
    const c = rng.pick(pool);
    const key = c.ids.join('+');
    if (used.has(key) || !ok(c)) continue;
    used.add(key);
    return { ...c, messages: c.messages.map((m) => ({ ...m })) };
  }
  throw new Error('pool exhausted');
}
const hasCode = (c: Conv) => c.messages.some((m) => /^\s*```/m.test(m.content));
const hasTable = (c: Conv) => c.messages.some((m) => /^\s*\|.*\|\s*$/m.test(m.content) && /^\s*\|?\s*:?-{3,}/m.test(m.content));
const hasList = (c: Conv) => c.messages.some((m) => m.role === 'assistant' && /^\s*(?:[-*]|\d+\.)\s+\S/m.test(m.content));

/** Several hh conversations one after another: one long conversation (20+ messages). */
function stitched(minMessages: number): Conv {
  const parts: Conv[] = [];
  let n = 0;
  while (n < minMessages) {
    const c = take(hh, (x) => x.messages.length >= 4);
    parts.push(c);
    n += c.messages.length;
  }
  return { ids: parts.flatMap((p) => p.ids), messages: parts.flatMap((p) => p.messages), kind: 'hh', lang: null };
}

type Shape = 'hh' | 'md' | 'code' | 'table' | 'oasst' | 'long' | 'native';
function conversationFor(shape: Shape, lang: Lang): { conv: Conv; flags: string[] } {
  const flags: string[] = [];
  let conv: Conv;
  switch (shape) {
    case 'long':
      conv = stitched(rng.int(20, 28));
      flags.push('long_20plus', 'stitched');
      break;
    case 'code':
      conv = take(md, (c) => hasCode(c) && c.lang === null);
      break;
    case 'table': {
      // Few rows in the data have tables (about 15): fall back to markdown when they are used up.
      const pool = [...md, ...oasst].filter((c) => hasTable(c) && !used.has(c.ids.join('+')));
      conv = pool.length > 0 ? take(pool) : take(md, (c) => c.lang === null);
      break;
    }
    case 'md':
      conv = take(md, (c) => c.lang === null);
      break;
    case 'oasst':
      conv = take(oasst, (c) => c.lang === null);
      break;
    case 'native': {
      const pool = [...md, ...oasst].filter((c) => c.lang === lang && !used.has(c.ids.join('+')));
      conv = pool.length > 0 ? take(pool) : take(hh);
      break;
    }
    default:
      conv = take(hh);
  }
  if (conv.lang) flags.push('non_english');
  if (hasCode(conv)) flags.push('code_blocks');
  if (hasTable(conv)) flags.push('tables');
  if (hasList(conv)) flags.push('lists');
  return { conv, flags };
}

// ---------------------------------------------------------------------------------------------
// UI strings (generic, per language). Translations are from product knowledge of how these apps
// word their chrome; individual apps differ in detail (confidence: medium for en/es/fr/de/pt/ja/zh,
// low for the rest). Product-specific wording is in the templates.
// ---------------------------------------------------------------------------------------------
interface UiStrings {
  copy: string;
  copyCode: string;
  edit: string;
  share: string;
  retry: string;
  regenerate: string;
  good: string;
  bad: string;
  readAloud: string;
  more: string;
  newChat: string;
  search: string;
  library: string;
  settings: string;
  today: string;
  yesterday: string;
  prev7: string;
  sources: string;
  related: string;
  askFollowUp: string;
  askAnything: string;
  youSaid: string;
  saidBy: (p: string) => string;
  mistakes: (p: string) => string;
  thoughtShort: (n: number) => string;
  thoughtLong: (n: number) => string;
  thinkingDone: string;
  searched: (n: number) => string;
  convWith: (p: string) => string;
  showThinking: string;
  skip: string;
  upgrade: string;
  types: { pdf: string; doc: string; sheet: string; image: string; text: string };
  messageTo: (p: string) => string;
  replyTo: (p: string) => string;
}

const UI: Record<Lang, UiStrings> = {
  en: {
    copy: 'Copy', copyCode: 'Copy code', edit: 'Edit', share: 'Share', retry: 'Retry', regenerate: 'Regenerate', good: 'Good response', bad: 'Bad response',
    readAloud: 'Read aloud', more: 'More', newChat: 'New chat', search: 'Search', library: 'Library', settings: 'Settings', today: 'Today', yesterday: 'Yesterday',
    prev7: 'Previous 7 Days', sources: 'Sources', related: 'Related', askFollowUp: 'Ask a follow-up…', askAnything: 'Ask anything', youSaid: 'You said:',
    saidBy: (p) => `${p} said:`, mistakes: (p) => `${p} can make mistakes. Check important info.`, thoughtShort: (n) => `Thought for ${n}s`,
    thoughtLong: (n) => `Thought for ${n} seconds`, thinkingDone: 'Thinking completed', searched: (n) => `Searched ${n} sites`, convWith: (p) => `Conversation with ${p}`,
    showThinking: 'Show thinking', skip: 'Skip to content', upgrade: 'Upgrade plan',
    types: { pdf: 'PDF', doc: 'Document', sheet: 'Spreadsheet', image: 'Image', text: 'Text' }, messageTo: (p) => `Message ${p}`, replyTo: (p) => `Reply to ${p}...`,
  },
  es: {
    copy: 'Copiar', copyCode: 'Copiar código', edit: 'Editar', share: 'Compartir', retry: 'Reintentar', regenerate: 'Regenerar', good: 'Buena respuesta', bad: 'Mala respuesta',
    readAloud: 'Leer en voz alta', more: 'Más', newChat: 'Nuevo chat', search: 'Buscar', library: 'Biblioteca', settings: 'Configuración', today: 'Hoy', yesterday: 'Ayer',
    prev7: '7 días anteriores', sources: 'Fuentes', related: 'Relacionado', askFollowUp: 'Haz una pregunta de seguimiento…', askAnything: 'Pregunta lo que quieras', youSaid: 'Tú dijiste:',
    saidBy: (p) => `${p} dijo:`, mistakes: (p) => `${p} puede cometer errores. Comprueba la información importante.`, thoughtShort: (n) => `Pensó durante ${n}s`,
    thoughtLong: (n) => `Pensó durante ${n} segundos`, thinkingDone: 'Razonamiento completado', searched: (n) => `Buscó en ${n} sitios`, convWith: (p) => `Conversación con ${p}`,
    showThinking: 'Mostrar razonamiento', skip: 'Saltar al contenido', upgrade: 'Mejorar plan',
    types: { pdf: 'PDF', doc: 'Documento', sheet: 'Hoja de cálculo', image: 'Imagen', text: 'Texto' }, messageTo: (p) => `Enviar un mensaje a ${p}`, replyTo: (p) => `Responder a ${p}...`,
  },
  pt: {
    copy: 'Copiar', copyCode: 'Copiar código', edit: 'Editar', share: 'Compartilhar', retry: 'Tentar novamente', regenerate: 'Regenerar', good: 'Resposta boa', bad: 'Resposta ruim',
    readAloud: 'Ler em voz alta', more: 'Mais', newChat: 'Novo chat', search: 'Buscar', library: 'Biblioteca', settings: 'Configurações', today: 'Hoje', yesterday: 'Ontem',
    prev7: '7 dias anteriores', sources: 'Fontes', related: 'Relacionados', askFollowUp: 'Faça uma pergunta de acompanhamento…', askAnything: 'Pergunte alguma coisa', youSaid: 'Você disse:',
    saidBy: (p) => `O ${p} disse:`, mistakes: (p) => `O ${p} pode cometer erros. Considere verificar informações importantes.`, thoughtShort: (n) => `Pensou por ${n}s`,
    thoughtLong: (n) => `Pensou por ${n} segundos`, thinkingDone: 'Raciocínio concluído', searched: (n) => `Pesquisou ${n} sites`, convWith: (p) => `Conversa com o ${p}`,
    showThinking: 'Mostrar raciocínio', skip: 'Pular para o conteúdo', upgrade: 'Fazer upgrade do plano',
    types: { pdf: 'PDF', doc: 'Documento', sheet: 'Planilha', image: 'Imagem', text: 'Texto' }, messageTo: (p) => `Envie uma mensagem para ${p}`, replyTo: (p) => `Responder a ${p}...`,
  },
  fr: {
    copy: 'Copier', copyCode: 'Copier le code', edit: 'Modifier', share: 'Partager', retry: 'Réessayer', regenerate: 'Régénérer', good: 'Bonne réponse', bad: 'Mauvaise réponse',
    readAloud: 'Lire à haute voix', more: 'Plus', newChat: 'Nouveau chat', search: 'Rechercher', library: 'Bibliothèque', settings: 'Paramètres', today: 'Aujourd’hui', yesterday: 'Hier',
    prev7: '7 jours précédents', sources: 'Sources', related: 'Questions associées', askFollowUp: 'Poser une question complémentaire…', askAnything: 'Poser une question', youSaid: 'Vous avez dit :',
    saidBy: (p) => `${p} a dit :`, mistakes: (p) => `${p} peut faire des erreurs. Envisagez de vérifier les informations importantes.`, thoughtShort: (n) => `Réflexion durant ${n}s`,
    thoughtLong: (n) => `Réflexion pendant ${n} secondes`, thinkingDone: 'Réflexion terminée', searched: (n) => `${n} sites consultés`, convWith: (p) => `Conversation avec ${p}`,
    showThinking: 'Afficher le raisonnement', skip: 'Passer au contenu principal', upgrade: 'Mettre à niveau l’offre',
    types: { pdf: 'PDF', doc: 'Document', sheet: 'Feuille de calcul', image: 'Image', text: 'Texte' }, messageTo: (p) => `Envoyer un message à ${p}`, replyTo: (p) => `Répondre à ${p}...`,
  },
  de: {
    copy: 'Kopieren', copyCode: 'Code kopieren', edit: 'Bearbeiten', share: 'Teilen', retry: 'Wiederholen', regenerate: 'Neu generieren', good: 'Gute Antwort', bad: 'Schlechte Antwort',
    readAloud: 'Vorlesen', more: 'Mehr', newChat: 'Neuer Chat', search: 'Suchen', library: 'Bibliothek', settings: 'Einstellungen', today: 'Heute', yesterday: 'Gestern',
    prev7: 'Vorherige 7 Tage', sources: 'Quellen', related: 'Ähnliche Fragen', askFollowUp: 'Folgefrage stellen…', askAnything: 'Frag einfach', youSaid: 'Du hast gesagt:',
    saidBy: (p) => `${p} hat gesagt:`, mistakes: (p) => `${p} kann Fehler machen. Überprüfe wichtige Informationen.`, thoughtShort: (n) => `Nachgedacht für ${n}s`,
    thoughtLong: (n) => `${n} Sekunden lang nachgedacht`, thinkingDone: 'Nachdenken abgeschlossen', searched: (n) => `${n} Websites durchsucht`, convWith: (p) => `Unterhaltung mit ${p}`,
    showThinking: 'Gedankengang anzeigen', skip: 'Zum Inhalt springen', upgrade: 'Plan upgraden',
    types: { pdf: 'PDF', doc: 'Dokument', sheet: 'Tabelle', image: 'Bild', text: 'Text' }, messageTo: (p) => `Nachricht an ${p}`, replyTo: (p) => `Antworten an ${p}...`,
  },
  it: {
    copy: 'Copia', copyCode: 'Copia codice', edit: 'Modifica', share: 'Condividi', retry: 'Riprova', regenerate: 'Rigenera', good: 'Risposta utile', bad: 'Risposta non utile',
    readAloud: 'Leggi ad alta voce', more: 'Altro', newChat: 'Nuova chat', search: 'Cerca', library: 'Libreria', settings: 'Impostazioni', today: 'Oggi', yesterday: 'Ieri',
    prev7: '7 giorni precedenti', sources: 'Fonti', related: 'Correlate', askFollowUp: 'Fai una domanda di approfondimento…', askAnything: 'Chiedi qualsiasi cosa', youSaid: 'Hai detto:',
    saidBy: (p) => `${p} ha detto:`, mistakes: (p) => `${p} può commettere errori. Considera di verificare le informazioni importanti.`, thoughtShort: (n) => `Ragionato per ${n}s`,
    thoughtLong: (n) => `Ha ragionato per ${n} secondi`, thinkingDone: 'Ragionamento completato', searched: (n) => `Cercato in ${n} siti`, convWith: (p) => `Conversazione con ${p}`,
    showThinking: 'Mostra ragionamento', skip: 'Vai al contenuto', upgrade: 'Passa a un piano superiore',
    types: { pdf: 'PDF', doc: 'Documento', sheet: 'Foglio di calcolo', image: 'Immagine', text: 'Testo' }, messageTo: (p) => `Scrivi a ${p}`, replyTo: (p) => `Rispondi a ${p}...`,
  },
  ru: {
    copy: 'Копировать', copyCode: 'Копировать код', edit: 'Редактировать', share: 'Поделиться', retry: 'Повторить', regenerate: 'Сгенерировать заново', good: 'Хороший ответ', bad: 'Плохой ответ',
    readAloud: 'Прочитать вслух', more: 'Ещё', newChat: 'Новый чат', search: 'Поиск', library: 'Библиотека', settings: 'Настройки', today: 'Сегодня', yesterday: 'Вчера',
    prev7: 'Предыдущие 7 дней', sources: 'Источники', related: 'Похожие', askFollowUp: 'Задайте уточняющий вопрос…', askAnything: 'Спросите что-нибудь', youSaid: 'Вы сказали:',
    saidBy: (p) => `${p} сказал:`, mistakes: (p) => `${p} может допускать ошибки. Проверяйте важную информацию.`, thoughtShort: (n) => `Думал ${n} с`,
    thoughtLong: (n) => `Размышлял ${n} секунд`, thinkingDone: 'Размышление завершено', searched: (n) => `Просмотрено сайтов: ${n}`, convWith: (p) => `Разговор с ${p}`,
    showThinking: 'Показать ход рассуждений', skip: 'Перейти к содержимому', upgrade: 'Улучшить план',
    types: { pdf: 'PDF', doc: 'Документ', sheet: 'Таблица', image: 'Изображение', text: 'Текст' }, messageTo: (p) => `Сообщение для ${p}`, replyTo: (p) => `Ответить ${p}...`,
  },
  zh: {
    copy: '复制', copyCode: '复制代码', edit: '编辑', share: '分享', retry: '重试', regenerate: '重新生成', good: '喜欢', bad: '不喜欢',
    readAloud: '朗读', more: '更多', newChat: '新聊天', search: '搜索', library: '库', settings: '设置', today: '今天', yesterday: '昨天',
    prev7: '前 7 天', sources: '来源', related: '相关', askFollowUp: '提出后续问题…', askAnything: '有问题，尽管问', youSaid: '您说：',
    saidBy: (p) => `${p} 说：`, mistakes: (p) => `${p} 也可能会犯错。请核查重要信息。`, thoughtShort: (n) => `已思考 ${n} 秒`,
    thoughtLong: (n) => `已深度思考（用时 ${n} 秒）`, thinkingDone: '思考完成', searched: (n) => `已搜索 ${n} 个网页`, convWith: (p) => `与 ${p} 的对话`,
    showThinking: '显示思路', skip: '跳至内容', upgrade: '升级套餐',
    types: { pdf: 'PDF', doc: '文档', sheet: '电子表格', image: '图片', text: '文本' }, messageTo: (p) => `给 ${p} 发送消息`, replyTo: (p) => `回复 ${p}...`,
  },
  ja: {
    copy: 'コピー', copyCode: 'コードをコピーする', edit: '編集', share: '共有', retry: '再試行', regenerate: '再生成', good: '良い回答', bad: '悪い回答',
    readAloud: '読み上げ', more: 'その他', newChat: '新しいチャット', search: '検索', library: 'ライブラリ', settings: '設定', today: '今日', yesterday: '昨日',
    prev7: '過去 7 日間', sources: 'ソース', related: '関連', askFollowUp: 'フォローアップの質問をする…', askAnything: '何でも質問してください', youSaid: 'あなた:',
    saidBy: (p) => `${p}:`, mistakes: (p) => `${p} の回答は必ずしも正しいとは限りません。重要な情報は確認するようにしてください。`, thoughtShort: (n) => `${n} 秒間思考`,
    thoughtLong: (n) => `思考時間: ${n} 秒`, thinkingDone: '思考完了', searched: (n) => `${n} 件のサイトを検索しました`, convWith: (p) => `${p} との会話`,
    showThinking: '思考プロセスを表示', skip: 'コンテンツへスキップ', upgrade: 'プランをアップグレード',
    types: { pdf: 'PDF', doc: 'ドキュメント', sheet: 'スプレッドシート', image: '画像', text: 'テキスト' }, messageTo: (p) => `${p} にメッセージを送信する`, replyTo: (p) => `${p}に返信...`,
  },
  ko: {
    copy: '복사', copyCode: '코드 복사', edit: '편집', share: '공유', retry: '다시 시도', regenerate: '다시 생성', good: '좋은 응답', bad: '별로인 응답',
    readAloud: '소리 내어 읽기', more: '더 보기', newChat: '새 채팅', search: '검색', library: '라이브러리', settings: '설정', today: '오늘', yesterday: '어제',
    prev7: '지난 7일', sources: '출처', related: '관련', askFollowUp: '후속 질문하기…', askAnything: '무엇이든 물어보세요', youSaid: '나의 말:',
    saidBy: (p) => `${p}의 말:`, mistakes: (p) => `${p}은(는) 실수를 할 수 있습니다. 중요한 정보는 재차 확인하세요.`, thoughtShort: (n) => `${n}초 동안 생각함`,
    thoughtLong: (n) => `${n}초 동안 생각했습니다`, thinkingDone: '생각 완료', searched: (n) => `${n}개 사이트 검색함`, convWith: (p) => `${p}와의 대화`,
    showThinking: '사고 과정 표시', skip: '콘텐츠로 건너뛰기', upgrade: '플랜 업그레이드',
    types: { pdf: 'PDF', doc: '문서', sheet: '스프레드시트', image: '이미지', text: '텍스트' }, messageTo: (p) => `${p}에게 메시지 보내기`, replyTo: (p) => `${p}에게 답장...`,
  },
};

// ---------------------------------------------------------------------------------------------
// Page model: a page is a list of segments; UI segments are on the page but in no message.
// ---------------------------------------------------------------------------------------------
interface Seg {
  text: string;
  ui: boolean;
}
const ui = (...lines: string[]): Seg[] => lines.map((text) => ({ text, ui: true }));
const body = (text: string): Seg[] => [{ text, ui: false }];
const blank = (n = 1): Seg[] => Array.from({ length: n }, () => ({ text: '', ui: true }));

interface CodeStyle {
  header: (lang: string) => string[];
  footer?: (lang: string) => string[];
}

const prettyLang = (l: string): string => {
  const map: Record<string, string> = { js: 'JavaScript', javascript: 'JavaScript', ts: 'TypeScript', typescript: 'TypeScript', py: 'Python', python: 'Python', cpp: 'C++', 'c++': 'C++', csharp: 'C#', cs: 'C#', sh: 'Bash', bash: 'Bash', shell: 'Shell', sql: 'SQL', html: 'HTML', css: 'CSS', json: 'JSON', yaml: 'YAML', rust: 'Rust', go: 'Go', java: 'Java', r: 'R', c: 'C', php: 'PHP', ruby: 'Ruby', kotlin: 'Kotlin', swift: 'Swift', lua: 'Lua', latex: 'LaTeX', xml: 'XML', vb: 'VB', vba: 'VBA', matlab: 'MATLAB', scala: 'Scala' };
  return map[l.toLowerCase()] ?? (l ? l[0]!.toUpperCase() + l.slice(1) : '');
};

function inline(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)\s]+(?:\s+"[^"]*")?\)/g, '$1')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/\*\*([^*\n]+?)\*\*/g, '$1')
    .replace(/__([^_\n]+?)__/g, '$1')
    .replace(/(^|[^\w*])\*(?!\s)([^*\n]+?)(?<!\s)\*(?![\w*])/g, '$1$2')
    .replace(/~~([^~\n]+)~~/g, '$1')
    .replace(/\\([*_`#[\]\\|<>-])/g, '$1');
}

/**
 * Markdown as a chat page renders it, then as the browser copies it: markup gone, list markers gone
 * (or ordered numbers kept when `keepNumbers`, as some browsers copy them), table rows tab-separated,
 * code text kept with the UI's header/footer lines around it.
 */
function renderMarkdown(src: string, code: CodeStyle, keepNumbers: boolean): Seg[] {
  const out: Seg[] = [];
  const lines = src.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | null = null;
  let codeLang = '';
  for (const line of lines) {
    const f = /^\s*(```+|~~~+)\s*([\w+#.-]*)/.exec(line);
    if (fence === null && f) {
      fence = (f[1] as string)[0] as string;
      codeLang = f[2] ?? '';
      out.push(...ui(...code.header(codeLang)));
      continue;
    }
    if (fence !== null) {
      if (f && (f[1] as string)[0] === fence && !(f[2] ?? '')) {
        fence = null;
        if (code.footer) out.push(...ui(...code.footer(codeLang)));
      } else out.push(...body(line));
      continue;
    }
    if (/^\s*\|.*\|\s*$/.test(line)) {
      if (/^\s*\|?[\s:|-]+\|?\s*$/.test(line) && line.includes('-')) continue;
      const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => inline(c.trim()));
      out.push(...body(cells.join('\t')));
      continue;
    }
    let m: RegExpExecArray | null;
    if ((m = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line))) out.push(...body(inline(m[1] ?? '')));
    else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) out.push(...body(''));
    else if ((m = /^\s*[-*+]\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line))) out.push(...body(inline(m[1] ?? '')));
    else if ((m = /^\s*(\d+)[.)]\s+(.*)$/.exec(line))) out.push(...body(keepNumbers ? `${m[1]}. ${inline(m[2] ?? '')}` : inline(m[2] ?? '')));
    else if ((m = /^\s*>\s?(.*)$/.exec(line))) out.push(...body(inline(m[1] ?? '')));
    else out.push(...body(inline(line)));
  }
  if (fence !== null && code.footer) out.push(...ui(...code.footer(codeLang)));
  return out;
}

const contentOf = (segs: Seg[]): string =>
  segs
    .filter((s) => !s.ui)
    .map((s) => s.text)
    .join('\n')
    .replace(/^\n+|\s+$/g, '');

// ---------------------------------------------------------------------------------------------
// Shared helpers for the templates
// ---------------------------------------------------------------------------------------------
const titleOf = (s: string, n = 40): string => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > n ? one.slice(0, n).replace(/\s+\S*$/, '') : one;
};
function historyTitles(k: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < k; i++) {
    const c = rng.pick(rng.chance(0.5) ? hh : md);
    out.push(titleOf(c.messages[0]?.content ?? 'Untitled', rng.int(22, 36)));
  }
  return out;
}
const FILES: { name: string; kind: keyof UiStrings['types'] }[] = [
  { name: 'report.pdf', kind: 'pdf' }, { name: 'Q3_budget.xlsx', kind: 'sheet' }, { name: 'notes.txt', kind: 'text' }, { name: 'screenshot 2025-03-14.png', kind: 'image' },
  { name: 'contract_draft_v2.docx', kind: 'doc' }, { name: 'lecture-week5.pdf', kind: 'pdf' }, { name: 'data.csv', kind: 'sheet' }, { name: 'IMG_4821.jpg', kind: 'image' },
];
const DOMAINS = ['wikipedia.org', 'reddit.com', 'youtube.com', 'britannica.com', 'healthline.com', 'stackoverflow.com', 'github.com', 'investopedia.com', 'mayoclinic.org', 'nytimes.com', 'bbc.com', 'medium.com', 'quora.com', 'nih.gov', 'theguardian.com'];
const INITIALS = ['DK', 'JP', 'MS', 'AL', 'R', 'TN', 'CH', 'E', 'LV', 'SO'];

interface Ctx {
  lang: Lang;
  s: UiStrings;
  flags: Set<string>;
  keepNumbers: boolean;
  /** Poe: the bot whose name labels each answer. */
  bot: string;
}

/** Per-turn renderer contract: returns the segments of one turn (UI + content). */
interface WebTemplate {
  platform: string;
  /** What the template is based on, and how sure it is. */
  basis: string;
  variants: string[];
  langs: Partial<Record<Lang, number>>;
  header: (ctx: Ctx, variant: string, title: string) => Seg[];
  user: (ctx: Ctx, variant: string, text: string, i: number) => Seg[];
  assistant: (ctx: Ctx, variant: string, segs: Seg[], i: number, last: boolean) => Seg[];
  code: (ctx: Ctx, variant: string) => CodeStyle;
  footer: (ctx: Ctx, variant: string) => Seg[];
  /** Between turns (blank lines etc.). */
  gap?: (ctx: Ctx, variant: string) => Seg[];
}

function attachment(ctx: Ctx, style: 'chip' | 'lines' = 'chip'): Seg[] {
  const f = rng.pick(FILES);
  ctx.flags.add('attachments');
  if (style === 'lines' && f.kind === 'text') return ui(f.name, `${rng.int(12, 240)} lines`, 'TXT');
  return ui(f.name, ctx.s.types[f.kind]);
}
const secs = () => rng.int(3, 95);

// ---------------------------------------------------------------------------------------------
// Templates, one per assistant
// ---------------------------------------------------------------------------------------------

// ChatGPT (chatgpt.com). Based on: FORMATS.md (high, real pastes) for "Skip to content", the
// "You said:"/"ChatGPT said:" screen-reader headings, code header "Copy code" / "Copy" "Edit",
// "Thought for 12s", footer; localized heading strings from product knowledge (medium: es/fr/de/pt/ja,
// low: others).
const chatgpt: WebTemplate = {
  platform: 'chatgpt',
  basis: 'FORMATS.md (high) + localized strings from product knowledge (medium/low)',
  variants: ['2025', '2025-sidebar'],
  langs: { en: 6, es: 2, pt: 2, fr: 2, de: 2, it: 2, ru: 3, zh: 1, ja: 1, ko: 1 },
  header: (ctx, v, title) => {
    const s = ctx.s;
    const out = ui(s.skip);
    if (v === '2025-sidebar') out.push(...ui('ChatGPT', s.newChat, ctx.lang === 'en' ? 'Search chats' : s.search, s.library, 'Sora', 'GPTs', ctx.lang === 'en' ? 'Chats' : 'Chats', ...historyTitles(rng.int(3, 7)), s.upgrade));
    out.push(...ui(rng.pick(['ChatGPT', 'ChatGPT 5', 'ChatGPT 4o'])));
    if (rng.chance(0.5)) out.push(...ui(s.share));
    if (rng.chance(0.4)) out.push(...ui(title));
    out.push(...blank(rng.int(3, 5)));
    return out;
  },
  user: (ctx, _v, text) => {
    const out = ui(ctx.s.youSaid);
    if (rng.chance(0.1)) out.push(...attachment(ctx));
    out.push(...body(text));
    return out;
  },
  assistant: (ctx, _v, segs) => {
    const out = ui(ctx.s.saidBy('ChatGPT'));
    if (rng.chance(0.2)) {
      ctx.flags.add('thinking');
      out.push(...ui(ctx.s.thoughtShort(secs())));
    }
    if (rng.chance(0.08)) out.push(...ui(ctx.lang === 'en' ? 'Updated saved memory' : ctx.s.more));
    out.push(...segs);
    return out;
  },
  code: (ctx) => (rng.chance(0.5) ? { header: (l) => [l || 'plaintext', ctx.s.copyCode] } : { header: (l) => (l ? [l, ctx.s.copy, ctx.s.edit] : [ctx.s.copy, ctx.s.edit]) }),
  footer: (ctx) => [...blank(2), ...ui(ctx.s.askAnything, ctx.s.mistakes('ChatGPT'), '?')],
  gap: () => blank(rng.int(1, 4)),
};

// Claude (claude.ai). Based on: FORMATS.md (high for 2024 initials/Edit/Copy/Retry, medium for
// 2025 "Thought process" and footer + model badge); attachment chip = file name + type or
// "N lines"; artifact card = title + "Code ∙ Version N" (low). Localized footer/placeholder: Claude
// ships fr/de/es/pt/it/ja/ko UIs (medium for the wording).
const CLAUDE_FOOT: Partial<Record<Lang, string>> = {
  en: 'Claude can make mistakes. Please double-check responses.',
  fr: 'Claude peut faire des erreurs. Assurez-vous de vérifier ses réponses.',
  de: 'Claude kann Fehler machen. Bitte überprüfen Sie die Antworten.',
  es: 'Claude puede cometer errores. Verifica las respuestas.',
  pt: 'O Claude pode cometer erros. Confira sempre as respostas.',
  it: 'Claude può commettere errori. Verifica sempre le risposte.',
  ja: 'Claudeは間違えることがあります。回答内容を必ずご確認ください。',
  ko: 'Claude는 실수를 할 수 있습니다. 응답을 반드시 다시 확인해 주세요.',
};
const claude: WebTemplate = {
  platform: 'claude',
  basis: 'FORMATS.md (high 2024, medium 2025) + product knowledge (low for artifact wording and non-English strings)',
  variants: ['2024', '2025'],
  langs: { en: 6, fr: 2, de: 2, es: 2, pt: 1, it: 1, ja: 2, ko: 2 },
  header: (ctx, v, title) => {
    const out: Seg[] = [];
    if (rng.chance(0.5)) out.push(...ui('Claude', ctx.s.newChat, 'Chats', 'Projects', 'Artifacts', ctx.lang === 'en' ? 'Recents' : ctx.s.today, ...historyTitles(rng.int(3, 6)), rng.pick(INITIALS), rng.pick(['Free plan', 'Pro plan', 'Max plan'])));
    out.push(...ui(title));
    if (v === '2025' && rng.chance(0.5)) out.push(...ui(ctx.s.share));
    out.push(...blank(rng.int(1, 2)));
    return out;
  },
  user: (ctx, v, text) => {
    const out: Seg[] = [];
    if (rng.chance(0.12)) out.push(...attachment(ctx, 'lines'));
    out.push(...ui(rng.pick(INITIALS)));
    out.push(...body(text));
    if (v === '2024') out.push(...ui(ctx.s.edit));
    return out;
  },
  assistant: (ctx, v, segs) => {
    const out: Seg[] = [];
    if (v === '2025' && rng.chance(0.3)) {
      ctx.flags.add('thinking');
      out.push(...ui(ctx.lang === 'en' ? 'Thought process' : ctx.s.showThinking, `${secs()}s`));
    }
    out.push(...segs);
    if (rng.chance(0.08)) {
      ctx.flags.add('artifact');
      out.push(...ui(titleOf(segs.find((s) => !s.ui && s.text.trim())?.text ?? 'Document', 28), `Code ∙ Version ${rng.int(1, 3)}`));
    }
    if (v === '2024') {
      if (segs.some((s) => s.ui) && ctx.lang === 'en') out.push(...ui('Claude does not have the ability to run the code it generates yet.'));
      out.push(...ui(ctx.s.copy, ctx.s.retry));
    }
    return out;
  },
  code: (ctx, v) => (v === '2024' ? { header: (l) => [l || 'text', '', ctx.s.copy] } : { header: (l) => [l || 'plaintext'] }),
  footer: (ctx, v) => {
    const out = v === '2025' ? ui(ctx.s.retry) : [];
    out.push(...blank(2), ...ui(ctx.s.replyTo('Claude'), CLAUDE_FOOT[ctx.lang] ?? CLAUDE_FOOT.en!, rng.pick(['Sonnet 4.5', 'Opus 4.1', 'Sonnet 4', 'Claude 3.5 Sonnet'])));
    return out;
  },
  gap: () => blank(rng.int(0, 2)),
};

// Gemini (gemini.google.com). Based on: FORMATS.md (medium/low): 2024 "Show drafts", "volume_up",
// material-icon ligature words (thumb_up, thumb_down, share, more_vert), code footer "Use code with
// caution.", old disclaimer; 2025 "You said" heading, "Show thinking", newer disclaimer. Localized
// strings are product knowledge (low).
const GEMINI_FOOT: Partial<Record<Lang, string>> = {
  en: 'Gemini can make mistakes, so double-check it',
  es: 'Gemini puede cometer errores, así que verifica sus respuestas',
  pt: 'O Gemini pode cometer erros. Por isso, cheque as respostas',
  fr: 'Gemini peut se tromper. Vérifiez ses réponses',
  de: 'Gemini kann Fehler machen. Überprüfe daher die Antworten',
  it: 'Gemini può commettere errori, quindi verifica le sue risposte',
  ru: 'Gemini может ошибаться. Проверяйте его ответы',
  ja: 'Gemini は不正確な情報を表示することがあるため、生成された回答を再確認するようにしてください',
  ko: 'Gemini는 실수를 할 수 있으므로 다시 한번 확인하세요',
};
const gemini: WebTemplate = {
  platform: 'gemini',
  basis: 'FORMATS.md (medium/low) + product knowledge (low for localized strings)',
  variants: ['2024', '2025'],
  langs: { en: 5, es: 2, pt: 2, fr: 1, de: 1, it: 2, ru: 1, ja: 2, ko: 2 },
  header: (ctx, v) => {
    const out = ui('Gemini');
    if (v === '2025') out.push(...ui(rng.pick(['2.5 Flash', '2.5 Pro', 'Fast', 'Thinking'])));
    if (rng.chance(0.4)) out.push(...ui(ctx.s.newChat, 'Gems', ctx.lang === 'en' ? 'Recent' : ctx.s.today, ...historyTitles(rng.int(2, 5)), ctx.lang === 'en' ? 'Settings & help' : ctx.s.settings));
    out.push(...ui(ctx.s.convWith('Gemini')), ...blank(2));
    return out;
  },
  user: (ctx, v, text) => {
    const out: Seg[] = v === '2025' ? ui(ctx.s.youSaid.replace(/\s*[:：]$/, '')) : [];
    if (rng.chance(0.1)) out.push(...attachment(ctx));
    out.push(...body(text));
    if (v === '2024') out.push(...ui('edit'));
    return out;
  },
  assistant: (ctx, v, segs) => {
    const out: Seg[] = [];
    if (v === '2024') out.push(...ui('Show drafts', 'volume_up'));
    else if (rng.chance(0.4)) {
      ctx.flags.add('thinking');
      out.push(...ui(ctx.s.showThinking));
    }
    out.push(...segs);
    out.push(...ui('thumb_up', 'thumb_down', 'share', 'more_vert'));
    return out;
  },
  code: (ctx) => ({ header: (l) => [prettyLang(l) || 'Code'], footer: () => [ctx.lang === 'en' ? 'Use code with caution.' : ctx.s.copyCode] }),
  footer: (ctx, v) =>
    v === '2024'
      ? [...blank(2), ...ui('Enter a prompt here', 'Gemini may display inaccurate info, including about people, so double-check its responses. Your privacy & Gemini Apps')]
      : [...blank(2), ...ui(ctx.lang === 'en' ? 'Ask Gemini' : ctx.s.askAnything, GEMINI_FOOT[ctx.lang] ?? GEMINI_FOOT.en!)],
  gap: () => blank(rng.int(1, 3)),
};

// DeepSeek (chat.deepseek.com). Based on: FORMATS.md (medium): reasoning header "Thought for N
// seconds" / "已深度思考（用时 N 秒）", no role labels, footer "AI-generated, for reference only" /
// "内容由 AI 生成，请仔细甄别", "DeepThink (R1)", "Search", code header "Copy" "Download" (low).
// The expanded reasoning text is a thinking block, not a message. The UI exists in en and zh.
const deepseek: WebTemplate = {
  platform: 'deepseek',
  basis: 'FORMATS.md (medium) + product knowledge (low for code header and sidebar)',
  variants: ['r1', 'v3'],
  langs: { en: 8, zh: 8 },
  header: (ctx, _v, title) => {
    const zh = ctx.lang === 'zh';
    const out: Seg[] = [];
    if (rng.chance(0.6)) out.push(...ui('deepseek', zh ? '开启新对话' : 'New chat', ctx.s.today, ...historyTitles(rng.int(1, 4)), zh ? '7 天内' : '7 Days', ...historyTitles(rng.int(1, 3)), zh ? '下载 App' : 'Get App', zh ? '个人信息' : 'My Profile'));
    out.push(...ui(title), ...blank(1));
    return out;
  },
  user: (_ctx, _v, text) => body(text),
  assistant: (ctx, v, segs, _i) => {
    const zh = ctx.lang === 'zh';
    const out: Seg[] = [];
    if (v === 'r1' && rng.chance(0.7)) {
      ctx.flags.add('thinking');
      const n = secs();
      out.push(...ui(zh ? `已深度思考（用时 ${n} 秒）` : `Thought for ${n} seconds`));
      if (rng.chance(0.4)) {
        ctx.flags.add('thinking_text');
        const first = segs.find((s) => !s.ui && s.text.trim())?.text ?? '';
        out.push(...ui(zh ? `嗯，用户的问题需要仔细考虑。先想想回答的要点：${titleOf(first, 30)}……` : `Okay, let me think about how to answer this. The key point to start with: ${titleOf(first, 40)}...`, ''));
      }
    }
    out.push(...segs);
    return out;
  },
  code: (ctx) => ({ header: (l) => [l || 'text', ctx.lang === 'zh' ? '复制' : 'Copy', ctx.lang === 'zh' ? '下载' : 'Download'] }),
  footer: (ctx) => {
    const zh = ctx.lang === 'zh';
    return [...blank(1), ...ui(zh ? '给 DeepSeek 发送消息' : 'Message DeepSeek', zh ? '深度思考 (R1)' : 'DeepThink (R1)', zh ? '联网搜索' : 'Search', zh ? '内容由 AI 生成，请仔细甄别' : 'AI-generated, for reference only')];
  },
  gap: () => blank(rng.int(0, 2)),
};

// Microsoft Copilot (copilot.microsoft.com, 2024-25 consumer redesign). Based on: product knowledge
// (low-medium): hidden headings "You said" / "Copilot said", composer "Message Copilot" (confirmed by
// Microsoft's own page text found with the search tool), mode picker "Quick response" / "Think
// Deeper" / "Smart", citation chips (domain + number). Localized headings: low.
const COPILOT_SAID: Partial<Record<Lang, [string, string]>> = {
  en: ['You said', 'Copilot said'], es: ['Has dicho', 'Copilot ha dicho'], fr: ['Vous avez dit', 'Copilot a dit'], de: ['Sie haben gesagt', 'Copilot hat gesagt'],
  it: ['Hai detto', 'Copilot ha detto'], pt: ['Você disse', 'O Copilot disse'], ja: ['自分の発言', 'Copilot の発言'], ko: ['보낸 메시지', 'Copilot의 응답'],
};
const copilot: WebTemplate = {
  platform: 'copilot',
  basis: 'product knowledge (low-medium); "Message Copilot" placeholder confirmed by a Microsoft page (search tool)',
  variants: ['2025'],
  langs: { en: 6, es: 2, fr: 2, de: 2, it: 2, pt: 2, ja: 1, ko: 1 },
  header: (ctx) => {
    const out = ui('Copilot');
    if (rng.chance(0.6)) out.push(...ui(ctx.lang === 'en' ? 'Start new chat' : ctx.s.newChat, ctx.lang === 'en' ? 'Discover' : ctx.s.search, ctx.lang === 'en' ? 'Imagine' : ctx.s.library, ...historyTitles(rng.int(2, 5))));
    out.push(...blank(2));
    return out;
  },
  user: (ctx, _v, text) => {
    const out = ui((COPILOT_SAID[ctx.lang] ?? COPILOT_SAID.en!)[0]);
    if (rng.chance(0.1)) out.push(...attachment(ctx));
    out.push(...body(text));
    return out;
  },
  assistant: (ctx, _v, segs) => {
    const out = ui((COPILOT_SAID[ctx.lang] ?? COPILOT_SAID.en!)[1]);
    out.push(...segs);
    if (rng.chance(0.35)) {
      ctx.flags.add('citations');
      const k = rng.int(1, 3);
      for (let i = 1; i <= k; i++) out.push(...ui(rng.pick(DOMAINS), String(i)));
    }
    if (rng.chance(0.3)) out.push(...ui(ctx.lang === 'en' ? 'Edit in a page' : ctx.s.edit));
    return out;
  },
  code: (ctx) => ({ header: (l) => [prettyLang(l) || 'Plain Text', ctx.s.copy] }),
  footer: (ctx) => [...blank(1), ...ui(ctx.s.messageTo('Copilot'), rng.pick(['Quick response', 'Think Deeper', 'Smart (GPT-5)']))],
  gap: () => blank(rng.int(1, 2)),
};

// Perplexity (perplexity.ai). Based on: product knowledge (medium): the query is shown as the
// thread heading, tabs "Answer" / "Images" / "Sources", source cards (title, domain, index),
// citation chips inline after sentences ("wikipedia+2") or numeric, buttons "Share" "Export"
// "Rewrite", "Related" follow-up suggestions (UI, not messages), composer "Ask a follow-up…".
const perplexity: WebTemplate = {
  platform: 'perplexity',
  basis: 'product knowledge (medium for layout, low for localized strings and chip text)',
  variants: ['chips-inline', 'chips-lines'],
  langs: { en: 6, es: 2, fr: 2, de: 2, ja: 2, ko: 1, pt: 1, it: 1, ru: 1 },
  header: (ctx) => {
    const out: Seg[] = [];
    if (rng.chance(0.6)) out.push(...ui(ctx.lang === 'en' ? 'Home' : ctx.s.newChat, ctx.lang === 'en' ? 'Discover' : ctx.s.search, 'Spaces', ctx.s.library, ...historyTitles(rng.int(0, 3))));
    if (rng.chance(0.5)) out.push(...ui(ctx.s.share));
    return out;
  },
  user: (ctx, _v, text) => {
    const out = body(text);
    out.push(...ui(ctx.lang === 'en' ? 'Answer' : ctx.lang === 'es' ? 'Respuesta' : ctx.lang === 'fr' ? 'Réponse' : ctx.lang === 'de' ? 'Antwort' : ctx.lang === 'ja' ? '回答' : ctx.lang === 'ko' ? '답변' : 'Answer'));
    if (rng.chance(0.5)) out.push(...ui(ctx.lang === 'en' ? 'Images' : ctx.s.types.image));
    const n = rng.int(3, 12);
    out.push(...ui(`${ctx.s.sources}`, String(n)));
    ctx.flags.add('citations');
    if (rng.chance(0.5)) {
      for (let i = 1; i <= Math.min(3, n); i++) {
        const d = rng.pick(DOMAINS);
        out.push(...ui(titleOf(rng.pick(hh).messages[0]?.content ?? d, 30), d, String(i)));
      }
      out.push(...ui(`+${n - 3}`));
    }
    out.push(...blank(1));
    return out;
  },
  assistant: (ctx, v, segs) => {
    const out: Seg[] = [];
    // Citation chips after paragraph ends.
    for (const s of segs) {
      out.push(s);
      if (!s.ui && /[.!?。]$/.test(s.text) && s.text.length > 40 && rng.chance(0.35)) {
        const chip = `${rng.pick(DOMAINS).replace(/\.(org|com|gov)$/, '')}${rng.chance(0.5) ? `+${rng.int(1, 4)}` : ''}`;
        // Inline chip: its text follows the sentence on the same line when copied (marked with
        // a leading NUL, which joinSegs glues to the previous line).
        if (v === 'chips-lines') out.push(...ui(chip));
        else out.push({ text: `\u0000${chip}`, ui: true });
      }
    }
    out.push(...ui(ctx.s.share, ctx.lang === 'en' ? 'Export' : ctx.s.more, ctx.lang === 'en' ? 'Rewrite' : ctx.s.regenerate));
    if (rng.chance(0.6)) {
      ctx.flags.add('suggested_followups');
      out.push(...ui(ctx.s.related, ...Array.from({ length: rng.int(3, 5) }, () => titleOf(rng.pick(oasst).messages[0]?.content ?? 'What else?', 60))));
    }
    return out;
  },
  code: (ctx) => ({ header: (l) => [l || 'text', ctx.s.copy] }),
  footer: (ctx) => [...blank(1), ...ui(ctx.s.askFollowUp, rng.pick(['Pro', 'Best', 'Sonar', 'Research']))],
  gap: () => blank(1),
};

// Grok (grok.com). Based on: product knowledge (low-medium): no role labels, "Thought for 12s"
// reasoning line (Think mode), "N web pages" / "N 𝕏 posts" source counters, code header language +
// "Copy" (+ "Run" for Python), composer "How can Grok help?", mode buttons "DeepSearch" "Think",
// model picker "Auto" / "Fast" / "Expert"; sidebar "Search Ctrl+K", "Chat", "Voice", "Imagine",
// "Projects", "History".
const grok: WebTemplate = {
  platform: 'grok',
  basis: 'product knowledge (low-medium)',
  variants: ['2025'],
  langs: { en: 6, es: 1, fr: 1, ja: 2, ko: 2, ru: 3, zh: 2, pt: 1, de: 1 },
  header: (ctx) => {
    const out = ui('Grok');
    if (rng.chance(0.6)) out.push(...ui(ctx.s.search, 'Ctrl+K', 'Chat', 'Voice', 'Imagine', 'Projects', ctx.lang === 'en' ? 'History' : ctx.s.library, ctx.s.today, ...historyTitles(rng.int(2, 5))));
    if (rng.chance(0.4)) out.push(...ui(ctx.s.share));
    out.push(...blank(1));
    return out;
  },
  user: (_ctx, _v, text) => body(text),
  assistant: (ctx, _v, segs) => {
    const out: Seg[] = [];
    if (rng.chance(0.35)) {
      ctx.flags.add('thinking');
      out.push(...ui(rng.chance(0.5) ? ctx.s.thoughtShort(secs()) : `${secs()}s`));
    }
    if (rng.chance(0.25)) {
      ctx.flags.add('citations');
      out.push(...ui(ctx.lang === 'en' ? `${rng.int(5, 40)} web pages` : ctx.s.searched(rng.int(5, 40))));
    }
    out.push(...segs);
    return out;
  },
  code: (ctx) => ({ header: (l) => (/^py/.test(l) ? [l, ctx.s.copy, 'Run'] : [l || 'text', ctx.s.copy]) }),
  footer: (ctx) => [...blank(1), ...ui(ctx.lang === 'en' ? 'How can Grok help?' : ctx.s.askAnything, 'DeepSearch', 'Think', rng.pick(['Auto', 'Fast', 'Expert', 'Grok 4']))],
  gap: () => blank(rng.int(0, 2)),
};

// Meta AI (meta.ai). Based on: product knowledge (low): "Meta AI" header, "New chat", no role
// labels, composer "Ask Meta AI anything…", footer disclaimer "Messages are generated by AI and
// may be inaccurate or inappropriate. Learn more", occasional "Imagine" suggestion chips.
const META_FOOT: Partial<Record<Lang, string>> = {
  en: 'Messages are generated by AI and may be inaccurate or inappropriate. Learn more',
  es: 'Los mensajes los genera una IA y pueden ser inexactos o inapropiados. Más información',
  pt: 'As mensagens são geradas por IA e podem ser imprecisas ou inadequadas. Saiba mais',
  fr: 'Les messages sont générés par l’IA et peuvent être inexacts ou inappropriés. En savoir plus',
  de: 'Nachrichten werden von KI generiert und können ungenau oder unangemessen sein. Mehr dazu',
  it: 'I messaggi sono generati dall’IA e potrebbero essere inesatti o inappropriati. Scopri di più',
};
const metaAi: WebTemplate = {
  platform: 'meta_ai',
  basis: 'product knowledge (low)',
  variants: ['2025'],
  langs: { en: 8, es: 3, pt: 3, fr: 1, de: 1, it: 1 },
  header: (ctx) => {
    const out = ui('Meta AI');
    if (rng.chance(0.5)) out.push(...ui(ctx.s.newChat, ctx.s.search, ...historyTitles(rng.int(1, 4))));
    out.push(...blank(1));
    return out;
  },
  user: (_ctx, _v, text) => body(text),
  assistant: (ctx, _v, segs) => {
    const out = [...segs];
    if (rng.chance(0.3)) out.push(...ui(ctx.s.copy, ctx.s.share));
    return out;
  },
  code: (ctx) => ({ header: (l) => [l || 'text', ctx.s.copy] }),
  footer: (ctx) => [...blank(1), ...ui(ctx.lang === 'en' ? 'Ask Meta AI anything...' : ctx.s.askAnything, META_FOOT[ctx.lang] ?? META_FOOT.en!)],
  gap: () => blank(rng.int(0, 1)),
};

// Le Chat (chat.mistral.ai). Based on: product knowledge (low-medium): sidebar "Le Chat",
// "New chat", "Search", "Library", "Agents"; no role labels; "Flash Answer" badge, "Thought for N
// seconds" (Magistral think mode), web-search source chips; per-answer "Copy" "Retry"/"Regenerate";
// composer "Ask Le Chat or @mention an agent"; disclaimer. French is the home language.
const LECHAT: Partial<Record<Lang, [string, string]>> = {
  en: ['Ask Le Chat or @mention an agent', 'Le Chat can make mistakes. Check answers.'],
  fr: ['Demander à Le Chat ou @mentionner un agent', 'Le Chat peut faire des erreurs. Vérifiez les réponses.'],
  es: ['Pregunta a Le Chat o @menciona un agente', 'Le Chat puede cometer errores. Verifica las respuestas.'],
  de: ['Frag Le Chat oder @erwähne einen Agenten', 'Le Chat kann Fehler machen. Überprüfe die Antworten.'],
  it: ['Chiedi a Le Chat o @menziona un agente', 'Le Chat può commettere errori. Verifica le risposte.'],
};
const leChat: WebTemplate = {
  platform: 'le_chat',
  basis: 'product knowledge (low-medium)',
  variants: ['2025'],
  langs: { fr: 6, en: 5, es: 2, de: 2, it: 2 },
  header: (ctx) => {
    const out = ui('Le Chat');
    if (rng.chance(0.6)) out.push(...ui(ctx.s.newChat, ctx.s.search, ctx.s.library, 'Agents', ...historyTitles(rng.int(2, 4))));
    out.push(...blank(1));
    return out;
  },
  user: (ctx, _v, text) => {
    const out: Seg[] = [];
    if (rng.chance(0.1)) out.push(...attachment(ctx));
    out.push(...body(text));
    return out;
  },
  assistant: (ctx, _v, segs) => {
    const out: Seg[] = [];
    const mode = rng.next();
    if (mode < 0.2) out.push(...ui('Flash Answer'));
    else if (mode < 0.36) {
      ctx.flags.add('thinking');
      out.push(...ui(ctx.s.thoughtLong(secs())));
    }
    out.push(...segs);
    if (rng.chance(0.25)) {
      ctx.flags.add('citations');
      out.push(...ui(`${ctx.s.sources} (${rng.int(2, 9)})`, rng.pick(DOMAINS)));
    }
    out.push(...ui(ctx.s.copy, ctx.s.regenerate));
    return out;
  },
  code: (ctx) => ({ header: (l) => [l || 'plaintext', ctx.s.copy] }),
  footer: (ctx) => {
    const [ph, disc] = LECHAT[ctx.lang] ?? LECHAT.en!;
    return [...blank(1), ...ui(ph, disc)];
  },
  gap: () => blank(rng.int(0, 1)),
};

// Qwen (chat.qwen.ai). Based on: product knowledge (low): sidebar "New Chat" + history, model badge
// ("Qwen3-Max", "Qwen3-235B-A22B"), reasoning line "Thinking completed" (+ token count), code header
// language + copy, composer "How can I help you today?", "Thinking" / "Search" toggles, footer
// "AI-generated content may not be accurate.".
const qwen: WebTemplate = {
  platform: 'qwen',
  basis: 'product knowledge (low)',
  variants: ['2025'],
  langs: { zh: 7, en: 5, ja: 1, ko: 1, ru: 3 },
  header: (ctx) => {
    const out = ui('Qwen');
    if (rng.chance(0.6)) out.push(...ui(ctx.lang === 'en' ? 'New Chat' : ctx.s.newChat, ctx.s.today, ...historyTitles(rng.int(2, 5))));
    out.push(...ui(rng.pick(['Qwen3-Max', 'Qwen3-235B-A22B-2507', 'Qwen2.5-Max'])), ...blank(1));
    return out;
  },
  user: (_ctx, _v, text) => body(text),
  assistant: (ctx, _v, segs) => {
    const out: Seg[] = [];
    if (rng.chance(0.4)) {
      ctx.flags.add('thinking');
      out.push(...ui(ctx.lang === 'en' ? 'Thinking completed' : ctx.s.thinkingDone, `· ${rng.int(300, 4000)} tokens`));
    }
    out.push(...segs);
    return out;
  },
  code: (ctx) => ({ header: (l) => [l || 'text', ctx.s.copy] }),
  footer: (ctx) => {
    const zh = ctx.lang === 'zh';
    return [...blank(1), ...ui(zh ? '今天有什么可以帮到你？' : ctx.lang === 'en' ? 'How can I help you today?' : ctx.s.askAnything, zh ? '深度思考' : 'Thinking', ctx.s.search, zh ? '内容由AI生成，仅供参考' : 'AI-generated content may not be accurate.')];
  },
  gap: () => blank(rng.int(0, 1)),
};

// Kimi (kimi.com / kimi.moonshot.cn). Based on: product knowledge (low): "Kimi" header, "New Chat" /
// "新建会话", search counter "Searched N web pages" / "搜索到 N 个网页", reasoning line "Thinking
// complete" / "已完成思考", per-answer "Copy" "Regenerate" "Share", composer "Ask Anything..." /
// "尽管问，带图也行", model badge "K2".
const kimi: WebTemplate = {
  platform: 'kimi',
  basis: 'product knowledge (low)',
  variants: ['2025'],
  langs: { zh: 8, en: 5, ja: 1 },
  header: (ctx) => {
    const zh = ctx.lang === 'zh';
    const out = ui('Kimi');
    if (rng.chance(0.6)) out.push(...ui(zh ? '新建会话' : ctx.lang === 'en' ? 'New Chat' : ctx.s.newChat, zh ? '历史会话' : 'Chat History', ...historyTitles(rng.int(2, 4))));
    out.push(...blank(1));
    return out;
  },
  user: (ctx, _v, text) => {
    const out: Seg[] = [];
    if (rng.chance(0.12)) out.push(...attachment(ctx));
    out.push(...body(text));
    return out;
  },
  assistant: (ctx, _v, segs) => {
    const zh = ctx.lang === 'zh';
    const out: Seg[] = [];
    if (rng.chance(0.3)) {
      ctx.flags.add('citations');
      const n = rng.int(5, 40);
      out.push(...ui(zh ? `搜索到 ${n} 个网页` : `Searched ${n} web pages`));
    }
    if (rng.chance(0.35)) {
      ctx.flags.add('thinking');
      out.push(...ui(zh ? '已完成思考' : ctx.lang === 'en' ? 'Thinking complete' : ctx.s.thinkingDone));
    }
    out.push(...segs);
    out.push(...ui(ctx.s.copy, ctx.s.regenerate, ctx.s.share));
    return out;
  },
  code: (ctx) => ({ header: (l) => [l || 'text', ctx.s.copy] }),
  footer: (ctx) => {
    const zh = ctx.lang === 'zh';
    return [...blank(1), ...ui(zh ? '尽管问，带图也行' : ctx.lang === 'en' ? 'Ask Anything...' : ctx.s.askAnything, 'K2', zh ? '联网搜索' : ctx.s.search)];
  },
  gap: () => blank(rng.int(0, 1)),
};

// Poe (poe.com). Based on: product knowledge (medium): each bot reply is preceded by the bot's name
// (the bot can be any model, e.g. "Claude-Sonnet-4", "GPT-4o", "Gemini-2.5-Pro" or a user-made bot),
// user bubbles have no label; message footers show a time; buttons "Share" and "Compare"; composer
// "Message <bot>…"; sidebar "Explore", "Create", "Chats".
const POE_BOTS = ['Claude-Sonnet-4', 'GPT-4o', 'Gemini-2.5-Pro', 'Assistant', 'Llama-3.1-405B', 'Mistral-Large-2', 'Web-Search', 'DeepSeek-R1'];
const poe: WebTemplate = {
  platform: 'poe',
  basis: 'product knowledge (medium for bot-name label, low for localized strings)',
  variants: ['2025'],
  langs: { en: 6, ja: 3, es: 1, fr: 1, de: 1, pt: 1, ko: 1 },
  header: (ctx) => {
    const out = ui('Poe');
    if (rng.chance(0.5)) out.push(...ui(ctx.lang === 'en' ? 'Explore' : ctx.s.search, ctx.lang === 'en' ? 'Create' : ctx.s.newChat, 'Chats', ...historyTitles(rng.int(1, 4))));
    return out;
  },
  user: (_ctx, _v, text) => {
    const out = body(text);
    if (rng.chance(0.4)) out.push(...ui(`${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`));
    return out;
  },
  assistant: (ctx, _v, segs) => {
    const out = ui(ctx.bot);
    out.push(...segs);
    if (rng.chance(0.4)) out.push(...ui(ctx.s.share, ctx.lang === 'en' ? 'Compare' : ctx.s.more));
    return out;
  },
  code: (ctx) => ({ header: (l) => [l || 'text', ctx.s.copy] }),
  footer: () => [],
  gap: () => blank(rng.int(0, 1)),
};

// HuggingChat (huggingface.co/chat). Based on: product knowledge (medium; the chat-ui is open
// source but was not read): sidebar "HuggingChat", "New Chat", history, "Models", "Assistants",
// "Tools", "Settings", "About & Privacy"; model id line; no role labels; composer "Ask anything";
// disclaimer "Generated content may be inaccurate or false.". English-only UI.
const HF_MODELS = ['meta-llama/Llama-3.3-70B-Instruct', 'Qwen/Qwen2.5-72B-Instruct', 'mistralai/Mistral-Nemo-Instruct-2407', 'CohereForAI/c4ai-command-r-plus-08-2024', 'google/gemma-3-27b-it'];
const huggingchat: WebTemplate = {
  platform: 'huggingchat',
  basis: 'product knowledge (medium)',
  variants: ['2025'],
  langs: { en: 14 },
  header: () => {
    const out = ui('HuggingChat');
    if (rng.chance(0.7)) out.push(...ui('New Chat', 'Today', ...historyTitles(rng.int(1, 4)), 'This week', ...historyTitles(rng.int(0, 3)), 'Models', String(rng.int(8, 14)), 'Assistants', 'Tools', 'Theme', 'Settings', 'About & Privacy'));
    out.push(...ui(rng.pick(HF_MODELS)), ...blank(1));
    return out;
  },
  user: (_ctx, _v, text) => body(text),
  assistant: (_ctx, _v, segs) => segs,
  code: () => ({ header: (l) => (l ? [l] : []) }),
  footer: () => [...blank(1), ...ui('Ask anything', `Model: ${rng.pick(HF_MODELS)} · Generated content may be inaccurate or false.`)],
  gap: () => blank(rng.int(0, 1)),
};

// Pi (pi.ai). Based on: product knowledge (low-medium): minimal chrome, no role labels, sidebar
// "Discover", "Threads", "Profile"; composer "Talk with Pi"; English-only UI.
const pi: WebTemplate = {
  platform: 'pi',
  basis: 'product knowledge (low-medium)',
  variants: ['2025'],
  langs: { en: 13 },
  header: () => (rng.chance(0.6) ? [...ui('Pi', 'Discover', 'Threads', 'Profile'), ...blank(1)] : []),
  user: (_ctx, _v, text) => body(text),
  assistant: (_ctx, _v, segs) => segs,
  code: () => ({ header: () => [] }),
  footer: () => [...blank(1), ...ui('Talk with Pi')],
  gap: () => blank(rng.int(0, 1)),
};

const WEB: WebTemplate[] = [chatgpt, claude, gemini, deepseek, copilot, perplexity, grok, metaAi, leChat, qwen, kimi, poe, huggingchat, pi];

// ---------------------------------------------------------------------------------------------
// Web copy case
// ---------------------------------------------------------------------------------------------
interface Case {
  text: string;
  expected: { format_family: string; platform: string; variant: string; flags: string[]; sources: string[]; messages: Msg[] };
}

const BUTTON_LINE_TEMPLATES: ((label: string) => string)[] = [
  (b) => `\n\nThe only button on the screen says\n${b}\nand nothing happens when I press it.`,
  (b) => `\n\nPS: the menu item is literally called\n${b}\n— is that the one you mean?`,
  (b) => `\n\n${b}\n\n(that's the word I want on the button)`,
];

function joinSegs(segs: Seg[]): string {
  let s = '';
  for (const seg of segs) {
    if (seg.text.startsWith('\u0000')) s += seg.text.slice(1);
    else s += (s ? '\n' : '') + seg.text;
  }
  return s;
}

function webCase(t: WebTemplate, lang: Lang, k: number): Case {
  const s = UI[lang];
  const flags = new Set<string>(['page_chrome', `lang:${lang}`]);
  const variant = t.variants[k % t.variants.length] as string;
  const ctx: Ctx = { lang, s, flags, keepNumbers: rng.chance(0.15), bot: rng.pick(POE_BOTS) };
  if (ctx.keepNumbers) flags.add('list_numbers_kept');
  // Shape of the conversation.
  const r = rng.next();
  let shape: Shape;
  const native = lang !== 'en' && rng.chance(0.35);
  if (native) shape = 'native';
  else if (r < 0.1) shape = 'long';
  else if (r < 0.3) shape = 'code';
  else if (r < 0.35) shape = 'table';
  else if (r < 0.5) shape = 'md';
  else if (r < 0.68) shape = 'oasst';
  else shape = 'hh';
  const { conv, flags: cf } = conversationFor(shape, lang);
  for (const f of cf) flags.add(f);
  let messages = conv.messages;
  // One-message pastes: the question alone, or one answer selected with its buttons.
  let single: 'none' | 'user' | 'assistant' = 'none';
  if (rng.chance(0.07)) single = rng.chance(0.5) ? 'user' : 'assistant';
  if (single === 'user') messages = messages.slice(0, 1);
  if (single === 'assistant') messages = messages.slice(1, 2);
  if (single !== 'none') flags.add(`single_${single}_message`);
  // A line equal to a button label inside a longer user message (it must stay).
  if (rng.chance(0.1)) {
    const idx = messages.findIndex((m) => m.role === 'user');
    if (idx >= 0) {
      const label = rng.pick([s.copy, s.edit, s.share, s.retry, s.regenerate]);
      messages = messages.map((m, i) => (i === idx ? { ...m, content: m.content + rng.pick(BUTTON_LINE_TEMPLATES)(label) } : m));
      flags.add('button_word_in_message');
    }
  }
  const title = titleOf(messages[0]?.content ?? '', 40);
  const segs: Seg[] = single === 'assistant' ? [] : t.header(ctx, variant, title);
  const expected: Msg[] = [];
  const code = t.code(ctx, variant);
  messages.forEach((m, i) => {
    let turn: Seg[];
    if (m.role === 'user') turn = t.user(ctx, variant, m.content, i);
    else turn = t.assistant(ctx, variant, renderMarkdown(m.content, code, ctx.keepNumbers), i, i === messages.length - 1);
    const content = contentOf(turn);
    if (!content) return;
    expected.push({ role: m.role, content });
    segs.push(...turn);
    if (t.gap && i < messages.length - 1) segs.push(...t.gap(ctx, variant));
  });
  if (single !== 'assistant') segs.push(...t.footer(ctx, variant));
  let text = joinSegs(segs).replace(/^\n+/, '') + '\n';
  // Check: every expected content must appear as-is in the page once inline chips are removed
  // (guards the generator against drift between page and answer).
  for (const m of expected) {
    const norm = (x: string) => x.replace(/\s+/g, ' ').trim();
    const first = norm(m.content.split('\n').find((l) => l.trim()) ?? '').slice(0, 40);
    if (!norm(text).includes(first)) throw new Error(`content not on page (${t.platform})`);
  }
  if (rng.chance(0.1)) {
    text = text.replace(/\n/g, '\r\n');
    flags.add('crlf');
  }
  const outFlags = [...flags].sort();
  return {
    text,
    expected: { format_family: `${t.platform}_web_copy`, platform: t.platform, variant, flags: outFlags, sources: conv.ids, messages: expected },
  };
}

// ---------------------------------------------------------------------------------------------
// Transcript label styles
// ---------------------------------------------------------------------------------------------
const PEOPLE = ['Dana', 'Marco', 'Priya', 'Tomás', 'Yuki', 'Lena', 'Kwame', 'Sofia', 'Ahmed', 'Chloé'];
const HANDLES = ['@dana_k', '@marco.r', '@priya_dev', '@tomas91', '@yuki_t', '@lena.writes'];
const CUSTOM_BOTS = ['Jarvis', 'Friday', 'Nova', 'Sage', 'Atlas', 'Echo'];
const PRODUCT_BOTS: [string, string][] = [['Claude', 'claude'], ['ChatGPT', 'chatgpt'], ['Gemini', 'gemini'], ['Copilot', 'copilot'], ['Grok', 'grok'], ['Le Chat', 'le_chat'], ['Perplexity', 'perplexity']];
const MODEL_HEADINGS: [string, string][] = [['Claude 3.5 Sonnet', 'claude'], ['Claude Opus 4.1', 'claude'], ['GPT-4o', 'chatgpt'], ['Gemini 2.5 Pro', 'gemini'], ['DeepSeek-R1', 'deepseek'], ['Qwen3-Max', 'qwen'], ['Grok 4', 'grok']];
const LOCAL_LABELS: Partial<Record<Lang, [string, string]>> = {
  es: ['Usuario', 'Asistente'], pt: ['Usuário', 'Assistente'], fr: ['Utilisateur', 'Assistant'], de: ['Nutzer', 'Assistent'], it: ['Utente', 'Assistente'], ru: ['Пользователь', 'Ассистент'],
  zh: ['用户', '助手'], ja: ['ユーザー', 'アシスタント'], ko: ['사용자', '어시스턴트'],
};
const THIRD_LINES = [
  (n: string) => `System: ${n} joined the conversation.`,
  () => 'System: You are a helpful assistant.',
  () => 'Tool: web_search("latest figures") → 8 results',
  () => '[tool] calculator.run → done',
  () => 'System: Conversation exported from the team workspace.',
];

interface LabelStyle {
  variant: string;
  langs: Partial<Record<Lang, number>>;
  /** Renders the transcript; returns null when the content clashes with the labels. */
  render: (msgs: Msg[], lang: Lang, names: { user: string; bot: string }) => string;
  names: (lang: Lang) => { user: string; bot: string; platform: string };
  avoid?: RegExp;
  shape?: Shape[];
}

const clock = (i: number) => {
  const min = 2 + i * 3;
  return { h: 10 + Math.floor(min / 60), m: min % 60 };
};
const hhmm = (i: number) => {
  const c = clock(i);
  return `${c.h}:${String(c.m).padStart(2, '0')}`;
};
const pickBot = (): { bot: string; platform: string } => {
  if (rng.chance(0.5)) {
    const [bot, platform] = rng.pick(PRODUCT_BOTS);
    return { bot, platform };
  }
  return { bot: rng.pick(CUSTOM_BOTS), platform: 'other' };
};
const blockJoin = (parts: string[], sep = '\n\n') => parts.join(sep) + '\n';

const LABEL_STYLES: LabelStyle[] = [
  {
    variant: 'names-inline',
    langs: { en: 4 },
    names: () => ({ user: rng.pick(PEOPLE), ...pickBot() }),
    render: (msgs, _l, n) => blockJoin(msgs.map((m) => `${m.role === 'user' ? n.user : n.bot}: ${m.content}`)),
  },
  {
    variant: 'names-own-line',
    langs: { en: 3 },
    names: () => ({ user: rng.pick(PEOPLE), ...pickBot() }),
    render: (msgs, _l, n) => blockJoin(msgs.map((m) => `${m.role === 'user' ? n.user : n.bot}:\n${m.content}`)),
  },
  {
    variant: 'timestamp-brackets',
    langs: { en: 3 },
    names: () => ({ user: rng.pick(PEOPLE), ...pickBot() }),
    render: (msgs, _l, n) =>
      blockJoin(msgs.map((m, i) => {
        const c = clock(i);
        const h12 = ((c.h + 11) % 12) + 1;
        return `[${h12}:${String(c.m).padStart(2, '0')} ${c.h < 12 ? 'AM' : 'PM'}] ${m.role === 'user' ? n.user : n.bot}: ${m.content}`;
      }), '\n'),
  },
  {
    variant: 'timestamp-paren',
    langs: { en: 3 },
    names: () => ({ user: rng.pick(PEOPLE), ...pickBot() }),
    render: (msgs, _l, n) => blockJoin(msgs.map((m, i) => `${m.role === 'user' ? n.user : n.bot} (${hhmm(i)}):\n${m.content}`)),
  },
  {
    variant: 'timestamp-iso',
    langs: { en: 3 },
    names: () => ({ user: rng.pick(PEOPLE), ...pickBot() }),
    render: (msgs, _l, n) => blockJoin(msgs.map((m, i) => `2024-05-01 ${hhmm(i).padStart(5, '0')} - ${m.role === 'user' ? n.user : n.bot}: ${m.content}`), '\n'),
  },
  {
    variant: 'one-letter',
    langs: { en: 4 },
    names: () => (rng.chance(0.5) ? { user: 'U', bot: 'A', platform: 'other' } : { user: 'H', bot: 'A', platform: 'other' }),
    render: (msgs, _l, n) => blockJoin(msgs.map((m) => `${m.role === 'user' ? n.user : n.bot}: ${m.content}`)),
    avoid: /^\s*[UHA]:/m,
  },
  {
    variant: 'q-a',
    langs: { en: 3 },
    names: () => ({ user: 'Q', bot: 'A', platform: 'other' }),
    render: (msgs, _l, n) => blockJoin(msgs.map((m) => `${m.role === 'user' ? n.user : n.bot}: ${m.content}`)),
    avoid: /^\s*[QA]:/m,
  },
  {
    variant: 'heading-handle-model',
    langs: { en: 4 },
    names: () => {
      const [bot, platform] = rng.pick(MODEL_HEADINGS);
      return { user: rng.pick(HANDLES), bot, platform };
    },
    render: (msgs, _l, n) => blockJoin(msgs.map((m) => `### ${m.role === 'user' ? n.user : n.bot}\n\n${m.content}`)),
    avoid: /^#{1,6}\s/m,
    shape: ['hh', 'oasst', 'long'],
  },
  {
    variant: 'cjk-brackets',
    langs: { zh: 5, ja: 5, ko: 5 },
    names: (l) => {
      const [u, a] = LOCAL_LABELS[l] ?? ['用户', '助手'];
      return { user: u, bot: a, platform: 'other' };
    },
    render: (msgs, l, n) =>
      blockJoin(msgs.map((m) => {
        const name = m.role === 'user' ? n.user : n.bot;
        return l === 'zh' ? `【${name}】${m.content}` : l === 'ja' ? `「${name}」\n${m.content}` : `[${name}]\n${m.content}`;
      })),
    shape: ['native', 'native', 'hh'],
  },
  {
    variant: 'localized-labels',
    langs: { es: 3, pt: 4, fr: 2, de: 3, it: 5, ru: 4 },
    names: (l) => {
      const [u, a] = LOCAL_LABELS[l] ?? ['User', 'Assistant'];
      return { user: u, bot: a, platform: 'other' };
    },
    render: (msgs, l, n) => blockJoin(msgs.map((m) => `${m.role === 'user' ? n.user : n.bot}${l === 'fr' ? ' :' : ':'} ${m.content}`)),
    shape: ['native', 'native', 'hh'],
  },
  {
    variant: 'obsidian-callout',
    langs: { en: 4 },
    names: () => ({ user: rng.pick(PEOPLE), ...pickBot() }),
    render: (msgs, _l, n) =>
      blockJoin(msgs.map((m, i) => {
        const c = clock(i);
        const stamp = `10/10/2025 at ${((c.h + 11) % 12) + 1}:${String(c.m).padStart(2, '0')} ${c.h < 12 ? 'AM' : 'PM'}`;
        const head = `> [!${m.role === 'user' ? 'user' : 'assistant'}] **${m.role === 'user' ? n.user : n.bot}** - ${stamp}`;
        return [head, ...m.content.split('\n').map((l) => (l ? `> ${l}` : '>'))].join('\n');
      })),
  },
  {
    variant: 'bold-name-role',
    langs: { en: 3 },
    names: () => ({ user: rng.pick(PEOPLE), ...pickBot() }),
    render: (msgs, _l, n) => blockJoin(msgs.map((m) => (m.role === 'user' ? `**${n.user} (user):** ${m.content}` : `**${n.bot} (assistant):** ${m.content}`))),
  },
  {
    variant: 'underscore-bold',
    langs: { en: 3 },
    names: () => ({ user: 'User', bot: 'Assistant', platform: 'other' }),
    render: (msgs) => blockJoin(msgs.map((m) => `__${m.role === 'user' ? 'User' : 'Assistant'}__: ${m.content}`)),
  },
  {
    variant: 'third-speaker',
    langs: { en: 5 },
    names: () => ({ user: rng.pick(PEOPLE), ...pickBot() }),
    render: (msgs, _l, n) => {
      const parts = msgs.map((m) => `${m.role === 'user' ? n.user : n.bot}: ${m.content}`);
      const at = rng.int(0, Math.max(0, parts.length - 1));
      parts.splice(at, 0, rng.pick(THIRD_LINES)(rng.pick(PEOPLE)));
      return blockJoin(parts);
    },
    avoid: /^(System|Tool):/m,
  },
];

function labelCase(style: LabelStyle, lang: Lang): Case {
  const flags = new Set<string>([`lang:${lang}`]);
  const names = style.names(lang);
  let conv: Conv | null = null;
  let cf: string[] = [];
  for (let tries = 0; tries < 50 && !conv; tries++) {
    const shapes: Shape[] = style.shape ?? ['hh', 'hh', 'md', 'code', 'oasst', 'long'];
    const got = conversationFor(rng.pick(shapes), lang);
    const clash = got.conv.messages.some((m) => (style.avoid ? style.avoid.test(m.content) : false) || m.content.split('\n').some((l) => l.startsWith(`${names.user}:`) || l.startsWith(`${names.bot}:`)));
    if (!clash) {
      conv = got.conv;
      cf = got.flags;
    }
  }
  if (!conv) throw new Error(`no conversation for ${style.variant}`);
  for (const f of cf) flags.add(f);
  if (style.variant === 'third-speaker') flags.add('third_speaker');
  let msgs = conv.messages;
  if (rng.chance(0.06)) {
    msgs = msgs.slice(0, 1);
    flags.add('single_user_message');
  }
  let text = style.render(msgs, lang, names);
  if (rng.chance(0.12)) {
    text = text.replace(/\n/g, '\r\n');
    flags.add('crlf');
  }
  return {
    text,
    expected: { format_family: 'label_styles', platform: names.platform, variant: style.variant, flags: [...flags].sort(), sources: conv.ids, messages: msgs.map((m) => ({ role: m.role, content: m.content })) },
  };
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------
const cases: Case[] = [];
for (const t of WEB) {
  let k = 0;
  for (const lang of LANGS) {
    const n = t.langs[lang] ?? 0;
    for (let i = 0; i < n; i++) cases.push(webCase(t, lang, k++));
  }
}
for (const st of LABEL_STYLES) {
  for (const lang of LANGS) {
    const n = st.langs[lang] ?? 0;
    for (let i = 0; i < n; i++) cases.push(labelCase(st, lang));
  }
}
rng.shuffle(cases);

if (existsSync(OUT)) for (const f of readdirSync(OUT)) if (/^case-\d+\./.test(f)) rmSync(join(OUT, f));
mkdirSync(OUT, { recursive: true });
let bytes = 0;
cases.forEach((c, i) => {
  const name = `case-${String(i + 1).padStart(4, '0')}`;
  const exp = JSON.stringify(c.expected, null, 2) + '\n';
  writeFileSync(join(OUT, `${name}.txt`), c.text);
  writeFileSync(join(OUT, `${name}.expected.json`), exp);
  bytes += Buffer.byteLength(c.text) + Buffer.byteLength(exp);
});

const count = (key: (c: Case) => string[]) => {
  const m = new Map<string, number>();
  for (const c of cases) for (const k of key(c)) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m.entries()].sort().map(([k, v]) => `${k} ${v}`).join(', ');
};
console.log(`wrote ${cases.length} cases (${(bytes / 1e6).toFixed(2)} MB) to ${OUT}`);
console.log(`by platform: ${count((c) => [c.expected.platform])}`);
console.log(`by language: ${count((c) => c.expected.flags.filter((f) => f.startsWith('lang:')))}`);
console.log(`by family:   ${count((c) => [c.expected.format_family])}`);
