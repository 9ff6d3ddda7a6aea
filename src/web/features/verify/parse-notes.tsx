import { AlertTriangle, GitBranch, HelpCircle } from 'lucide-react';
import { LOW_CONFIDENCE_BANNER_BELOW } from '../../../core/bands';
import { branchesNote, uncertaintyPoints } from './detection-notes';
import type { FormatDetectionData } from '../../shared/handoff/verify-data';

/**
 * What the parser could not be sure of, above the messages: the low-confidence banner (spec: under
 * 0.5) listing its issues and guesses; its guesses on their own when confidence is fine; and a
 * neutral note when an export had edited prompts or regenerated answers (not a warning: Kibitz
 * picked the version the chat shows, which is what the person saw).
 */
export function ParseNotes({ detection }: { detection: FormatDetectionData }) {
  const low = detection.confidence < LOW_CONFIDENCE_BANNER_BELOW;
  // The banner lists issues and guesses; with confidence fine, only the guesses are worth a note
  // (the rule's issues were shown beside low confidence before, and still are).
  const points = low ? uncertaintyPoints(detection) : uncertaintyPoints({ issues: [], uncertainties: detection.uncertainties });
  const branches = branchesNote(detection.branches);
  if (!low && points.length === 0 && !branches) return null;
  return (
    <div className="space-y-3">
      {low ? (
        <div role="note" className="flex items-start gap-3 rounded-2xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm" data-testid="low-confidence-banner">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          <div>
            <p className="font-semibold text-amber-800 dark:text-amber-200">Low parsing confidence ({Math.round(detection.confidence * 100)}%)</p>
            <p className="mt-1 text-amber-800/90 dark:text-amber-100/80">
              The split may be wrong. Read the messages below and fix them here (switch, split, merge, remove page text or delete), or go back and label the turns
              (User: / Assistant:).
            </p>
            <PointList points={points} className="text-amber-800/90 dark:text-amber-100/80" />
          </div>
        </div>
      ) : points.length > 0 ? (
        <div role="note" className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4 text-sm" data-testid="parse-guesses">
          <HelpCircle className="mt-0.5 size-5 shrink-0 text-violet-500" aria-hidden />
          <div>
            <p className="font-semibold">What the parser had to guess</p>
            <PointList points={points} className="text-muted" />
          </div>
        </div>
      ) : null}
      {branches ? (
        <p role="note" className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4 text-sm text-muted" data-testid="branches-note">
          <GitBranch className="mt-0.5 size-5 shrink-0 text-violet-500" aria-hidden />
          <span>{branches}</span>
        </p>
      ) : null}
    </div>
  );
}

function PointList({ points, className }: { points: string[]; className: string }) {
  if (points.length === 0) return null;
  return (
    <ul className={`mt-2 list-disc space-y-0.5 pl-5 ${className}`}>
      {points.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
