import { parseArgs } from 'node:util';
import type { Command } from '../command';
import { UsageError } from '../command';
import { conversationVerdict, parseConversation } from '../../core/conversation';
import type { PlatformChoice, Role } from '../../core/conversation/types';
import { analyzeConversation, type AnalysisInput } from '../../core/scoring';
import { ANALYSIS_DEPTHS, type AnalysisDepth } from '../../core/settings';

const PLATFORMS: readonly PlatformChoice[] = ['auto', 'claude', 'chatgpt', 'other'];

/** JSON input `{messages: [{role, content}], sessionGoal?, projectContext?}`; null when the text is not that shape. */
function readJsonConversation(text: string): AnalysisInput | null {
  const t = text.trim();
  if (!t.startsWith('{')) return null;
  let data: unknown;
  try {
    data = JSON.parse(t);
  } catch {
    return null;
  }
  const d = data as { messages?: unknown; sessionGoal?: unknown; projectContext?: unknown };
  if (!Array.isArray(d.messages) || !d.messages.every((m) => m && typeof m === 'object' && typeof (m as { content?: unknown }).content === 'string' && typeof (m as { role?: unknown }).role === 'string')) return null;
  const messages = (d.messages as Array<{ role: string; content: string }>).map((m) => ({
    role: (['user', 'human', 'prompter'].includes(m.role.toLowerCase()) ? 'user' : 'assistant') as Role,
    content: m.content,
  }));
  return {
    messages,
    ...(typeof d.sessionGoal === 'string' ? { sessionGoal: d.sessionGoal } : {}),
    ...(typeof d.projectContext === 'string' ? { projectContext: d.projectContext } : {}),
  };
}

export const analyzeCommand: Command = {
  name: 'analyze',
  summary: 'Score a conversation (paste, export file or JSON) and print the review as JSON.',
  help: `Usage: kibitz analyze FILE [--goal TEXT] [--context TEXT] [options]

FILE is a pasted conversation (text), an export file from an assistant, or JSON
{"messages": [{"role": "user"|"assistant", "content": "..."}], "sessionGoal"?: "...", "projectContext"?: "..."}.
Use "-" to read standard input. Prints JSON: {summary: {...}, messages: [{role, content, score}]}.
Text is refused (exit 1) by the paste screen's rule: empty, logs or code, fewer than 2 messages,
or parsing confidence under 0.3. JSON messages are scored as given.

Options:
  --goal TEXT        Session goal (overrides sessionGoal in JSON input)
  --context TEXT     Project context (overrides projectContext in JSON input)
  --platform P       auto | claude | chatgpt | other (a hint for parsing text; default auto)
  --depth D          quick | standard | deep (default standard; deep adds each message's signals)
  --no-patterns      Skip pattern detection
  --no-suggestions   Skip better moves
  --help             Show this help`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        goal: { type: 'string' },
        context: { type: 'string' },
        platform: { type: 'string', default: 'auto' },
        depth: { type: 'string', default: 'standard' },
        'no-patterns': { type: 'boolean', default: false },
        'no-suggestions': { type: 'boolean', default: false },
      },
    });
    if (positionals.length !== 1) throw new UsageError('expected exactly one FILE (or "-" for standard input)');
    if (!PLATFORMS.includes(values.platform as PlatformChoice)) throw new UsageError(`--platform must be one of ${PLATFORMS.join(', ')}`);
    if (!ANALYSIS_DEPTHS.includes(values.depth as AnalysisDepth)) throw new UsageError(`--depth must be one of ${ANALYSIS_DEPTHS.join(', ')}`);
    const text = await io.readInput(positionals[0]!);

    let input = readJsonConversation(text);
    if (!input) {
      const parsed = parseConversation(text, { platform: values.platform as PlatformChoice });
      // The paste screen's rule: a text it would not analyse (empty, logs, too few messages) is not scored here either.
      const verdict = conversationVerdict(parsed);
      if (!verdict.ok) {
        io.stderr(`kibitz analyze: ${verdict.message}`);
        return 1;
      }
      input = { messages: parsed.messages.map((m) => ({ role: m.role, content: m.content })) };
    }
    if (input.messages.length === 0) {
      io.stderr('kibitz analyze: no messages found in the input');
      return 1;
    }
    if (values.goal !== undefined) input.sessionGoal = values.goal;
    if (values.context !== undefined) input.projectContext = values.context;

    const result = analyzeConversation(input, {
      analysisDepth: values.depth as AnalysisDepth,
      enablePatternDetection: !values['no-patterns'],
      generateSuggestions: !values['no-suggestions'],
    });
    io.stdout(JSON.stringify({ engineVersion: result.engineVersion, summary: result.summary, messages: result.messages }, null, 2));
    return 0;
  },
};
