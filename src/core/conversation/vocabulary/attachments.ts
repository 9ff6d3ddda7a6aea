/**
 * File attachment chips: a name line ("report.pdf", "data (1).csv") and the type line under it ("PDF", "Fichier",
 * "Spreadsheet", "Pasted text", "12 lines"). High: ChatGPT "<name>.md" + "Fichier" (French paste), "<name>.pdf" + "PDF"
 * (Japanese paste), "已上傳的圖像" (traditional Chinese paste), Claude "pasted"; medium/low: the localized type words.
 */
import { normalizeLine } from './normalize';

const EXTENSIONS =
  'pdf|doc|docx|xls|xlsx|xlsm|csv|tsv|ppt|pptx|odt|ods|odp|rtf|txt|md|markdown|json|jsonl|xml|yaml|yml|' +
  'html|htm|png|jpg|jpeg|gif|webp|heic|heif|bmp|svg|tif|tiff|mp3|wav|m4a|ogg|flac|mp4|mov|avi|mkv|webm|zip|tar|gz|tgz|7z|' +
  'rar|py|ipynb|js|mjs|cjs|ts|tsx|jsx|java|kt|swift|c|cc|cpp|h|hpp|cs|go|rs|rb|php|sql|sh|ps1|r|m|scala|lua|dart|vue|css|' +
  'scss|log|ini|toml|cfg|conf|env|epub|tex|bib|srt|vtt|eml|msg|dwg|stl|parquet|sqlite|db';
const EXT_SET: ReadonlySet<string> = new Set(EXTENSIONS.split('|'));

// A file name: no path separators or quotes, ends with a known extension. Spaces are allowed ("My Resume.pdf").
const FILE_NAME = new RegExp(`^[^\\s/\\\\:*?"<>|][^/\\\\:*?"<>|]{0,150}\\.(${EXTENSIONS})$`, 'i');

// Words that make a line with a file name in it a sentence rather than a chip ("I opened report.pdf").
const SENTENCE_WORDS: ReadonlySet<string> = new Set(
  (
    'i you we he she it they please see open opened edit check run read use attached attach here is are was were the this ' +
    'that in to from of for with and or can should could would how what why where when which file upload ' +
    'uploaded send sent save saved rename create created delete download downloaded add added look on into ' +
    'el la los las un una en de del con para por y o es mi tu este esta abre abrí adjunto archivo ' +
    'le les une des du et ou est mon ton ce cette dans avec pour voici fichier ' +
    'der die das ein eine und oder ist mein dein im mit für hier datei ' +
    'il lo gli uno e è mio nel con per ecco ' +
    'o os as um uma em no na do da com é meu seu arquivo ficheiro ' +
    'и в на с это мой файл вот открой'
  ).split(' '),
);

// A JavaScript library name ("Node.js", "Vue.js", "Three.js") is not a file chip.
const LIBRARY_JS = /^[A-Z][a-z]+\.js$/;

export function isAttachmentName(trimmedLine: string): boolean {
  const line = trimmedLine.trim();
  if (line.length < 3 || line.length > 120) return false;
  if (!FILE_NAME.test(line) || LIBRARY_JS.test(line) || /^https?:|^www\./i.test(line)) return false;
  if (line.includes(' ')) {
    const words = line.toLowerCase().split(/\s+/);
    if (words.length > 8) return false;
    for (const w of words.slice(0, -1)) if (SENTENCE_WORDS.has(w)) return false;
  }
  return true;
}

const TYPE_LINES: ReadonlySet<string> = new Set(
  [
    // English (high: "PDF", "pasted", "Pasted text"; medium: ChatGPT chip types).
    'File', 'Document', 'Spreadsheet', 'Presentation', 'Image', 'Photo', 'Audio', 'Video', 'Text', 'Code', 'Archive',
    'Zip archive', 'Pasted', 'Pasted text', 'Pasted content', 'Pasted image', 'Uploaded image', 'Uploaded file',
    'Attachment', 'Attached file', 'Python', 'JavaScript', 'TypeScript', 'Markdown', 'Plain text', 'Word document',
    'Excel spreadsheet', 'PowerPoint presentation', 'Google Docs', 'Google Sheets', 'Google Drive', 'Text file',
    'Code file', 'Image file',
    // Spanish.
    'Archivo', 'Documento', 'Hoja de cálculo', 'Presentación', 'Imagen', 'Texto', 'Código', 'Texto pegado',
    'Contenido pegado', 'Imagen cargada', 'Imagen subida', 'Archivo adjunto',
    // Portuguese.
    'Arquivo', 'Ficheiro', 'Planilha', 'Folha de cálculo', 'Apresentação', 'Imagem', 'Texto colado', 'Conteúdo colado',
    'Imagem carregada', 'Imagem enviada', 'Anexo',
    // French (high: "Fichier").
    'Fichier', 'Feuille de calcul', 'Présentation', 'Texte', 'Texte collé', 'Contenu collé', 'Image téléversée',
    'Image chargée', 'Image importée', 'Pièce jointe',
    // German.
    'Datei', 'Dokument', 'Tabelle', 'Tabellenkalkulation', 'Präsentation', 'Bild', 'Eingefügter Text',
    'Eingefügter Inhalt', 'Hochgeladenes Bild', 'Anhang',
    // Italian.
    'Foglio di calcolo', 'Presentazione', 'Immagine', 'Testo', 'Codice', 'Testo incollato', 'Contenuto incollato',
    'Immagine caricata', 'Allegato',
    // Russian.
    'Файл', 'Документ', 'Таблица', 'Электронная таблица', 'Презентация', 'Изображение', 'Текст', 'Код',
    'Вставленный текст', 'Вставленное содержимое', 'Загруженное изображение', 'Вложение',
    // Chinese (high: "已上傳的圖像"; medium: others).
    '文件', '文档', '电子表格', '表格', '演示文稿', '图片', '图像', '文本', '代码', '粘贴的文本', '粘贴的内容', '已粘贴',
    '已上传的图片', '已上传的图像', '附件', '檔案', '文件檔', '試算表', '簡報', '圖片', '圖像', '文字', '程式碼', '貼上的文字',
    '已上傳的圖片', '已上傳的圖像',
    // Japanese.
    'ファイル', 'ドキュメント', 'スプレッドシート', 'プレゼンテーション', '画像', 'テキスト', 'コード', '貼り付けたテキスト',
    '貼り付けられたテキスト', 'アップロードされた画像', 'アップロードした画像', '添付ファイル',
    // Korean.
    '파일', '문서', '스프레드시트', '프레젠테이션', '이미지', '텍스트', '코드', '붙여넣은 텍스트', '붙여넣은 콘텐츠',
    '업로드한 이미지', '업로드된 이미지', '첨부 파일',
    // The chip types only English had, in the ten UI languages (low: product memory): audio, video, an uploaded
    // file, a Word / PDF document, Claude's bare "Pasted" chip. Read only under a file-name line (isAttachmentType).
    'Vídeo', 'Archivo subido', 'Archivo cargado', 'Documento de Word', 'Documento PDF', 'Pegado',
    'Áudio', 'Arquivo enviado', 'Arquivo carregado', 'Documento do Word', 'Colado',
    'Vidéo', 'Fichier téléversé', 'Fichier importé', 'Document Word', 'Document PDF', 'Collé',
    'Hochgeladene Datei', 'Word-Dokument', 'PDF-Dokument', 'Eingefügt',
    'File caricato', 'Documento Word', 'Incollato',
    'Аудио', 'Видео', 'Загруженный файл', 'Документ Word', 'Документ PDF', 'Вставлено',
    '音频', '视频', '已上传的文件', 'Word 文档', 'PDF 文档', '音訊', '影片', '已上傳的檔案', 'Word 文件', 'PDF 文件', '已貼上',
    'オーディオ', '音声', '動画', 'ビデオ', 'アップロードされたファイル', 'Word 文書', 'PDF 文書', '貼り付け済み',
    '오디오', '동영상', '비디오', '업로드된 파일', 'Word 문서', 'PDF 문서', '붙여넣음',
  ].map((s) => s.toLowerCase()),
);

// "12 lines", "3 pages", "1.2 MB", "245 KB", "12 líneas", "3 Seiten", "12 行", "3 页", "12줄".
const SIZE_LINE =
  /^\d{1,6}(?:[.,]\d{1,2})? ?(?:lines?|pages?|words?|líneas|páginas|linhas|lignes|zeilen|seiten|righe|pagine|строк[аи]?|страниц[аы]?|行|页|頁|ページ|줄|페이지|b|kb|mb|gb|ko|mo|go|кб|мб)$/;

export function isAttachmentType(trimmedLine: string): boolean {
  if (trimmedLine.length === 0 || trimmedLine.length > 40) return false;
  const lower = normalizeLine(trimmedLine).lower;
  if (TYPE_LINES.has(lower)) return true;
  // An extension used as the type line: "PDF", "CSV", "DOCX", "TXT", ".pdf".
  if (/^\.?[a-z0-9]{1,8}$/.test(lower) && EXT_SET.has(lower.replace(/^\./, ''))) return lower.length >= 2;
  // "PDF · 12 pages", "CSV - 3 KB".
  const parts = lower.split(/ ?[·•|–-] ?/);
  if (parts.length === 2 && EXT_SET.has(parts[0] ?? '') && SIZE_LINE.test(parts[1] ?? '')) return true;
  return SIZE_LINE.test(lower);
}
