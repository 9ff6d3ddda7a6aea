import { Cpu, Sparkles } from 'lucide-react';
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

/**
 * Smart parsing (spec section 2: AI enhancement for Pro accounts). No AI provider exists on this
 * server, so the enhanced endpoint answers with the local parser; the text says so and the verify
 * screen shows which method split the messages.
 */
export function SmartParsingSwitch({ checked, onChange, lastMethod }: { checked: boolean; onChange: (v: boolean) => void; lastMethod: string | null }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-surface-2/60 p-4">
      <div className="min-w-0">
        <label htmlFor="smart-parsing" className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          <Sparkles className="size-4 text-violet-500" aria-hidden />
          Smart parsing
          <span className="rounded-full border border-violet-500/30 bg-violet-500/10 px-1.5 py-px text-[0.65rem] font-bold tracking-wide text-violet-700 uppercase dark:text-violet-300">
            Pro AI enhancement
          </span>
        </label>
        <p id="smart-parsing-help" className="mt-1 text-xs leading-relaxed text-muted">
          Sends the text to the server’s enhanced parser. This server has no AI provider configured, so the server’s local parser answers —
          the method used is shown on the next screen.
        </p>
        {lastMethod ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-xs text-muted" data-testid="last-parse-method">
            <Cpu className="size-3.5" aria-hidden />
            Last parse: {lastMethod}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id="smart-parsing"
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby="smart-parsing-help"
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border bg-border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:border-violet-500 data-[state=checked]:bg-violet-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 motion-reduce:transition-none" />
      </Switch.Root>
    </div>
  );
}
