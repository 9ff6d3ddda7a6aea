/** Times and dates as chat apps and exporters print them beside speaker names (labels.ts, label-marks.ts). */

// Times and dates printed beside speaker names by chat apps and exporters.
// Korean, Japanese and Chinese apps print the half of the day before the time ("오전 10:03", "午後 3:12", "下午 3:12").
// ISO times carry fractions of a second and a zone ("02:03:30.872693Z", "10:02:00+01:00"): exporters print them raw.
export const TIME = String.raw`(?:(?:오전|오후|午前|午後|上午|下午)\s?)?\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:\s?[AaPp]\.?[Mm]\.?)?(?:\s?(?:Z|UTC|GMT|[+-]\d{2}:?\d{2}))?`;
export const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
// "2026. 11. 25." (KakaoTalk), "2026年11月25日" are dates too.
export const DATE = String.raw`(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{4}\.\s\d{1,2}\.\s\d{1,2}\.|\d{4}年\d{1,2}月\d{1,2}日|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|${MONTH} \d{1,2}(?:st|nd|rd|th)?,?(?: \d{4})?|\d{1,2} ${MONTH}(?: \d{4})?)`;
// Chat apps print a day word instead of a date for recent messages ("Today at 10:02 AM", Discord, Open WebUI).
// The apostrophe of "aujourd'hui" comes typographic too; CJK apps print 今日 / 昨日 / 今天 / 昨天 / 오늘 / 어제.
export const DAY = String.raw`(?:today|yesterday|hoy|ayer|heute|gestern|aujourd['’]hui|hier|oggi|ieri|hoje|ontem|сегодня|вчера|今日|昨日|今天|昨天|오늘|어제)`;
// Chat apps print how long ago a recent message was ("1m ago", "2 hours ago", "just now", "hace 5 min", "vor 3 Std.").
const UNIT = String.raw`(?:s|sec|secs|seconds?|m|min|mins|minutes?|h|hr|hrs|hours?|d|days?|w|wk|weeks?|mo|months?|y|yr|years?|std\.?|stunden?|minuten?|tage?)`;
export const RELATIVE = String.raw`(?:(?:\d{1,3}|an?)\s?${UNIT}\s+ago|just now|hace\s+\d{1,3}\s?${UNIT}|il y a\s+\d{1,3}\s?${UNIT}|vor\s+\d{1,3}\s?${UNIT})`;
export const STAMP = String.raw`(?:${DATE}(?:,?\s*(?:at\s+|T)?${TIME})?|${DAY}(?:\s+(?:at|a las|um|à|alle|às|в))?\s+${TIME}(?:\s?Uhr)?|${TIME}|${RELATIVE})`;
