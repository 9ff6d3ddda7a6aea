import type { Settings } from './settings';

// The choices of the settings (re-exported by settings.ts), zod-free: the home page lists the
// export formats without loading the settings schema.
export const THEMES = ['dark', 'light', 'system'] as const;
export const ANALYSIS_DEPTHS = ['quick', 'standard', 'deep'] as const;
export const EXPORT_FORMATS = ['json', 'csv', 'pdf', 'markdown'] as const;

export type Theme = (typeof THEMES)[number];
export type AnalysisDepth = (typeof ANALYSIS_DEPTHS)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

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
