import { z } from 'zod';

/** One dimension's grade from the model: 0..100 (rounded on use). */
const grade = z.number().min(0).max(100);

/** What the model answers for one message: validated before anything is kept. */
export const aiMessageReviewSchema = z.object({
  index: z.number().int().min(0),
  scores: z.object({ strategic: grade, tactical: grade, cognitive: grade, innovation: grade, context: grade }),
  explanation: z.string().min(1).max(2000),
  betterMove: z.string().max(8000).nullable(),
});

/** The model's answer for one window of the conversation. */
export const aiWindowReviewSchema = z.object({ reviews: z.array(aiMessageReviewSchema) });

export type AiMessageReview = z.infer<typeof aiMessageReviewSchema>;
export type AiWindowReview = z.infer<typeof aiWindowReviewSchema>;
