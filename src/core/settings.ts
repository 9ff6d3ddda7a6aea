import { z } from 'zod';

/** The 18 user preferences of spec section 3 with their defaults; unknown fields are refused. */
export const THEMES = ['dark', 'light', 'system'] as const;
export const ANALYSIS_DEPTHS = ['quick', 'standard', 'deep'] as const;
export const EXPORT_FORMATS = ['json', 'csv', 'pdf', 'markdown'] as const;

export type Theme = (typeof THEMES)[number];
export type AnalysisDepth = (typeof ANALYSIS_DEPTHS)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Every field required: the shape of a stored, complete settings object. */
export const settingsSchema = z
  .object({
    theme: z.enum(THEMES),
    showChessNotation: z.boolean(),
    autoDetectPlatform: z.boolean(),
    enableSuggestions: z.boolean(),
    compactMode: z.boolean(),
    animationsEnabled: z.boolean(),
    showFloatingOverlay: z.boolean(),
    defaultAnalysisDepth: z.enum(ANALYSIS_DEPTHS),
    enablePatternDetection: z.boolean(),
    enableClaudeAnalysis: z.boolean(),
    autoExpandLowScores: z.boolean(),
    enableNotifications: z.boolean(),
    notifyOnCompletion: z.boolean(),
    notifyOnPatterns: z.boolean(),
    notifyOnInsights: z.boolean(),
    defaultExportFormat: z.enum(EXPORT_FORMATS),
    includeMetadata: z.boolean(),
    includeExplanations: z.boolean(),
  })
  .strict();

export type Settings = z.infer<typeof settingsSchema>;

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

/** A partial update: any subset of fields, still strict about names and values. */
export const settingsPatchSchema = settingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** Stored settings may predate a field: fill what is missing from the defaults. */
export function withDefaults(stored: SettingsPatch | null | undefined): Settings {
  return { ...DEFAULT_SETTINGS, ...(stored ?? {}) };
}
