/**
 * What feedback on an answer names. The guides' follow-up advice (Grammarly's "refine with specific follow-ups", the
 * Scottish Government's iterative review, issue 14's "the second query returns duplicates" rather than "doesn't work"):
 * specific feedback names a part of the answer and the change to make there ("Make the opening sentence less formal",
 * "remove the second paragraph", "use "you" instead of "applicants""); vague feedback says only that it is not right
 * ("it's too something, I can't put my finger on it", "make it better", "try again").
 */
import { caseless } from './caseless';

/** An edit verb, then within a few words a part of a text named by its place or kind ("the second paragraph"). */
const EDIT_ON_PART = caseless(
  /\b(?:make|remove|delete|cut|drop|add|replace|use|put|move|swap|change|shorten|lengthen|end|start|open|keep|split|merge|rename|rewrite|reword|simplify|expand|trim|fix)\b[^.,;:!?\n]{0,40}?\b(?:the|your|that|this|each|every) (?:(?:opening|first|second|third|fourth|fifth|last|final|closing|middle|top|bottom) )?(?:sentence|paragraph|line|bullet|section|heading|headline|title|subject line|greeting|sign-off|intro(?:duction)?|conclusion|ending|opening|list|table|step|example|query|function|column|row|part|word|phrase|call to action|hook|caption|slide|chorus|verse)s?\b/giu,
);
/** A replacement said by its two wordings: `use "you" instead of "applicants"`, "'Hi' rather than 'Dear'". */
const QUOTED_SWAP = /["“'‘][^"”'’\n]{1,40}["”'’]\s+(?:instead of|rather than|not)\s+["“'‘]/u;

/** How many edits on named parts of the answer the text asks for. */
export function editsOnNamedParts(text: string): number {
  return EDIT_ON_PART.count(text) + (QUOTED_SWAP.test(text) ? 1 : 0);
}

/** Feedback that says only that the answer is not right, or asks for another try without saying what to change. */
export const VAGUE_FEEDBACK = caseless(
  /\b(?:make it (?:better|good|nicer|right|work|pop|(?:more|less) [a-z]+)|too something|(?:can't|cannot|couldn't) put my finger on|not sure what(?:'s| is) (?:wrong|off|missing)|(?:i )?don't know what(?:'s| is) (?:wrong|off|missing)|something(?:'s| is) (?:off|missing|not right)|(?:give me |suggest )?(?:some )?(?:different|other|new) ones(?: or something)?|try again|(?:have |give it )?another (?:go|try|shot)|do it again|one more time|fix (?:everything|all of it)|(?:redo|rewrite|do) (?:it|this|that|the whole thing)(?: again)?(?: but)? better|more like (?:me|us)|not (?:really )?(?:my|our) style|(?:make|get) (?:it|everything) (?:to )?work(?: properly)?|so (?:it|everything) works(?: properly)?)\b/iu,
);
