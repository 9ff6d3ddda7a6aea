// Drizzle schema: one file per area, re-exported here. drizzle-kit reads only this folder.
export * from './auth';
export * from './analysis';
export * from './payments';
export * from './sharing';
export * from './request-limits';
export * from './practice';
export * from './ai-review';
