// Drizzle schema: one file per area, re-exported here. drizzle-kit reads only this folder.
// Tables arrive with the issues that need them (accounts, analyses, usage, payments).
export {};
