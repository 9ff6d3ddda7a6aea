import { z } from 'zod';

/**
 * Smart parsing by a language model (issue 17): the instructions and the answer's schema. The
 * model is told to copy text exactly; split-check.ts makes sure it did before its split is used.
 */
export const aiSplitSchema = z.object({
  messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().min(1) })).max(2000),
});
export type AiSplit = z.infer<typeof aiSplitSchema>;

export const AI_SPLIT_INSTRUCTIONS = [
  'Split the pasted conversation between a person and an AI assistant into its messages, in order.',
  'For each message give its role ("user" for the person, "assistant" for the AI) and its text copied exactly, character for character.',
  'Leave out labels and page furniture that are not part of a message (names like "User:", "Edit", "Copy", "Retry", timestamps).',
  'Never rewrite, shorten, translate or add text. If a part is not a message, leave it out.',
].join('\n');

export const splitPrompt = (text: string) => `<paste>\n${text}\n</paste>`;
