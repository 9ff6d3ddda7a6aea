/** Token counts of a review and what they cost at the operator's configured prices (USD per million). */
export interface TokenUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

export interface TokenPrices {
  readonly inputPerMillion: number;
  readonly outputPerMillion: number;
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return { inputTokens: a.inputTokens + b.inputTokens, outputTokens: a.outputTokens + b.outputTokens };
}

/** USD, rounded to a hundredth of a cent; null when no prices are configured (no guessed figure). */
export function estimateCostUsd(usage: TokenUsage, prices: TokenPrices | null): number | null {
  if (!prices) return null;
  const usd = (usage.inputTokens * prices.inputPerMillion + usage.outputTokens * prices.outputPerMillion) / 1_000_000;
  return Math.round(usd * 10_000) / 10_000;
}
