/**
 * Assistant / product names, model families and model-badge shapes.
 * - ASSISTANT_NAMES: lower-case names a speaker label or "<name> said" heading can carry.
 * - isAssistantName: those names plus model-name shapes ("GPT-4o", "Claude 3.5 Sonnet", "Qwen2.5-Max", "Llama 3.1 70B").
 * - badgeLine: a line that is only a model / mode badge ("4o", "Sonnet 4", "Grok 3", "DeepThink (R1)", "Pro Search").
 *   A bare product name ("ChatGPT", "Claude", "Mistral") is a name, not a badge: callers use it as speaker evidence.
 */
import { normalizeLine, stripLabelMarkup } from './normalize';

const PRODUCTS: readonly string[] = [
  // Products (high: the fourteen assistants this module covers).
  'chatgpt', 'gpt', 'openai', 'claude', 'claude.ai', 'gemini', 'google gemini', 'bard', 'deepseek', 'copilot',
  'microsoft copilot', 'github copilot', 'bing', 'bing chat', 'perplexity', 'perplexity ai', 'grok', 'meta ai', 'le chat',
  'mistral', 'mistral ai', 'qwen', 'qwen chat', 'tongyi', '通义千问', '通义', 'kimi', 'kimi chat', 'moonshot', 'poe',
  'huggingchat', 'hugging chat', 'pi', 'inflection pi',
  // Other assistants people paste from (medium).
  'ernie', '文心一言', 'doubao', '豆包', 'yuanbao', '元宝', 'zhipu', 'chatglm', 'glm', '智谱清言', 'minimax', 'you.com',
  'character.ai', 'phind', 'duckduckgo ai chat', 'venice',
  // Coding agents whose transcripts people commit (medium: Codex CLI prints "codex" over each answer).
  'codex', 'openai codex', 'claude code', 'gemini cli', 'aider', 'cursor',
];
const FAMILIES: readonly string[] = [
  // Model families (bare).
  'gpt-4o', 'gpt-4', 'gpt-4.1', 'gpt-4.5', 'gpt-5', 'gpt-3.5', 'gpt-3.5-turbo', 'gpt-4-turbo', 'o1', 'o3', 'o4-mini',
  'llama', 'sonnet', 'opus', 'haiku', 'gemma', 'mixtral', 'codestral', 'magistral', 'phi', 'command r', 'command r+',
  'qwq', 'yi', 'falcon', 'vicuna', 'alpaca',
];
const PRODUCT_SET: ReadonlySet<string> = new Set(PRODUCTS);
export const ASSISTANT_NAMES: ReadonlySet<string> = new Set([...PRODUCTS, ...FAMILIES]);

// Model-name shapes, matched against a lower-cased, space-collapsed name. Every quantifier is bounded.
const SEP = '[- ]';
const MODEL_SHAPES: readonly RegExp[] = [
  // GPT: "gpt-4o", "gpt 4", "gpt-4.1 mini", "gpt-5 thinking", "chatgpt 4o", "gpt-4o-mini-high".
  new RegExp(`^(?:chat)?gpt${SEP}?\\d{1,2}(?:\\.\\d{1,2})?o?(?:${SEP}(?:mini|nano|pro|turbo|thinking|instant|high|codex|preview|vision|auto|fast|o)){0,3}$`),
  // o-series and "4o": "o1", "o3-pro", "o4-mini-high", "4o", "4o mini", "chatgpt o3".
  new RegExp(`^(?:chatgpt |gpt${SEP})?(?:o\\d|\\d(?:\\.\\d)?o)(?:${SEP}(?:mini|pro|high|preview)){0,2}$`),
  // Claude: "sonnet 4", "opus 4.1", "claude 3.5 sonnet", "claude-3-5-sonnet", "claude sonnet 4.5", "haiku 3.5".
  new RegExp(`^(?:claude${SEP})?(?:\\d(?:[.-]\\d)?${SEP})?(?:sonnet|opus|haiku|instant)(?:${SEP}\\d(?:\\.\\d{1,2})?)?(?:${SEP}(?:thinking|latest|\\d{8}))?$`),
  /^claude[- ]\d(?:\.\d)?(?:[- ](?:sonnet|opus|haiku))?$/,
  // Gemini: "2.5 pro", "gemini 2.5 flash", "2.0 flash thinking", "gemini advanced", "gemini-1.5-pro".
  new RegExp(`^(?:gemini${SEP})?\\d(?:\\.\\d)?${SEP}(?:pro|flash|flash${SEP}lite|ultra|nano)(?:${SEP}(?:thinking|experimental|exp|preview|deep think)){0,2}$`),
  /^gemini(?:[- ](?:advanced|pro|flash|ultra|nano|live|\d(?:\.\d)?)){1,3}$/,
  // Grok: "grok 3", "grok 4 heavy", "grok-3-mini", "grok 4 fast".
  /^grok(?:[- ]\d(?:\.\d)?)(?:[- ](?:mini|heavy|fast|beta|code|thinking|expert)){0,2}$/,
  // Llama: "llama 3.1 70b", "llama-3.3-70b-instruct", "meta llama 3", "llama 4 maverick".
  /^(?:meta[- ])?llama[- ]?\d(?:\.\d)?(?:[- ](?:\d{1,3}b|instruct|chat|maverick|scout|vision|turbo)){0,3}$/,
  // Mistral family: "mistral large", "mistral medium 3", "magistral medium", "mistral-small-3.1", "mixtral 8x7b".
  /^(?:mistral|magistral|codestral|devstral|ministral|pixtral|mixtral)(?:[- ](?:large|medium|small|tiny|nemo|saba|latest|instruct|\d{1,2}(?:\.\d)?|\d{1,3}b|8x\d{1,2}b)){1,3}$/,
  // Qwen: "qwen2.5-max", "qwen3-235b-a22b", "qwen3-max", "qwen2.5-coder-32b-instruct", "qwq-32b".
  /^qwen\d?(?:\.\d)?(?:[- ](?:max|plus|turbo|coder|vl|omni|long|instruct|chat|thinking|preview|\d{1,3}b(?:-a\d{1,2}b)?)){0,4}$/,
  /^qwq(?:-\d{1,3}b)?(?:-preview)?$/,
  // DeepSeek: "deepseek-v3", "deepseek r1", "deepseek-chat", "deepseek-coder-v2", "deepseek v3.1".
  /^deepseek(?:[- ](?:v\d(?:\.\d)?|r\d|chat|coder|reasoner|\d{1,3}b)){1,3}$/,
  // Kimi: "kimi k2", "k2", "k1.5", "kimi-k2-thinking".
  /^(?:kimi[- ])?k\d(?:\.\d)?(?:[- ](?:thinking|turbo|instruct|preview)){0,2}$/,
  // Others: "gemma 2 9b", "phi-3", "phi-4-mini", "command r+", "glm-4", "ernie 4.0".
  /^(?:gemma|phi|glm|ernie|yi)[- ]?\d(?:\.\d)?(?:[- ](?:\d{1,3}b|mini|instruct|chat|turbo|it)){0,2}$/,
  /^command[- ]r\+?(?:[- ]plus)?$/,
];

/** A known assistant name or a model-name shape ("GPT-4o", "Claude 3.5 Sonnet", "Qwen2.5-Max", "Llama 3.1 70B"). */
export function isAssistantName(name: string): boolean {
  if (name.length === 0 || name.length > 60) return false;
  const lower = normalizeLine(stripLabelMarkup(name)).lower;
  if (lower.length === 0) return false;
  if (ASSISTANT_NAMES.has(lower)) return true;
  if (!/[a-z]/.test(lower)) return false;
  const bare = withoutReleaseDate(lower);
  for (const re of MODEL_SHAPES) if (re.test(bare)) return true;
  return sizedProductModel(bare);
}

/**
 * A product's own model with its parameter count ("Phind-70B", "Pi 8b"): a known assistant's name, then the size
 * in billions. The count says it is a model as plainly as a family's shape does.
 */
function sizedProductModel(lower: string): boolean {
  const m = /^(.{2,30}?)[- ]\d{1,4}(?:\.\d)?b$/.exec(lower);
  return m !== null && ASSISTANT_NAMES.has(m[1] ?? '');
}

/**
 * A model id with its release date at the end ("qwen3-235b-a22b-2507", "gpt-4o-2024-08-06",
 * "mistral-large-2411"): pickers show the dated id; the shape is the model's without the date.
 */
function withoutReleaseDate(lower: string): string {
  return lower.replace(/[- ](?:\d{4}-\d{2}-\d{2}|\d{8}|\d{6}|\d{4})$/, '');
}

/** Badge lines that are not model shapes: modes and tiers shown next to answers or in the model picker. */
export const BADGES: readonly string[] = [
  // Not listed on purpose: one-word tiers/modes that are also ordinary words (Pro, Plus, Max, Auto, Fast, Think, Best).
  // ChatGPT (high: "4o" badge, "ChatGPT 4o" header in real pastes; medium: others).
  'ChatGPT 4o', 'ChatGPT Plus', 'ChatGPT Pro', 'ChatGPT 5', 'ChatGPT 5 Thinking', 'GPT-5 Thinking', 'Legacy models',
  // Claude (medium).
  'Claude 4', 'Claude Pro', 'Claude Max',
  // Gemini (medium).
  'Gemini Advanced', 'Thinking with 2.5 Pro', 'Deep Think', 
  // DeepSeek (medium: "DeepThink (R1)" / "深度思考 (R1)" toggles).
  'DeepThink (R1)', 'DeepThink', 'DeepThink R1', '深度思考 (R1)', '深度思考(R1)', '深度思考', '已深度思考',
  // Perplexity (medium).
  'Pro Search', 'Pro search', 'Quick Search', 'Deep Research', 'Labs', 'Sonar', 'Research mode',
  // Grok (medium).
  'DeepSearch', 'DeeperSearch', 'Big Brain', 'SuperGrok',
  // Copilot / Le Chat / Qwen / Kimi (medium/low).
  'Think Deeper', 'Smart (GPT-5)', 'Quick response', 'Le Chat Pro', 'Flash Answers', 'Qwen2.5-Max',
  'Thinking (QwQ)', 'K2', 'K1.5', 'Researcher',
];

/** A line that is only a model badge: a model shape with a version / tier (not a bare product name). */
export function isModelBadge(lower: string): boolean {
  if (lower.length > 40 || PRODUCT_SET.has(lower)) return false;
  if (!/\d|sonnet|opus|haiku|large|medium|small|advanced|max|plus|flash/.test(lower)) return false;
  const bare = withoutReleaseDate(lower);
  for (const re of MODEL_SHAPES) if (re.test(lower) || re.test(bare)) return true;
  // A Hugging Face repository id, as HuggingChat and other open-model pages print the model ("meta-llama/Llama-3.3-70B-Instruct",
  // "qwen/qwen2.5-72b-instruct"): an owner, a slash, and a name with a size, a version or an "instruct"/"chat" tag.
  return HF_REPO.test(lower) && HF_MODEL_TAG.test(lower);
}
const HF_REPO = /^[a-z0-9][a-z0-9-]{1,24}\/[a-z0-9][a-z0-9.-]{2,48}$/;
const HF_MODEL_TAG = /\d+(?:\.\d+)?b\b|instruct|chat|-it$|-r\d|\d\.\d/;

// Product names a composer placeholder addresses ("Message DeepSeek", "Pregunta a Le Chat o @menciona
// un agente", "给 DeepSeek 发送消息"): the distinctive ones only — "pi", "poe", "gpt", "bing" are also
// words or fragments of other text.
const ADDRESSED: readonly string[] = PRODUCTS.filter((p) => p.length >= 4 && !['bing', 'glm', 'venice', 'phind'].includes(p));
const ADDRESSED_RE = new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${ADDRESSED.map((p) => p.replace(/[.+]/g, '\\$&')).join('|')})(?=$|[^\\p{L}\\p{N}]|[\\p{Script=Hangul}\\p{Script=Han}\\p{Script=Hiragana}])`, 'u');

/**
 * A short line, not a sentence, that names the assistant: in the page's last tight block this is
 * the composer's placeholder in whatever UI language ("Demander à Le Chat ou @mentionner un agent",
 * "Frage Kimi"), which no list of placeholders can keep up with. Callers use it only at the page's
 * edge, next to other page chrome; an answer's own closing line is a sentence or is longer.
 */
export function addressesAssistant(trimmedLine: string): boolean {
  if (trimmedLine.length === 0 || trimmedLine.length > 80 || /[.!?。！？]$/.test(trimmedLine)) return false;
  return ADDRESSED_RE.test(trimmedLine.toLowerCase());
}

/**
 * A placeholder that asks in the assistant's voice and names it ("How can Grok help?", "Comment Grok
 * peut-il vous aider ?"): a short question with the assistant's name in it. Callers use it only for the
 * first line of the page's last tight block, beside other page chrome (mode switches, badges).
 */
export function asksOnBehalfOfAssistant(trimmedLine: string): boolean {
  if (trimmedLine.length === 0 || trimmedLine.length > 60 || !/[?？]$/.test(trimmedLine)) return false;
  return ADDRESSED_RE.test(trimmedLine.toLowerCase());
}
