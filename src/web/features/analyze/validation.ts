/**
 * Parse & Verify rules of spec section 5, as pure functions so a table test pins them:
 * the checks in their order, and the rule that enables the button.
 */
import type { ParseResult } from '../../../core/conversation/types';
import { messageCharacters } from '../../../core/plans';
import { conversationVerdict, MIN_CONFIDENCE, MIN_MESSAGES, VERDICT_MESSAGES, type VerdictReason } from '../../../core/conversation/verdict';
import { DEFAULT_TIER_LIMITS, type TierLimits } from '../../../core/billing/limits';
import { checkCapacity, dailyAnalysesMessage, dailyLimitMessage, type UsageStats } from '../../../core/usage';

export const PARSE_MESSAGES = {
  empty: 'Please paste your conversation first',
  pending: 'Text analysis not complete. Please wait a moment.',
  lowConfidence: VERDICT_MESSAGES.lowConfidence,
  tooFew: VERDICT_MESSAGES.tooFew,
  notAConversation: VERDICT_MESSAGES.notAConversation,
} as const;

/** The button needs more than this many characters once trimmed. */
export const MIN_TRIMMED_CHARACTERS = 20;
/** The button needs a confidence above this. */
export const ENABLE_CONFIDENCE_ABOVE = 0.2;
/** Parse & Verify refuses a confidence below MIN_CONFIDENCE and fewer than MIN_MESSAGES (core's rule). */
export { MIN_CONFIDENCE, MIN_MESSAGES };

export type ParseCheckReason = 'empty' | 'pending' | 'over-limit' | VerdictReason;
export type ParseCheck = { ok: true } | { ok: false; reason: ParseCheckReason; message: string };

export interface ParseCheckInput {
  text: string;
  /** The detection of exactly this text (and platform), or null while it is still being worked out. */
  result: ParseResult | null;
  /** Today's usage; null while unknown (the server checks capacity again anyway). */
  usage: UsageStats | null;
  /** The limits the server serves per tier (GET /payments/config); the spec's when not known. */
  limits?: TierLimits;
}

/**
 * Characters an analysis of this input will cost: what the server meters, the characters of the
 * messages it is sent (core/plans messageCharacters), not the pasted page around them (speaker
 * labels, "Copy code", the page's header and footer) nor an export file's JSON. The counter under
 * the text box, the usage card and the limit check all show this one figure. Until the text has
 * been split into messages (or when it cannot be), the text's length stands in.
 */
export function chargeableCharacters(text: string, result: ParseResult | null): number {
  if (result && !result.error) return messageCharacters(result.messages);
  return text.length;
}

/**
 * The limits to check against: the account's own tier as its usage reports it, the others as the
 * server serves them (an operator may have changed the spec's values, README "Operator limits"), so
 * "Upgrade to Pro for …" names the Pro limit this server enforces.
 */
function limitsOf(usage: UsageStats, served: TierLimits): TierLimits {
  return { ...served, [usage.tier.type]: { dailyCharacterLimit: usage.tier.dailyCharacterLimit, dailyAnalysisLimit: usage.tier.dailyAnalysisLimit } };
}

/** Today's capacity for this input: null when it fits (or usage is unknown), else the message. */
export function overLimitMessage(usage: UsageStats | null, characters: number, served: TierLimits = DEFAULT_TIER_LIMITS): string | null {
  if (!usage) return null;
  const limits = limitsOf(usage, served);
  const verdict = checkCapacity(usage.tier.type, { characters: usage.today.characters, analyses: usage.today.analyses }, characters, limits);
  if (verdict.ok) return null;
  if (verdict.reason === 'analyses') return dailyAnalysesMessage(usage.tier.type, usage.today.analysesLimit, limits);
  return dailyLimitMessage(usage.tier.type, verdict.remainingCharacters, limits);
}

/** The Parse & Verify checks of spec section 5, in its order; the first that fails wins. */
export function checkParseAndVerify({ text, result, usage, limits }: ParseCheckInput): ParseCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, reason: 'empty', message: PARSE_MESSAGES.empty };
  if (!result) return { ok: false, reason: 'pending', message: PARSE_MESSAGES.pending };
  // Whether this is a conversation at all: the rule the server and the kibitz command apply too.
  const verdict = conversationVerdict(result);
  if (!verdict.ok) return verdict;
  const limit = overLimitMessage(usage, chargeableCharacters(text, result), limits);
  if (limit) return { ok: false, reason: 'over-limit', message: limit };
  // The enabling rule's length floor: a text this short cannot hold a conversation worth scoring.
  if (trimmed.length <= MIN_TRIMMED_CHARACTERS) return { ok: false, reason: 'too-few', message: PARSE_MESSAGES.tooFew };
  return { ok: true };
}

export interface EnableInput {
  text: string;
  /** Confidence of the newest detection (it may lag the text by a moment while the person types). */
  confidence: number | null;
  busy: boolean;
  overLimit: boolean;
}

/** Spec section 5: enabled only when trimmed text > 20 characters and confidence > 0.2; never while busy or over the limit. */
export function canParseAndVerify({ text, confidence, busy, overLimit }: EnableInput): boolean {
  if (busy || overLimit) return false;
  return text.trim().length > MIN_TRIMMED_CHARACTERS && confidence !== null && confidence > ENABLE_CONFIDENCE_ABOVE;
}
