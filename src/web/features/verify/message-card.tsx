import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { ArrowLeftRight, Bot, Merge, Trash2, User } from 'lucide-react';
import { otherRole, type DraftMessage, type MessageEdit } from '../../../core/conversation-edits';
import type { Role } from '../../../core/conversation/types';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { ROLE_TONE } from '../../lib/roles';
import { isSplitShortcut, TextTools, type TextSelection } from './text-tools';

const ROLE = {
  user: { name: 'User', icon: User, ...ROLE_TONE.user },
  assistant: { name: 'Assistant', icon: Bot, ...ROLE_TONE.assistant },
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

/** Asks a card to take focus (and put the cursor somewhere); `seq` makes each request new. */
export interface FocusRequest {
  key: string;
  seq: number;
  caret?: number;
  /**
   * Undo and redo focus the card, not its text box, and only when focus was lost (the notification
   * that held it closed): in a text box, the next Ctrl+Z would be the box's own undo, not the list's.
   */
  card?: boolean;
}

interface Props {
  message: DraftMessage;
  position: number;
  disabled: boolean;
  /** The card the person is working in (whose text box they last typed or clicked in) shows the text tools. */
  active: boolean;
  /** Passed to the active card only: it changes with every edit, and a changing prop would re-render every card. */
  messagesWithLine?: (line: string) => number;
  focusRequest?: FocusRequest;
  onEdit: (edit: MessageEdit) => void;
  /** The person is now working in this message's text. */
  onActivate: (key: string) => void;
  /** The text box lost focus: what was typed becomes its own undo step. */
  onTextDone: () => void;
  registerTextarea: (key: string, el: HTMLTextAreaElement | null) => void;
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body || !document.activeElement.isConnected;

/** One parsed message: editable text (grows with its content), role badge, Switch, merge into the previous one, delete, and text tools while editing. */
export const MessageCard = memo(function MessageCard({ message, position, disabled, active, messagesWithLine, focusRequest, onEdit, onActivate, onTextDone, registerTextarea }: Props) {
  const r = ROLE[message.role];
  const { key } = message;
  const empty = !message.content.trim();
  const titleId = `message-${key}-title`;
  const errorId = `message-${key}-error`;
  const box = useRef<HTMLTextAreaElement | null>(null);
  const card = useRef<HTMLLIElement>(null);
  // Focus from a press activates the card on release, not on press: the text tools moving from one
  // card to another shifts the list, and a shift between press and release would turn the click
  // into a drag (a stray selection) or land it on another control.
  const pressed = useRef(false);
  const [selection, setSelection] = useState<TextSelection | null>(null);

  const syncSelection = useCallback(() => {
    const el = box.current;
    if (el) setSelection({ start: el.selectionStart, end: el.selectionEnd });
  }, []);

  // Text changed from outside (undo, a removal elsewhere): the cursor React left is the one to show tools for.
  useEffect(() => {
    if (box.current && document.activeElement === box.current) syncSelection();
  }, [message.content, syncSelection]);

  useEffect(() => {
    const el = box.current;
    if (!focusRequest || !el) return;
    if (focusRequest.card) {
      if (focusLost()) card.current?.focus();
      return;
    }
    el.focus();
    if (focusRequest.caret !== undefined) el.setSelectionRange(focusRequest.caret, focusRequest.caret);
    syncSelection();
  }, [focusRequest, syncSelection]);

  const setBox = useCallback(
    (el: HTMLTextAreaElement | null) => {
      box.current = el;
      registerTextarea(key, el);
    },
    [key, registerTextarea],
  );

  const split = (at: number) => onEdit({ kind: 'split', key, at });

  return (
    <li
      ref={card}
      tabIndex={-1}
      className={cn(
        'relative overflow-hidden rounded-2xl border border-border bg-surface p-4 pl-5 shadow-sm [contain-intrinsic-size:auto_12rem] [content-visibility:auto]',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
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
            onClick={() => onEdit({ kind: 'switch-role', key })}
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
            onClick={() => onEdit({ kind: 'merge-into-previous', key })}
            disabled={disabled || position === 1}
            // The first message has no message before it: its (disabled) button says so, not "into message 0".
            aria-label={position === 1 ? 'Merge message 1 up: there is no message before it' : `Merge message ${position} into message ${position - 1}`}
            title={position === 1 ? 'The first message has no message before it' : 'Merge into the previous message'}
          >
            <Merge aria-hidden />
            <span className="hidden sm:inline">Merge up</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="hover:bg-red-500/10 hover:text-red-600 dark:hover:text-red-400"
            onClick={() => onEdit({ kind: 'delete', key })}
            disabled={disabled}
            aria-label={`Delete message ${position}`}
            title="Delete this message"
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <textarea
        ref={setBox}
        value={message.content}
        onChange={(e) => onEdit({ kind: 'edit-text', key, content: e.target.value })}
        onSelect={syncSelection}
        onKeyUp={() => {
          syncSelection();
          onActivate(key);
        }}
        onMouseUp={syncSelection}
        onPointerDown={() => (pressed.current = true)}
        onClick={() => {
          pressed.current = false;
          onActivate(key);
        }}
        onFocus={() => {
          syncSelection();
          if (!pressed.current) onActivate(key);
        }}
        onBlur={onTextDone}
        onKeyDown={(e) => {
          if (!isSplitShortcut(e)) return;
          e.preventDefault();
          split(e.currentTarget.selectionStart);
        }}
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
      {active && !disabled && selection && messagesWithLine ? (
        <TextTools
          content={message.content}
          selection={selection}
          position={position}
          messagesWithLine={messagesWithLine}
          onSplit={split}
          onRemoveLines={(start, end) => onEdit({ kind: 'remove-lines', key, start, end })}
          onRemoveEverywhere={(line) => onEdit({ kind: 'remove-line-everywhere', key, line })}
        />
      ) : null}
    </li>
  );
});
