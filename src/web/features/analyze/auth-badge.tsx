import { CircleCheck, CircleDashed, ShieldAlert } from 'lucide-react';
import { displayNameFor, useAuth } from '../auth';
import { cn } from '../../lib/cn';

/** Spec section 2: checking / signed in (analyses saved to the dashboard) / not authenticated (not saved). */
export function AuthBadge({ className }: { className?: string }) {
  const { status, user } = useAuth();
  const base = 'inline-flex max-w-full items-center gap-2 rounded-full border px-3 py-1.5 text-xs font-medium';
  if (status === 'loading') {
    return (
      <p role="status" className={cn(base, 'border-border bg-surface-2 text-muted', className)} data-testid="auth-badge">
        <CircleDashed className="size-4 shrink-0 animate-spin" aria-hidden />
        Checking authentication...
      </p>
    );
  }
  if (status === 'signed-in' && user) {
    return (
      <p className={cn(base, 'border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300', className)} data-testid="auth-badge">
        <CircleCheck className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 truncate">
          Signed in as <strong className="font-semibold">{displayNameFor(user.email)}</strong> · analyses are saved to your dashboard
        </span>
      </p>
    );
  }
  return (
    <p className={cn(base, 'border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300', className)} data-testid="auth-badge">
      <ShieldAlert className="size-4 shrink-0" aria-hidden />
      Not authenticated · analyses are not saved
    </p>
  );
}
