// UI strings for the assistants-2 web-copy templates, one dictionary per UI language. Written from the
// author's own memory of the products' localized pages (blind to the parser and to the other corpora).
// Confidence: en high-to-medium for the common words (New chat, Copy, Edit, Retry, Share, "You said:"),
// es/pt/fr/de/it/ru/zh/ja/ko medium for ChatGPT's own strings ("Tú dijiste:", "Vous avez dit :",
// "Du hast gesagt:", "나의 말:", …) and low for the rest: where a product words a string its own way the
// dictionary's generic translation stands in for it. That is the point of the set: pages in many languages
// whose exact wording a parser cannot have learned.

export const LANGS = ['en', 'es', 'pt', 'fr', 'de', 'it', 'ru', 'zh', 'ja', 'ko'] as const;
export type Lang = (typeof LANGS)[number];

export interface Chrome {
  skip: string;
  newChat: string;
  searchChats: string;
  search: string;
  library: string;
  chats: string;
  projects: string;
  recents: string;
  today: string;
  yesterday: string;
  prev7: string;
  copy: string;
  edit: string;
  retry: string;
  share: string;
  regenerate: string;
  readAloud: string;
  more: string;
  youSaid: string;
  saidBy: (name: string) => string;
  thoughtFor: (s: number) => string;
  thoughtForLong: (s: number) => string;
  thoughtProcess: string;
  showThinking: string;
  thinkingDone: string;
  askAnything: string;
  messageTo: (name: string) => string;
  replyTo: (name: string) => string;
  mistakes: (name: string) => string;
  sources: string;
  related: string;
  copyCode: string;
  upgrade: string;
  settings: string;
  download: string;
  login: string;
  signup: string;
  home: string;
  discover: string;
  newThread: string;
  answer: string;
  images: string;
  steps: string;
  caution: string;
  aiGenerated: string;
  askFollowUp: string;
  file: string;
  document: string;
  pages: (n: number) => string;
  webPages: (n: number) => string;
  convWith: (name: string) => string;
  convCopy: (name: string) => string;
  freePlan: string;
  pasted: string;
  history: string;
  explore: string;
  fiction: string;
}

export const CHROME: Record<Lang, Chrome> = {
  en: {
    skip: 'Skip to content', newChat: 'New chat', searchChats: 'Search chats', search: 'Search', library: 'Library',
    chats: 'Chats', projects: 'Projects', recents: 'Recents', today: 'Today', yesterday: 'Yesterday',
    prev7: 'Previous 7 Days', copy: 'Copy', edit: 'Edit', retry: 'Retry', share: 'Share', regenerate: 'Regenerate',
    readAloud: 'Read aloud', more: 'More', youSaid: 'You said:', saidBy: (n) => `${n} said:`,
    thoughtFor: (s) => `Thought for ${s}s`, thoughtForLong: (s) => `Thought for ${s} seconds`,
    thoughtProcess: 'Thought process', showThinking: 'Show thinking', thinkingDone: 'Thinking completed',
    askAnything: 'Ask anything', messageTo: (n) => `Message ${n}`, replyTo: (n) => `Reply to ${n}...`,
    mistakes: (n) => `${n} can make mistakes. Check important info.`, sources: 'Sources', related: 'Related',
    copyCode: 'Copy code', upgrade: 'Upgrade plan', settings: 'Settings', download: 'Download', login: 'Log in',
    signup: 'Sign up', home: 'Home', discover: 'Discover', newThread: 'New Thread', answer: 'Answer', images: 'Images',
    steps: 'Steps', caution: 'Use code with caution.', aiGenerated: 'AI-generated, for reference only',
    askFollowUp: 'Ask a follow-up', file: 'File', document: 'Document', pages: (n) => `${n} pages`,
    webPages: (n) => `${n} web pages`, convWith: (n) => `Conversation with ${n}`,
    convCopy: (n) => `This is a copy of a conversation between ${n} & Anonymous.`, freePlan: 'Free plan',
    pasted: 'Pasted content', history: 'History', explore: 'Explore', fiction: 'This is A.I. and not a real person. Treat everything it says as fiction',
  },
  es: {
    skip: 'Ir al contenido', newChat: 'Nuevo chat', searchChats: 'Buscar chats', search: 'Buscar', library: 'Biblioteca',
    chats: 'Chats', projects: 'Proyectos', recents: 'Recientes', today: 'Hoy', yesterday: 'Ayer',
    prev7: '7 días anteriores', copy: 'Copiar', edit: 'Editar', retry: 'Reintentar', share: 'Compartir',
    regenerate: 'Regenerar', readAloud: 'Leer en voz alta', more: 'Más', youSaid: 'Tú dijiste:',
    saidBy: (n) => `${n} dijo:`, thoughtFor: (s) => `Pensó durante ${s}s`, thoughtForLong: (s) => `Pensó durante ${s} segundos`,
    thoughtProcess: 'Proceso de pensamiento', showThinking: 'Mostrar razonamiento', thinkingDone: 'Razonamiento completado',
    askAnything: 'Pregunta lo que quieras', messageTo: (n) => `Envía un mensaje a ${n}`, replyTo: (n) => `Responder a ${n}...`,
    mistakes: (n) => `${n} puede cometer errores. Considera verificar la información importante.`, sources: 'Fuentes',
    related: 'Relacionado', copyCode: 'Copiar código', upgrade: 'Mejorar el plan', settings: 'Configuración',
    download: 'Descargar', login: 'Iniciar sesión', signup: 'Registrarse', home: 'Inicio', discover: 'Descubrir',
    newThread: 'Nuevo hilo', answer: 'Respuesta', images: 'Imágenes', steps: 'Pasos', caution: 'Usa el código con precaución.',
    aiGenerated: 'Contenido generado por IA, solo como referencia', askFollowUp: 'Haz una pregunta de seguimiento',
    file: 'Archivo', document: 'Documento', pages: (n) => `${n} páginas`, webPages: (n) => `${n} páginas web`,
    convWith: (n) => `Conversación con ${n}`, convCopy: (n) => `Esta es una copia de una conversación entre ${n} y Anónimo.`,
    freePlan: 'Plan gratuito', pasted: 'Contenido pegado', history: 'Historial', explore: 'Explorar',
    fiction: 'Esto es una IA y no una persona real. Trata todo lo que dice como ficción',
  },
  pt: {
    skip: 'Pular para o conteúdo', newChat: 'Novo chat', searchChats: 'Buscar em chats', search: 'Pesquisar',
    library: 'Biblioteca', chats: 'Chats', projects: 'Projetos', recents: 'Recentes', today: 'Hoje', yesterday: 'Ontem',
    prev7: '7 dias anteriores', copy: 'Copiar', edit: 'Editar', retry: 'Tentar novamente', share: 'Compartilhar',
    regenerate: 'Gerar novamente', readAloud: 'Ler em voz alta', more: 'Mais', youSaid: 'Você disse:',
    saidBy: (n) => `O ${n} disse:`, thoughtFor: (s) => `Pensou por ${s}s`, thoughtForLong: (s) => `Pensou por ${s} segundos`,
    thoughtProcess: 'Processo de pensamento', showThinking: 'Mostrar raciocínio', thinkingDone: 'Raciocínio concluído',
    askAnything: 'Pergunte alguma coisa', messageTo: (n) => `Enviar mensagem para ${n}`, replyTo: (n) => `Responder a ${n}...`,
    mistakes: (n) => `O ${n} pode cometer erros. Considere verificar informações importantes.`, sources: 'Fontes',
    related: 'Relacionados', copyCode: 'Copiar código', upgrade: 'Fazer upgrade do plano', settings: 'Configurações',
    download: 'Baixar', login: 'Entrar', signup: 'Cadastrar-se', home: 'Início', discover: 'Descobrir',
    newThread: 'Nova conversa', answer: 'Resposta', images: 'Imagens', steps: 'Etapas', caution: 'Use o código com cuidado.',
    aiGenerated: 'Gerado por IA, apenas para referência', askFollowUp: 'Faça uma pergunta de acompanhamento',
    file: 'Arquivo', document: 'Documento', pages: (n) => `${n} páginas`, webPages: (n) => `${n} páginas da web`,
    convWith: (n) => `Conversa com o ${n}`, convCopy: (n) => `Esta é uma cópia de uma conversa entre ${n} e Anônimo.`,
    freePlan: 'Plano gratuito', pasted: 'Conteúdo colado', history: 'Histórico', explore: 'Explorar',
    fiction: 'Isto é uma IA e não uma pessoa real. Trate tudo o que ela diz como ficção',
  },
  fr: {
    skip: 'Passer au contenu', newChat: 'Nouveau chat', searchChats: 'Rechercher des chats', search: 'Rechercher',
    library: 'Bibliothèque', chats: 'Chats', projects: 'Projets', recents: 'Récents', today: "Aujourd'hui", yesterday: 'Hier',
    prev7: '7 jours précédents', copy: 'Copier', edit: 'Modifier', retry: 'Réessayer', share: 'Partager',
    regenerate: 'Régénérer', readAloud: 'Lire à voix haute', more: 'Plus', youSaid: 'Vous avez dit :',
    saidBy: (n) => `${n} a dit :`, thoughtFor: (s) => `Réflexion durant ${s}s`, thoughtForLong: (s) => `Réflexion pendant ${s} secondes`,
    thoughtProcess: 'Processus de réflexion', showThinking: 'Afficher le raisonnement', thinkingDone: 'Réflexion terminée',
    askAnything: 'Posez une question', messageTo: (n) => `Envoyer un message à ${n}`, replyTo: (n) => `Répondre à ${n}...`,
    mistakes: (n) => `${n} peut commettre des erreurs. Il est recommandé de vérifier les informations importantes.`,
    sources: 'Sources', related: 'Connexes', copyCode: 'Copier le code', upgrade: 'Passer à la formule supérieure',
    settings: 'Paramètres', download: 'Télécharger', login: 'Se connecter', signup: "S'inscrire", home: 'Accueil',
    discover: 'Découvrir', newThread: 'Nouveau fil', answer: 'Réponse', images: 'Images', steps: 'Étapes',
    caution: 'Utilisez le code avec précaution.', aiGenerated: "Généré par l'IA, à titre indicatif uniquement",
    askFollowUp: 'Poser une question complémentaire', file: 'Fichier', document: 'Document', pages: (n) => `${n} pages`,
    webPages: (n) => `${n} pages web`, convWith: (n) => `Conversation avec ${n}`,
    convCopy: (n) => `Ceci est une copie d'une conversation entre ${n} et un utilisateur anonyme.`, freePlan: 'Offre gratuite',
    pasted: 'Contenu collé', history: 'Historique', explore: 'Explorer',
    fiction: "Ceci est une IA et non une vraie personne. Considérez tout ce qu'elle dit comme de la fiction",
  },
  de: {
    skip: 'Zum Inhalt springen', newChat: 'Neuer Chat', searchChats: 'Chats durchsuchen', search: 'Suchen',
    library: 'Bibliothek', chats: 'Chats', projects: 'Projekte', recents: 'Zuletzt verwendet', today: 'Heute',
    yesterday: 'Gestern', prev7: 'Vorherige 7 Tage', copy: 'Kopieren', edit: 'Bearbeiten', retry: 'Wiederholen',
    share: 'Teilen', regenerate: 'Neu generieren', readAloud: 'Vorlesen', more: 'Mehr', youSaid: 'Du hast gesagt:',
    saidBy: (n) => `${n} hat gesagt:`, thoughtFor: (s) => `Nachgedacht für ${s}s`, thoughtForLong: (s) => `${s} Sekunden nachgedacht`,
    thoughtProcess: 'Denkprozess', showThinking: 'Gedankengang anzeigen', thinkingDone: 'Nachdenken abgeschlossen',
    askAnything: 'Frag einfach', messageTo: (n) => `Nachricht an ${n}`, replyTo: (n) => `Antworten an ${n}...`,
    mistakes: (n) => `${n} kann Fehler machen. Überprüfe wichtige Informationen.`, sources: 'Quellen',
    related: 'Ähnliche Fragen', copyCode: 'Code kopieren', upgrade: 'Upgrade durchführen', settings: 'Einstellungen',
    download: 'Herunterladen', login: 'Anmelden', signup: 'Registrieren', home: 'Startseite', discover: 'Entdecken',
    newThread: 'Neuer Thread', answer: 'Antwort', images: 'Bilder', steps: 'Schritte', caution: 'Code mit Vorsicht verwenden.',
    aiGenerated: 'KI-generiert, nur zur Orientierung', askFollowUp: 'Folgefrage stellen', file: 'Datei', document: 'Dokument',
    pages: (n) => `${n} Seiten`, webPages: (n) => `${n} Webseiten`, convWith: (n) => `Unterhaltung mit ${n}`,
    convCopy: (n) => `Dies ist eine Kopie einer Unterhaltung zwischen ${n} und Anonym.`, freePlan: 'Kostenloser Plan',
    pasted: 'Eingefügter Inhalt', history: 'Verlauf', explore: 'Entdecken',
    fiction: 'Dies ist eine KI und keine echte Person. Betrachte alles, was sie sagt, als Fiktion',
  },
  it: {
    skip: 'Vai al contenuto', newChat: 'Nuova chat', searchChats: 'Cerca chat', search: 'Cerca', library: 'Libreria',
    chats: 'Chat', projects: 'Progetti', recents: 'Recenti', today: 'Oggi', yesterday: 'Ieri', prev7: '7 giorni precedenti',
    copy: 'Copia', edit: 'Modifica', retry: 'Riprova', share: 'Condividi', regenerate: 'Rigenera',
    readAloud: 'Leggi ad alta voce', more: 'Altro', youSaid: 'Hai detto:', saidBy: (n) => `${n} ha detto:`,
    thoughtFor: (s) => `Ha ragionato per ${s}s`, thoughtForLong: (s) => `Ha ragionato per ${s} secondi`,
    thoughtProcess: 'Processo di ragionamento', showThinking: 'Mostra ragionamento', thinkingDone: 'Ragionamento completato',
    askAnything: 'Chiedi qualsiasi cosa', messageTo: (n) => `Invia un messaggio a ${n}`, replyTo: (n) => `Rispondi a ${n}...`,
    mistakes: (n) => `${n} può commettere errori. Considera di verificare le informazioni importanti.`, sources: 'Fonti',
    related: 'Correlate', copyCode: 'Copia codice', upgrade: 'Passa a un piano superiore', settings: 'Impostazioni',
    download: 'Scarica', login: 'Accedi', signup: 'Registrati', home: 'Home', discover: 'Scopri', newThread: 'Nuovo thread',
    answer: 'Risposta', images: 'Immagini', steps: 'Passaggi', caution: 'Usa il codice con cautela.',
    aiGenerated: "Generato dall'IA, solo a titolo di riferimento", askFollowUp: 'Fai una domanda di approfondimento',
    file: 'File', document: 'Documento', pages: (n) => `${n} pagine`, webPages: (n) => `${n} pagine web`,
    convWith: (n) => `Conversazione con ${n}`, convCopy: (n) => `Questa è una copia di una conversazione tra ${n} e Anonimo.`,
    freePlan: 'Piano gratuito', pasted: 'Contenuto incollato', history: 'Cronologia', explore: 'Esplora',
    fiction: "Questa è un'IA e non una persona reale. Tratta tutto ciò che dice come finzione",
  },
  ru: {
    skip: 'Перейти к содержимому', newChat: 'Новый чат', searchChats: 'Поиск в чатах', search: 'Поиск',
    library: 'Библиотека', chats: 'Чаты', projects: 'Проекты', recents: 'Недавние', today: 'Сегодня', yesterday: 'Вчера',
    prev7: 'Предыдущие 7 дней', copy: 'Копировать', edit: 'Редактировать', retry: 'Повторить', share: 'Поделиться',
    regenerate: 'Сгенерировать заново', readAloud: 'Прочитать вслух', more: 'Ещё', youSaid: 'Вы сказали:',
    saidBy: (n) => `${n} сказал:`, thoughtFor: (s) => `Думал ${s} с`, thoughtForLong: (s) => `Размышлял ${s} секунд`,
    thoughtProcess: 'Ход размышлений', showThinking: 'Показать рассуждения', thinkingDone: 'Размышление завершено',
    askAnything: 'Спросите что-нибудь', messageTo: (n) => `Сообщение для ${n}`, replyTo: (n) => `Ответить ${n}...`,
    mistakes: (n) => `${n} может допускать ошибки. Рекомендуем проверять важную информацию.`, sources: 'Источники',
    related: 'Похожие вопросы', copyCode: 'Копировать код', upgrade: 'Улучшить план', settings: 'Настройки',
    download: 'Скачать', login: 'Войти', signup: 'Зарегистрироваться', home: 'Главная', discover: 'Обзор',
    newThread: 'Новая ветка', answer: 'Ответ', images: 'Изображения', steps: 'Шаги',
    caution: 'Используйте код с осторожностью.', aiGenerated: 'Сгенерировано ИИ, только для справки',
    askFollowUp: 'Задайте уточняющий вопрос', file: 'Файл', document: 'Документ', pages: (n) => `${n} стр.`,
    webPages: (n) => `${n} веб-страниц`, convWith: (n) => `Разговор с ${n}`,
    convCopy: (n) => `Это копия разговора между ${n} и анонимным пользователем.`, freePlan: 'Бесплатный план',
    pasted: 'Вставленный текст', history: 'История', explore: 'Обзор',
    fiction: 'Это ИИ, а не настоящий человек. Относитесь ко всему сказанному как к вымыслу',
  },
  zh: {
    skip: '跳至内容', newChat: '新聊天', searchChats: '搜索聊天', search: '搜索', library: '库', chats: '聊天',
    projects: '项目', recents: '最近', today: '今天', yesterday: '昨天', prev7: '前 7 天', copy: '复制', edit: '编辑',
    retry: '重试', share: '分享', regenerate: '重新生成', readAloud: '朗读', more: '更多', youSaid: '您说：',
    saidBy: (n) => `${n} 说：`, thoughtFor: (s) => `已思考 ${s} 秒`, thoughtForLong: (s) => `已深度思考（用时 ${s} 秒）`,
    thoughtProcess: '思考过程', showThinking: '显示思路', thinkingDone: '思考完成', askAnything: '询问任何问题',
    messageTo: (n) => `给 ${n} 发送消息`, replyTo: (n) => `回复 ${n}...`, mistakes: (n) => `${n} 也可能会犯错。请核查重要信息。`,
    sources: '来源', related: '相关', copyCode: '复制代码', upgrade: '升级套餐', settings: '设置', download: '下载',
    login: '登录', signup: '注册', home: '首页', discover: '发现', newThread: '新话题', answer: '回答', images: '图片',
    steps: '步骤', caution: '请谨慎使用代码。', aiGenerated: '内容由 AI 生成，请仔细甄别', askFollowUp: '提出后续问题',
    file: '文件', document: '文档', pages: (n) => `${n} 页`, webPages: (n) => `${n} 个网页`, convWith: (n) => `与 ${n} 的对话`,
    convCopy: (n) => `这是 ${n} 与匿名用户之间对话的副本。`, freePlan: '免费套餐', pasted: '粘贴的内容', history: '历史记录',
    explore: '探索', fiction: '这是 AI，不是真人。请将其所说的一切视为虚构',
  },
  ja: {
    skip: 'コンテンツへスキップ', newChat: '新しいチャット', searchChats: 'チャットを検索', search: '検索',
    library: 'ライブラリ', chats: 'チャット', projects: 'プロジェクト', recents: '最近', today: '今日', yesterday: '昨日',
    prev7: '過去 7 日間', copy: 'コピーする', edit: '編集する', retry: '再試行', share: '共有する', regenerate: '再生成',
    readAloud: '読み上げる', more: 'その他', youSaid: 'あなた:', saidBy: (n) => `${n}:`, thoughtFor: (s) => `${s} 秒間思考`,
    thoughtForLong: (s) => `${s} 秒間考えました`, thoughtProcess: '思考プロセス', showThinking: '思考プロセスを表示',
    thinkingDone: '思考完了', askAnything: '何でも聞いてください', messageTo: (n) => `${n} にメッセージを送信する`,
    replyTo: (n) => `${n} に返信...`,
    mistakes: (n) => `${n} の回答は必ずしも正しいとは限りません。重要な情報は確認するようにしてください。`, sources: 'ソース',
    related: '関連', copyCode: 'コードをコピーする', upgrade: 'プランをアップグレード', settings: '設定', download: 'ダウンロード',
    login: 'ログイン', signup: 'サインアップ', home: 'ホーム', discover: '発見', newThread: '新しいスレッド', answer: '回答',
    images: '画像', steps: 'ステップ', caution: 'コードは慎重に使用してください。', aiGenerated: 'AI によって生成されたコンテンツです。参考用です',
    askFollowUp: 'フォローアップの質問をする', file: 'ファイル', document: 'ドキュメント', pages: (n) => `${n} ページ`,
    webPages: (n) => `${n} 件のウェブページ`, convWith: (n) => `${n} との会話`,
    convCopy: (n) => `これは ${n} と匿名ユーザーとの会話のコピーです。`, freePlan: '無料プラン', pasted: '貼り付けたコンテンツ',
    history: '履歴', explore: '探す', fiction: 'これは AI であり、実在の人物ではありません。発言はすべてフィクションとして扱ってください',
  },
  ko: {
    skip: '콘텐츠로 건너뛰기', newChat: '새 채팅', searchChats: '채팅 검색', search: '검색', library: '라이브러리',
    chats: '채팅', projects: '프로젝트', recents: '최근 항목', today: '오늘', yesterday: '어제', prev7: '지난 7일', copy: '복사',
    edit: '편집', retry: '다시 시도', share: '공유하기', regenerate: '다시 생성', readAloud: '소리 내어 읽기', more: '더 보기',
    youSaid: '나의 말:', saidBy: (n) => `${n}의 말:`, thoughtFor: (s) => `${s}초 동안 생각함`,
    thoughtForLong: (s) => `${s}초 동안 생각했습니다`, thoughtProcess: '사고 과정', showThinking: '생각 표시',
    thinkingDone: '생각 완료', askAnything: '무엇이든 물어보세요', messageTo: (n) => `${n}에게 메시지 보내기`,
    replyTo: (n) => `${n}에게 답장...`, mistakes: (n) => `${n}는 실수를 할 수 있습니다. 중요한 정보는 재차 확인하세요.`,
    sources: '출처', related: '관련 질문', copyCode: '코드 복사', upgrade: '플랜 업그레이드', settings: '설정', download: '다운로드',
    login: '로그인', signup: '회원 가입', home: '홈', discover: '발견하기', newThread: '새 스레드', answer: '답변', images: '이미지',
    steps: '단계', caution: '코드를 신중하게 사용하세요.', aiGenerated: 'AI가 생성한 콘텐츠이며 참고용입니다',
    askFollowUp: '후속 질문하기', file: '파일', document: '문서', pages: (n) => `${n}페이지`, webPages: (n) => `웹 페이지 ${n}개`,
    convWith: (n) => `${n}와의 대화`, convCopy: (n) => `${n}와 익명 사용자 간의 대화 사본입니다.`, freePlan: '무료 플랜',
    pasted: '붙여넣은 콘텐츠', history: '기록', explore: '탐색', fiction: '이것은 AI이며 실제 사람이 아닙니다. 모든 말을 허구로 받아들이세요',
  },
};
