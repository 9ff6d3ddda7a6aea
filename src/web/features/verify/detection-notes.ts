/**
 * The words the verify screen uses for what the parser was unsure of (its issues and guesses) and
 * for an export's branches (edited prompts, regenerated answers), kept apart from the markup so
 * they can be tested as text.
 */
import { formatCount } from '../../lib/format';

/** A parser note as a sentence: capital first letter, closing full stop. */
export function asSentence(text: string): string {
  const t = text.trim();
  if (!t) return '';
  const capital = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/** Issues first, then guesses, each once, as sentences. */
export function uncertaintyPoints(detection: { issues: readonly string[]; uncertainties?: readonly string[] }): string[] {
  const points = [...detection.issues, ...(detection.uncertainties ?? [])].map(asSentence).filter(Boolean);
  return [...new Set(points)];
}

const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * "This conversation had 2 edited prompts and 1 regenerated answer; Kibitz uses the version shown
 * in the chat." Null when the export had no branches along the shown path.
 */
export function branchesNote(branches: { editedPrompts: number; regeneratedAnswers: number } | undefined): string | null {
  if (!branches) return null;
  const parts = [
    branches.editedPrompts > 0 ? counted(branches.editedPrompts, 'edited prompt', 'edited prompts') : null,
    branches.regeneratedAnswers > 0 ? counted(branches.regeneratedAnswers, 'regenerated answer', 'regenerated answers') : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  return `This conversation had ${parts.join(' and ')}; Kibitz uses the version shown in the chat.`;
}
