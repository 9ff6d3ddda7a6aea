// Drizzle schema: one file per area, re-exported here. drizzle-kit reads only this folder.
export * from './auth';
export * from './analysis';
export * from './payments';
export * from './ai-review';
