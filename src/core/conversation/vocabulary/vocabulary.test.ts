import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_NAMES,
  chromeKindOf,
  isAssistantName,
  isAttachmentName,
  isAttachmentType,
  roleWord,
  saidMarker,
  type ChromeKind,
} from './index';

const positives: Record<ChromeKind, readonly string[]> = {
  button: [
    'Document · Version 2', 'Code · Version 3', 'Dokument · Version 2', 'Документ · Версия 2', 'Copy', 'Copy code', 'Copied!', 'Edit', 'Retry', 'Share', 'Regenerate', 'Read aloud', 'Good response', 'Show drafts',
    'volume_up', 'CopiarEditar', 'Copiar', 'Copiar código', 'Editar', 'Compartilhar', 'Copier', 'Modifier',
    'Réessayer', 'Kopieren', 'Code kopieren', 'Bearbeiten', 'Copia', 'Modifica', 'Riprova', 'Копировать',
    'Копировать код', 'Редактировать', '复制', '复制代码', '编辑', '重试', '複製', '編輯', 'コピー', 'コードをコピーする',
    '編集する', '복사', '코드 복사', '편집',
    // Code-block headers of ChatGPT in Arabic and Indonesian (set 25 and code search).
    'نسخ الكود', 'Salin kode',
    // ChatGPT's code-block header in Polish (a real 2025 copy: language / "Kopiuj" / "Edytuj" / code).
    'Kopiuj', 'Edytuj',
    // ChatGPT's code-block header in Vietnamese (a real 2025 copy: language / "Sao chép" / "Chỉnh sửa" / code).
    'Sao chép', 'Chỉnh sửa',
    // The rest of a message's buttons in the ten UI languages (stop generating, show more, hide thinking, copy link).
    'Detener generación', 'Mostrar menos', 'Parar de gerar', 'Ocultar raciocínio', 'Arrêter la génération',
    'Masquer le raisonnement', 'Generierung stoppen', 'Link kopieren', 'Interrompi generazione', 'Nascondi bozze',
    'Остановить генерацию', 'Скрыть рассуждения', '停止生成', '隐藏思路', '停止產生', '複製連結', '生成を停止',
    '思考プロセスを非表示', '생성 중지', '생각 과정 표시',
  ],
  timing: ['Размышление завершено', 'Réflexion terminée', '생각 완료', 
    'Thought for 12s', 'Thought for 32 seconds', 'Reasoned for 2m 3s', 'Thought for a few seconds', '12s', '1m 3s',
    'Thought process', 'Pensado durante 8s', 'Pensó durante 12 s', 'Pensou por 17s', 'Pensou por 1m 7s',
    'Pensou por 4 segundos', 'Réflexion durant 5s', '3m 10s nachgedacht', '1m 41s nachgedacht', 'Ragionato per 1m 33s',
    'Думал на протяжении 6s', 'Думал на протяжении 7 секунд', '已思考 24s', '已思考 14 秒', '已思考几秒', '已思考 1m 13s',
    '已深度思考（用时 32 秒）', '思考時間: 8 秒', '思考時間: 2m 2s', '思考時間：17 秒', '41s 동안 생각함', '12초 동안 생각',
    // Arabic, Vietnamese and Indonesian thinking lines under the answer's heading (code search).
    'قام بالتفكير لمدة 31s', 'Đã suy nghĩ trong 19s', 'Đã suy nghĩ trong 5 giây', 'Berpikir selama 23 detik',
  ],
  status: [
    // Generation stats under a thinking line (Qwen, assistants corpus qwen_web_copy).
    '· 3746 tokens', '· 42 tok/s',
    'Searched 5 sites', 'Searched the web', 'Flash Answer', 'Analyzed image', 'Memory updated', 'Updated saved memory',
    'Searching the web...', 'Fetching site', 'ChatGPT is still generating a response...', 'Memoria actualizada',
    'Memória atualizada', 'Mémoire mise à jour', 'Analysiert', 'Web durchsucht', 'Claude hat die Antwort abgeschlossen',
    'Memoria aggiornata', 'Память обновлена', '记忆已更新', '已搜索 5 个网站', '搜索到 50 个网页', '記憶已更新',
    'メモリを更新しました', 'ChatGPT가 아직 응답을 생성 중입니다…', '5 steps',
    // Claude's tool lines naming where it searched (a claude.ai copy committed to GitHub).
    'Searched memory', 'Searched project knowledge', 'Searching past chats',
    // Reading documents, generating, research finished, in the ten UI languages; DeepSeek's searched-pages count.
    'Leyendo documentos', 'Gerando imagem', "Génération de l'image", 'Recherche abgeschlossen', 'Ricerca completata',
    'Чтение документов', '已搜索到 50 个网页', '搜索中...', '正在產生回應', '回答を生成しています', '답변 생성 중',
    '正在搜索网页...', 'ウェブを検索しています',
  ],
  navigation: [
    'Imagens', '画像', 'Respuesta', 'Plano gratuito', '無料プラン', '무료 플랜', 'Skip to content', 'New chat', 'Search chats', 'Library', 'GPTs', 'Chat history', 'Upgrade plan', 'Discover', 'Spaces',
    'Upgrade', 'Saltar al contenido', 'Nuevo chat', 'Historial de chats', 'Nova conversa', 'Ignorer et passer au contenu',
    'Historique de chat', 'Nouvelle discussion', 'Neuer Chat', 'Zuletzt verwendet', 'Alle Chats', 'Nuova chat',
    'Новый чат', '新对话', '跳至内容', '跳至內容', '聊天歷程紀錄', 'コンテンツへとスキップする', 'チャット履歴', '새 채팅',
    '플랜 업그레이드', 'Conversation with Gemini', '开启新对话',
    // Sidebar and composer items in the ten UI languages (open sidebar, explore GPTs, add photos & files).
    'Abrir barra lateral', 'Tus chats', 'Adicionar fotos e arquivos', 'Fermer la barre latérale', 'GPTs erkunden',
    'Impostazioni e guida', 'Открыть боковую панель', '新建会话', '關閉側邊欄', 'サイドバーを開く', '설정 및 도움말', 'Artefactos',
    'Bibliothèques', 'Connecteurs',
    // The sidebar's "History" beside "New dialog" (probe-web-2 case 11, GigaChat: "Новый диалог" / "История").
    'История', 'Historial', 'Verlauf', 'Новый диалог',
  ],
  composer: [
    'Ask anything', 'Aa', '▌ Ask Codex to do anything', '⏎ send   ⌃J newline   ⌃T transcript   ⌃C quit', 'Message Copilot', 'Ask follow-up', 'Ask Grok anything', 'Ask Meta AI...', 'Message ChatGPT',
    'Reply to Claude...', 'Message DeepSeek', 'Enter a prompt here', 'Message @Claude-3.5-Sonnet', 'Pregunta lo que quieras',
    'Pergunte alguma coisa', 'Poser une question', 'Frag alles', 'Chiedi qualsiasi cosa', 'Спросите что-нибудь',
    '询问任何问题', '给 ChatGPT 发送消息', '詢問任何問題', '何でも質問してください', 'ChatGPT にメッセージを送信する', 'Assistant にメッセージを送信する', 'GPT-4o にメッセージを送信', 'メッセージを送信',
    '무엇이든 물어보세요', 'Gemini에게 물어보기', 'Grokに何でも聞いてください', '選択されていません', '선택된 파일 없음', 'Ningún archivo seleccionado',
    // Gemini's "Enter a prompt here" and Claude's "Reply to Claude" in other UI languages.
    'Introduce una petición aquí', 'Prompt hier eingeben', 'ここにプロンプトを入力してください', '여기에 프롬프트 입력',
    'Claude に返信...', '回复 Claude', 'Claude에게 답장하기',
  ],
  disclaimer: [
    'ChatGPT can make mistakes. Check important info.',
    // The banner of a custom GPT updated since the chat began (set 25).
    'New version of GPT available - Continue chatting to use the old version, or start a new chat for the latest version.',
    'Copilot may make mistakes',
    // A product named by its domain or as a chat (probe-rendered, Duck.ai in French; GigaChat).
    'Duck.ai peut faire des erreurs. Vérifiez les informations importantes.', 'GigaChat может ошибаться.',
    'Claude can make mistakes. Please double-check responses.',
    'Claude is AI and can make mistakes. Please double-check responses.',
    'Gemini may display inaccurate info, including about people, so double-check its responses. Your privacy & Gemini Apps',
    'Gemini can make mistakes, so double-check it',
    'Kimi can make mistakes. Check important information.',
    'Claude does not have the ability to run the code it generates yet.',
    'AI-generated, for reference only', 'Messages are generated by AI. Some may be inaccurate or inappropriate. Learn more',
    'ChatGPT puede cometer errores. Comprueba la información importante.',
    'ChatGPT puede cometer errores. Considera verificar la información importante.',
    'O ChatGPT pode cometer erros. Considere verificar informações importantes.',
    'ChatGPT peut commettre des erreurs. Il est recommandé de vérifier les informations importantes.',
    'ChatGPT kann Fehler machen. Überprüfe wichtige Informationen.',
    'Claude ist eine KI und kann Fehler machen. Bitte überprüfe die Antworten.',
    'ChatGPT può commettere errori. Assicurati di verificare le informazioni importanti.',
    'ChatGPT может допускать ошибки. Рекомендуем проверять важную информацию.',
    'ChatGPT 也可能会犯错。请核查重要信息。',
    '内容由 AI 生成，请仔细甄别',
    'ChatGPT 可能會犯錯。請核查重要資訊。',
    'ChatGPT の回答は必ずしも正しいとは限りません。重要な情報は確認するようにしてください。',
    'ChatGPT는 실수를 할 수 있습니다. 중요한 정보는 재차 확인하세요.',
    // Korean ChatGPT footer with the templated particle (assistants corpus, chatgpt_web_copy lang:ko).
    'ChatGPT은(는) 실수를 할 수 있습니다. 중요한 정보는 재차 확인하세요.',
    // Gemini's footers in German, Japanese and Korean (the Korean joins its clauses with "-으니" / "-으므로").
    'Gemini kann ungenaue Informationen anzeigen, auch zu Personen. Überprüfe daher die Antworten.',
    'Gemini は不正確な情報を表示することがあるため、生成された回答を再確認するようにしてください。',
    'Gemini는 인물 등에 관한 정보 제공 시 실수를 할 수 있으니 다시 한번 확인하세요.',
    'Gemini는 부정확한 정보를 표시할 수 있으므로 다시 한번 확인하세요.',
    'Gemini 可能会显示不准确的信息（包括关于人物的信息），因此请仔细核查它给出的回答。',
    // The footer's second sentence and cookie note on lines of their own.
    'Überprüfe wichtige Informationen.', 'Considera verificar la información importante.',
    'Рекомендуем проверять важную информацию.', 'Consulta las preferencias de cookies.', '内容由AI生成，仅供参考',
  ],
  badge: [
    'meta-llama/Llama-3.3-70B-Instruct', 'Qwen/Qwen2.5-72B-Instruct', 'google/gemma-2-27b-it', // Dated model ids in pickers (Qwen "Qwen3-235B-A22B-2507" over a Chinese-UI page, assistants corpus qwen_web_copy).
    'Qwen3-235B-A22B-2507', 'gpt-4o-2024-08-06', 'mistral-large-2411',
    '4o', 'GPT-4o', 'GPT-4o mini', 'o3-mini', 'o4-mini-high', 'Sonnet 4', 'Opus 4.1', 'Claude 3.5 Sonnet', 'Grok 3',
    'Grok 4 Heavy', 'Mistral Large', 'Qwen2.5-Max', 'Qwen3-235B-A22B', 'DeepThink (R1)', '深度思考 (R1)', 'Pro Search',
    'ChatGPT 4o', '2.5 Pro', 'Gemini 2.5 Flash', 'Llama 3.1 70B', 'Kimi K2', 'DeepSeek-V3',
  ],
  citation: [
    '21 páginas da web', 'Fontes · 9', 'ソース · 8', 'Sources · 12', 'Sources', 'Fuentes', 'Fonti', 'Fontes', 'Quellen', 'Источники', '来源', '來源', '情報源', '출처', '+3 sources', '+2',
    'wikipedia +2', 'Reuters+1', '12 sources', '1 reference', 'Related', 'docs.djangoproject.com', 'en.wikipedia.org',
    '[3]', '5 fuentes', '18 sources consulted', '12 sites searched', '5 Quellen durchsucht',
    '15 Webseiten', '8 sitios web', '12 siti web', '9 сайтов', '15 件のサイト', '15개 사이트', '6 个网站',
    // Counted headers under an answer (Le Chat "Sources (5)", assistants corpus le_chat_web_copy).
    'Sources (5)', 'Fuentes (3)', 'Quellen (12)', '출처 (4)', '来源（6）',
    // View / all sources and "People also ask" in the ten UI languages.
    'People also ask', 'Ver fuentes', 'Todas as fontes', 'Voir les sources', 'Alle Quellen', 'Mostra fonti',
    'Показать источники', '查看来源', '所有來源', 'すべてのソース', '출처 보기',
  ],
};

const negatives: readonly string[] = [
  'src/app-2', 'src/index.ts', 'docs/setup-v2', 'Copy the file to the server.',
  'Sources of error in this experiment',
  'Sources of error (3)',
  '• 3 eggs',
  'Released in 2024',
  'gpt 2507 notes',
  'Chapter (3)',
  '3 sources said otherwise',
  'Edit the config and retry.',
  'Share your screen with me',
  'I thought for 12 seconds about this.',
  'He thought for a long time before answering.',
  'Searched everywhere but could not find the bug, any idea?',
  'The library is closed on Sundays.',
  'New chat features are coming next week, what do you think?',
  'Ask anything you like about the contract.',
  'ChatGPT can make mistakes when it adds large numbers, so I double-check.',
  'My brother can make mistakes. Check his work.',
  'Claude 3.5 Sonnet is better at coding than GPT-4o in my tests.',
  'Related work shows the opposite result.',
  'Analyzed the logs and found nothing.',
  'continue',
  'Continue',
  'Rewrite',
  'Expand',
  'Hola, ¿puedes copiar este texto?',
  'Copiez le fichier dans le dossier.',
  'Kopieren Sie die Datei auf den Server.',
  '请复制这个文件到服务器。',
  'このファイルをコピーしてください。',
  '이 파일을 복사해 주세요.',
  'Вы сказали, что это работает.',
  'Чем отличается модель А от Б?',
  'The answer is 42.',
  'Thinking about it, I prefer option B.',
  'Python',
  'How can I help you?',
  'return ps + 1',
  'Memory',
  // Bare words a person sends as a message stay, in the other languages too ("Expand" / "Chats").
  '展开',
  'Chats:',
  'Suchergebnisse:',
  'ChatGPT는 실수를 할 수 있으니 조심해야 해.',
  'ChatGPT can make mistakes (like adding numbers)',
  '我的朋友可能会犯错（真的）',
  'Die Tabelle kann ungenaue Informationen anzeigen, wenn der Filter fehlt.',
  'Altre domande?',
  'Recherche terminée, voici ce que j’ai trouvé.',
  '聊天',
  'Mostrar más detalles sobre el contrato, por favor.',
  'x'.repeat(300),
];

describe('chromeKindOf', () => {
  for (const [kind, lines] of Object.entries(positives) as [ChromeKind, readonly string[]][]) {
    it.each(lines.map((l) => [l]))(`${kind}: %s`, (line) => {
      expect(chromeKindOf(line)).toBe(kind);
    });
  }
  it.each(negatives.map((l) => [l]))('not chrome: %s', (line) => {
    expect(chromeKindOf(line)).toBeNull();
  });
  it('tolerates surrounding whitespace, case and trailing punctuation', () => {
    expect(chromeKindOf('  COPY CODE ')).toBe('button');
    expect(chromeKindOf('Ask anything…')).toBe('composer');
    expect(chromeKindOf('Fuentes:')).toBe('citation');
    expect(chromeKindOf('private:')).toBeNull();
    expect(chromeKindOf('Code:')).toBeNull();
  });
  // Its speed is measured in bench/ (parse); here, that a long paste's ordinary lines are never chrome.
  it("reads none of a long answer's ordinary lines as chrome", () => {
    const lines = Array.from({ length: 20000 }, (_, i) => `This is line ${i} of an ordinary answer, with some words.`);
    expect(lines.filter((l) => chromeKindOf(l) !== null)).toEqual([]);
  });
});

describe('saidMarker', () => {
  const users = [
    'You said:', 'You said', 'Dijiste:', 'Tú dijiste:', 'Você disse:', 'Vous avez dit :', 'Du hast gesagt:', 'Hai detto:',
    'Вы сказали:', '你说：', '您说：', '你說：', 'あなた:', '나의 말:', '##### You said:', '# you asked',
    // Arabic, Vietnamese, Thai, Indonesian ChatGPT copies (set 25 and code search).
    'أنت قلت:', 'Bạn đã nói:', 'คุณพูดว่า:', 'Anda bilang:',
  ];
  it.each(users.map((l) => [l]))('user: %s', (line) => {
    expect(saidMarker(line)).toEqual({ role: 'user', name: null });
  });
  const assistants: [string, string][] = [
    ['ChatGPT said:', 'ChatGPT'], ['ChatGPT dijo:', 'ChatGPT'], ['O ChatGPT disse:', 'ChatGPT'],
    ['ChatGPT a dit :', 'ChatGPT'], ['ChatGPT hat gesagt:', 'ChatGPT'], ['ChatGPT ha detto:', 'ChatGPT'],
    ['ChatGPT сказал:', 'ChatGPT'], ['ChatGPT 说：', 'ChatGPT'], ['ChatGPT 說：', 'ChatGPT'], ['ChatGPT의 말:', 'ChatGPT'],
    ['ChatGPT:', 'ChatGPT'], ['Copilot said', 'Copilot'], ['Claude responded:', 'Claude'], ['###### ChatGPT said:', 'ChatGPT'],
    ['**ChatGPT 说：**', 'ChatGPT'], ['Gemini said', 'Gemini'], ['# gemini response', 'gemini'],
    // Arabic puts the verb first: "قال ChatGPT:" is "ChatGPT said:" (set 25).
    ['قال ChatGPT:', 'ChatGPT'], ['ChatGPT đã nói:', 'ChatGPT'], ['ChatGPT พูดว่า:', 'ChatGPT'], ['ChatGPT bilang:', 'ChatGPT'],
  ];
  it.each(assistants)('assistant: %s', (line, name) => {
    expect(saidMarker(line)).toEqual({ role: 'assistant', name });
  });
  it('Copilot group participant', () => {
    expect(saidMarker('Participant Robert said')).toEqual({ role: 'user', name: 'Robert' });
  });
  it.each([
    ['She said:'], ['My mother said'], ['You said: hello there'], ['ChatGPT said that it cannot help.'], ['ChatGPT'],
    ['He said it was fine'], ['Вы сказали, что это работает.'], ['你说什么？'],
    // The Arabic verb before an ordinary name or a sentence is not a heading.
    ['قال أحمد:'], ['قال ChatGPT إن الكود صحيح'],
  ])('not a heading: %s', (line) => {
    expect(saidMarker(line)).toBeNull();
  });
});

describe('names', () => {
  it.each([
    ['chatgpt'], ['claude'], ['copilot'], ['perplexity'], ['grok'], ['meta ai'], ['le chat'], ['mistral'], ['qwen'],
    ['kimi'], ['poe'], ['huggingchat'], ['pi'], ['deepseek'], ['gemini'], ['gpt-4o'], ['llama'], ['sonnet'],
  ])('ASSISTANT_NAMES has %s', (n) => {
    expect(ASSISTANT_NAMES.has(n)).toBe(true);
  });
  it.each([
    ['ChatGPT'], ['GPT-4o'], ['Claude 3.5 Sonnet'], ['Qwen2.5-Max'], ['Llama 3.1 70B'], ['Meta AI'], ['Le Chat'],
    ['Gemini 2.5 Pro'], ['o3'], ['Mistral Large'], ['DeepSeek-R1'], ['Kimi K2'], ['**Claude:**'],
    // sizedProductModel: a known product's name with a parameter count
    ['Phind-34B'], ['Poe 13b'],
  ])('isAssistantName(%s)', (n) => {
    expect(isAssistantName(n)).toBe(true);
  });
  it.each([['Dana'], ['User'], ['The model'], ['Robert'], ['Python 3.12'], [''], ['Sonnet 18 by Shakespeare'], ['Table 12b'], ['Room 4B']])(
    'not an assistant name: %s',
    (n) => {
      expect(isAssistantName(n)).toBe(false);
    },
  );
});

describe('roleWord', () => {
  it.each([
    'User', 'Human', 'Me', 'You', 'Usuario', 'Usuário', 'Utilisateur', 'Benutzer', 'Utente', 'Пользователь', '用户', '用戶',
    '使用者', 'ユーザー', '사용자', '**User:**', '## User',
  ].map((w) => [w]))('user: %s', (w) => {
    expect(roleWord(w)).toBe('user');
  });
  it.each([
    'Assistant', 'AI', 'Bot', 'Asistente', 'Assistente', 'IA', 'Assistent', 'KI', 'Ассистент', 'ИИ', '助手', '助理',
    'アシスタント', '어시스턴트', '**Assistant**',
  ].map((w) => [w]))('assistant: %s', (w) => {
    expect(roleWord(w)).toBe('assistant');
  });
  it.each([['Dana'], ['ChatGPT'], ['Hello'], ['The user']])('no role: %s', (w) => {
    expect(roleWord(w)).toBeNull();
  });
});

describe('attachments', () => {
  it.each([
    ['report.pdf'], ['data (1).csv'], ['screenshot.png'], ['ANALYSE_BUGS.md'], ['My Resume.pdf'],
    ['Screenshot 2024-05-01 at 10.22.33.png'], ['main.py'], ['引き継ぎ書_たま神社プロジェクト進行管理_20250601_T15.md'],
  ])('name: %s', (l) => {
    expect(isAttachmentName(l)).toBe(true);
  });
  it.each([
    ['I opened report.pdf'], ['Please check the config.json'], ['Node.js'], ['Vue.js'], ['https://example.com/a.pdf'],
    ['version 1.5'], ['The end.'], ['e.g.'], ['See attached file.pdf'],
  ])('not a name: %s', (l) => {
    expect(isAttachmentName(l)).toBe(false);
  });
  it.each([
    ['PDF'], ['CSV'], ['Image'], ['Document'], ['Spreadsheet'], ['Pasted text'], ['Pasted content'], ['pasted'],
    ['Fichier'], ['Archivo'], ['Arquivo'], ['Datei'], ['Файл'], ['文件'], ['檔案'], ['ファイル'], ['파일'],
    ['已上傳的圖像'], ['Texto pegado'], ['12 lines'], ['3 pages'], ['1.2 MB'], ['PDF · 12 pages'],
    // Audio / video, uploaded file, Word document and "Pasted" chips in the other UI languages.
    ['Vídeo'], ['Áudio'], ['Fichier téléversé'], ['Word-Dokument'], ['File caricato'], ['Загруженный файл'], ['视频'],
    ['已上傳的檔案'], ['動画'], ['업로드된 파일'], ['Pegado'], ['Collé'],
  ])('type: %s', (l) => {
    expect(isAttachmentType(l)).toBe(true);
  });
  it.each([['Summary'], ['The PDF is attached'], ['c'], ['Hello']])('not a type: %s', (l) => {
    expect(isAttachmentType(l)).toBe(false);
  });
});
