import { ClipboardPaste, ListChecks, Trophy } from 'lucide-react';
import { DimensionCards } from '../marketing';

const STEPS = [
  { icon: ClipboardPaste, title: 'Paste or upload', text: 'Copy the conversation from ChatGPT, Claude or any assistant, or drop an export file. Kibitz detects the format as you type.' },
  { icon: ListChecks, title: 'Verify the split', text: 'Check every message, fix a role or a split, add project context. Nothing is scored until you confirm.' },
  { icon: Trophy, title: 'Read the review', text: 'Every message gets a 0-100 score across five dimensions, a chess annotation and a better move.' },
] as const;

/** The three-step how-it-works list and the five dimensions (spec section 2, paste screen). */
export function HowItWorks() {
  return (
    <div className="space-y-10">
      <section aria-labelledby="how-title">
        <h2 id="how-title" className="text-xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet-500/10 text-violet-600 dark:text-violet-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="text-muted tabular-nums">{i + 1}. </span>
                  {title}
                </h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="dimensions-title">
        <h2 id="dimensions-title" className="text-xl font-bold tracking-tight">
          Five dimensions, every message
        </h2>
        <div className="mt-4">
          <DimensionCards compact />
        </div>
      </section>
    </div>
  );
}
