import type { Settings } from './settings';

/** Default preferences of spec section 3 (re-exported by settings.ts); zod-free for the browser's entry bundle. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  theme: 'dark',
  showChessNotation: true,
  autoDetectPlatform: true,
  enableSuggestions: true,
  compactMode: false,
  animationsEnabled: true,
  showFloatingOverlay: true,
  defaultAnalysisDepth: 'standard',
  enablePatternDetection: true,
  enableClaudeAnalysis: true,
  autoExpandLowScores: true,
  enableNotifications: true,
  notifyOnCompletion: true,
  notifyOnPatterns: true,
  notifyOnInsights: true,
  defaultExportFormat: 'json',
  includeMetadata: true,
  includeExplanations: true,
});
