import { Cpu, Lock, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { AI_REVIEW_NOT_CONFIGURED, AI_REVIEW_PRO_ONLY, type AiReviewConfigResponse } from '../../../core/api/ai-review';
import { PATHS } from '../../../core/routes';
import { providerName } from '../../shared/review/ai-api';
import { RadioGroup, Switch } from 'radix-ui';
import type { PlatformChoice } from '../../../core/conversation/types';
import { cn } from '../../lib/cn';
import { PLATFORM_CHOICES } from '../../shared/detection/labels';

/** Platform selector (spec section 2): auto, claude, chatgpt, other, as a segmented radio group. */
export function PlatformPicker({ value, onChange }: { value: PlatformChoice; onChange: (p: PlatformChoice) => void }) {
  return (
    <div>
      <p id="platform-label" className="text-sm font-semibold">
        Platform
      </p>
      <RadioGroup.Root
        aria-labelledby="platform-label"
        value={value}
        onValueChange={(v) => onChange(v as PlatformChoice)}
        orientation="horizontal"
        className="mt-2 grid grid-cols-2 gap-1 rounded-xl border border-border bg-surface-2 p-1 sm:grid-cols-4"
      >
        {PLATFORM_CHOICES.map((p) => (
          <RadioGroup.Item
            key={p.value}
            value={p.value}
            className={cn(
              'h-9 rounded-lg px-3 text-sm font-medium text-muted transition-colors hover:text-fg',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              'data-[state=checked]:bg-surface data-[state=checked]:text-fg data-[state=checked]:shadow-sm data-[state=checked]:ring-1 data-[state=checked]:ring-violet-500/40',
            )}
          >
            {p.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

/** What the switch can do on this server for this account (GET /ai-review/config), null while it is read. */
export type AiSwitchConfig = AiReviewConfigResponse | null;

export const SWITCH_TEXT = {
  checking: 'Checking whether AI review is available on this server…',
  unreadable: 'Could not check whether AI review is available; the local engine reviews your conversation.',
  upgrade: 'See Pro plans',
  on: 'The AI model splits the paste when the parser is unsure and gives every message of yours a second opinion, shown beside the local review as it arrives.',
  privacy: (provider: string, model: string) => `When on, your conversation and session goal are sent to ${provider} (model ${model}). No account data is sent.`,
  off: 'Off: nothing leaves this server; the local engine reviews your conversation.',
} as const;

/**
 * Smart parsing and AI review (spec section 2: AI enhancement for Pro accounts; issue 17), one
 * switch with three states: no provider configured on this server → disabled and says so; a Free
 * account → locked, with the way to Pro; Pro → usable, naming who receives the text when on.
 */
export function SmartParsingSwitch({
  checked,
  onChange,
  lastMethod,
  config,
  configFailed = false,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  lastMethod: string | null;
  config: AiSwitchConfig;
  configFailed?: boolean;
}) {
  const usable = config?.allowed === true;
  const state = config === null ? (configFailed ? 'unreadable' : 'checking') : !config.configured ? 'not-configured' : usable ? 'pro' : 'locked';
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-surface-2/60 p-4" data-testid="ai-switch" data-state={state}>
      <div className="min-w-0">
        <label htmlFor="smart-parsing" className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          <Sparkles className="size-4 text-violet-500" aria-hidden />
          Smart parsing &amp; AI review
          <span className="rounded-full border border-violet-500/30 bg-violet-500/10 px-1.5 py-px text-[0.65rem] font-bold tracking-wide text-violet-700 uppercase dark:text-violet-300">
            Pro AI enhancement
          </span>
          {state === 'locked' ? <Lock className="size-3.5 text-muted" aria-label="Locked" /> : null}
        </label>
        <div id="smart-parsing-help" className="mt-1 space-y-1 text-xs leading-relaxed text-muted">
          {state === 'checking' ? <p>{SWITCH_TEXT.checking}</p> : null}
          {state === 'unreadable' ? <p>{SWITCH_TEXT.unreadable}</p> : null}
          {state === 'not-configured' ? <p data-testid="ai-switch-reason">{AI_REVIEW_NOT_CONFIGURED}. The local engine reviews your conversation and nothing leaves this server.</p> : null}
          {state === 'locked' ? (
            <p data-testid="ai-switch-reason">
              {AI_REVIEW_PRO_ONLY}: {SWITCH_TEXT.on.charAt(0).toLowerCase() + SWITCH_TEXT.on.slice(1)}{' '}
              <Link to={PATHS.pricing} className="font-semibold text-violet-700 underline-offset-2 hover:underline dark:text-violet-300" data-testid="ai-upgrade-link">
                {SWITCH_TEXT.upgrade}
              </Link>
            </p>
          ) : null}
          {state === 'pro' && config ? (
            <>
              <p>{SWITCH_TEXT.on}</p>
              <p data-testid="ai-privacy" className={cn(checked && 'font-medium text-fg')}>
                {checked ? SWITCH_TEXT.privacy(providerName(config.provider), config.model ?? '') : SWITCH_TEXT.off}
              </p>
            </>
          ) : null}
        </div>
        {lastMethod ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-xs text-muted" data-testid="last-parse-method">
            <Cpu className="size-3.5" aria-hidden />
            Last parse: {lastMethod}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id="smart-parsing"
        checked={usable && checked}
        disabled={!usable}
        onCheckedChange={onChange}
        aria-describedby="smart-parsing-help"
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border bg-border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-violet-500 data-[state=checked]:bg-violet-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 motion-reduce:transition-none" />
      </Switch.Root>
    </div>
  );
}
