import Papa from 'papaparse';
import type { SessionDetail } from '../api/types';
import type { AiMessageJudgment } from '../api/ai-review';
import { fenced, inlineText } from './markdown-text';
import { DIMENSION_NAMES, EXPORT_CONTENT_TYPES, exportFilename, messageScoreLabel, metadataRows, PRODUCT_NAME, scoreLabel, type ExportFile, type ExportOptions } from './document';

/** JSON: the session as the API returns it, trimmed by the export settings. */
export function jsonExport(detail: SessionDetail, opts: ExportOptions): ExportFile {
  const s = detail.session;
  const body = {
    exportedBy: PRODUCT_NAME,
    session: opts.includeMetadata
      ? s
      : { id: s.id, title: s.title, overallScore: s.overallScore, trend: s.trend, dimensionAverages: s.dimensionAverages, summary: s.summary },
    messages: detail.messages.map((m) => {
      const score = m.scores[0];
      if (!score) return { index: m.index, role: m.role, content: m.content };
      const { explanation, betterMove, ...rest } = score;
      return { index: m.index, role: m.role, content: m.content, score: opts.includeExplanations ? { ...rest, explanation, betterMove } : rest };
    }),
    // The AI review as stored (engine, provider, model, rubric version, tokens, cost, judgments).
    ...(detail.aiReview?.result ? { aiReview: detail.aiReview.result } : {}),
  };
  return { filename: exportFilename(detail, 'json'), contentType: EXPORT_CONTENT_TYPES.json, body: `${JSON.stringify(body, null, 2)}\n` };
}

/**
 * A cell that starts like a formula. Papa's own `escapeFormulae: true` pattern ends in `.*$`, which
 * misses a multi-line cell, so the first character alone decides here.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The AI judgments by message index, or null when the session has no AI review. */
function aiJudgmentsOf(detail: SessionDetail): Map<number, AiMessageJudgment> | null {
  const result = detail.aiReview?.result;
  return result ? new Map(result.messages.map((j) => [j.index, j])) : null;
}

/** CSV: one row per message; session facts repeated per row when includeMetadata, so the file stays rectangular. */
export function csvExport(detail: SessionDetail, opts: ExportOptions): ExportFile {
  const s = detail.session;
  const ai = aiJudgmentsOf(detail);
  const rows = detail.messages.map((m) => {
    const score = m.scores[0];
    const row: Record<string, string | number> = {};
    if (opts.includeMetadata) {
      row.session_id = s.id;
      row.session_title = s.title;
      row.platform = s.platform;
      row.analysed_at = s.createdAt;
      row.engine_version = s.engineVersion;
    }
    row.index = m.index;
    row.role = m.role;
    // A book move (courtesy, control) is listed without a score: it is not rated.
    const rated = score !== undefined && score.rated !== false;
    row.overall = rated ? score.overall : '';
    row.notation = rated ? score.chessNotation : '';
    row.classification = score ? (rated ? score.classification : 'not rated') : '';
    row.kind = score?.kind ?? '';
    for (const [key] of DIMENSION_NAMES) row[key] = rated ? score.dimensions[key] : '';
    row.confidence = score?.confidence ?? '';
    row.content = m.content;
    if (opts.includeExplanations) {
      row.explanation = score?.explanation ?? '';
      row.better_move = score?.betterMove ?? '';
    }
    if (ai) {
      const j = ai.get(m.index);
      row.ai_model = detail.aiReview!.result!.model;
      row.ai_overall = j?.overall ?? '';
      row.ai_source = j?.source ?? '';
      if (opts.includeExplanations) {
        row.ai_explanation = j?.explanation ?? '';
        row.ai_better_move = j?.betterMove ?? '';
      }
    }
    return row;
  });
  // Papa.unparse quotes fields with commas, quotes or newlines; the BOM lets spreadsheet apps read UTF-8.
  // Text cells that a spreadsheet would run as a formula get a leading ' (OWASP CSV injection).
  const body = `\uFEFF${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;
  return { filename: exportFilename(detail, 'csv'), contentType: EXPORT_CONTENT_TYPES.csv, body };
}

/** Markdown: a readable report — summary, dimensions, key moments, insights, every message. */
export function markdownExport(detail: SessionDetail, opts: ExportOptions): ExportFile {
  const s = detail.session;
  // The figures named as the results page names them: the overall is over all messages, the
  // dimension averages over the person's own.
  const yours = s.summary.userScore != null ? `, your messages ${s.summary.userScore}` : '';
  const out: string[] = [`# ${inlineText(s.title)}`, '', `${PRODUCT_NAME} review — overall **${scoreLabel(s.overallScore)}** (all messages)${yours}, trend ${s.trend}.`, ''];
  if (opts.includeMetadata) {
    out.push('| | |', '|---|---|', ...metadataRows(detail).map(([k, v]) => `| ${k} | ${inlineText(v)} |`), '');
  }
  out.push('## Dimensions (your messages)', '', '| Dimension | Average |', '|---|---|', ...DIMENSION_NAMES.map(([k, name]) => `| ${name} | ${Math.round(s.dimensionAverages[k])} |`), '');
  const summary = s.summary;
  if (summary.keyMoments.length) {
    out.push('## Key moments', '', ...summary.keyMoments.map((k) => `- Message ${k.index + 1} (${k.role}, ${k.score}, ${k.swing > 0 ? '+' : ''}${k.swing}): ${inlineText(k.description)}`), '');
  }
  if (summary.insights.length) out.push('## Insights', '', ...summary.insights.map((i) => `- ${inlineText(i)}`), '');
  const aiResult = detail.aiReview?.result ?? null;
  const ai = aiJudgmentsOf(detail);
  if (aiResult) out.push(`AI review by ${inlineText(aiResult.model)} (${aiResult.provider}, rubric ${aiResult.rubricVersion})${aiResult.fallbackCount ? `; ${aiResult.fallbackCount} message(s) kept the local judgment` : ''}.`, '');
  out.push('## Messages', '');
  for (const m of detail.messages) {
    const score = m.scores[0];
    out.push(`### ${m.index + 1}. ${m.role === 'user' ? 'You' : 'Assistant'}${score ? ` — ${messageScoreLabel(score)}` : ''}`, '');
    // Fenced, not quoted: the message is shown exactly as written and nothing in it is markup.
    out.push(fenced(m.content), '');
    if (score) {
      if (score.rated !== false) out.push(DIMENSION_NAMES.map(([k, name]) => `${name} ${score.dimensions[k]}`).join(' · '), '');
      if (opts.includeExplanations) {
        out.push(`*Why:* ${inlineText(score.explanation)}`, '');
        if (score.betterMove) out.push('**Better move:**', '', fenced(score.betterMove), '');
      }
    }
    const j = ai?.get(m.index);
    if (j && aiResult) {
      out.push(j.source === 'ai' ? `*AI review (${inlineText(aiResult.model)}):* ${j.overall}${j.disagrees ? ` — differs from the local ${j.localOverall} by ${Math.abs(j.overall - j.localOverall)} points` : ''}` : '*AI review:* not available for this message; the local judgment stands.', '');
      if (opts.includeExplanations && j.source === 'ai') {
        out.push(`*AI says:* ${inlineText(j.explanation)}`, '');
        if (j.betterMove) out.push('**AI better move:**', '', fenced(j.betterMove), '');
      }
    }
  }
  return { filename: exportFilename(detail, 'markdown'), contentType: EXPORT_CONTENT_TYPES.markdown, body: `${out.join('\n').trimEnd()}\n` };
}
