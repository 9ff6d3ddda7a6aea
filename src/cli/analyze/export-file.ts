/** `--format md|csv|json|pdf [--out FILE]`: the web app's export files, built from a local analysis. */
import { createHash } from 'node:crypto';
import { sessionMessagesOf } from '../../core/api/session-detail';
import type { SessionDetail } from '../../core/api/types';
import { csvExport, jsonExport, markdownExport, type ExportOptions } from '../../core/export/index';
import { DEFAULT_SETTINGS, type ExportFormat } from '../../core/settings-defaults';
import type { AnalysisInput, AnalysisResult } from '../../core/scoring/types';
import type { ConversationFacts } from './read-conversation';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The session the web app would have stored for this analysis (GET /sessions/{id}'s shape), so the
 * export functions give the same files. The id is a hash of the input: the same conversation exports
 * to the same file name, which keeps CI artefacts comparable.
 */
export function localSessionDetail(input: AnalysisInput, result: AnalysisResult, facts: ConversationFacts, title: string, now = new Date()): SessionDetail {
  const hex = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  const { summary } = result;
  const d = summary.dimensionAverages;
  const dims = { strategic: round1(d.strategic), tactical: round1(d.tactical), cognitive: round1(d.cognitive), innovation: round1(d.innovation), context: round1(d.context) };
  const created = now.toISOString();
  return {
    session: {
      id,
      title,
      platform: facts.platform,
      messageCount: result.messages.length,
      overallScore: summary.overallScore,
      createdAt: created,
      updatedAt: created,
      sessionGoal: input.sessionGoal ?? null,
      projectContext: input.projectContext ?? null,
      trend: summary.stats.trend,
      dimensionAverages: dims,
      strategicAvg: dims.strategic,
      tacticalAvg: dims.tactical,
      cognitiveAvg: dims.cognitive,
      innovationAvg: dims.innovation,
      contextAvg: dims.context,
      engineVersion: result.engineVersion,
      format: facts.format,
      parsingMethod: facts.parsingMethod,
      metadata: { useClaudeAnalysis: false, engine: 'local' },
      summary,
    },
    messages: sessionMessagesOf(result.messages),
    metadata: { projectContext: input.projectContext ?? null, sessionGoal: input.sessionGoal ?? null },
  };
}

/** The export settings' defaults (spec section 3), as a new account has them. */
const EXPORT_OPTIONS: ExportOptions = { includeMetadata: DEFAULT_SETTINGS.includeMetadata, includeExplanations: DEFAULT_SETTINGS.includeExplanations };

export async function exportBody(detail: SessionDetail, format: ExportFormat): Promise<{ filename: string; body: string | Uint8Array }> {
  if (format === 'pdf') {
    // PDF needs pdfkit and its fonts: loaded only for this format.
    const { pdfExport } = await import('../../server/services/pdf-export');
    const file = await pdfExport(detail, EXPORT_OPTIONS);
    return { filename: file.filename, body: file.body };
  }
  const file = format === 'json' ? jsonExport(detail, EXPORT_OPTIONS) : format === 'csv' ? csvExport(detail, EXPORT_OPTIONS) : markdownExport(detail, EXPORT_OPTIONS);
  return { filename: file.filename, body: file.body };
}
