import { isLanguageName, isMessageChrome, looksLikeCodeHeader } from './chrome';
import { isBlank } from './text';

/** A message's raw lines with their fenced-code flags, as cut out of the paste. */
export interface RawLines {
  lines: string[];
  fenced: boolean[];
}

const COPY = new Set(['copy', 'copy code']);

/**
 * Removes UI chrome from one message and returns its text. Fenced code is never touched.
 * Code-block headers go with their copy button ("python" / "Copy" / "Edit"), Gemini's language
 * line goes with "Use code with caution.", an artifact card's title goes with "Click to open code".
 */
export function cleanMessage(raw: RawLines): string {
  const kept: string[] = [];
  const keptFenced: boolean[] = [];
  let lastCaution = 0; // kept index after the previous "Use code with caution." (bounds the look-back)
  for (let i = 0; i < raw.lines.length; i++) {
    const line = raw.lines[i] ?? '';
    if (raw.fenced[i]) {
      kept.push(line);
      keptFenced.push(true);
      continue;
    }
    const t = line.trim();
    const lower = t.toLowerCase();
    if (COPY.has(lower)) {
      dropCodeHeader(kept, keptFenced, lastCaution);
      continue;
    }
    if (lower === 'use code with caution.' || lower === 'use code with caution') {
      for (let k = kept.length - 1; k >= lastCaution; k--) {
        const prev = kept[k] ?? '';
        if (!keptFenced[k] && isLanguageName(prev.trim()) && (k === 0 || isBlank(kept[k - 1] ?? ''))) {
          kept.splice(k, 1);
          keptFenced.splice(k, 1);
          break;
        }
      }
      lastCaution = kept.length;
      continue;
    }
    if (lower.startsWith('click to open')) {
      // Artifact card: a short title line right above.
      const k = kept.length - 1;
      const prev = (kept[k] ?? '').trim();
      if (k >= 0 && !keptFenced[k] && prev.length > 0 && prev.length <= 80 && !/[.!?:;,]$/.test(prev)) {
        kept.pop();
        keptFenced.pop();
      }
      continue;
    }
    if (isMessageChrome(t) || isHtmlComment(t)) continue;
    kept.push(line);
    keptFenced.push(false);
  }
  let a = 0;
  let b = kept.length;
  while (a < b && isBlank(kept[a] ?? '')) a++;
  while (b > a && isBlank(kept[b - 1] ?? '')) b--;
  return kept.slice(a, b).join('\n').trim();
}

/** A whole-line HTML comment ("<!-- UID: ... -->"): exporters' bookkeeping, invisible when rendered. */
function isHtmlComment(t: string): boolean {
  return t.startsWith('<!--') && t.endsWith('-->');
}

/** Drops the language line above a copy button, allowing one blank line between (Claude). */
function dropCodeHeader(kept: string[], keptFenced: boolean[], floor: number): void {
  let k = kept.length - 1;
  if (k >= floor && isBlank(kept[k] ?? '') && !keptFenced[k]) k--;
  if (k < floor || keptFenced[k]) return;
  const t = (kept[k] ?? '').trim();
  if (!looksLikeCodeHeader(t)) return;
  // The header is the first line of its block: start of message or after a blank line.
  if (k > 0 && !isBlank(kept[k - 1] ?? '') && !isLanguageName(t)) return;
  kept.splice(k, kept.length - k);
  keptFenced.splice(k, keptFenced.length - k);
}
