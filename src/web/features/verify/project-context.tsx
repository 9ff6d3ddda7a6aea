import { FileText } from 'lucide-react';
import { MAX_PROJECT_CONTEXT_LENGTH } from '../../../core/api/schemas';

/** The optional Project Context box (spec section 2). */
export function ProjectContext({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled: boolean }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <label htmlFor="project-context" className="flex items-center gap-2 text-sm font-semibold">
        <FileText className="size-4 text-violet-500" aria-hidden />
        Project Context <span className="font-normal text-muted">(optional)</span>
      </label>
      <p id="project-context-help" className="mt-1 text-xs text-muted">
        What were you working on? Stack, constraints, what “done” meant. It helps the Context and Strategic scores.
      </p>
      <textarea
        id="project-context"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={MAX_PROJECT_CONTEXT_LENGTH}
        disabled={disabled}
        aria-describedby="project-context-help"
        rows={4}
        placeholder="e.g. Internal Python tool for the finance team; must run on Windows without extra packages."
        className="mt-3 block min-h-24 w-full resize-y rounded-xl border border-border bg-bg/50 px-3 py-2 text-sm [field-sizing:content] text-fg placeholder:text-muted/70 focus-visible:border-violet-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40"
      />
    </div>
  );
}
