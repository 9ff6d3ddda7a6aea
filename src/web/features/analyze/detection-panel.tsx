import { AlertTriangle, Lightbulb, ScanSearch } from 'lucide-react';
import type { ParseResult } from '../../../core/conversation/types';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { ConfidenceBadge } from '../../shared/detection/confidence';
import { formatName, parserName, platformName } from '../../shared/detection/labels';
import { formatCount } from './usage-view';

/**
 * Live format detection under the text box: platform, format, messages, confidence, the edit/retry
 * details of a Claude copy, and the parser's issues and suggestions. Keeps its height while it
 * updates so the page does not jump.
 */
export function DetectionPanel({ result, pending, empty }: { result: ParseResult | null; pending: boolean; empty: boolean }) {
  if (empty) {
    return (
      <div className="flex min-h-16 items-center gap-3 rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted" data-testid="detection-panel">
        <ScanSearch className="size-5 shrink-0" aria-hidden />
        Paste a conversation and Kibitz detects the platform and splits it into messages as you type.
      </div>
    );
  }
  if (!result) {
    return (
      <div role="status" className="flex min-h-16 items-center gap-3 rounded-xl border border-border bg-surface-2/60 px-4 py-3 text-sm text-muted" data-testid="detection-panel">
        <Spinner className="size-4" />
        Detecting format...
      </div>
    );
  }
  const { detection, messages, error } = result;
  const users = messages.filter((m) => m.role === 'user').length;
  const assistants = messages.length - users;
  const er = detection.editRetry;
  return (
    <div className={cn('rounded-xl border border-border bg-surface-2/60 px-4 py-3 transition-opacity', pending && 'opacity-70')} data-testid="detection-panel">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Live detection</h3>
        <span className="flex items-center gap-1.5 text-xs text-muted" aria-hidden={!pending}>
          {pending ? (
            <>
              <Spinner className="size-3.5" />
              Updating...
            </>
          ) : null}
        </span>
      </div>
      {error ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-red-700 dark:text-red-300" data-testid="detection-error">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {error.message}
        </p>
      ) : (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4" aria-live="polite" data-testid="detection-summary">
            <Item label="Platform" value={platformName(detection.platform)} testId="detected-platform" />
            <Item label="Format" value={formatName(detection.format)} testId="detected-format" />
            <Item
              label="Messages"
              value={`${formatCount(messages.length)}${messages.length ? ` (${users} you · ${assistants} AI)` : ''}`}
              testId="detected-messages"
            />
            <div className="min-w-0">
              <dt className="text-xs text-muted">Confidence</dt>
              <dd className="mt-0.5" data-testid="detected-confidence">
                <ConfidenceBadge confidence={detection.confidence} />
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-muted">
            Split by: {parserName(detection.parser)}
            {er.isEditRetry ? (
              <span data-testid="detected-edit-retry">
                {' '}
                · Edit/Retry copy: {er.editCount} {er.editCount === 1 ? 'edit' : 'edits'}, {er.retryCount} {er.retryCount === 1 ? 'retry' : 'retries'}
              </span>
            ) : null}
          </p>
        </>
      )}
      {detection.issues.length > 0 || detection.suggestions.length > 0 ? (
        <ul className="mt-3 space-y-1.5 border-t border-border pt-3 text-xs" data-testid="detection-notes">
          {detection.issues.map((i) => (
            <li key={`i-${i}`} className="flex items-start gap-2 text-amber-700 dark:text-amber-300">
              <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
              {i}
            </li>
          ))}
          {detection.suggestions.map((s) => (
            <li key={`s-${s}`} className="flex items-start gap-2 text-muted">
              <Lightbulb className="mt-px size-3.5 shrink-0" aria-hidden />
              {s}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Item({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium break-words" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
