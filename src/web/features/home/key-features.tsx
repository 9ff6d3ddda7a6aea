import { ChartNoAxesCombined, Download, ListChecks, Radar, ScanSearch, Wand2 } from 'lucide-react';
import { EXPORT_FORMATS } from '../../../core/settings-defaults';

const FORMAT_NAMES: Record<(typeof EXPORT_FORMATS)[number], string> = { json: 'JSON', csv: 'CSV', pdf: 'PDF', markdown: 'Markdown' };
const formatList = EXPORT_FORMATS.map((f) => FORMAT_NAMES[f]);
const exportText = `${formatList.slice(0, -1).join(', ')} or ${formatList[formatList.length - 1]}`;

const FEATURES = [
  {
    icon: ScanSearch,
    title: 'Platform auto-detection',
    text: 'Paste a conversation from ChatGPT, Claude, Gemini or any labelled transcript: the format is recognised and split into messages for you.',
  },
  {
    icon: ListChecks,
    title: 'Verify before scoring',
    text: 'Check the split, flip a role or edit a message before anything is scored, so the review is about what was really said.',
  },
  {
    icon: Wand2,
    title: 'A better move for every message',
    text: 'Each weak message comes with a concrete rewrite you can use the next time you ask.',
  },
  {
    icon: Radar,
    title: 'Patterns and trends',
    text: 'See whether a conversation is improving or drifting, and which habits keep costing you points.',
  },
  {
    icon: ChartNoAxesCombined,
    title: 'History and analytics',
    text: 'Signed-in analyses are kept on your dashboard with averages per dimension over time.',
  },
  {
    icon: Download,
    title: 'Export anywhere',
    text: `Take any review with you as ${exportText}.`,
  },
] as const;

export function KeyFeatures() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Key features">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-violet-600 dark:text-violet-300">
            <Icon className="size-5" aria-hidden />
          </span>
          <div>
            <h3 className="font-semibold text-fg">{title}</h3>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
