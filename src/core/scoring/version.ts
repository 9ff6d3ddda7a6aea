/**
 * Version of the scoring engine. Stored with every result so scores made by different engines can be
 * told apart later; bump it whenever a weight, signal or formula changes what a score would be.
 */
export const ENGINE_VERSION = 'kibitz-local-5d/2.8.9';
