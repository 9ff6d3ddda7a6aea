import type { Candidate, DraftMessage, TextContext } from '../context';
import { roleOfName } from '../labels';

/**
 * A conversation written in a model's chat template, as developers paste it from a playground, a log
 * or a dataset: the template's special tokens open each turn and name its speaker, and close it.
 *
 *   ChatML (Qwen, OpenAI)     <|im_start|>user … <|im_end|>
 *   Llama 3                   <|start_header_id|>user<|end_header_id|> … <|eot_id|>
 *   Gemma                     <start_of_turn>user … <end_of_turn>          (the assistant is "model")
 *   Zephyr, Phi, TinyLlama    <|user|> … </s> or <|end|>
 *   DeepSeek                  <｜User｜> … <｜Assistant｜> … <｜end▁of▁sentence｜>
 *   Llama 2, Mistral          <s>[INST] <<SYS>>…<</SYS>> prompt [/INST] answer </s>
 *   Vicuna                    USER: prompt ASSISTANT: answer</s>
 *
 * Read by the tokens' shapes (a role word inside the opening token), not one reader per model. The
 * system prompt is no message; closing and sequence tokens are no text.
 */

/** Opening tokens that carry the speaker's name: group 1 (or 2, 3, 4) is the name. */
const OPENING = /<\|im_start\|>[ \t]*([\w-]+)|<\|start_header_id\|>[ \t]*([\w-]+)[ \t]*<\|end_header_id\|>|<start_of_turn>[ \t]*([\w-]+)|<[|｜][ \t]*(user|assistant|system|model|human|bot|prompter|User|Assistant|System)[ \t]*[|｜]>/g;
/** Tokens that close a turn or frame the sequence: not text. */
const CLOSING = /<\|im_end\|>|<\|eot_id\|>|<end_of_turn>|<\/s>|<s>|<\|end\|>|<\|endoftext\|>|<\|end_of_text\|>|<\|begin_of_text\|>|<[|｜]end▁of▁sentence[|｜]>|<[|｜]begin▁of▁sentence[|｜]>/g;
/** Llama 2 and Mistral: the person's turn between [INST] and [/INST], the system prompt in <<SYS>>. */
const INST = /\[INST\]|\[\/INST\]/;
const SYS_BLOCK = /<<SYS>>[\s\S]*?<<\/SYS>>/g;
/** Vicuna's inline labels, only where the sequence token shows it is a template. */
const INLINE_LABEL = /(?<=^|[\s>])(USER|ASSISTANT|SYSTEM|HUMAN|GPT):[ \t]*/g;

/** Cheap test first: the paste holds a template token at all. */
const ANY_TOKEN = /<\|im_start\|>|<\|start_header_id\|>|<start_of_turn>|<[|｜][ \t]*(?:user|assistant|system|model|human|bot|prompter|User|Assistant|System)[ \t]*[|｜]>|\[INST\]|<\/s>/;

type Part = { name: string; text: string };

function byOpeningTokens(text: string): Part[] {
  const parts: Part[] = [];
  let last: { name: string; end: number } | null = null;
  for (const m of text.matchAll(OPENING)) {
    if (last) parts.push({ name: last.name, text: text.slice(last.end, m.index) });
    last = { name: (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').toLowerCase(), end: (m.index ?? 0) + m[0].length };
  }
  if (last) parts.push({ name: last.name, text: text.slice(last.end) });
  return parts;
}

function byInstTokens(text: string): Part[] {
  const parts: Part[] = [];
  const pieces = text.replace(SYS_BLOCK, '').split(/(\[INST\]|\[\/INST\])/);
  let name: string | null = null;
  for (const piece of pieces) {
    if (piece === '[INST]') name = 'user';
    else if (piece === '[/INST]') name = 'assistant';
    else if (name) parts.push({ name, text: piece });
  }
  return parts;
}

function byInlineLabels(text: string): Part[] {
  const parts: Part[] = [];
  let last: { name: string; end: number } | null = null;
  for (const m of text.matchAll(INLINE_LABEL)) {
    if (last) parts.push({ name: last.name, text: text.slice(last.end, m.index) });
    last = { name: (m[1] ?? '').toLowerCase(), end: (m.index ?? 0) + m[0].length };
  }
  if (last) parts.push({ name: last.name, text: text.slice(last.end) });
  return parts;
}

export function parseChatTemplate(ctx: TextContext): Candidate | null {
  const text = ctx.lines.join('\n');
  if (!ANY_TOKEN.test(text)) return null;
  let parts = byOpeningTokens(text);
  if (parts.length < 2 && INST.test(text)) parts = byInstTokens(text);
  if (parts.length < 2 && text.includes('</s>')) parts = byInlineLabels(text);
  const messages: DraftMessage[] = [];
  for (const p of parts) {
    const role = p.name === 'model' || p.name === 'gpt' ? 'assistant' : roleOfName(p.name);
    if (!role) continue; // the system prompt, a tool's output
    const content = p.text.replace(CLOSING, '').trim();
    if (content) messages.push({ role, content });
  }
  if (messages.length < 2 || !messages.some((m) => m.role === 'user') || !messages.some((m) => m.role === 'assistant')) return null;
  return {
    parser: 'speaker_labels',
    format: 'standard_labeled',
    platform: 'other',
    messages,
    confidence: 0.95,
    patterns: ['speaker_labels', 'chat_template'],
    issues: [],
  };
}
