/**
 * Composer placeholders and empty-state prompts at the bottom / top of a page (kind 'composer').
 * Exact lines plus one pattern family "<verb> <assistant name>[ anything]" in each language (see COMPOSER_PATTERNS).
 */
export const COMPOSER: readonly string[] = [
  // Messenger's composer placeholder (medium).
  'Aa',
  // Not listed on purpose: "How can I help you today?" and its translations — assistants write them as messages.
  // English (high: "Ask anything" ChatGPT 2025, "Reply to Claude...", "Message ChatGPT", "Enter a prompt here";
  // medium: "Ask follow-up" Perplexity, "Ask Grok anything" (aria label in scrapers), "Message DeepSeek"; low: others).
  'Ask anything', 'Ask anything...', 'Ask me anything', 'Ask a follow-up', 'Ask follow-up', 'Ask a question',
  'Send a message', 'Send a message...', 'Type a message', 'Type your message', 'Write a message', 'New message',
  'Enter a prompt here', 'Enter a prompt', 'Ask Gemini', 'Ask Gemini 3', 'What do you want to know?',
  'What are you working on?', "What's on your mind today?", 'Where should we begin?',
  'Ready when you are', 'How can Grok help?',
  'What do you want to create?', 'Talk with Pi', 'Talk to Pi', 'Start typing', 'Ask about anything',
  'Ask Le Chat or @mention an agent', 'Ask Meta AI anything', 'Ask Meta AI or @mention', 'Describe your image',
  'Ask anything. Type @ for mentions and / for shortcuts', 'Ask anything or @mention a Space',
  'Ask Kimi', 'Ask Anything...', 'Message Copilot', 'Message Claude',
  // Duck.ai's placeholder (low: product memory).
  'Ask privately',
  // Duck.ai's composer in the other UI languages (low: product memory).
  'Posez une question en privé', 'Pregunta en privado', 'Privat fragen', 'Chiedi in privato', 'Pergunte em privado',
  'Спросите конфиденциально',
  // Spanish (medium: ChatGPT "Pregunta lo que quieras"; low: others).
  'Pregunta lo que quieras', 'Pregunta cualquier cosa', 'Haz una pregunta', 'Envía un mensaje', 'Escribe un mensaje',
  'Haz una pregunta de seguimiento', 'Pregunta de seguimiento', '¿En qué estás pensando hoy?', 'Ningún archivo seleccionado',
  // Portuguese.
  'Pergunte alguma coisa', 'Pergunte qualquer coisa', 'Faça uma pergunta', 'Envie uma mensagem', 'Escreva uma mensagem',
  'Faça uma pergunta de acompanhamento', 'Nenhum arquivo selecionado',
  'Nenhum ficheiro selecionado',
  // French.
  'Poser une question', 'Posez une question', 'Posez votre question', 'Demandez ce que vous voulez',
  "Demandez n'importe quoi", 'Envoyer un message', 'Écrivez un message', 'Poser une question de suivi', 'Aucun fichier choisi', 'Aucun fichier sélectionné',
  // German.
  'Frag alles', 'Frag irgendwas', 'Stell eine Frage', 'Stelle eine Frage', 'Nachricht senden', 'Nachricht schreiben',
  'Folgefrage stellen', 'Stelle eine Folgefrage', 'Keine Datei ausgewählt',
  // Italian.
  'Chiedi qualsiasi cosa', 'Fai una domanda', 'Invia un messaggio', 'Scrivi un messaggio', 'Fai una domanda di approfondimento', 'Nessun file selezionato',
  // Russian.
  'Спросите что-нибудь', 'Спросите о чём угодно', 'Спросите о чем угодно', 'Задайте вопрос', 'Отправить сообщение',
  'Напишите сообщение', 'Задайте уточняющий вопрос', 'Файл не выбран',
  // Chinese, simplified (medium: "询问任何问题", "有问题，尽管问", "给 DeepSeek 发送消息"; low: others).
  '询问任何问题', '有问题，尽管问', '问我任何问题', '发送消息', '输入消息', '提出后续问题', '追问', '尽管问，带图也行', '未选择任何文件', '未选择文件',
  // Chinese, traditional.
  '詢問任何問題', '有問題，儘管問', '傳送訊息', '輸入訊息', '提出後續問題', '未選擇任何檔案',
  // Japanese (high: "選択されていません" — the file input's empty label in real pastes; medium: others).
  '何でも質問してください', 'なんでも聞いてください', '質問してみましょう', 'メッセージを送信する', 'メッセージを送信', 'メッセージを入力',
  'フォローアップの質問をする', '選択されていません',
  'ファイルが選択されていません',
  // Korean (high: "선택된 파일 없음" in a real paste; medium: others).
  '무엇이든 물어보세요', '무엇이든 질문하세요', '메시지 보내기', '메시지를 입력하세요', '후속 질문하기', '선택된 파일 없음',
  // Gemini's older placeholder "Enter a prompt here" in the other UI languages (low: product memory, several
  // wordings per language since it changed between releases).
  'Introduce una petición aquí', 'Escribe una petición aquí', 'Insira um comando aqui', 'Digite um comando aqui',
  'Saisissez une requête ici', 'Saisir une requête ici', 'Prompt hier eingeben', 'Gib hier einen Prompt ein',
  'Inserisci un prompt qui', 'Scrivi un prompt qui', 'Введите запрос здесь', 'Введите запрос', '在此输入提示',
  '在此处输入提示', '在這裡輸入提示', '在此輸入提示', 'ここにプロンプトを入力してください', 'ここにプロンプトを入力',
  '여기에 프롬프트 입력', '여기에 프롬프트를 입력하세요',
];

// The assistant-name part of a composer pattern: a known product name (kept in sync with names.ts, plain words only).
const N =
  '(?:chatgpt|claude|gemini|copilot|microsoft copilot|deepseek|perplexity|grok|meta ai|le chat|mistral|qwen|kimi|poe|' +
  'huggingchat|pi|codex|claude code|gemini cli|@[\\w.-]{1,40}|#[\\w.-]{1,40})';

export const COMPOSER_PATTERNS: readonly RegExp[] = [
  // English: "Message ChatGPT", "Ask Grok anything", "Reply to Claude", "Talk to Copilot", "Message @GPT-4o" (Poe),
  // a terminal agent's input box ("▌ Ask Codex to do anything", medium).
  new RegExp(`^(?:[▌│>›❯]\\s*)?(?:message|ask|reply to|talk to|talk with|chat with|send a message to) ${N}(?: anything| to do anything| or @mention.{0,30})?$`),
  // A terminal agent's key hints under its input box ("⏎ send   ⌃J newline   ⌃T transcript", "esc to interrupt"): two or more.
  /^(?:(?:[⏎↵⌃⇧⌥]\S{0,3}|ctrl\+\S{1,6}|shift\+\S{1,6}|esc|enter|tab)\s+(?:to\s+)?\p{L}+(?:\s+|$)){2,}$/u,
  // Spanish / Portuguese / French / German / Italian / Russian.
  new RegExp(`^(?:envía un mensaje a|enviar un mensaje a|mensaje a|pregúntale a|pregunta a|responder a) ${N}$`),
  new RegExp(`^(?:envie uma mensagem para o|enviar mensagem para o|mensagem para o|pergunte ao|pergunte à|responder ao|enviar mensagem para|pergunte a) ${N}$`),
  new RegExp(`^(?:envoyer un message à|message à|demander à|demandez à|répondre à) ${N}$`),
  new RegExp(`^(?:nachricht an|frag|frage|antworte|antworten an|antwort an) ${N}(?: senden)?$`),
  new RegExp(`^${N} fragen$`),
  new RegExp(`^(?:invia un messaggio a|messaggio a|chiedi a|rispondi a) ${N}$`),
  new RegExp(`^(?:сообщение для|сообщение|спросите|спросить|ответить) ${N}$`),
  // Chinese / Japanese / Korean: "给 ChatGPT 发送消息", "给“ChatGPT”发送消息", "問問 Gemini", "ChatGPT にメッセージを送信する",
  // "ChatGPT에게 메시지 쓰기", "Gemini에게 물어보기"; Claude's "Reply to Claude" as "回复 Claude", "Claude に返信",
  // "Claude에게 답장하기" (low).
  new RegExp(`^(?:给|給|向) ?["“]?${N}["”]? ?(?:发送消息|傳送訊息|发消息|提问|提問)$`),
  new RegExp(`^(?:问问|問問|询问|詢問|回复|回覆) ?${N}$`),
  // Japanese "Ask Grok anything" ("Grokに何でも聞いてください", low: product memory).
  new RegExp(`^${N} ?に(?:何でも|なんでも)?(?:聞いて|質問して)(?:ください|みましょう)?$`),
  new RegExp(`^${N} ?(?:にメッセージを送信する|にメッセージを送信|に質問する|に相談|に聞く|に返信)$`),
  // Poe addresses whichever bot is open, by the name it shows ("Assistant にメッセージを送信する", "GPT-4o にメッセージを送信"):
  // any one-word name, in this one phrase only (medium: a real Poe copy).
  /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,39} ?にメッセージを送信(?:する)?$/u,
  new RegExp(`^${N}(?:에게|한테) ?(?:메시지 쓰기|메시지 보내기|물어보기|질문하기|답장하기|답장)$`),
];
