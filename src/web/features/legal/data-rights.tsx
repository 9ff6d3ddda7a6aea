import { Download, Eye, PencilLine, Trash2 } from 'lucide-react';

const RIGHTS = [
  { icon: Eye, title: 'Access', text: 'Every analysis you saved is listed on your dashboard, with its full results.' },
  { icon: PencilLine, title: 'Correct', text: 'Edit messages before they are scored, and change your settings at any time.' },
  { icon: Trash2, title: 'Delete', text: 'Delete any analysis from your dashboard, or ask us to delete your account.' },
  { icon: Download, title: 'Port', text: 'Export any analysis as JSON, CSV, Markdown or PDF and take it elsewhere.' },
] as const;

/** The data-rights tiles of the Privacy page: Access, Correct, Delete, Port. */
export function DataRights() {
  return (
    <section aria-labelledby="data-rights-title" className="mt-8 rounded-2xl border border-emerald-500/25 bg-emerald-500/5 p-5 sm:p-6">
      <h2 id="data-rights-title" className="text-lg font-bold">
        Your data rights
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {RIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-surface p-4" data-testid="data-right">
            <Icon className="size-5 text-emerald-600 dark:text-emerald-400" aria-hidden />
            <h3 className="mt-2 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
