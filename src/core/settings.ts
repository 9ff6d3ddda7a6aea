import { z } from 'zod';
import { ANALYSIS_DEPTHS, DEFAULT_SETTINGS, EXPORT_FORMATS, THEMES } from './settings-defaults';

/** The 18 user preferences of spec section 3 with their defaults; unknown fields are refused. */
export { ANALYSIS_DEPTHS, EXPORT_FORMATS, THEMES, type AnalysisDepth, type ExportFormat, type Theme } from './settings-defaults';

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

// Zod-free values live in settings-defaults.ts so the browser's first bundle need not load zod.
export { DEFAULT_SETTINGS } from './settings-defaults';

/** A partial update: any subset of fields, still strict about names and values. */
export const settingsPatchSchema = settingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** Stored settings may predate a field: fill what is missing from the defaults. */
export function withDefaults(stored: SettingsPatch | null | undefined): Settings {
  return { ...DEFAULT_SETTINGS, ...(stored ?? {}) };
}
