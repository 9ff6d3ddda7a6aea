import { BookOpen, ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { forwardRef } from 'react';

const EXAMPLES = [
  {
    title: 'ChatGPT (web page copy)',
    how: 'Select the whole conversation in the browser (Ctrl+A / Cmd+A in the chat), copy and paste it here. “You said:” and “ChatGPT said:” lines mark the turns.',
    sample: 'You said:\nHow do I read a CSV in Python?\n\nChatGPT said:\nUse the csv module...',
  },
  {
    title: 'Claude (web page copy)',
    how: 'Copy the page as it is. The “Edit” line under your messages and the “Copy / Retry” lines under Claude’s answers are recognised and removed.',
    sample: 'AB\nPlan five vegetarian dinners.\nEdit\n\nHere is a plan...\n Copy\nRetry',
  },
  {
    title: 'Labeled transcript',
    how: 'One label per turn at the start of a line: User, Human, You, Me or Person for you; Assistant, AI, Bot, Model, Claude, ChatGPT, GPT or Gemini for the assistant.',
    sample: 'User: Summarise this article.\nAssistant: Here is a summary...',
  },
  {
    title: 'Export files',
    how: 'Upload or drop a .json export: ChatGPT’s conversations.json, Claude’s export, ShareGPT or OpenAI-style {"messages": [...]}. Plain .txt and .md transcripts work too.',
    sample: '{"messages": [{"role": "user", "content": "..."}]}',
  },
] as const;

/** The collapsible formatting guide (spec section 2), below the form as the low-confidence message says. */
export const FormattingGuide = forwardRef<HTMLDivElement, { open: boolean; onOpenChange: (open: boolean) => void }>(function FormattingGuide({ open, onOpenChange }, ref) {
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} asChild>
      <section ref={ref} id="formatting-guide" aria-label="Formatting guide" className="min-w-0 rounded-2xl border border-border bg-surface shadow-sm">
        <Collapsible.Trigger className="group flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-ring">
          <span className="flex items-center gap-3">
            <span className="flex size-9 items-center justify-center rounded-xl bg-sky-500/10 text-sky-600 dark:text-sky-300">
              <BookOpen className="size-4.5" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold">Formatting guide</span>
              <span className="block text-sm text-muted">What to copy, and the formats Kibitz reads</span>
            </span>
          </span>
          <ChevronDown className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" aria-hidden />
        </Collapsible.Trigger>
        <Collapsible.Content className="border-t border-border px-5 pt-4 pb-5">
          <ul className="grid gap-4 md:grid-cols-2">
            {EXAMPLES.map((e) => (
              <li key={e.title} className="flex min-w-0 flex-col rounded-xl border border-border bg-surface-2/60 p-4">
                <h3 className="text-sm font-semibold">{e.title}</h3>
                <p className="mt-1 text-sm text-muted">{e.how}</p>
                <pre className="mt-3 overflow-x-auto rounded-lg bg-bg/70 p-3 font-mono text-xs leading-relaxed whitespace-pre text-fg/90">{e.sample}</pre>
              </li>
            ))}
          </ul>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-muted">
            <li>Keep the whole conversation, from your first message to the last answer: scores depend on what came before.</li>
            <li>Messages of any length are kept, even a one-word “yes”.</li>
            <li>If detection is unsure, pick the platform above, or add “User:” and “Assistant:” labels.</li>
            <li>You can fix any split, role or text on the next screen before anything is scored.</li>
          </ul>
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
});
