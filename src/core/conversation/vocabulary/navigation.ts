/**
 * Page header, sidebar and account lines (kind 'navigation'). These are chrome at the edges of a paste; a caller
 * should prefer removing them only outside messages (a user can write "Library" as a message; rarely).
 * Bare product names ("ChatGPT", "Claude") are deliberately absent: they are speaker/name lines, see names.ts.
 */
/**
 * The plan badge under the account name in the sidebar (medium: English; low: the other UI languages, product
 * memory). Navigation, and the sign of the account menu (parsers/claude-web.ts).
 */
export const PLAN_BADGES: readonly string[] = [
  'Free plan', 'Pro plan', 'Max plan', 'Team plan', 'Enterprise plan',
  'Plan gratuito', 'Plan Pro', 'Plano gratuito', 'Plano Pro', 'Plan gratuit', 'Forfait gratuit', 'Forfait Pro', 'Kostenloser Plan',
  'Kostenloses Abo', 'Piano gratuito', 'Piano Pro', 'Бесплатный план', 'Бесплатный тариф', 'Тариф Pro', '免费计划', '免费版', '免費方案',
  '無料プラン', 'Proプラン', '무료 플랜', 'Pro 플랜',
];

export const NAVIGATION: readonly string[] = [
  // ChatGPT, English (high: "Skip to content", "Chat history", "Open sidebar", "New chat", "Search chats", "Library",
  // "GPTs", "Chats", "Upgrade plan", "More access to the best models" in real pastes; medium: others).
  'Skip to content', 'Open sidebar', 'Close sidebar', 'New chat', 'Search chats', 'Library', 'GPTs', 'Explore GPTs',
  'Sora', 'Codex', 'Chats', 'Chat history', 'Recents', 'Projects', 'New project', 'Upgrade plan', 'Upgrade',
  'Get Plus', 'Try Plus', 'Upgrade to Plus', 'Upgrade to Pro', 'More access to the best models', 'Temporary chat',
  'Today', 'Yesterday', 'Previous 7 days', 'Previous 30 days', 'Invite team members', 'Add Teams workspace',
  'Log in', 'Sign up', 'Sign up for free', 'Sign in', 'Settings', 'Help', 'See more', 'Apps', 'Images',
  'Search', 'Reason', 'Deep research', 'Create image', 'Tools', 'Attach', 'Voice', 'Agent mode', 'Study and learn',
  'Web search', 'Canvas', 'Add photos & files', 'Add photos and files', 'Your chats', 'Shared chats',
  'This is a copy of a conversation between ChatGPT & Anonymous', 'Report content', 'Report conversation',
  // Claude, English (high: "New chat", "Chats", "Projects", "Artifacts", "Recents", "Start new chat", "View all";
  // medium: plan lines; German equivalents high via a real 2026 paste).
  'Start new chat', 'New conversation', 'Artifacts', 'Code', 'Starred', 'Customize', 'More', 'Hide', 'All chats',
  'View all', 'Claude is active in this tab group', ...PLAN_BADGES,
  'Open chat', 'Dismiss', 'Research', 'Extended thinking', 'Add content', 'Add from Google Drive',
  // Gemini (medium: English; low: localized "Conversation with Gemini" forms).
  'Conversation with Gemini', 'Gemini Apps', 'Gemini Apps Activity', 'Explore Gems', 'Gems', 'Gem manager', 'Recent',
  'Settings & help', 'Settings and help', 'Activity', 'Try Gemini Advanced', 'Upgrade to Google AI Pro',
  'Your privacy & Gemini Apps', 'Your privacy and Gemini Apps', 'Show more', 'Deep Research', 'Video', 'Image',
  'Conversación con Gemini', 'Conversa com o Gemini', 'Conversation avec Gemini', 'Unterhaltung mit Gemini',
  'Conversazione con Gemini', 'Чат с Gemini', 'Разговор с Gemini', '与 Gemini 对话', '与 Gemini 的对话', '與 Gemini 的對話',
  'Gemini との会話', 'Gemini와의 대화',
  // DeepSeek (medium: English and Chinese sidebar).
  'Get App', 'My Profile', '7 Days', '30 Days', '开启新对话', '下载 App', '个人信息', '7 天内', '30 天内', '联网搜索',
  // Microsoft Copilot (medium/low).
  'Discover', 'Labs', 'Pages', 'Create', 'Conversations', 'Talk to Copilot', 'Quick response', 'Think Deeper',
  'Microsoft Copilot: Your AI companion', 'Copilot Pro', 'Get Copilot Pro',
  // Perplexity (medium: navigation and answer-tab labels).
  'Home', 'Spaces', 'Finance', 'Travel', 'Academic', 'Sports', 'Account', 'Install', 'New Thread', 'Thread',
  'Answer', 'Images', 'Videos', 'Steps', 'Assets', 'Try Pro', 'Perplexity Pro', 'Comet',
  // Perplexity's sidebar (Home, Discover, Spaces, Library) in the other UI languages (low: product memory).
  'Discover', 'Inicio', 'Descubrir', 'Espacios', 'Início', 'Descobrir', 'Espaços', 'Accueil', 'Découvrir', 'Espaces',
  'Startseite', 'Entdecken', 'Bereiche', 'Scopri', 'Spazi', 'Главная', 'Обзор', 'Пространства', '主页', '首页', '发现', '空间',
  'ホーム', '発見', 'スペース', '홈', '발견', '스페이스',
  // The same answer tabs in the other UI languages (low: product memory; the sources tab is a citation header).
  'Respuesta', 'Imágenes', 'Resposta', 'Imagens', 'Réponse', 'Antwort', 'Bilder', 'Risposta', 'Immagini', 'Ответ',
  'Изображения', '答案', '回答', '图片', '圖片', '画像', '답변', '이미지',
  // Grok (medium/low).
  'Imagine', 'History', 'Private', 'Companions', 'Upgrade to SuperGrok', 'SuperGrok', 'Grok Heavy',
  // The sidebar's "History" in the other UI languages, and "New dialog" (GigaChat, Alice) (low: product memory).
  'Historial', 'Histórico', 'Historique', 'Verlauf', 'Cronologia', 'История', '历史', '歷史', '履歴', '기록',
  'New dialog', 'Новый диалог',
  // Meta AI, Le Chat, Qwen, Kimi, Poe, HuggingChat, Pi (low: from memory; medium where exporters list them).
  'Meta AI', 'Imagine with Meta AI', 'Le Chat', 'Le Chat Pro', 'Agents', 'Libraries', 'Connectors', 'Qwen Chat',
  'New Chat', 'Explore', 'Create bot', 'Bots and apps', 'Subscribe', 'Compare', 'Bot info', 'HuggingChat', 'Models',
  'Assistants', 'Share this conversation', 'Threads', 'Profile', 'Go premium', '去升级', 'Kimi+', 'OK Computer',
  'Switched to K2',
  // Spanish (high: "Saltar al contenido", "Historial de chats" patterns in ChatGPT pastes; medium: others).
  'Saltar al contenido', 'Ir al contenido', 'Historial de chats', 'Historial de chat', 'Nuevo chat', 'Nueva conversación',
  'Buscar chats', 'Biblioteca', 'Proyectos', 'Nuevo proyecto', 'Mejorar el plan', 'Mejora el plan',
  'Actualizar plan', 'Chat temporal', 'Hoy', 'Ayer', '7 días anteriores', '30 días anteriores', 'Iniciar sesión',
  'Registrarse', 'Configuración', 'Ayuda', 'Buscar', 'Razonar', 'Investigación profunda', 'Crear imagen', 'Herramientas',
  'Adjuntar', 'Recientes', 'Ver todo', 'Todos los chats', 'Analiza',
  // Portuguese.
  'Pular para o conteúdo', 'Ir para o conteúdo', 'Saltar para o conteúdo', 'Histórico de chats', 'Histórico de conversas',
  'Histórico do chat', 'Novo chat', 'Nova conversa', 'Buscar chats', 'Pesquisar chats', 'Pesquisar conversas', 'Projetos',
  'Novo projeto', 'Fazer upgrade do plano', 'Atualizar plano', 'Chat temporário', 'Conversa temporária', 'Hoje', 'Ontem',
  '7 dias anteriores', '30 dias anteriores', 'Entrar', 'Cadastre-se', 'Configurações', 'Definições', 'Ajuda', 'Buscar',
  'Pesquisar', 'Raciocinar', 'Pesquisa aprofundada', 'Criar imagem', 'Ferramentas', 'Anexar', 'Recentes', 'Ver tudo',
  // French (high: "Ignorer et passer au contenu", "Historique de chat" in real pastes; medium: others).
  'Ignorer et passer au contenu', 'Passer au contenu', 'Historique de chat', 'Historique des chats',
  'Historique des discussions', 'Nouveau chat', 'Nouvelle discussion', 'Nouvelle conversation', 'Rechercher des chats',
  'Rechercher dans les chats', 'Bibliothèque', 'Projets', 'Nouveau projet', 'Mettre à niveau le forfait',
  'Passer à la version supérieure', 'Chat temporaire', 'Discussion temporaire', "Aujourd'hui", 'Hier',
  '7 jours précédents', '30 jours précédents', 'Se connecter', "S'inscrire", 'Paramètres', 'Aide', 'Rechercher',
  'Raisonner', 'Recherche approfondie', 'Créer une image', 'Outils', 'Joindre', 'Récents', 'Tout afficher',
  // Le Chat's French sidebar: "Bibliothèques", "Connecteurs" (low: product memory; "Agents", "Projets" above).
  'Bibliothèques', 'Connecteurs',
  // German (high: "Neuer Chat", "Suchen", "Projekte", "Anpassen", "Mehr", "Zuletzt verwendet", "Ausblenden",
  // "Alle Chats" from a real Claude paste; medium: ChatGPT German).
  'Zum Inhalt springen', 'Chatverlauf', 'Neuer Chat', 'Chats durchsuchen', 'Bibliothek', 'Projekte', 'Neues Projekt',
  'Plan upgraden', 'Upgrade durchführen', 'Temporärer Chat', 'Heute', 'Gestern', 'Vorherige 7 Tage',
  'Vorherige 30 Tage', 'Anmelden', 'Registrieren', 'Einstellungen', 'Hilfe', 'Suchen', 'Nachdenken',
  'Tiefgehende Recherche', 'Bild erstellen', 'Werkzeuge', 'Tools', 'Anhängen', 'Anpassen', 'Mehr', 'Zuletzt verwendet',
  'Ausblenden', 'Alle Chats', 'Alle anzeigen', 'Artefakte', 'Design',
  // Italian (high: ChatGPT Italian chrome seen around "Hai detto:"; medium: others).
  'Vai al contenuto', 'Passa al contenuto', 'Cronologia chat', 'Cronologia delle chat', 'Nuova chat', 'Cerca chat',
  'Cerca nelle chat', 'Libreria', 'Progetti', 'Nuovo progetto', 'Aggiorna piano', "Passa a un piano superiore",
  'Chat temporanea', 'Oggi', 'Ieri', '7 giorni precedenti', '30 giorni precedenti', 'Accedi', 'Registrati',
  'Impostazioni', 'Aiuto', 'Cerca', 'Ragiona', 'Ricerca approfondita', 'Crea immagine', 'Strumenti', 'Allega',
  'Recenti', 'Mostra tutto',
  // Russian (medium).
  'Перейти к содержимому', 'Пропустить и перейти к содержимому', 'История чатов', 'Новый чат', 'Поиск в чатах',
  'Искать в чатах', 'Библиотека', 'Проекты', 'Новый проект', 'Улучшить план', 'Повысить тариф', 'Временный чат',
  'Сегодня', 'Вчера', 'Предыдущие 7 дней', 'Предыдущие 30 дней', 'Войти', 'Зарегистрироваться', 'Настройки', 'Помощь',
  'Поиск', 'Рассуждать', 'Глубокое исследование', 'Создать изображение', 'Инструменты', 'Прикрепить', 'Недавние',
  'Показать все',
  // Chinese, simplified (high: "跳至内容", "历史聊天记录" forms in real pastes; medium: others).
  '跳至内容', '跳到内容', '聊天历史', '聊天记录', '历史聊天记录', '历史记录', '新聊天', '新对话', '新建对话', '新建聊天',
  '搜索聊天', '库', '项目', '新项目', '升级套餐', '升级计划', '临时聊天', '今天', '昨天', '过去 7 天', '过去 30 天',
  '前 7 天', '前 30 天', '登录', '注册', '设置', '帮助', '搜索', '推理', '深度研究', '创建图片', '工具', '附加', '最近',
  '查看全部', '全部聊天', '发起新对话',
  // Chinese, traditional (high: "跳至內容", "聊天歷程紀錄", "過去 7 天", "過去 30 天" in real pastes; medium: others).
  '跳至內容', '聊天歷程紀錄', '聊天記錄', '歷史記錄', '新聊天', '新對話', '搜尋聊天', '圖庫', '資料庫', '專案', '新專案',
  '升級方案', '臨時聊天', '過去 7 天', '過去 30 天', '登入', '註冊', '設定', '說明', '搜尋', '深入研究', '建立圖片',
  '工具', '查看全部', '發起新對話',
  // Japanese (high: "コンテンツへとスキップする", "チャット履歴", "新しいチャット", "チャットを検索", "ライブラリ", "アプリ",
  // "プロジェクト", "最近", "検索", "推論", "ツール" in real pastes / a scraper's chrome list; medium: others).
  'コンテンツへとスキップする', 'コンテンツへスキップ', 'チャット履歴', '新しいチャット', 'チャットを新規作成', 'チャットを検索',
  'ライブラリ', 'アプリ', 'プロジェクト', '新しいプロジェクト', '最近', '最近の項目', 'プランをアップグレード',
  'プランをアップグレードする', '一時チャット', '今日', '昨日', '過去 7 日間', '過去 30 日間', 'ログイン', 'サインアップ',
  '設定', 'ヘルプ', '検索', '推論', 'ディープリサーチ', '画像を作成する', 'ツール', '添付', 'すべて表示',
  // Korean (high: "플랜 업그레이드" in a real paste; medium: others).
  '콘텐츠로 건너뛰기', '본문으로 건너뛰기', '채팅 기록', '새 채팅', '새 대화', '채팅 검색', '라이브러리', '프로젝트', '새 프로젝트',
  '플랜 업그레이드', '업그레이드', '임시 채팅', '오늘', '어제', '지난 7일', '지난 30일', '로그인', '가입하기', '설정', '도움말',
  '검색', '추론', '심층 리서치', '이미지 만들기', '도구', '첨부', '최근', '모두 보기',
  // The sidebar's and composer's remaining ChatGPT / Claude / Gemini items in the ten UI languages, where only
  // English had them: open / close sidebar, explore GPTs, "Your chats", add photos & files, web search, Claude's
  // "Artifacts", Gemini's "Settings & help" (medium: the products' localisations from memory; low where marked).
  // Not added: bare "Chats" / "聊天" / "チャット" / "채팅" (a person writes the word alone) and the shared-link
  // header "This is a copy of a conversation between ChatGPT & Anonymous" (its localised wording is not known well
  // enough for an exact string).
  // Spanish.
  'Abrir barra lateral', 'Cerrar barra lateral', 'Explorar GPT', 'Explorar GPTs', 'Tus chats', 'Agregar fotos y archivos',
  'Añadir fotos y archivos', 'Búsqueda en la web', 'Artefactos', 'Ajustes y ayuda', 'Configuración y ayuda',
  // Portuguese.
  'Fechar barra lateral', 'Explorar GPTs', 'Seus chats', 'Suas conversas', 'Adicionar fotos e arquivos',
  'Pesquisa na web', 'Artefatos', 'Configurações e ajuda',
  // French.
  'Ouvrir la barre latérale', 'Fermer la barre latérale', 'Explorer les GPT', 'Vos chats', 'Vos discussions',
  'Ajouter des photos et des fichiers', 'Artefacts', 'Paramètres et aide',
  // German.
  'Seitenleiste öffnen', 'Seitenleiste schließen', 'GPTs erkunden', 'Deine Chats', 'Fotos und Dateien hinzufügen',
  'Websuche', 'Einstellungen und Hilfe',
  // Italian.
  'Apri barra laterale', 'Chiudi barra laterale', 'Esplora GPT', 'Le tue chat', 'Aggiungi foto e file', 'Ricerca web',
  'Artefatti', 'Impostazioni e guida',
  // Russian.
  'Открыть боковую панель', 'Закрыть боковую панель', 'Обзор GPT', 'Ваши чаты', 'Добавить фото и файлы',
  'Артефакты', 'Настройки и справка',
  // Chinese, simplified (Kimi "新建会话", "历史会话" medium).
  '打开边栏', '关闭边栏', '打开侧边栏', '关闭侧边栏', '探索 GPT', '你的聊天', '添加照片和文件', '设置和帮助', '新建会话', '历史会话',
  // Chinese, traditional.
  '開啟側邊欄', '關閉側邊欄', '探索 GPT', '你的聊天', '新增相片和檔案', '網頁搜尋', '設定和說明',
  // Japanese.
  'サイドバーを開く', 'サイドバーを閉じる', 'GPT を探索する', 'あなたのチャット', '写真とファイルを追加',
  'ウェブ検索', 'アーティファクト', '設定とヘルプ',
  // Korean (Claude "최근 항목" medium).
  '사이드바 열기', '사이드바 닫기', 'GPT 탐색', '내 채팅', '사진 및 파일 추가', '웹 검색', '아티팩트', '설정 및 도움말',
  '최근 항목',
];
