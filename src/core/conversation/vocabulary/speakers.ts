/**
 * Speaker headings and role words.
 * - saidMarker: screen-reader headings ChatGPT (and Copilot, Claude 2025+) put before each turn, e.g.
 *   "You said:" / "ChatGPT said:", in every supported UI language. The whole line must be the heading
 *   (a trailing colon is optional); "<name> said" counts only when <name> is an assistant name or model shape.
 * - roleWord: generic words used as speaker labels ("User", "Usuario", "助手", "어시스턴트").
 */
import { isAssistantName } from './names';
import { normalizeLine, stripLabelMarkup } from './normalize';

export interface SaidMarker {
  role: 'user' | 'assistant';
  name: string | null;
}

/** The person's own heading (normalised, lower-case). */
const USER_SAID: ReadonlySet<string> = new Set([
  // English (high: ChatGPT 2024-25, Copilot, Claude 2025 "You said:"; Bing Chat / Copilot in Edge "Sent by you:").
  'you said', 'sent by you',
  // Exporters' headings ("# you asked" / "# gemini response", a Gemini exporter; "You wrote:").
  'you asked', 'you wrote',
  // Spanish (high: "Dijiste:" ChatGPT es-419; medium: "Tú dijiste:" / "Has dicho:" es-ES).
  'dijiste', 'tú dijiste', 'tu dijiste', 'has dicho', 'usted dijo',
  // Portuguese (high: "Você disse:"; low: pt-PT "Disseste:").
  'você disse', 'voce disse', 'disseste', 'tu disseste',
  // French (high: "Vous avez dit :"; low: "Tu as dit :").
  'vous avez dit', 'tu as dit',
  // German (high: "Du hast gesagt:" in a real Claude paste; medium ChatGPT; low: formal "Sie haben gesagt:").
  'du hast gesagt', 'sie haben gesagt', 'sie sagten',
  // Italian (high: "Hai detto:").
  'hai detto', 'lei ha detto',
  // Russian (high: "Вы сказали:"; low: informal).
  'вы сказали', 'ты сказал', 'ты сказала',
  // Chinese (high: "你说：" / "您说：" simplified, "你說：" traditional).
  '你说', '您说', '你說', '您說',
  // Japanese (high: "あなた:" ChatGPT ja; low: others).
  'あなた', 'あなたの発言', 'あなたのメッセージ',
  // Korean (high: "나의 말:"; low: others).
  '나의 말', '내 말', '내가 한 말',
  // Arabic (high: "أنت قلت:" ChatGPT ar), Vietnamese (high: "Bạn đã nói:"), Thai (high: "คุณพูดว่า:"),
  // Indonesian (high: "Anda bilang:" ChatGPT; high: "Anda berkata:" Claude, with a preview).
  'أنت قلت', 'انت قلت', 'bạn đã nói', 'คุณพูดว่า', 'anda bilang', 'anda berkata',
  // Turkish (high: "Şunu dedin:" ChatGPT tr, over the answer's bare "ChatGPT:").
  'şunu dedin',
]);

/** "<name> <verb>" endings for the assistant's heading, per language (lower-case; checked with endsWith). */
const ASSISTANT_SUFFIXES: readonly string[] = [
  // English (high: "ChatGPT said", "Copilot said", "Claude responded").
  ' said', ' responded', ' replied', ' says', ' answered', ' wrote',
  // Exporters' headings: "Gemini response", "ChatGPT answer", "Claude reply".
  ' response', ' answer', ' reply',
  // Spanish (high: "ChatGPT dijo"), Portuguese (high: "O ChatGPT disse"), French (high: "ChatGPT a dit").
  ' dijo', ' respondió', ' disse', ' respondeu', ' a dit', ' a répondu',
  // German (high: "ChatGPT hat gesagt", "Claude hat geantwortet"), Italian (high: "ChatGPT ha detto").
  ' hat gesagt', ' sagte', ' hat geantwortet', ' antwortete', ' ha detto', ' ha risposto',
  // Russian (high: "ChatGPT сказал").
  ' сказал', ' сказала', ' сказало', ' ответил', ' ответила',
  // Chinese (high: "ChatGPT 说", "ChatGPT 說"; medium: "Claude 回复").
  '说', '說', '回复', '回覆', '回答',
  // Korean (high: "ChatGPT의 말").
  '의 말', '의 답변', '의 응답',
  // Japanese (low: "ChatGPT の回答"; the usual ja heading is the bare "ChatGPT:", handled separately).
  'の回答', 'の応答', 'の発言',
  // Vietnamese (high: "ChatGPT đã nói"), Thai (high: "ChatGPT พูดว่า"), Indonesian (high: "ChatGPT bilang";
  // high: "Claude merespons").
  ' đã nói', ' พูดว่า', ' bilang', ' berkata', ' merespons',
];

/** Verb-first languages put the verb before the name: Arabic "قال ChatGPT:" = "ChatGPT said:" (high). */
const ASSISTANT_PREFIXES: readonly string[] = ['قال '];

/** Copilot group chats: "Participant Robert said". */
const PARTICIPANT = /^participant (.{1,40}) said$/;

export function saidMarker(trimmedLine: string): SaidMarker | null {
  if (trimmedLine.length === 0 || trimmedLine.length > 60) return null;
  const { cased, lower } = normalizeLine(stripLabelMarkup(trimmedLine));
  if (lower.length === 0) return null;
  if (USER_SAID.has(lower)) return { role: 'user', name: null };
  const p = PARTICIPANT.exec(lower);
  if (p) return { role: 'user', name: cased.slice(12, 12 + (p[1] ?? '').length) };
  // Bing Chat / Copilot in Edge: "Sent by Copilot:" over each answer.
  if (lower.startsWith('sent by ') && isAssistantName(cased.slice(8).trim())) return { role: 'assistant', name: cased.slice(8).trim() };
  for (const suffix of ASSISTANT_SUFFIXES) {
    if (!lower.endsWith(suffix)) continue;
    let name = cased.slice(0, cased.length - suffix.length).trim();
    // Portuguese "O ChatGPT disse", Italian/Spanish articles.
    name = name.replace(/^(?:o|a|el|la|il|le|der|die|das) /i, '');
    if (isAssistantName(name)) return { role: 'assistant', name };
    // A shorter ending may sit inside a longer one of another language (Chinese "回答" in Japanese
    // "Gemini の回答"): the longer ending is tried before giving up.
  }
  for (const prefix of ASSISTANT_PREFIXES) {
    if (!lower.startsWith(prefix)) continue;
    const name = cased.slice(prefix.length).trim();
    if (isAssistantName(name)) return { role: 'assistant', name };
    return null;
  }
  // Japanese ChatGPT labels the answer with the bare name and a colon ("ChatGPT:"); any language's "Name:" line.
  if (/[:：][*_\s]*$/.test(trimmedLine) && isAssistantName(cased)) return { role: 'assistant', name: cased };
  return null;
}

const USER_WORDS: ReadonlySet<string> = new Set([
  // English.
  // Second-person words other than English "You" (old ChatGPT) and Japanese あなた are left out: ambiguous.
  'user', 'human', 'me', 'you', 'person', 'customer', 'prompt', 'question', 'q',
  // Spanish / Portuguese.
  'usuario', 'usuaria', 'humano', 'humana', 'yo', 'pregunta', 'usuário', 'usuária', 'utilizador', 'eu', 'pergunta',
  // French / German / Italian.
  'utilisateur', 'utilisatrice', 'humain', 'moi', 'benutzer', 'benutzerin', 'nutzer', 'nutzerin',
  'mensch', 'ich', 'frage', 'utente', 'umano', 'io', 'domanda',
  // Russian.
  'пользователь', 'человек', 'я', 'вопрос',
  // Chinese / Japanese / Korean.
  '用户', '用戶', '使用者', '人类', '人類', '我', '问题', '問題', '提问', '提問', 'ユーザー', 'ユーザ', '人間', '私',
  'あなた', '質問', '사용자', '유저', '인간', '나', '질문',
]);

const ASSISTANT_WORDS: ReadonlySet<string> = new Set([
  // English.
  'assistant', 'ai', 'a.i', 'bot', 'chatbot', 'model', 'gpt', 'llm', 'answer', 'response', 'a', 'system response',
  // A coding tool's assistant in agent mode (SpecStory's Cursor exports: "_**Agent (model …)**_").
  'agent',
  // Spanish / Portuguese.
  'asistente', 'ia', 'modelo', 'respuesta', 'assistente', 'resposta',
  // French / German / Italian.
  'assistante', 'modèle', 'réponse', 'ki', 'assistent', 'assistentin', 'modell', 'antwort', 'modello', 'risposta',
  // Russian.
  'ассистент', 'помощник', 'ии', 'модель', 'бот', 'ответ',
  // Chinese / Japanese / Korean.
  '助手', '助理', 'ai助手', 'ai 助手', '人工智能', '模型', '机器人', '機器人', '回答', '答', 'アシスタント', 'モデル',
  'ボット', '回答', '어시스턴트', '도우미', '모델', '봇', '답변', '답',
]);

/** A generic speaker word ("User", "Usuario", "助手", "어시스턴트"); markdown decoration and a trailing colon are ignored. */
export function roleWord(name: string): 'user' | 'assistant' | null {
  if (name.length === 0 || name.length > 40) return null;
  // A turn's number after the word ("PROMPT 1" / "RESPONSE 1", "Question 3") is no part of it.
  const lower = normalizeLine(stripLabelMarkup(name)).lower.replace(/ #?\d{1,4}$/, '');
  if (USER_WORDS.has(lower)) return 'user';
  if (ASSISTANT_WORDS.has(lower)) return 'assistant';
  return null;
}
