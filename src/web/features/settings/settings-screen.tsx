/** Settings (spec section 3): the 18 preferences in four groups, saved as they change, applied live; reset with confirmation. */
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Bell, Download, Palette, RotateCcw, SlidersHorizontal } from 'lucide-react';
import { AlertDialog, Switch } from 'radix-ui';
import { toast } from 'sonner';
import { ANALYSIS_DEPTHS, EXPORT_FORMATS, THEMES, type Settings } from '../../../core/settings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion, useSettings } from '../../lib/settings';
import { FORMAT_LABELS } from '../results';
import { Segmented, Skeleton } from '../../shared/review/parts';
import { BillingSection } from './billing-section';

type BooleanKey = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

export const SETTINGS_TEXT = {
  reset: 'Settings reset to defaults',
  permissionDenied: 'Browser notifications are blocked for this site',
} as const;

const THEME_LABELS: Record<(typeof THEMES)[number], string> = { dark: 'Dark', light: 'Light', system: 'System' };
const DEPTH_LABELS: Record<(typeof ANALYSIS_DEPTHS)[number], string> = { quick: 'Quick', standard: 'Standard', deep: 'Deep' };

function Row({ label, description, control, id, disabled, inline = false }: { label: string; description?: ReactNode; control: ReactNode; id: string; disabled?: boolean; inline?: boolean }) {
  // Switches sit beside their label even on a phone; wider controls go below it there.
  return (
    <div
      className={cn('flex py-4', inline ? 'flex-row items-center justify-between gap-4' : 'flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6', disabled && 'opacity-60')}
      data-testid={`setting-${id}`}
    >
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-fg">
          {label}
        </p>
        {description ? (
          <p id={`${id}-desc`} className="mt-0.5 text-xs text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <div className="shrink-0">{control}</div>
    </div>
  );
}

function Toggle({ k, label, description, disabled }: { k: BooleanKey; label: string; description?: ReactNode; disabled?: boolean }) {
  const { settings, update } = useSettings();
  const id = useId().replace(/:/g, '') + k;
  return (
    <Row
      id={id}
      label={label}
      description={description}
      disabled={disabled}
      inline
      control={
        <Switch.Root
          checked={settings[k]}
          onCheckedChange={(v) => void update({ [k]: v })}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={description ? `${id}-desc` : undefined}
          data-testid={`switch-${k}`}
          className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border bg-border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed data-[state=checked]:border-accent data-[state=checked]:bg-accent"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.3rem]" />
        </Switch.Root>
      }
    />
  );
}

function Group({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  const { compactMode } = useSettings();
  const id = useId();
  return (
    <Card className={compactMode ? 'p-4' : 'p-5 sm:p-6'} aria-labelledby={id} role="region">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 rounded-lg bg-violet-500/10 p-2 text-violet-600 dark:text-violet-300" aria-hidden>
          {icon}
        </span>
        <div>
          <h2 id={id} className="text-base font-semibold text-fg">
            {title}
          </h2>
          <p className="text-sm text-muted">{description}</p>
        </div>
      </div>
      <div className="mt-2 divide-y divide-border">{children}</div>
    </Card>
  );
}

type Permission = NotificationPermission | 'unsupported';
const readPermission = (): Permission => (typeof window.Notification === 'function' ? window.Notification.permission : 'unsupported');

function BrowserNotifications() {
  const { settings, notify } = useSettings();
  // Permission can change in the browser's own UI; re-read it on focus.
  const permission = useSyncExternalStore(
    (cb) => {
      window.addEventListener('focus', cb);
      return () => window.removeEventListener('focus', cb);
    },
    readPermission,
    () => 'unsupported' as Permission,
  );
  const [, force] = useState(0);
  const disabled = !settings.enableNotifications;
  const status: Record<Permission, string> = {
    granted: 'Allowed: finished analyses also show as system notifications while Kibitz is in the background.',
    denied: 'Blocked in this browser. Allow notifications for this site in the browser settings to use them.',
    default: 'Not asked yet. Kibitz only asks when you press the button.',
    unsupported: 'This browser does not offer notifications; in-app toasts still show.',
  };
  return (
    <Row
      id="browser-notifications"
      label="Browser notifications"
      description={status[permission]}
      disabled={disabled}
      control={
        <div className="flex flex-wrap gap-2">
          {permission === 'default' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={disabled}
              onClick={async () => {
                const result = await window.Notification.requestPermission();
                force((n) => n + 1);
                if (result === 'denied') toast.error(SETTINGS_TEXT.permissionDenied);
              }}
            >
              Allow notifications
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => notify('completion', 'Test notification', 'Notifications from Kibitz look like this.')}>
            <Bell aria-hidden />
            Test
          </Button>
        </div>
      }
    />
  );
}

function ResetButton() {
  const { reset } = useSettings();
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline">
          <RotateCcw aria-hidden />
          Reset to defaults
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold text-fg">Reset all settings?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            All 18 preferences go back to their defaults (dark theme, notation shown, JSON exports…). Your analyses are not touched.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                onClick={async () => {
                  if (await reset()) toast.success(SETTINGS_TEXT.reset);
                }}
              >
                <RotateCcw aria-hidden />
                Reset settings
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function SettingsScreen() {
  const { settings, update, status, compactMode } = useSettings();
  const reducedMotion = usePrefersReducedMotion();

  if (status === 'loading')
    return (
      <div className="space-y-4" role="status" aria-label="Loading settings">
        <Skeleton className="h-10 w-48" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-56 rounded-2xl" />
        ))}
      </div>
    );

  const notificationsOff = !settings.enableNotifications;
  return (
    <div className={compactMode ? 'space-y-4' : 'space-y-6'} data-testid="settings">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">Settings</h1>
          <p className="mt-1 text-sm text-muted">Changes save to your account as you make them and apply at once.</p>
        </div>
        <ResetButton />
      </header>
      {status === 'error' ? (
        <p className="rounded-xl border border-amber-500/30 bg-amber-500/10 p-3 text-sm text-amber-800 dark:text-amber-200" role="alert">
          Your saved settings could not be loaded; the defaults are shown. Changes you make are still saved.
        </p>
      ) : null}

      <Group icon={<Palette className="size-5" />} title="Appearance" description="How Kibitz looks on this and every device you sign in on.">
        <Row
          id="theme"
          label="Theme"
          description="System follows your device's light or dark setting."
          control={
            <Segmented
              label="Theme"
              value={settings.theme}
              onChange={(theme) => void update({ theme })}
              options={THEMES.map((t) => ({ value: t, label: THEME_LABELS[t] }))}
            />
          }
        />
        <Toggle k="compactMode" label="Compact mode" description="Denser spacing on results and the dashboard." />
        <Toggle
          k="animationsEnabled"
          label="Animations"
          description={reducedMotion ? 'Your device asks for reduced motion, so animations stay off whatever this says.' : 'Chart and bar animations, smooth scrolling.'}
        />
        <Toggle k="showChessNotation" label="Chess notation" description="Show !!, !, +, =, ? and ?? next to scores." />
        <Toggle k="showFloatingOverlay" label="Floating score overlay" description="A small card with the overall score while you scroll through results." />
      </Group>

      <Group icon={<SlidersHorizontal className="size-5" />} title="Analysis" description="Defaults for new analyses and how results open.">
        <Row
          id="depth"
          label="Default analysis depth"
          description="Deep adds per-signal detail and re-scores better moves."
          control={
            <Segmented
              label="Default analysis depth"
              value={settings.defaultAnalysisDepth}
              onChange={(defaultAnalysisDepth) => void update({ defaultAnalysisDepth })}
              options={ANALYSIS_DEPTHS.map((d) => ({ value: d, label: DEPTH_LABELS[d] }))}
            />
          }
        />
        <Toggle k="autoDetectPlatform" label="Detect the platform automatically" description="Recognise ChatGPT, Claude and other copies when you paste." />
        <Toggle k="enableSuggestions" label="Better-move suggestions" description="Offer a rewritten message for weak moves." />
        <Toggle k="enablePatternDetection" label="Pattern detection" description="Find retry loops, goal drift, late fatigue and momentum." />
        <Toggle k="enableClaudeAnalysis" label="AI-enhanced analysis (Pro)" description="Use the AI engine when your plan and the server offer it; the local engine is used otherwise." />
        <Toggle k="autoExpandLowScores" label="Auto-expand low scores" description="Messages under 60 open automatically on the results screen." />
      </Group>

      <Group icon={<Bell className="size-5" />} title="Notifications" description="Toasts in the app, and system notifications if you allow them.">
        <Toggle k="enableNotifications" label="Notifications" description="Master switch for everything below." />
        <Toggle k="notifyOnCompletion" label="Analysis completed" disabled={notificationsOff} />
        <Toggle k="notifyOnPatterns" label="Patterns detected" disabled={notificationsOff} />
        <Toggle k="notifyOnInsights" label="New insights" disabled={notificationsOff} />
        <BrowserNotifications />
      </Group>

      <Group icon={<Download className="size-5" />} title="Export" description="What export files contain and which format is the default.">
        <Row
          id="format"
          label="Default export format"
          control={
            <Segmented
              label="Default export format"
              value={settings.defaultExportFormat}
              onChange={(defaultExportFormat) => void update({ defaultExportFormat })}
              options={EXPORT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
            />
          }
        />
        <Toggle k="includeMetadata" label="Include metadata" description="Platform, goal, context, engine and dates." />
        <Toggle k="includeExplanations" label="Include explanations" description="Each message's explanation and better move." />
      </Group>
      <BillingSection />
    </div>
  );
}
