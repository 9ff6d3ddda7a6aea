/**
 * The server's idea of now. Everything time-dependent that a test must move (tier expiry, usage
 * days, payment periods) reads it from here instead of `new Date()`, so a test can jump 25 hours.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
