import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import { ConfidenceBadge } from '../../shared/detection/confidence';
import { formatName, PARSING_METHOD_NAMES, parserName, platformName } from '../../shared/detection/labels';
import { formatCount } from '../../lib/format';
import { analysisPlatform, type VerifyData } from '../../shared/handoff/verify-data';

/**
 * Spec section 2: platform, message count, format, parser, confidence, detection method, goal, edit
 * count, retry count. Two kinds of edit are told apart: prompts edited in the chat itself (what the
 * parser found in the copy, with the answers regenerated) and the person's own changes on this
 * screen.
 */
export function SessionInfo({ data, messageCount, personEdits }: { data: VerifyData; messageCount: number; personEdits: number }) {
  const d = data.formatDetection;
  const er = data.editRetryDetails;
  const platform = platformName(analysisPlatform(data));
  const rows: { label: string; value: ReactNode; testId: string }[] = [
    { label: 'Platform', value: data.platform === 'auto' ? `${platform} (auto-detected)` : platform, testId: 'info-platform' },
    {
      label: 'Messages',
      value: messageCount === d.messageCount ? formatCount(messageCount) : `${formatCount(messageCount)} (${formatCount(d.messageCount)} detected)`,
      testId: 'info-messages',
    },
    { label: 'Format', value: formatName(d.format), testId: 'info-format' },
    { label: 'Parser', value: parserName(d.parser), testId: 'info-parser' },
    { label: 'Confidence', value: <ConfidenceBadge confidence={d.confidence} />, testId: 'info-confidence' },
    { label: 'Detection method', value: PARSING_METHOD_NAMES[data.parsingMethod], testId: 'info-method' },
    { label: 'Goal', value: data.sessionGoal || <span className="text-muted">None set</span>, testId: 'info-goal' },
    { label: 'Your edits here', value: formatCount(personEdits), testId: 'info-your-edits' },
    { label: 'Prompts edited in the chat', value: formatCount(er.editCount), testId: 'info-edits' },
    { label: 'Answers retried in the chat', value: formatCount(er.retryCount), testId: 'info-retries' },
  ];
  return (
    <section aria-labelledby="session-info-title" className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h2 id="session-info-title" className="flex items-center gap-2 text-sm font-semibold">
        <Info className="size-4 text-violet-500" aria-hidden />
        Session Info
      </h2>
      <dl className="mt-3 divide-y divide-border text-sm">
        {rows.map((r) => (
          <div key={r.label} className="flex items-start justify-between gap-4 py-2">
            <dt className="shrink-0 text-muted">{r.label}</dt>
            <dd className="min-w-0 text-right font-medium break-words" data-testid={r.testId}>
              {r.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
