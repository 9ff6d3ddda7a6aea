import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
  as: Tag = 'h2',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
  as?: 'h1' | 'h2';
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow ? <p className="text-xs font-semibold tracking-widest text-violet-600 uppercase dark:text-violet-300">{eyebrow}</p> : null}
      <Tag id={id} className="mt-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {title}
      </Tag>
      {children ? <p className="mt-3 text-base text-muted">{children}</p> : null}
    </div>
  );
}
