import { NOT_RATED_LABEL } from '../scoring/kinds';
import type { MessageScore } from '../scoring/types';
import { formatName, parsingMethodName, platformName } from '../conversation/display-names';
import { bandFor } from '../bands';
import { DIMENSIONS } from '../dimensions';
import type { SessionDetail } from '../api/types';
import type { ExportFormat } from '../settings';
import { PRODUCT_NAME } from '../version';

export interface ExportOptions {
  /** Session facts (platform, goal, context, engine, dates) — the includeMetadata setting. */
  includeMetadata: boolean;
  /** Each message's explanation and better move — the includeExplanations setting. */
  includeExplanations: boolean;
}

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = { json: 'json', csv: 'csv', markdown: 'md', pdf: 'pdf' };
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  pdf: 'application/pdf',
};

function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return s || 'analysis';
}

export function exportFilename(detail: Pick<SessionDetail, 'session'>, format: ExportFormat): string {
  return `kibitz-${slug(detail.session.title)}-${detail.session.id.slice(-8)}.${EXPORT_EXTENSIONS[format]}`;
}

const dateFmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
export const formatExportDate = (iso: string) => dateFmt.format(new Date(iso));

/** The facts every format shows about the session, in display order (when includeMetadata). */
export function metadataRows(detail: SessionDetail): [string, string][] {
  const s = detail.session;
  const rows: [string, string][] = [
    ['Session', s.id],
    ['Analysed', formatExportDate(s.createdAt)],
    ['Platform', platformName(s.platform)],
    ['Messages', String(s.messageCount)],
    ['Format', s.format ? formatName(s.format) : 'unknown'],
    ['Parser', s.parsingMethod ? parsingMethodName(s.parsingMethod) : 'unknown'],
    ['Engine', s.engineVersion],
  ];
  if (s.sessionGoal) rows.push(['Goal', s.sessionGoal]);
  if (s.projectContext) rows.push(['Project context', s.projectContext]);
  return rows;
}

/** "72 ! Excellent" */
export function scoreLabel(score: number): string {
  const band = bandFor(score);
  return `${score} ${band.symbol} ${band.name}`;
}

/** A message's label: "72 ! Excellent", or "Courtesy — not rated" for a book move (no number, no bars). */
export function messageScoreLabel(score: Pick<MessageScore, 'overall' | 'rated' | 'kind'>): string {
  if (score.rated === false) return score.kind === 'control' ? NOT_RATED_LABEL.control : NOT_RATED_LABEL.courtesy;
  return scoreLabel(score.overall);
}

export const DIMENSION_NAMES = DIMENSIONS.map((d) => [d.key, d.name] as const);
export { PRODUCT_NAME };
