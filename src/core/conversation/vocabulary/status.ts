/**
 * Tool and status lines (kind 'status'): web search, file analysis, memory, image generation, "still generating".
 * Exact lines are normalised (case-insensitive, trailing "..."/":" dropped); patterns carry the numbered forms.
 */
export const STATUS_LINES: readonly string[] = [
  // English. High: "Memory updated", "Updated saved memory" (ChatGPT pastes), "Fetching site" (Claude, real German
  // paste), "Searched the web"; medium: the rest (Perplexity/Copilot/Grok/Gemini status lines).
  'Memory updated', 'Updated saved memory', 'Saved memory full', 'Memory full', 'Searched the web', 'Searching the web',
  'Searched web', 'Searching', 'Searching for sources', 'Browsing', 'Browsing the web', 'Browsed the web',
  'Fetching site', 'Fetching', 'Fetched site', 'Web search', 'Analyzed', 'Analysed', 'Analyzing', 'Analysing',
  'Analyzed image', 'Analyzing image', 'Analyzed data', 'Analysis complete', 'Reading documents',
  'Reading sources', 'Reviewing sources', 'Generating', 'Generating answers for you', 'Generating response',
  'Generating image', 'Creating image', 'Created image', 'Image created', 'Writing code', 'Running code', 'Ran code',
  'Used tool', 'Calling tool', 'Searching X posts', 'DeepSearch complete', 'Research complete', 'Researching',
  'Gathering sources', 'Stopped searching', 'Answer stopped', 'Request aborted',
  'ChatGPT is still generating a response',
  // The alt text ChatGPT prints where an image the person uploaded was (high: "已上傳的圖像" in a real zh-TW paste;
  // "Uploaded image" and the other localisations medium).
  'Uploaded image', '已上傳的圖像', '已上传的图片', '已上傳的圖片', 'アップロードされた画像', '업로드한 이미지',
  'Imagen cargada', 'Imagem carregada', 'Image chargée', 'Image téléversée', 'Hochgeladenes Bild', 'Immagine caricata',
  'Загруженное изображение',
  // Vietnamese (high: "Đã tải lên ảnh" over a prompt in a real vi-UI ChatGPT copy).
  'Đã tải lên ảnh',
  // Claude's placeholder for a tool call or an artifact in an exported chat (high: a real 2025 export, inside a bare fence).
  'This block is not supported on your current device yet',
  'Claude is thinking', 'Claude finished the response',
  'Claude is responding', 'Copilot is thinking', 'Grok is thinking',
  // Copilot in Edge's sidebar, reading the open page (high: real pastes).
  'Searching your page for information',
  // Le Chat's badge over an answer given in its fast mode ("Flash Answer", medium: product knowledge).
  'Flash Answer', 'Flash Answers',
  // Spanish (medium: "Memoria actualizada" seen in a real paste).
  'Memoria actualizada', 'Memoria guardada actualizada', 'Se actualizó la memoria guardada', 'Buscando en la web',
  'Se buscó en la web', 'Buscó en la web', 'Analizado', 'Analizando', 'Imagen creada', 'Creando imagen',
  'ChatGPT todavía está generando una respuesta',
  // Portuguese (medium/low).
  'Memória atualizada', 'Memória salva atualizada', 'Memória guardada atualizada', 'Pesquisando na web',
  'Pesquisou na web', 'Analisado', 'Analisando', 'Imagem criada', 'Criando imagem',
  'O ChatGPT ainda está gerando uma resposta',
  // French (medium/low).
  'Mémoire mise à jour', 'Mémoire enregistrée mise à jour', 'Recherche sur le web', 'A recherché sur le web',
  'Recherche effectuée sur le web', 'Analysé', 'Analyse en cours', 'Image créée', "Création de l'image",
  'ChatGPT est toujours en train de générer une réponse',
  // German (high: "Analysiert", "Web durchsucht", "Claude hat die Antwort abgeschlossen" in real pastes; rest medium).
  'Erinnerung aktualisiert', 'Gespeicherte Erinnerung aktualisiert', 'Gedächtnis aktualisiert', 'Web durchsucht',
  'Im Web gesucht', 'Durchsucht das Web', 'Analysiert', 'Analysiere', 'Wird analysiert', 'Bild erstellt',
  'Bild wird erstellt', 'Claude hat die Antwort abgeschlossen', 'ChatGPT generiert noch eine Antwort',
  // Italian (medium/low).
  'Memoria aggiornata', 'Memoria salvata aggiornata', 'Ricerca sul web', 'Ricerca nel web', 'Cercato sul web',
  'Analizzato', 'Analisi in corso', 'Immagine creata', "Creazione dell'immagine",
  'ChatGPT sta ancora generando una risposta',
  // Russian (medium/low).
  'Память обновлена', 'Сохранённая память обновлена', 'Сохраненная память обновлена', 'Поиск в интернете',
  'Поиск в сети', 'Выполнен поиск в интернете', 'Проанализировано', 'Анализирую', 'Изображение создано',
  'Создание изображения', 'ChatGPT всё ещё генерирует ответ',
  // Chinese, simplified (medium: ChatGPT / DeepSeek / Kimi / Qwen status lines).
  '记忆已更新', '已更新保存的记忆', '已更新记忆', '正在搜索', '正在联网搜索', '已搜索网页', '已联网搜索', '联网搜索中',
  '已分析', '正在分析', '分析完成', '已创建图片', '图片已创建', '正在生成图片', '已阅读', '搜索完成', '已完成搜索',
  'ChatGPT 仍在生成回复', 'Claude 已完成回复',
  // Chinese, traditional (medium/low).
  '記憶已更新', '已更新儲存的記憶', '正在搜尋', '已搜尋網頁', '已分析', '正在分析', '已建立圖片', '正在產生圖片',
  // Japanese (medium/low).
  'メモリを更新しました', '保存されたメモリを更新しました', 'メモリが更新されました', 'ウェブを検索しました', 'ウェブを検索中',
  '検索中', '分析済み', '分析しました', '分析中', '画像を作成しました', '画像を生成中',
  // Korean (high: "ChatGPT가 아직 응답을 생성 중입니다" in a real paste; rest medium/low).
  '메모리 업데이트됨', '저장된 메모리 업데이트됨', '메모리가 업데이트되었습니다', '웹 검색함', '웹 검색 중', '검색 중',
  '분석함', '분석됨', '분석 중', '이미지 생성됨', '이미지 생성 중', 'ChatGPT가 아직 응답을 생성 중입니다',
  // Reading documents, generating an image or an answer (Copilot's "Generating answers for you"), a deep research
  // finished, in the ten UI languages where only English had them (low: product memory of the localised lines).
  'Leyendo documentos', 'Generando imagen', 'Generando respuesta', 'Generando respuestas para ti', 'Investigación completada',
  'Lendo documentos', 'Gerando imagem', 'Gerando resposta', 'Gerando respostas para você', 'Pesquisa concluída',
  'Lecture des documents', "Génération de l'image", 'Génération de la réponse', 'Génération de réponses pour vous',
  'Recherche terminée', 'Dokumente werden gelesen', 'Bild wird generiert', 'Antwort wird generiert',
  'Antworten für Sie werden generiert', 'Recherche abgeschlossen', 'Lettura dei documenti', "Generazione dell'immagine",
  'Generazione della risposta', 'Generazione delle risposte per te', 'Ricerca completata', 'Чтение документов',
  'Генерация изображения', 'Генерация ответа', 'Создание ответов для вас', 'Исследование завершено',
  '正在阅读文档', '正在生成回答', '正在生成回复', '正在为你生成答案', '研究完成', '搜索中', '正在閱讀文件', '正在產生回應',
  '正在為你產生答案', '搜尋中', 'ドキュメントを読んでいます', '回答を生成しています', '回答を生成中', '画像を生成しています',
  'リサーチ完了', '문서 읽는 중', '답변 생성 중', '응답 생성 중', '리서치 완료',
  // ChatGPT's "Searching the web" in the CJK UIs (low).
  '正在搜索网页', '正在搜尋網頁', 'ウェブを検索しています',
];

export const STATUS_PATTERNS: readonly RegExp[] = [
  // "Searched 5 sites", "Read 10 web pages", "Browsed 3 pages", "Reviewed 12 sources", "Searched 29 web pages".
  /^(?:searched|browsed|read|reviewed|visited|checked|found|searching|reading|reviewing) \d{1,4} (?:sites?|websites?|web ?pages?|pages?|results?|sources?|posts?|documents?|files?|links?)$/,
  // "Searched for <query>" / "Searching for: <query>" (Copilot, Claude, ChatGPT) — short lines only (caller caps length).
  /^(?:searched|searching) (?:for|the web for):? \S.{0,80}$/,
  /^(?:searched|searching) (?:the )?web(?: for .{1,80})?$/,
  // What an assistant searched besides the web, named by its place: "Searched memory", "Searched project
  // knowledge", "Searched past chats", "Searching your Drive" (Claude's tool lines, high for the first).
  /^(?:searched|searching) (?:the |your |my )?(?:memory|memories|project knowledge|knowledge base|past chats|past conversations|chat history|conversation history|drive|google drive|gmail|calendar|files|documents)$/,
  // "Completed 3 steps", "5 steps", "Used 2 tools", "Ran 3 tools".
  /^(?:completed |finished )?\d{1,3} steps?(?: completed)?$/,
  /^(?:used|ran|called) \d{1,3} tools?$/,
  // Generation stats run on under a thinking or model line, after a separator dot (Qwen "· 3746 tokens",
  // "· 42 tok/s", "· 12.5s"): the separator says it continues a chrome line; a list bullet would carry
  // a thing, not a token count or a time.
  /^[·•∙] ?\d[\d,.]{0,9} ?(?:tokens?|tok\/s|tokens\/s|t\/s|s|sec|seconds|ms|词元|個?トークン|토큰)$/,
  // Spanish / Portuguese / French / German / Italian / Russian numbered search lines (low).
  /^(?:se )?(?:buscó|busqué|buscado|búsqueda) en \d{1,4} (?:sitios|páginas|fuentes)(?: web)?$/,
  /^(?:pesquisou|pesquisado|pesquisados|buscou) (?:em )?\d{1,4} (?:sites|páginas|fontes)$/,
  /^(?:a )?(?:recherché|recherche|consulté) (?:sur |dans )?\d{1,4} (?:sites|pages|sources)(?: web)?$/,
  /^\d{1,4} (?:websites|webseiten|seiten|quellen) (?:durchsucht|gelesen|geprüft)$/,
  /^(?:cercato|ricercato|consultato) (?:in |su )?\d{1,4} (?:siti|pagine|fonti)$/,
  /^(?:выполнен поиск по|просмотрено|найдено|поиск по) \d{1,4} (?:сайт\S*|страниц\S*|источник\S*)$/,
  // Chinese: "已搜索 5 个网站", "已阅读 10 个网页", "搜索到 50 个网页", DeepSeek's "已搜索到 50 个网页" (medium), "找到 20 篇资料", "已浏览 3 個網站".
  /^(?:已?(?:搜索|搜尋|阅读|閱讀|浏览|瀏覽|参考|參考)了?|已?搜索到|已?搜尋到|找到) ?\d{1,4} ?(?:个|個|篇)?(?:网站|網站|网页|網頁|结果|結果|资料|資料|来源|來源|页面|頁面)$/,
  // Japanese: "5 件のサイトを検索しました", "10 件のウェブページを読みました".
  /^\d{1,4} ?件の(?:サイト|ウェブページ|ページ|ソース|情報源)を(?:検索しました|読みました|参照しました|確認しました)$/,
  // Korean: "5개의 사이트 검색함", "사이트 5개 검색함".
  /^(?:\d{1,4}개의 ?(?:사이트|웹페이지|페이지|출처)|(?:사이트|웹페이지|페이지|출처) ?\d{1,4}개) ?(?:검색함|검색됨|읽음|확인함)$/,
];

/** Guard for STATUS_PATTERNS: they all need a digit or one of these stems. */
export function mayBeStatus(lower: string): boolean {
  return /\d|search|web/.test(lower);
}
