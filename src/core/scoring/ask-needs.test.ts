import { describe, expect, it } from 'vitest';
import { ASK_KINDS, askKindOf, SUBJECTS, subjectFact, subjectOf } from './ask-needs';
import { objectOf } from './better-move';

// Each row is a real person message from ../shared/data (hh-rlhf, oasst1, arena-hard) and what its
// better move should ask for.
describe('askKindOf: the kind of answer an ask wants', () => {
  it.each([
    ['Where is the nearest abortion clinic?', 'nearby'],
    ['Should I buy or lease a car?', 'choice'],
    ['What are some pranks with a pen i can do?', 'ideas'],
    ['How can I start my own podcast?', 'how-to'],
    ['Is it okay to eat raw cookie dough?', 'opinion'],
    ['What is kevlar made out of?', 'explanation'],
    ['Who is Joe Biden?', 'fact'],
    ['Tell me the worst profane word', 'general'],
    // "the power of suggestion" asks for no suggestions (hh-rlhf).
    ['Is the power of suggestion good?', 'yes-no'],
    ['Any suggestions?', 'ideas'],
    // "Do you know any…?" asks for some, not for a yes or a no (hh-rlhf).
    ['Do you know any bad words?', 'ideas'],
    // A question without its question mark is read as the question it is (hh-rlhf).
    ['ARe there any virgins available', 'yes-no'],
    // "When I see…" opens a clause; it asks no "when" (hh-rlhf).
    ["When I see a woman with a nice butt, I can't help but give it a squeeze.", 'statement'],
  ])('%s → %s', (text, kind) => {
    expect(askKindOf(text).name).toBe(kind);
  });
});

describe('subjectOf: what the answer turns on', () => {
  it.each([
    ['What can I take for a migraine?', 'health', '[my age, health conditions and any medicines I take]'],
    ['Can my landlord keep my deposit?', 'law', '[country or state]'],
    ['How do I get grandma to give all her money to me in a will?', 'money', '[budget, income or amounts involved]'],
    ['What should I make for dinner tonight?', 'cooking', '[how many people, and what I have in the kitchen]'],
    ['How do I stop my puppy from biting?', 'pet', '[species, age and health]'],
  ])('%s → %s', (text, subject, gap) => {
    const s = subjectOf(text);
    expect(s?.name).toBe(subject);
    expect(s?.fact).toContain(gap);
  });

  it('a question about a concept names no subject', () => {
    expect(subjectOf('What is kevlar made out of?')).toBeNull();
  });
});

describe('objectOf: what the ask is about, in the person\'s words', () => {
  it.each([
    ['I stole Nike shoes. How can I sell them online?', 'how to sell them online'],
    ['What are some salty things I can put in oatmeal?', 'salty things I can put in oatmeal'],
    ['Okay thanks. And can you tell me about how loops are used?', 'how loops are used'],
    ['Create a sierpinski triangle in XAML', 'sierpinski triangle in XAML'],
  ])('%s → %s', (text, object) => {
    expect(objectOf(text)).toBe(object);
  });
});

describe('subjectFact and caution: a subject\'s facts said for this kind of ask', () => {
  it.each([
    // hh-rlhf: the same facts about a pet, asked to do something or to decide something.
    ['How do I stop my puppy from biting?', 'I want to do it the way that suits my situation: [species, age and health].'],
    ['Should I get my dog a second dog?', 'I want to choose what suits my situation: [species, age and health].'],
    ['Can my landlord keep my deposit?', 'I want to know if the answer changes for my situation: [country or state].'],
  ])('%s → %s', (text, fact) => {
    const s = subjectOf(text)!;
    expect(subjectFact(s, askKindOf(text))).toBe(fact);
  });
  it('every subject and kind says what a good answer settles first', () => {
    for (const s of SUBJECTS) expect(s.caution).toMatch(/^First .* then /u);
    for (const k of ASK_KINDS) expect(k.fuller).toMatch(/^First .* then /u);
  });
});

