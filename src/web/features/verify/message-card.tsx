import { memo } from 'react';
import { ArrowLeftRight, Bot, Merge, Trash2, User } from 'lucide-react';
import type { Role } from '../../../core/conversation/types';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatCount } from '../analyze/usage-view';
import { otherRole, type DraftMessage } from './messages';

const ROLE = {
  user: { name: 'User', icon: User, badge: 'border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300', edge: 'before:bg-sky-500' },
  assistant: { name: 'Assistant', icon: Bot, badge: 'border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300', edge: 'before:bg-violet-500' },
} as const;

export function RoleBadge({ role }: { role: Role }) {
  const r = ROLE[role];
  const Icon = r.icon;
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold', r.badge)} data-testid="role-badge">
      <Icon className="size-3.5" aria-hidden />
      {r.name}
    </span>
  );
}

interface Props {
  message: DraftMessage;
  position: number;
  disabled: boolean;
  onEdit: (key: string, content: string) => void;
  onSwitch: (key: string) => void;
  onMerge: (key: string) => void;
  onDelete: (key: string) => void;
  registerTextarea: (key: string, el: HTMLTextAreaElement | null) => void;
}

/** One parsed message: editable text (grows with its content), role badge, Switch, merge into the previous one, delete. */
export const MessageCard = memo(function MessageCard({ message, position, disabled, onEdit, onSwitch, onMerge, onDelete, registerTextarea }: Props) {
  const r = ROLE[message.role];
  const empty = !message.content.trim();
  const titleId = `message-${message.key}-title`;
  const errorId = `message-${message.key}-error`;
  return (
    <li
      className={cn(
        'relative overflow-hidden rounded-2xl border border-border bg-surface p-4 pl-5 shadow-sm [contain-intrinsic-size:auto_12rem] [content-visibility:auto]',
        'before:absolute before:inset-y-0 before:left-0 before:w-1',
        r.edge,
        empty && 'border-red-500/50',
      )}
      aria-labelledby={titleId}
      data-testid="verify-message"
      data-role={message.role}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <h3 id={titleId} className="text-sm font-semibold tabular-nums">
            Message {position}
          </h3>
          <RoleBadge role={message.role} />
          <span className="text-xs text-muted tabular-nums">{formatCount(message.content.length)} chars</span>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onSwitch(message.key)}
            disabled={disabled}
            aria-label={`Switch message ${position} to ${ROLE[otherRole(message.role)].name.toLowerCase()}`}
            title={`Switch to ${ROLE[otherRole(message.role)].name}`}
          >
            <ArrowLeftRight aria-hidden />
            Switch
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onMerge(message.key)}
            disabled={disabled || position === 1}
            aria-label={`Merge message ${position} into message ${position - 1}`}
            title="Merge into the previous message"
          >
            <Merge aria-hidden />
            <span className="hidden sm:inline">Merge up</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="hover:bg-red-500/10 hover:text-red-600 dark:hover:text-red-400"
            onClick={() => onDelete(message.key)}
            disabled={disabled}
            aria-label={`Delete message ${position}`}
            title="Delete this message"
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <textarea
        ref={(el) => registerTextarea(message.key, el)}
        value={message.content}
        onChange={(e) => onEdit(message.key, e.target.value)}
        disabled={disabled}
        aria-label={`Message ${position} text (${r.name.toLowerCase()})`}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? errorId : undefined}
        rows={2}
        className={cn(
          'mt-3 block max-h-[32rem] min-h-16 w-full resize-y rounded-xl border border-border bg-bg/50 px-3 py-2 text-sm leading-relaxed [field-sizing:content] text-fg',
          'focus-visible:border-violet-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:opacity-70',
        )}
      />
      {empty ? (
        <p id={errorId} className="mt-2 text-xs font-medium text-red-600 dark:text-red-400">
          This message is empty. Add its text or delete it.
        </p>
      ) : null}
    </li>
  );
});
