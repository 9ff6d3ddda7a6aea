import type { ReactNode } from 'react';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { formatLegalDate } from '../../../core/legal';
import { PATHS } from '../../../core/routes';
import { Button } from '../../components/ui/button';

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

/** Shared frame of the Terms and Privacy pages: back button, date, table of contents, numbered sections. */
export function LegalPage({
  title,
  intro,
  sections,
  children,
  footer,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Extra block between the contents and the sections (e.g. the data-rights tiles). */
  children?: ReactNode;
  footer: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-4xl">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={PATHS.home}>
          <ArrowLeft aria-hidden />
          Back
        </Link>
      </Button>
      <header className="mt-4 border-b border-border pb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 inline-flex items-center gap-2 text-sm text-muted">
          <CalendarDays className="size-4" aria-hidden />
          Last updated: <time dateTime="2025-07-21">{formatLegalDate()}</time>
        </p>
        <div className="mt-4 max-w-3xl text-muted">{intro}</div>
      </header>

      <nav aria-labelledby="toc-title" className="mt-8 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
          Contents
        </h2>
        <ol className="mt-3 space-y-1.5 sm:columns-2 sm:gap-x-6">
          {sections.map((s, i) => (
            <li key={s.id} className="break-inside-avoid">
              <a href={`#${s.id}`} className="flex gap-2 rounded text-sm text-fg hover:text-violet-600 dark:hover:text-violet-300">
                <span className="w-5 shrink-0 text-right text-muted tabular-nums">{i + 1}.</span>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {children}

      <div className="mt-10 space-y-10">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`} className="text-xl font-bold tracking-tight">
              <a href={`#${s.id}`} className="hover:underline">
                <span className="mr-2 text-muted tabular-nums">{i + 1}.</span>
                {s.title}
              </a>
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-muted [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-fg [&_ul]:space-y-1.5">
              {s.body}
            </div>
          </section>
        ))}
      </div>

      <footer className="mt-12 flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
        {footer}
      </footer>
    </article>
  );
}
