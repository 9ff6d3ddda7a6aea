/** Exports: JSON built in the browser from the loaded session, CSV / Markdown / PDF from the server (DESIGN decision 8). */
import { useState } from 'react';
import { Check, ChevronDown, Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { SessionDetail } from '../../../core/api/types';
import { EXPORT_FORMATS, type ExportFormat } from '../../../core/settings-defaults';
import type { Settings } from '../../../core/settings';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { api, saveFile } from '../../lib/api';
import { cn } from '../../lib/cn';

export const FORMAT_LABELS: Record<ExportFormat, string> = { json: 'JSON', csv: 'CSV', markdown: 'Markdown', pdf: 'PDF' };
const FORMAT_HINTS: Record<ExportFormat, string> = {
  json: 'Full data, for tools',
  csv: 'One row per message',
  markdown: 'Readable report',
  pdf: 'Printable report',
};

/** Spec section 8: 'Session exported as {FORMAT}', the format by its name ("Markdown", not "MARKDOWN"). */
export const exportedAs = (format: ExportFormat) => `Session exported as ${FORMAT_LABELS[format]}`;
/** The same for several sessions at once: '3 sessions exported as JSON'. */
export const sessionsExportedAs = (count: number, format: ExportFormat) => (count === 1 ? exportedAs(format) : `${count} sessions exported as ${FORMAT_LABELS[format]}`);

/** The JSON file of the results page, built locally from the session already on screen (spec section 2). */
export async function saveLocalJson(detail: SessionDetail, settings: Pick<Settings, 'includeMetadata' | 'includeExplanations'>): Promise<string> {
  // The export formats (and papaparse with them) load on the first export, not with the page (decision 0029).
  const { jsonExport } = await import('../../../core/export/formats');
  const file = jsonExport(detail, { includeMetadata: settings.includeMetadata, includeExplanations: settings.includeExplanations });
  saveFile({ blob: new Blob([file.body], { type: file.contentType }), filename: file.filename });
  return file.filename;
}

/** Asks the server for the file (it applies the person's export settings) and saves it. */
export async function saveServerExport(sessionId: string, format: ExportFormat): Promise<string> {
  const file = await api.exportSession(sessionId, format);
  saveFile(file);
  return file.filename;
}

/** An Export button with a menu of the four formats; the default format (setting) is marked. */
export function ExportMenu({
  onExport,
  defaultFormat,
  label = 'Export',
  ariaLabel,
  variant = 'outline',
  size = 'md',
  disabled,
  iconOnly = false,
  className,
}: {
  onExport: (format: ExportFormat) => Promise<void>;
  defaultFormat: ExportFormat;
  label?: string;
  ariaLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
  iconOnly?: boolean;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await onExport(format);
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild disabled={disabled || busy}>
        <Button variant={variant} size={iconOnly ? 'icon' : size} aria-label={ariaLabel ?? label} aria-busy={busy || undefined} className={cn(iconOnly && size === 'sm' && 'h-8 w-8', className)}>
          {busy ? <Spinner className="size-4" /> : <Download aria-hidden />}
          {iconOnly ? null : (
            <>
              <span>{label}</span>
              <ChevronDown aria-hidden className="-mr-1 opacity-70" />
            </>
          )}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-border bg-surface p-1 shadow-xl shadow-black/20"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold tracking-wide text-muted uppercase">Export format</DropdownMenu.Label>
          {EXPORT_FORMATS.map((format) => (
            <DropdownMenu.Item
              key={format}
              onSelect={() => void run(format)}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-fg outline-none select-none data-[highlighted]:bg-surface-2"
            >
              <span className="flex-1">
                <span className="block font-medium">{FORMAT_LABELS[format]}</span>
                <span className="block text-xs text-muted">{FORMAT_HINTS[format]}</span>
              </span>
              {format === defaultFormat ? (
                <span className="inline-flex items-center gap-1 text-xs text-muted" title="Your default export format">
                  <Check className="size-3.5" aria-hidden />
                  Default
                </span>
              ) : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
