import type { TextContext } from './context';
import type { Platform } from './types';

/** Lines only one assistant's page prints; the platform with the most clues wins. */
const CLUES: readonly { platform: Platform; re: RegExp }[] = [
  { platform: 'chatgpt', re: /^(chatgpt said:|chatgpt can make mistakes|message chatgpt|chatgpt is still generating)/i },
  { platform: 'claude', re: /^(claude can make mistakes|reply to claude|claude does not have|click to open (code|document))/i },
  { platform: 'gemini', re: /^(show drafts|volume_up|gemini (may display|can make mistakes)|conversation with gemini|use code with caution)/i },
  { platform: 'deepseek', re: /^(message deepseek|deepthink|ai-generated, for reference only|内容由\s*ai\s*生成|已深度思考)/i },
];

/** First characters of every clue above: most lines are rejected without running a regex. */
const CLUE_START = new Set(['c', 'r', 's', 'v', 'g', 'u', 'm', 'd', 'a', '内', '已']);

export function platformClues(ctx: TextContext): Platform | null {
  const score = new Map<Platform, number>();
  for (let i = 0; i < ctx.trimmed.length; i++) {
    const t = ctx.trimmed[i] ?? '';
    if (t.length === 0 || t.length > 200 || ctx.fenced[i] || !CLUE_START.has(t.charAt(0).toLowerCase())) continue;
    for (const c of CLUES) if (c.re.test(t)) score.set(c.platform, (score.get(c.platform) ?? 0) + 1);
  }
  let best: Platform | null = null;
  let bestScore = 0;
  for (const [p, s] of score) if (s > bestScore) [best, bestScore] = [p, s];
  return best;
}
