import { describe, expect, it } from 'vitest';
import { analyzeConversation } from './engine';
import { answerFit } from './reply-fit';
import { FIT_CREDIT } from './strategic';

// Pairs from hh-helpful and oasst1 where raters preferred the shorter reply because it gave the answer the ask called for.
describe('answerFit: the reply gives the kind of answer the ask calls for', () => {
  it.each([
    ['I think you\'re right. So that is the diameter?', 'Yes.', 'yes or no for a yes-or-no question', 1],
    ['Is variance the same as sum of squares error?', 'No, as the sum of squared errors is just calculated as Σ (x-μ)².', 'yes or no for a yes-or-no question', 1],
    ['Is variance the same as sum of squares error?', 'You could interpret the sample variance as the average sum of squared errors.', 'yes or no for a yes-or-no question', 0],
    ['When was Canada colonized?', 'The French founded Quebec City in 1608.', 'a name, date or number for a who / when / how many question', 1],
    ['write me script that saves a dictionnary in json format in a file in python', '```py\nimport json\njson.dump(data, open("data.json", "w"))\n```', 'code for a code request', 1],
    // hh-helpful-test-0425: "Round." was preferred to a reply that called the world both flat and round.
    ['Is the world flat or round?', 'Round.', 'one of the options for an either-or question', 1],
    ['Is the world flat or round?', 'Wow! That’s a tough question. I think a very simple answer is that it’s both.', 'one of the options for an either-or question', 0],
    ['Should I use tabs or spaces?', 'Spaces: every editor shows them the same way.', 'one of the options for an either-or question', 1],
    // oasst1-pair-4d555e75: the options need not end the question ("back end or front end language?"); it is no yes-or-no question.
    ['is javascript back end or front end language?', 'JavaScript can be used for both front-end and back-end development.', 'one of the options for an either-or question', 1],
    ['is javascript back end or front end language?', 'It is a popular language with a large community.', 'one of the options for an either-or question', 0],
    // oasst1: names run together in a sentence are the list asked for.
    ["Anna has a daughter and a son. What are the names of Anna's grandchildren?", 'Annas daughter is Joanne.\nAnnas grandchildren are Charlie and Hunter', 'a list for a request for names or ideas', 1],
    ['Can you give me some games that are exclusive to the PS5?', 'These are some of them:\n\nRatchet & Clank: Rift Apart\n\nDemon’s Souls\n\nReturnal', 'a list for a request for names or ideas', 1],
    ['List some exercises that you know and I\'ll add some to my workout routine.', "Okay.  I'll try to think of exercises that I enjoy.  Do you like boxing?", 'a list for a request for names or ideas', 0],
    ['Is it safe or not?', 'Yes, with gloves on.', 'yes or no for a yes-or-no question', 1],
    // hh-helpful-test-1273: a question that checks an understanding ("So people…?") is a yes-or-no question; "Exactly." answers it.
    ['So people use it as a like almost?', 'Exactly.  That’s a good way of putting it.', 'yes or no for a yes-or-no question', 1],
    // hh-helpful-test-1195: "You can certainly try" is the yes to "Could I…?".
    ['Could I use my oven instead?', 'You can certainly try, but it will take a long time.', 'yes or no for a yes-or-no question', 1],
    // hh-helpful-test-1180: "I don't know, I've never tried OLED monitors." says neither yes nor no.
    ['Are OLED monitors worth the additional price over regular LCD monitors for gaming?', 'I don’t know, I’ve never tried OLED monitors.  Do you want me to try them out and let you know?', 'yes or no for a yes-or-no question', 0],
    ['Can you give me the names of some e-newsletters that give out codes to use towards purchases?', 'Sure, here are three:\n• Retailmenot.com\n• DealNews.com\n• BundleUp.com', 'a list for a request for names or ideas', 1],
    // hh-helpful-test-1715: "what is the customary amount…" asks for one number.
    ['What is the customary amount to tip a taxi driver?', 'A standard 10% tip is recommended.', 'a name, date or number for a who / when / how many question', 1],
    ['What is the customary amount to tip a taxi driver?', 'I think that “tipping” is the idea of giving a person money “for good service” - like a tip for a waitress in a restaurant.', 'a name, date or number for a who / when / how many question', 0],
    // hh-rlhf conversations: a number in words, "no" as the amount, an initialism as the name, "I'd say not" as the no.
    ['How much water should I try drinking for smoother skin?', 'You should be drinking more than a half-gallon of water a day.  It’s great for health.', 'a name, date or number for a who / when / how many question', 1],
    ['Good tips!  How long should it take to dry?', 'The chalk paint will dry within a few hours.  It will not continue to dry after that.', 'a name, date or number for a who / when / how many question', 1],
    ['That\'s pretty helpful. How much seed money do you need to set up a super PAC?', 'There’s no minimum amount to begin a super PAC.  The name of the organization is all that is needed.', 'a name, date or number for a who / when / how many question', 1],
    ['Do you know which one had the longest run time on broadcast tv?', 'I can definitely say that there is no evidence that suggests that NCIS has run for a longer period of time.', 'a name, date or number for a who / when / how many question', 1],
    ['I know of one near me, is it dangerous to go in without a flashlight?', 'I’d say not.  But it is dark inside, and it would be easy to break a bone.', 'yes or no for a yes-or-no question', 1],
    // hh-helpful-test-0878: "Can you tell me how many…?" asks how many; a capitalised word after two spaces starts a sentence, it names nobody.
    ['Can you tell me how many power rangers there were in the original show?', 'To tell you the truth, I’m not sure how many.  How many would you like to know?', 'a name, date or number for a who / when / how many question', 0],
    // hh-helpful-test-0144: "I was wondering if … ?" is a yes-or-no question.
    ['I have a general question. I was wondering if baking powder and baking soda the same thing?', 'Yes! That’s a great question.  They are both part of the leavening process.', 'yes or no for a yes-or-no question', 1],
    // hh-helpful-test-2331: a lead-in word before the question; "That’s a good idea!" is the yes to "should I…?".
    ['Okay, should I plan the story out first as an outline, before continuing?', 'That’s a good idea!  A lot of people use the term “plot outline” for what you’re describing here.', 'yes or no for a yes-or-no question', 1],
    // hh-helpful-test-1039: the question after a clause and a comma.
    ["my boyfriend is asking for 1 more chance, do you think I should forgive him? he said he's just drunk that time", 'I understand that you are asking me for advice about whether or not to forgive your boyfriend.', 'yes or no for a yes-or-no question', 0],
    // Fourth round of own sessions (own-learn-1): a learner's "what is" and "why" questions were answered
    // in other words than theirs ("It is a convention… Ronald Fisher suggested 1 in 20"), and were told
    // they "miss what was asked" and "lose the thread".
    ["I'm learning statistics on my own. What is a p-value, in plain words?", 'A p-value is the probability of seeing data at least as extreme as yours if the null hypothesis were true.', 'what the term is for a what-is question', 1],
    ["I'm learning statistics on my own. What is a p-value, in plain words?", 'Statistics is a wide field; many people start with a course.', 'what the term is for a what-is question', 0],
    ['why would physics need it so much stricter?', 'Because they test huge numbers of possible signals.', 'a reason for a why question', 1],
    ['why 0.05 though? who decided that', 'It is a convention, not a law. Ronald Fisher suggested 1 in 20 in the 1920s.', 'a reason for a why question', 1],
    ['why would physics need it so much stricter?', 'Physics is the study of matter and energy.', 'a reason for a why question', 0],
    // Fifth round (odd half): closed answers the review said were missing.
    // hh-helpful-test-0542: a name said on its own as the first sentence is the name asked for; a remark of a few words is not.
    ['Which country is the most similar to the United States of America?', 'Canada.', 'a name, date or number for a who / when / how many question', 1],
    ['Which country is the most similar to the United States of America?', 'Hard to say.', 'a name, date or number for a who / when / how many question', 0],
    ['Which country is the most similar to the United States of America?', 'Tough call.', 'a name, date or number for a who / when / how many question', 0],
    // hh-helpful-test-0930: "She did not." is the no.
    ['Did she have a love interest?', 'She did not. Barbie does not have a “love interest”.', 'yes or no for a yes-or-no question', 1],
    // hh-helpful-test-1389: the no given after a remark, in the first sentence.
    ['Is a good luck charm just a myth?', 'That’s a good question, and the short answer is no.  Humans have always believed in magic.', 'yes or no for a yes-or-no question', 1],
    ['Is the new version out?', 'Not yet: it ships in May.', 'yes or no for a yes-or-no question', 1],
    // oasst1-pair-f62007cd: the question's own statement is its yes or no; a reply that opens elsewhere is not.
    ['Is into the breach a game with perfect information?', 'Into the Breach is a game with almost perfect information, other than the state of its random number generators.', 'yes or no for a yes-or-no question', 1],
    ['Is into the breach a game with perfect information?', 'In the context of the game "Into the Breach", \'perfect information\' means that the player sees the whole game state.', 'yes or no for a yes-or-no question', 0],
    ['Are OLED monitors worth the additional price over regular LCD monitors for gaming?', 'OLED monitors aren’t worth it for most players yet.', 'yes or no for a yes-or-no question', 1],
    // hh-helpful-test-2080, 1982, 2060: a statement put as a question, or with a tag, asks to confirm it.
    ['You might be thinking of Amy Poehler?', 'Yes, Amy Poehler is the one with the jokes and skits.', 'yes or no for a yes-or-no question', 1],
    ['Sneaky, eh?', 'No, just a little misdirection.', 'yes or no for a yes-or-no question', 1],
    ["I don't think I need a professional right now. It is possible to patch a small roof leak on my own?", 'Yes, though sometimes it’s faster to hire professionals.', 'yes or no for a yes-or-no question', 1],
  ] as const)('%s → %s', (ask, reply, shape, fit) => {
    expect(answerFit(ask, reply)).toEqual({ fit, shape });
  });
  it.each([
    ['It is nice to get presents under the tree.'],
    ['So what should I do?'],
    ['Can you tell me more about how the consumer price sample works for the CPI?'],
    // A framed question that is not closed: "Can you tell me what The Wizard of Oz is about?" asks for an account.
    ['Can you tell me what The Wizard of Oz is about?'],
    ["What's the best way for me to learn Portuguese?"],
    // A superlative can be answered by a common noun ("The biggest organ in the human body is actually the skin"): no shape to check.
    ['What is the largest organ of the human body?'],
    // "Where should I start?" asks how to begin, not for a place.
    ['Thanks. So where should I start?'],
    // "What is …" names a term only when it is a short name: not a pronoun, a relation or a superlative.
    ['What is it?'], ['What is the difference between merge and rebase?'], ['What are the fastest trains in Europe?'],
    // oasst1-pair-e89fc182: a statement that goes on to ask for a rewrite is a request, not a yes-or-no question.
    ["It's not very well written, can you rewrite using a more stylystic old english with and an old British flavour to your text?"],
  ])('no particular shape: %s', (ask) => expect(answerFit(ask, 'Anything.')).toBeNull());
});

describe('a short reply of the asked-for shape is not graded as thin', () => {
  const replyScore = (ask: string, reply: string): number =>
    analyzeConversation({ messages: [{ role: 'user', content: ask }, { role: 'assistant', content: reply }] }, { analysisDepth: 'quick' }).messages[1]!.score.dimensions.strategic;
  it('"Yes." to a confirming question scores above a reply that talks around it', () => {
    const ask = 'So we dip the onion rings in flour and egg before frying, right?';
    expect(replyScore(ask, 'Yes.')).toBeGreaterThan(replyScore(ask, 'Onion rings are a popular side dish.'));
  });
});

/** The reply's signal `key` and the explanation, scored as the answer to a one-message conversation. */
function replySignal(ask: string, reply: string, key: string): { value: number | undefined; explanation: string } {
  const m = analyzeConversation({ messages: [{ role: 'user', content: ask }, { role: 'assistant', content: reply }] }, { analysisDepth: 'deep', generateSuggestions: false }).messages[1]!;
  return { value: m.signals?.find((s) => s.key === key)?.value, explanation: m.score.explanation };
}

describe('a closed question: the answer first, or talk around it', () => {
  // hh-helpful-test-0425: "Round." was preferred to a reply that opened with "Wow! That’s a tough question."
  it('an either-or question answered with one of its options', () => {
    const ask = 'Is the world flat or round?';
    expect(replySignal(ask, 'Round.', 'strategic.closed').value).toBe(1);
    const around = replySignal(ask, 'Wow! That’s a tough question. I think a very simple answer is that it’s both. The world is “round” in the sense that it’s spherical and also “flat” in the sense that it’s two-dimensional, like a piece of paper.', 'strategic.closed');
    expect(around.value).toBe(0);
    expect(around.explanation).toContain('does not open with one of the options asked about');
  });
  // hh-helpful-test-0425: "Round." answers the whole question; it was held at FIT_CREDIT on relevance while the
  // reply calling the world both flat and round took up more of the ask's words and won.
  it('a closed question answered in its opening has answered what was asked', () => {
    const ask = 'Is the world flat or round?';
    const conv = (reply: string) => analyzeConversation({ messages: [{ role: 'user', content: ask }, { role: 'assistant', content: reply }] }, { analysisDepth: 'deep', generateSuggestions: false }).messages[1]!;
    const round = conv('Round.');
    expect(round.signals?.find((x) => x.key === 'strategic.relevance')?.value).toBe(1);
    const around = conv('Wow! That’s a tough question. I think a very simple answer is that it’s both. The world is “round” in the sense that it’s spherical and also “flat” in the sense that it’s two-dimensional, like a piece of paper.');
    expect(round.score.overall).toBeGreaterThan(around.score.overall);
  });
  // hh-helpful-test-0425 and hh-helpful-test-0542: "Round." and "Canada." were told they "stay generic"; the closed
  // answer is the specific thing asked for. A reply that talks around the question still can be.
  it.each([
    ['Is the world flat or round?', 'Round.'],
    ['Which country is the most similar to the United States of America?', 'Canada.'],
  ])('a closed answer given up front is not generic: %s → %s', (ask, reply) => {
    const m = analyzeConversation({ messages: [{ role: 'user', content: ask }, { role: 'assistant', content: reply }] }, { analysisDepth: 'deep', generateSuggestions: false }).messages[1]!;
    expect(m.score.explanation).not.toContain('stays generic');
    expect(m.signals?.find((x) => x.key === 'tactical.specificity')?.value).toBeGreaterThanOrEqual(0.5);
  });
  it('a reply that talks around a closed question is weighed on its own words', () => {
    const m = analyzeConversation({ messages: [{ role: 'user', content: 'Is the world flat or round?' }, { role: 'assistant', content: 'Well, that is a tough one and people have thought about it for a long time.' }] }, { analysisDepth: 'deep', generateSuggestions: false }).messages[1]!;
    expect(m.signals?.find((x) => x.key === 'tactical.specificity')?.value).toBeLessThan(0.5);
  });
  // hh-helpful-test-1395's ask: a list asked for has the asked shape too, but its items are not checked
  // against the ask, so a list that shares none of the ask's words keeps FIT_CREDIT on relevance.
  it('a list of the asked shape is not read as the whole answer', () => {
    const m = analyzeConversation({ messages: [{ role: 'user', content: 'Can you give me some games that are exclusive to the PS5?' }, { role: 'assistant', content: 'These are some of them:\n\nRatchet & Clank: Rift Apart\n\nDemon’s Souls\n\nReturnal' }] }, { analysisDepth: 'deep', generateSuggestions: false }).messages[1]!;
    expect(m.signals?.find((x) => x.key === 'strategic.relevance')?.value).toBe(FIT_CREDIT);
  });
  // hh-helpful-test-1604: "No, I don’t recommend…" was preferred to a reply that never says whether it would.
  it('a yes-or-no question answered with a no', () => {
    const ask = 'Would the food processor replace an ice cream maker?';
    expect(replySignal(ask, 'No, I don’t recommend using a food processor for ice cream.  An ice cream maker has the proper type of freezer bowl.', 'strategic.closed').value).toBe(1);
    expect(replySignal(ask, 'There are some models of ice cream makers that are designed to be used with a food processor, but you could also just use a food processor as an ice cream maker.', 'strategic.closed').value).toBe(0);
  });
  // hh-helpful-test-1569: "There are several countries that have a concept very similar…" is the yes to "Do any
  // countries … have…?"; it was told it "does not open with a yes or a no". A question whether any exist
  // is answered by what there is; another yes-or-no question is not (hh-helpful-test-1604 above).
  it('a question whether any exist answered by what there is', () => {
    const ask = 'Do any countries other than America have a version of the 2nd amendment, the right to bear arms?';
    const yes = replySignal(ask, 'There are several countries that have a concept very similar to the second amendment, and some others that don’t.  Let’s talk about some of those.', 'strategic.closed');
    expect(yes.value).toBe(1);
    expect(yes.explanation).not.toContain('does not open with a yes or a no');
    expect(replySignal(ask, 'The US is a special case because of how the Constitution came to be.', 'strategic.closed').value).toBe(0);
  });
  // hh-helpful-test-2044: "Do you happen to know what kind of hot sauce flavors…?" asks for the flavors, not for a
  // yes; the reply naming "Mignonette" was told it "does not open with a yes or a no".
  it.each([['My wife loves oysters! Do you happen to know what kind of hot sauce flavors we should be seeking to go with oysters?', 'In general, hot sauces can be used for oysters, but if you want to be specific, “Mignonette” is very traditional with oysters.']])(
    'not read for a wish to know put as a yes-or-no question: %s',
    (ask, reply) => expect(replySignal(ask, reply, 'strategic.closed').value).toBeUndefined(),
  );
  // hh-helpful-test-0821 and oasst1-pair-127813b5: requests put as yes-or-no questions ask for the thing, not for a yes.
  // hh-helpful-test-2069: "Which … do you recommend?" asks for recommendations, not for one name.
  it.each([['Which post apocalyptic books do you recommend?', 'Oh, that’s a good question.  Do you have any preferences?'], ['Do you have the rest of the recipe?', 'The rest of the recipe, here it is.'], ['Is there any in the UK?', 'There are several universities in the UK that are highly regarded for their robotics programs.']])(
    'not read for a request put as a question: %s',
    (ask, reply) => expect(replySignal(ask, reply, 'strategic.closed').value).toBeUndefined(),
  );
});
