/**
 * Thinking / reasoning-time lines (kind 'timing'): "Thought for 12s", "Pensado durante 8s", "Réflexion durant 5s",
 * "3m 10s nachgedacht", "Ragionato per 16s", "Думал на протяжении 6s", "已思考 24s", "思考時間: 8 秒",
 * "41s 동안 생각함", DeepSeek's "已深度思考（用时 32 秒）", and a bare duration line ("12s", "1m 3s").
 * Regexes run on the normalised, lower-cased line (NFKC: full-width digits/brackets are ASCII by then).
 */

/** Fixed timing / reasoning-header lines without a number (exact, normalised). */
export const TIMING_PHRASES: readonly string[] = [
  // English (high: "Thought for a few seconds" ChatGPT/DeepSeek; "Thought process" Claude 2025; medium: others).
  'Thought for a few seconds', 'Thought for a couple of seconds', 'Thought for a second', 'Thought for a moment',
  'Reasoned for a few seconds', 'Thought process', 'Thinking', 'Thinking…', 'Finished thinking',
  'Done thinking', 'Thinking completed', 'Thinking complete', 'Skip thinking', 'Stopped thinking','Deep thinking', 'Pro thinking',
  // Spanish / Portuguese / French / German / Italian / Russian (medium: ChatGPT "few seconds" forms; low: others).
  'Pensado durante unos segundos', 'Pensó durante unos segundos', 'Pensando', 'Proceso de pensamiento',
  'Pensou por alguns segundos', 'Pensou por uns segundos', 'Pensando', 'Processo de pensamento',
  'Réflexion durant quelques secondes', 'Réflexion pendant quelques secondes', 'Processus de réflexion', 'Ein paar Sekunden nachgedacht', 'Einige Sekunden nachgedacht', 'Denkt nach', 'Denkprozess',
  'Ragionato per alcuni secondi', 'Ragionato per qualche secondo', 'Sto pensando', 
  'Processo di ragionamento', 'Думал несколько секунд', 'Думал на протяжении нескольких секунд', 'Думает','Ход рассуждений',
  // "Thinking completed" (Kimi, Qwen, DeepSeek) in each of these languages (low: product memory).
  'Pensamiento completado', 'Razonamiento completado', 'Raciocínio concluído', 'Pensamento concluído', 'Réflexion terminée',
  'Denken abgeschlossen', 'Nachdenken abgeschlossen', 'Ragionamento completato', 'Pensiero completato',
  'Размышление завершено', 'Рассуждение завершено', 'Размышления завершены',
  // Chinese (high: "已思考几秒" / "已思考若干秒" in real pastes and an exporter's cleanup regex; medium: others).
  '已思考几秒', '已思考若干秒', '已思考几秒钟', '已思考数秒', '已思考數秒', '已深度思考', '思考中', '正在思考', '深度思考中',
  '思考过程', '思考過程', '已完成思考', '思考结束', '思考結束', '已结束思考', '思考終了', '思考完成', '思考已完成', '推理过程', '已推理',
  // Japanese / Korean (medium/low).
  '思考時間: 数秒', '数秒間思考', '思考中', '思考プロセス', '思考が完了しました', '몇 초 동안 생각함', '생각 중', '생각하는 중',
  '생각 과정', '추론 과정', '생각 완료', '사고 완료', '추론 완료', '思考完了',
  // Claude's "Thought process" header in Korean (medium: one Korean Claude copy, over its "10s" line).
  '사고 과정',
];

// A duration: 1-3 number+unit pairs. Units are alternations of literals; pairs are separated by at most one space,
// so the pattern is linear (no nested unbounded quantifiers).
export const UNITS: readonly string[] = [
  'h', 'hr', 'hrs', 'hours?', 'm', 'min', 'mins', 'minutes?', 'minutos?', 'minuti', 'minuten?', 'mn', 's', 'sec', 'secs', 'seconds?',
  'segundos?', 'secondes?', 'secondi', 'sekunden?', 'sek', 'seg', 'ч', 'час(?:а|ов)?', 'мин(?:ут[аы]?|\\.)?', 'с', 'сек(?:\\.|унд[аы]?)?',
  '小时', '小時', '時間', '分钟', '分鐘', '分間', '分', '秒钟', '秒鐘', '秒', '시간', '분', '초', 'giây', 'phút', 'detik', 'menit',
  'ثوان', 'ثانية', 'دقيقة', 'دقائق',
];
const UNIT = `(?:${UNITS.join('|')})`;
const NUM = '\\d{1,4}(?:[.,]\\d{1,2})?';
const DUR = `${NUM} ?${UNIT}(?: ?(?:and |y |e |et |und |и )?${NUM} ?${UNIT}){0,2}`;
const FEW =
  '(?:a few seconds|a couple of seconds|a second|a moment|unos segundos|unos pocos segundos|alguns segundos|' +
  'uns segundos|quelques secondes|ein paar sekunden|einige sekunden|alcuni secondi|qualche secondo|' +
  'несколько секунд|几秒钟?|若干秒|数秒|數秒|몇 초)';
const AMOUNT = `(?:${DUR}|${FEW})`;
// A line that is only a duration must use a short unit ("12s", "1m 3s", "8 秒", "41초"), not "5 minutes".
const SHORT_UNIT = '(?:s|m|h|sec|min|秒|分|초|분|с|мин|ч)';
const BARE = `${NUM} ?${SHORT_UNIT}(?: ?${NUM} ?${SHORT_UNIT}){0,2}`;

export const TIMING_PATTERNS: readonly RegExp[] = [
  // Bare duration: "12s", "1m 3s", "12 秒", "41초".
  new RegExp(`^${BARE}$`),
  // English (high): "Thought for 12s", "Reasoned for 2m 3s", "Worked for 5 minutes", "Thinking for 8 seconds".
  // Claude Code adds its key to unfold the thinking: "Thought for 3s (ctrl+o to expand)".
  new RegExp(`^(?:thought|reasoned|thinking|worked|researched|searched and thought|analy[sz]ed) for ${AMOUNT}(?: \\(ctrl\\+[a-z] to expand\\))?$`),
  // Claude Code's spinner line when a turn ends: a star sign and a whimsical verb of work ("✻ Crunched for 3s",
  // "✻ Cogitated for 16s", "✻ Baked for 1m 2s").
  new RegExp(`^[✻✶✳✢✽*] [a-z]{3,20}ed for ${AMOUNT}$`),
  // Spanish (high: "Pensado durante 8s"): "Pensó durante 12 s", "Razonado durante 1m".
  new RegExp(`^(?:pensad[oa]|pensó|pensando|razonad[oa]|razonó|reflexionó) (?:durante|por) ${AMOUNT}$`),
  // Portuguese (high: "Pensou por 17s", "Pensou por 1m 7s"): "Raciocinou por 12s".
  new RegExp(`^(?:pensou|pensado|pensando|raciocinou|raciocinado|refletiu) (?:por|durante) ${AMOUNT}$`),
  // French (high: "Réflexion durant 5s"): "A réfléchi pendant 12 s", "Raisonné pendant 1 min".
  new RegExp(`^(?:réflexion|a réfléchi|réfléchi|raisonné|a raisonné|raisonnement) (?:durant|pendant|de) ${AMOUNT}$`),
  // German (high: "3m 10s nachgedacht"): "Nachgedacht für 12 Sekunden", "12 s lang nachgedacht".
  new RegExp(`^(?:für )?${AMOUNT}(?: lang)? (?:nachgedacht|überlegt|gedacht)$`),
  new RegExp(`^(?:nachgedacht|überlegt|denkzeit:?) (?:für )?${AMOUNT}$`),
  // Italian (high: "Ragionato per 16s"): "Ha pensato per 12 secondi".
  new RegExp(`^(?:ha )?(?:ragionato|pensato|riflettuto) (?:per|durante) ${AMOUNT}$`),
  // Russian (high: "Думал на протяжении 6s" / "7 секунд"): "Думал 12 с", "Рассуждал в течение 1 мин".
  new RegExp(`^(?:думал[а]?|размышлял[а]?|рассуждал[а]?) (?:на протяжении |в течение )?${AMOUNT}$`),
  // Chinese (high: "已思考 24s", "已思考 14 秒", "已深度思考（用时 32 秒）"): "思考了 12 秒", "已推理 5 秒", "思考用时 8 秒".
  new RegExp(`^(?:已思考|思考了|已推理|推理了|已深度思考|深度思考|思考用时|思考用時|用时|用時) ?${AMOUNT}$`),
  new RegExp(`^(?:已深度思考|深度思考|已思考|已推理) ?\\((?:用时|用時|耗时|耗時) ?${AMOUNT}\\)$`),
  new RegExp(`^(?:已思考|思考了) ?${AMOUNT}(?:钟|鐘)?$`),
  // Japanese (high: "思考時間: 8 秒", "思考時間: 2m 2s"): "推論時間: 12 秒", "12 秒間思考".
  new RegExp(`^(?:思考時間|推論時間|考えた時間) ?:? ?${AMOUNT}$`),
  new RegExp(`^${AMOUNT} ?(?:間)?(?:の)?(?:思考|推論|考えました)$`),
  // Korean (high: "41s 동안 생각함"): "12초 동안 생각", "1분 동안 추론함".
  new RegExp(`^${AMOUNT} ?동안 (?:생각함|생각했음|생각|추론함|추론)$`),
  new RegExp(`^(?:생각 시간|추론 시간) ?:? ?${AMOUNT}$`),
  // Arabic (high: "قام بالتفكير لمدة 31s" = "Thought for 31s"), Vietnamese (high: "Đã suy nghĩ trong 19s" /
  // "… 5 giây"), Indonesian (high: "Berpikir selama 23 detik").
  new RegExp(`^(?:قام بالتفكير|فكر|فكّر) (?:لمدة )?${AMOUNT}$`),
  new RegExp(`^đã suy nghĩ trong ${AMOUNT}$`),
  new RegExp(`^berpikir selama ${AMOUNT}$`),
];

/**
 * A number followed by (at most one space and) the first letter of a unit: every duration starts so.
 * Built from UNITS, so a unit added there is never missed here.
 */
const DURATION_START = new RegExp(`\\d ?[${[...new Set(UNITS.map((u) => u[0]))].join('')}]`);
/** The words of the amounts without a number ("a few seconds", "unos segundos", "几秒"). */
const FEW_WORD = /few|couple|second|moment|segund|sekund|секунд|几|若干|数|數|몇/;

/**
 * Cheap guard: every timing pattern needs a number with its unit or one of the "few seconds" words.
 * Why a number with its unit rather than any digit: lines with digits are common (list items, code,
 * versions), and the first such line made V8 compile all of TIMING_PATTERNS (~17,000 characters of
 * pattern, a tenth of the parse's cost of size on the 500 KB paste of bench cli).
 */
export function mayBeTiming(lower: string): boolean {
  return DURATION_START.test(lower) || FEW_WORD.test(lower);
}
