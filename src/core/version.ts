/** Product version shown in the sidebar's version line. */
export const APP_VERSION = '1.0.0';
/** Which engine produces the scores; the AI-analysis issue adds others. */
export const ENGINE_LABEL = 'Local 5D engine';
export const PRODUCT_NAME = 'Kibitz';
export const TAGLINE = 'AI Conversation Analysis with Chess-like Scoring';
