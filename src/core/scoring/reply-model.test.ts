import { describe, expect, it } from 'vitest';
import { analyzeConversation } from './engine';
import { askFocus, ON_ASK_FULL_AT, ON_ASK_MIN_TERMS } from './reply-model';

/** The reply's signal `key` and the explanation, scored as the answer to a one-message conversation. */
function replySignal(ask: string, reply: string, key: string): { value: number | undefined; explanation: string } {
  const m = analyzeConversation({ messages: [{ role: 'user', content: ask }, { role: 'assistant', content: reply }] }, { analysisDepth: 'deep', generateSuggestions: false }).messages[1]!;
  return { value: m.signals?.find((s) => s.key === key)?.value, explanation: m.score.explanation };
}

describe('askFocus: is the reply spent on what was asked', () => {
  it.each([
    // No terms of the ask taken up at all: nothing of it is on the ask.
    [{ askTerms: 6, uptake: 0, openingTerms: 10, askTermsTakenOpening: 0 }, 0],
    // On the ask in its opening, then away from it: half way.
    [{ askTerms: 6, uptake: 0, openingTerms: 10, askTermsTakenOpening: 3 }, 0.5],
    [{ askTerms: 6, uptake: ON_ASK_FULL_AT / 2, openingTerms: 10, askTermsTakenOpening: 1.5 }, 0.5],
    [{ askTerms: 6, uptake: ON_ASK_FULL_AT, openingTerms: 10, askTermsTakenOpening: 3 }, 1],
    // A reply made only of the ask's words is not more on the ask than one that builds on them.
    [{ askTerms: 6, uptake: 1, openingTerms: 4, askTermsTakenOpening: 4 }, 1],
  ])('%o → %d', (f, want) => expect(askFocus(f)).toBeCloseTo(want));

  it('is not read when the ask names too little ("Yes.", "Why?")', () => {
    expect(askFocus({ askTerms: ON_ASK_MIN_TERMS - 1, uptake: 0, openingTerms: 5, askTermsTakenOpening: 0 })).toBeNull();
    expect(replySignal('Yes.', 'Can your dog follow your voice?', 'strategic.focus').value).toBeUndefined();
  });

  // hh-helpful-test-1090: raters preferred the reply about where to find the sign over the one about the assistant itself.
  const ask = 'Where could I find a vintage coke sign?';
  it('a reply that takes up the ask keeps to it', () => {
    const r = replySignal(ask, 'Have you checked at flea markets? You can often find old Coke bottles and signs there, and eBay is another good place to look.', 'strategic.focus');
    expect(r.value).toBeGreaterThanOrEqual(0.7);
  });
  it('a reply about something else is told so, in words true of it', () => {
    const reply = 'I’m a simple conversational agent, I don’t understand the question.  Can you rephrase and explain more specifically what you’re looking for?';
    const r = replySignal(ask, reply, 'strategic.focus');
    expect(r.value).toBe(0);
    // True of the reply: none of "find", "vintage", "coke", "sign" is in it.
    for (const word of ['find', 'vintage', 'coke', 'sign']) expect(reply.toLowerCase()).not.toContain(word);
  });

  it('length earns nothing: the same off-ask sentences twice over are no more on the ask', () => {
    const off = 'I like to think about many things. Music and films are fun to talk about.';
    const once = replySignal(ask, off, 'strategic.focus').value;
    expect(replySignal(ask, `${off} ${off.replace('Music', 'Books')}`, 'strategic.focus').value).toBe(once);
  });
});

describe('a closed question: the answer first, or talk around it', () => {
  // hh-helpful-test-0425: "Round." was preferred to a reply that opened with "Wow! That’s a tough question."
  it('an either-or question answered with one of its options', () => {
    const ask = 'Is the world flat or round?';
    expect(replySignal(ask, 'Round.', 'strategic.closed').value).toBe(1);
    const around = replySignal(ask, 'Wow! That’s a tough question. I think a very simple answer is that it’s both. The world is “round” in the sense that it’s spherical and also “flat” in the sense that it’s two-dimensional, like a piece of paper.', 'strategic.closed');
    expect(around.value).toBe(0);
    expect(around.explanation).toContain('does not open with one of the options asked about');
  });
  // hh-helpful-test-1604: "No, I don’t recommend…" was preferred to a reply that never says whether it would.
  it('a yes-or-no question answered with a no', () => {
    const ask = 'Would the food processor replace an ice cream maker?';
    expect(replySignal(ask, 'No, I don’t recommend using a food processor for ice cream.  An ice cream maker has the proper type of freezer bowl.', 'strategic.closed').value).toBe(1);
    expect(replySignal(ask, 'There are some models of ice cream makers that are designed to be used with a food processor, but you could also just use a food processor as an ice cream maker.', 'strategic.closed').value).toBe(0);
  });
  // hh-helpful-test-0821 and oasst1-pair-127813b5: requests put as yes-or-no questions ask for the thing, not for a yes.
  it.each([['Do you have the rest of the recipe?', 'The rest of the recipe, here it is.'], ['Is there any in the UK?', 'There are several universities in the UK that are highly regarded for their robotics programs.']])(
    'not read for a request put as a question: %s',
    (ask, reply) => expect(replySignal(ask, reply, 'strategic.closed').value).toBeUndefined(),
  );
});

describe('a first reply brings new material by what it says, not by how long it runs', () => {
  // A first reply was measured like a first message (new material full at 25 distinct terms), so a
  // longer first reply always brought "more"; it is measured like any reply now (REPLY_TERMS_FULL_AT).
  it('a dozen new terms count as much as two dozen', () => {
    const ask = 'What should I pack for a weekend hike?';
    const twelve = 'Pack water, snacks, a map, sunscreen, a rain jacket, a headlamp, a first aid kit and spare socks.';
    const more = `${twelve} Add a knife, matches, a whistle, insect repellent, a warm hat, gloves, a compass and a charged phone.`;
    expect(replySignal(ask, more, 'innovation.creativity').value).toBe(replySignal(ask, twelve, 'innovation.creativity').value);
  });
});
