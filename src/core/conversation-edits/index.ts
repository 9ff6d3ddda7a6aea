/** Fixing a parsed conversation by hand (the verify screen): message edits, chrome-line removal, undo history. */
export * from './messages';
export * from './lines';
export * from './edits';
export * from './history';
export * from './editor';
