/** The evaluation graph's colours, shared by its legend and its chart. */
export const USER = '#8b5cf6';
export const ASSISTANT = '#14b8a6';
export const BREAKTHROUGH = '#22c55e';
export const SETBACK = '#ef4444';
