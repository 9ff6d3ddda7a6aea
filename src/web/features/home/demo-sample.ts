import type { DimensionKey } from '../../../core/dimensions';

/** The live-demo sample of the Home page (spec section 2): fixed, illustrative scores. */
export const DEMO_SAMPLE: {
  readonly message: string;
  readonly scores: Readonly<Record<DimensionKey, number>>;
  readonly overall: number;
  readonly betterMove: string;
} = {
  message:
    "We're moving our checkout API from Express to Fastify. Here is the route file and the failing test output — why does the onRequest hook run twice, and what is the smallest fix?",
  scores: { strategic: 85, tactical: 78, cognitive: 82, innovation: 75, context: 72 },
  overall: 79,
  betterMove:
    'Say which Fastify version you run and where the plugin that adds the hook is registered, so the assistant does not have to guess why it is registered twice.',
};
