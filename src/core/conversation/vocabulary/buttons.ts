/**
 * Per-message buttons and toggles whose labels land in a select-all copy (kind 'button').
 * Entries are matched as whole lines after normalisation (case-insensitive, trailing ":" / "..." / "!" dropped).
 * Confidence per group: high = seen in real pastes (code-search ids in docs/formats.md), medium = vendor
 * localisation seen in UI clones / exporters, low = from memory.
 */
/**
 * Adjacent buttons copied without a newline (high: "CopiarEditar" in a real Portuguese paste, "复制编辑" in a
 * real Chinese one; others by analogy, low). A code block's header can come glued to its language and its
 * first line too ("java复制编辑public class …").
 */
export const GLUED_BUTTONS: readonly string[] = [
  'CopyEdit', 'Copy codeEdit', 'CopiarEditar', 'Copiar códigoEditar', 'CopierModifier', 'KopierenBearbeiten',
  'CopiaModifica', 'КопироватьРедактировать', '复制编辑', '複製編輯', 'コピーする編集する', '복사편집',
  // Claude's 2023 answer buttons under the last answer, "Copy" and "Retry" glued (high: a real Markdown save).
  'CopyRetry',
];
export const BUTTONS: readonly string[] = [
  // English, all assistants. High: Copy, Edit, Retry, Copy code, Show drafts, Read aloud (ChatGPT/Claude/Gemini pastes
  // and exporters' junk lists); medium: the rest (aria labels that appear as text in some browsers).
  'Copy', 'Copy code', 'Copied', 'Copy message', 'Copy response', 'Copy text', 'Copy link', 'Edit', 'Edit message',
  'Retry', 'Try again', 'Regenerate', 'Regenerate response', 'Regenerate draft', 'Share', 'Read aloud', 'Listen', 'Stop reading', 'Good response', 'Bad response', 'Like', 'Dislike', 'Helpful', 'Not helpful',
  'Thumbs up', 'Thumbs down', 'More actions', 'More options', 'Switch model', 'Change model', 'Branch in new chat',
  'Show drafts', 'Hide drafts', 'View other drafts', 'Show thinking', 'Hide thinking', 'See my thinking', 'Hide my thinking', 'Show reasoning', 'Hide reasoning',
  'Show more', 'Show less', 'Collapse', 'Download', 'Preview', 'Open in canvas', 'View analysis',
  'Give feedback', 'Report', 'Bookmark', 'Modify response', 'Double-check response', 'Stop generating',
  'Continue generating', 'Answer in chat instead', 'Edit in a page', 'Provide your feedback on BizChat', 'Use code with caution', 'Click to open code', 'Click to open document',
  'Click to open component', 'Click to open image', 'Click to open website', 'Click to open diagram', 'Click to open',
  // "See my thinking": Microsoft 365 Copilot's toggle over a reasoning answer (high: a real 2025 page copy).
  // "Answer in chat instead": ChatGPT's button while an answer is being written into a canvas (high: a real 2025 paste).
  // "Edit in a page": Copilot's action under an answer that opens it in Pages (medium).
  // "Provide your feedback on BizChat": Microsoft 365 Copilot's feedback link under every answer (high: a real 2025 page copy).
  // Not listed on purpose: Continue, Expand, Rewrite, Run, Save — people send these words as whole messages.
  // Material-icon ligature words that Gemini's buttons leak into innerText (medium: exporters strip them).
  'volume_up', 'thumb_up', 'thumb_down', 'more_vert', 'content_copy', 'expand_more', 'expand_less', 'share', 'edit',
  'refresh', 'more_horiz', 'download', 
  // Adjacent buttons copied without a newline (GLUED_BUTTONS above).
  ...GLUED_BUTTONS,
  // Spanish (ChatGPT "Copiar código" high via real pastes; the rest medium).
  'Copiar', 'Copiar código', 'Copiado', 'Copiar mensaje', 'Copiar respuesta', 'Editar', 'Editar mensaje', 'Reintentar',
  'Volver a intentarlo', 'Regenerar', 'Volver a generar', 'Compartir', 'Exportar', 'Leer en voz alta', 'Me gusta',
  'No me gusta', 'Buena respuesta', 'Mala respuesta', 'Más acciones', 'Cambiar modelo', 'Mostrar borradores',
  'Mostrar razonamiento', 'Mostrar el razonamiento', 'Descargar', 'Usa el código con precaución',
  // Portuguese (pt-BR / pt-PT; "Copiar"/"Editar" high, rest medium).
  'Copiar mensagem', 'Copiar resposta', 'Tentar novamente', 'Gerar novamente', 'Compartilhar', 'Partilhar',
  'Ler em voz alta', 'Resposta boa', 'Resposta ruim', 'Boa resposta', 'Má resposta', 'Gostei', 'Não gostei',
  'Mais ações', 'Trocar modelo', 'Mostrar rascunhos', 'Mostrar raciocínio', 'Baixar', 'Transferir',
  // French (medium).
  'Copier', 'Copier le code', 'Copié', 'Copier le message', 'Copier la réponse', 'Modifier', 'Modifier le message',
  'Réessayer', 'Régénérer', 'Partager', 'Exporter', 'Lire à voix haute', 'Lire à haute voix', 'Bonne réponse',
  'Mauvaise réponse', "J'aime", "Je n'aime pas", "Plus d'actions", 'Changer de modèle', 'Afficher les brouillons',
  'Afficher le raisonnement', 'Télécharger',
  // German (medium).
  'Kopieren', 'Code kopieren', 'Kopiert', 'Nachricht kopieren', 'Antwort kopieren', 'Bearbeiten', 'Nachricht bearbeiten',
  'Wiederholen', 'Erneut versuchen', 'Neu generieren', 'Teilen', 'Exportieren', 'Vorlesen', 'Laut vorlesen',
  'Gute Antwort', 'Schlechte Antwort', 'Gefällt mir', 'Gefällt mir nicht', 'Weitere Aktionen', 'Modell wechseln',
  'Entwürfe anzeigen', 'Denkprozess anzeigen', 'Herunterladen',
  // Italian (ChatGPT "Copia"/"Modifica" high via real paste "Copia\nModifica"; rest medium).
  'Copia', 'Copia codice', 'Copia il codice', 'Copiato', 'Copia messaggio', 'Copia risposta', 'Modifica',
  'Modifica messaggio', 'Riprova', 'Rigenera', 'Condividi', 'Esporta', 'Leggi ad alta voce', 'Risposta buona',
  'Risposta positiva', 'Risposta negativa', 'Mi piace', 'Non mi piace', 'Altre azioni', 'Cambia modello',
  'Mostra bozze', 'Mostra ragionamento', 'Scarica',
  // Russian ("Копировать код", "Копировать", "Редактировать" high via real pastes; rest medium).
  'Копировать', 'Копировать код', 'Скопировано', 'Копировать сообщение', 'Копировать ответ', 'Редактировать',
  'Изменить', 'Изменить сообщение', 'Повторить', 'Попробовать снова', 'Сгенерировать заново', 'Перегенерировать',
  'Поделиться', 'Экспорт', 'Прочитать вслух', 'Озвучить', 'Хороший ответ', 'Плохой ответ', 'Нравится', 'Не нравится',
  'Другие действия', 'Сменить модель', 'Показать черновики', 'Показать рассуждения', 'Показать ход рассуждений', 'Скачать',
  // Chinese, simplified ("复制", "复制代码", "编辑" high via real pastes; rest medium).
  '复制', '复制代码', '已复制', '复制消息', '复制回复', '编辑', '编辑消息', '重试', '重新生成', '分享', '导出', '朗读',
  '大声朗读', '点赞', '点踩', '喜欢', '不喜欢', '好的回复', '不好的回复', '更多操作', '切换模型', '显示草稿',
  '显示思路', '下载', '谨慎使用代码',
  // Chinese, traditional ("複製", "編輯" high via real pastes; rest medium).
  '複製', '複製程式碼', '已複製', '複製訊息', '編輯', '編輯訊息', '重試', '重新產生', '重新生成', '分享', '匯出',
  '朗讀', '大聲朗讀', '好的回應', '不好的回應', '更多動作', '切換模型', '顯示草稿', '顯示思路', '下載',
  // Japanese ("コードをコピーする" high via real paste; rest medium).
  'コピー', 'コピーする', 'コードをコピーする', 'コピーしました', 'メッセージをコピー', '編集', '編集する', 'メッセージを編集する',
  '再試行', '再生成', '再生成する', '共有', '共有する', 'エクスポート', '読み上げ', '読み上げる', '音声で読み上げる',
  '良い回答', '悪い回答', '高評価', '低評価', 'その他の操作', 'モデルを切り替える', '下書きを表示', '思考プロセスを表示',
  'ダウンロード',
  // Korean ("코드 복사", "복사", "편집" high via real pastes; rest medium).
  '복사', '코드 복사', '복사됨', '복사 완료', '메시지 복사', '편집', '수정', '메시지 편집', '다시 시도', '재생성', '다시 생성',
  '공유', '공유하기', '내보내기', '소리 내어 읽기', '읽어주기', '좋은 응답', '나쁜 응답', '좋아요', '싫어요', '추가 작업',
  '모델 변경', '초안 표시', '다운로드',
  // The rest of a message's buttons in the ten UI languages, where only English had them: stop generating, show
  // more / less, hide drafts / thinking, copy link, more options, copy response (medium: ChatGPT / Gemini / Claude
  // localisations from product memory; low where marked). Not added: a bare "Expand" ("Ampliar", "展开"): a person
  // sends it as a message, as in English.
  // Spanish.
  'Detener generación', 'Dejar de generar', 'Mostrar más', 'Mostrar menos', 'Ocultar borradores', 'Ocultar razonamiento',
  'Copiar enlace', 'Más opciones',
  // Portuguese.
  'Editar mensagem', 'Parar de gerar', 'Parar geração', 'Mostrar mais', 'Ocultar rascunhos', 'Ocultar raciocínio',
  'Copiar link', 'Mais opções',
  // French.
  'Arrêter la génération', 'Afficher plus', 'Afficher moins', 'Masquer les brouillons', 'Masquer le raisonnement',
  'Copier le lien', "Plus d'options",
  // German.
  'Generierung stoppen', 'Generieren stoppen', 'Mehr anzeigen', 'Weniger anzeigen', 'Entwürfe ausblenden',
  'Denkprozess ausblenden', 'Gedankengang anzeigen', 'Gedankengang ausblenden', 'Link kopieren', 'Weitere Optionen',
  // Italian.
  'Interrompi generazione', 'Interrompi la generazione', 'Mostra altro', 'Mostra di più', 'Mostra meno',
  'Nascondi bozze', 'Nascondi ragionamento', 'Copia link', 'Altre opzioni',
  // Russian.
  'Остановить генерацию', 'Показать ещё', 'Показать еще', 'Показать больше', 'Показать меньше', 'Свернуть',
  'Скрыть черновики', 'Скрыть рассуждения', 'Копировать ссылку', 'Другие параметры',
  // Chinese, simplified ("收起" is the collapse on DeepSeek's / Kimi's thinking panel, medium).
  '停止生成', '显示更多', '收起', '隐藏草稿', '隐藏思路', '显示思考过程', '隐藏思考过程', '复制链接', '更多选项',
  // Chinese, traditional.
  '停止產生', '顯示更多', '收合', '隱藏草稿', '隱藏思路', '複製連結', '更多選項', '複製回應',
  // Japanese.
  '生成を停止', '生成を停止する', 'さらに表示', '表示を減らす', '下書きを非表示', '思考プロセスを非表示', 'リンクをコピー',
  'リンクをコピーする', 'その他のオプション', '回答をコピー',
  // Korean (Gemini's thinking toggle low: "생각 과정 표시" / "사고 과정 표시" from memory).
  '생성 중지', '응답 생성 중지', '간략히 보기', '접기', '초안 숨기기', '생각 과정 표시', '생각 과정 숨기기', '사고 과정 표시',
  '링크 복사', '옵션 더보기', '응답 복사',
  // Arabic ("نسخ الكود" = "Copy code" high via a real ChatGPT paste; "نسخ" / "تحرير" medium), Indonesian
  // ("Salin kode", "Salin" high via real ChatGPT pastes), Vietnamese ("Sao chép mã", "Sao chép" medium; ChatGPT's
  // 2025 code header "Sao chép" / "Chỉnh sửa" high via a real paste).
  'نسخ الكود', 'نسخ', 'تحرير', 'Salin kode', 'Salin', 'Sao chép mã', 'Sao chép', 'Chỉnh sửa',
  // Polish (ChatGPT's code header "Kopiuj" / "Edytuj" high via a real 2025 paste; "Kopiuj kod" medium).
  'Kopiuj', 'Kopiuj kod', 'Edytuj', 'KopiujEdytuj',
  // Turkish (ChatGPT's code header "Kodu kopyala" high via a real 2024 paste).
  'Kodu kopyala',
  // A message's "More" (⋯) menu, whose label lands in a copy at the message's edge, in the UI languages
  // (medium: the English "More" is in navigation.ts for the sidebar's; these are its translations on a
  // message). A line of its own only: inside prose it stays (clean.ts).
  'Más', 'Mais', 'Plus', 'Altro', 'Ещё', 'Еще', '更多', 'もっと見る', '더 보기',
];

/**
 * The two buttons that frame a turn on Claude-style pages, in each UI language: "Edit" under the
 * person's message (it closes the prompt) and "Retry" under the answer (it closes the answer).
 * Same confidence as the groups above.
 */
export const EDIT_LABELS: readonly string[] = [
  'Edit', 'Editar', 'Modifier', 'Bearbeiten', 'Modifica', 'Изменить', 'Редактировать', '编辑', '編輯', '編集', '편집',
];
export const RETRY_LABELS: readonly string[] = [
  'Retry', 'Reintentar', 'Tentar novamente', 'Réessayer', 'Wiederholen', 'Erneut versuchen', 'Riprova', 'Повторить',
  '重试', '重試', '再試行', '다시 시도',
];

/**
 * The buttons under a prompt opened for editing ("Cancel" / "Send"), as a pair in each UI language: a
 * copy made while a prompt was being edited ends that prompt with them. Either word alone is a word a
 * person may send, so only the pair, last in the message, is chrome. High: French "Annuler" / "Envoyer"
 * in a real paste; the others are the same UI's localisations (medium).
 */
export const EDIT_BOX_BUTTONS: readonly (readonly [string, string])[] = [
  ['Cancel', 'Send'], ['Cancelar', 'Enviar'], ['Annuler', 'Envoyer'], ['Abbrechen', 'Senden'], ['Annulla', 'Invia'],
  ['Отмена', 'Отправить'], ['取消', '发送'], ['取消', '傳送'], ['キャンセル', '送信'], ['취소', '보내기'],
];
