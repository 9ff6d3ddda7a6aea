/**
 * Source / citation chips and headers (kind 'citation'): "Sources", "Fuentes", "+3 sources", "wikipedia +2",
 * "docs.djangoproject.com", "[3]", "1 reference", "Related".
 */
export const CITATIONS: readonly string[] = [
  // English (high: "Sources" after ChatGPT search answers; medium: Perplexity "Related", Copilot "Learn more").
  'Sources', 'Source', 'Citations', 'References', 'Related', 'Related questions', 'Related searches', 'Learn more',
  'Search results', 'Web results', 'Cited sources', 'View sources', 'Show sources', 'All sources', 'Show all sources',
  // Spanish / Portuguese / French / German / Italian / Russian (high: "Fuentes", "Fonti", "Fontes" after answers in
  // real pastes; medium: others).
  'Fuentes', 'Fuente', 'Referencias', 'Relacionado', 'Relacionados', 'Preguntas relacionadas', 'Más información',
  'Fontes', 'Fonte', 'Referências', 'Relacionadas', 'Perguntas relacionadas', 'Saiba mais',
  'Références', 'Associé', 'Connexe', 'Questions associées', 'En savoir plus',
  'Quellen', 'Quelle', 'Referenzen', 'Verwandt', 'Ähnliche Fragen', 'Weitere Informationen', 'Mehr erfahren',
  'Fonti', 'Riferimenti', 'Correlati', 'Domande correlate', 'Ulteriori informazioni', 'Scopri di più',
  'Источники', 'Источник', 'Ссылки', 'Похожие', 'Похожие вопросы', 'Подробнее',
  // Chinese / Japanese / Korean (high: "출처"; medium: others).
  '来源', '資料來源', '来源链接', '引用', '参考资料', '参考来源', '相关', '相关问题', '了解详细信息', '來源', '參考資料', '相關',
  '相關問題', '情報源', '出典', 'ソース', '参照元', '関連', '関連する質問', '詳細', '출처', '참고 자료', '관련', '관련 질문',
  '자세히 알아보기',
  // "View / show sources", "All sources" and a suggested-follow-up heading "People also ask" in the ten UI languages
  // (low: product memory). Not added: the localised "Search results" ("Suchergebnisse", "検索結果"): an answer
  // titles a section so, and a citation line keeps its colon. Nor Italian "Altre domande" (a person's question).
  'People also ask', 'Ver fuentes', 'Mostrar fuentes', 'Todas las fuentes', 'La gente también pregunta', 'Ver fontes',
  'Mostrar fontes', 'Todas as fontes', 'As pessoas também perguntam', 'Voir les sources', 'Afficher les sources',
  'Toutes les sources', 'Autres questions posées', 'Quellen anzeigen', 'Alle Quellen', 'Visualizza fonti', 'Mostra fonti',
  'Tutte le fonti', 'Показать источники', 'Все источники', '查看来源', '显示来源', '全部来源', '其他人还问了', '查看來源',
  '顯示來源', '所有來源', '其他人也問了', 'ソースを表示', 'すべてのソース', '他の人はこちらも質問', '출처 보기', '모든 출처',
];

const COUNT_WORD =
  '(?:sources?|citations?|references?|more|sites?|web ?pages?|websites?|fuentes|fontes|sources|quellen|fonti|источник(?:а|ов)?|' +
  // Web pages searched, in the other UI languages (medium: product memory of search answers' count chips).
  'webseiten|websites|sitios(?: web)?|páginas(?: (?:da )?web)?|sites web|pages web|siti(?: web)?|pagine(?: web)?|сайт(?:а|ов)?|веб-страниц(?:а|ы)?|' +
  'ссылк(?:а|и)|个来源|個來源|个网页|個網頁|个网站|個網站|个引用|件のソース|件の情報源|件のサイト|件のウェブページ|개 출처|개의 출처|개 소스|개 사이트|개의 사이트|개 웹페이지)';

export const CITATION_PATTERNS: readonly RegExp[] = [
  // "+3", "+3 sources", "+ 12 more".
  new RegExp(`^\\+ ?\\d{1,3}(?: ?${COUNT_WORD})?$`),
  // "3 sources", "12 citations", "1 reference", "5 fuentes", "10 个网页", "3 件のソース", "5개 출처".
  new RegExp(`^\\d{1,3} ?${COUNT_WORD}$`),
  // The same count with what was done to them: "18 sources consulted", "12 sites searched", "5 Quellen durchsucht".
  new RegExp(`^\\d{1,3} ?${COUNT_WORD} \\p{L}{3,14}$`, 'u'),
  // A source chip: domain or site name with a "+N" count ("wikipedia +2", "Reuters+1", "nytimes.com +3").
  /^[\p{L}\p{N}][\p{L}\p{N} .&'-]{0,38}[\p{L}\p{N}] ?\+\d{1,2}$/u,
  // A bare domain chip ("docs.djangoproject.com", "en.wikipedia.org", "mistral.ai") — no path, no spaces.
  /^(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]{0,40}[a-z0-9])?\.){1,4}(?:com|org|net|edu|gov|io|ai|dev|co|uk|de|fr|es|it|ru|cn|jp|kr|br|pt|info|wiki|app|blog|news|tech|eu|us|ca|au|in|me)$/,
  // Numbered chips: "[1]", "[12]", "【3】".
  /^[[【]\d{1,3}[\]】]$/,
];
