/** Which export --format / --out ask for (kept apart from the exporters, which load only when used). */
import type { ExportFormat } from '../../core/settings-defaults';
import { UsageError } from '../command';

/** What --format accepts ("md" is the web app's "markdown"). */
export const FORMAT_NAMES: Readonly<Record<string, ExportFormat>> = { md: 'markdown', markdown: 'markdown', csv: 'csv', json: 'json', pdf: 'pdf' };

export function exportFormatOf(format: string | undefined, out: string | undefined): ExportFormat | null {
  if (format !== undefined) {
    const f = FORMAT_NAMES[format.toLowerCase()];
    if (!f) throw new UsageError(`--format must be one of md, csv, json, pdf, got "${format}"`);
    return f;
  }
  if (out === undefined) return null;
  const ext = /\.([a-z]+)$/i.exec(out)?.[1]?.toLowerCase();
  const f = ext ? FORMAT_NAMES[ext] : undefined;
  if (!f) throw new UsageError(`cannot tell the format from "${out}": add --format md|csv|json|pdf`);
  return f;
}
