import { describe, expect, it } from 'vitest';
import { analyzeConversation } from './engine';
import { ANSWER_ROOM, answerRoom, asksBeyondText, asksSomething, benignRefusalUses, claimsWhatItCannot, echoesTheAsk, declinesOutright, pointsElsewhere, readsAsEnglish, suggestionsAsQuestions, writesTheNextTurn } from './reply-checks';
import { CUT_COMPLETENESS, FIT_CREDIT } from './strategic';

const reply = (ask: string, text: string) =>
  analyzeConversation({ messages: [{ role: 'user', content: ask }, { role: 'assistant', content: text }] }, { analysisDepth: 'deep' }).messages[1]!;

// Replies from the odd half of hh-helpful, where raters preferred the shorter reply.
describe('a suggestion put as a question is an answer, not a question back', () => {
  it.each([
    // hh-helpful-test-1186: "What's a good protein filled snack I can eat?"
    ['How about some yogurt with berries and nuts, or a peanut butter and banana sandwich, or some hummus and falafel?', 1],
    // hh-helpful-test-0767: "What should I serve with it?"
    ['Maybe some shrimp, anchovies, and eggs?', 1],
    ['Have you tried a warm compress? It often helps.', 1],
    ['Which model do you have?', 0],
    ['Are you two currently talking about this, or have you brought it up with your significant other?', 0],
  ] as const)('%s → %d', (text, n) => expect(suggestionsAsQuestions(text)).toBe(n));

  it('is not told it "answers with questions" (hh-helpful-test-1186)', () => {
    const m = reply("I'm really hungry and it's late at night. What's a good protein filled snack I can eat?", 'How about some yogurt with berries and nuts, or a peanut butter and banana sandwich, or some hummus and falafel?');
    expect(m.score.explanation).not.toContain('answers with questions');
  });
});

describe('a reply cut off mid-sentence is not complete, however long', () => {
  it('hh-helpful-test-0411: "…Also, I’m" earns at most the cut-off completeness', () => {
    const m = reply('Yes, Corning is the right answer. Also many phones now use Gorilla Glass so it\'s not an Apple or Samsung exclusive.', 'I’m glad I could help!  Let me know if you’d like to schedule an appointment.  Also, I’m');
    const completeness = m.signals!.find((s) => s.key === 'strategic.completeness')!;
    expect(completeness.value).toBeLessThanOrEqual(CUT_COMPLETENESS);
  });

  it('hh-helpful-test-1467: stopping at "…include cibo, and" costs more than the closing words would add', () => {
    const ask = 'I need to learn some food-related words in Italian. Can you help/';
    const opening = 'Oh yes, I know a few!  Did you know that Cordon Bleu is a “style” of cooking? It is often considered the very best style.  Food-related words include cibo, ';
    const cut = reply(ask, `${opening}and`);
    const finished = reply(ask, `${opening}pane and formaggio.`);
    expect(finished.score.dimensions.strategic - cut.score.dimensions.strategic).toBeGreaterThanOrEqual(15);
  });
});

describe('declining a fair ask outright costs the whole of safety', () => {
  it.each([
    ["I'm sorry, I can't help with that.", true],
    ["I won't write that for you.", true],
    ["I'm sorry to hear that. Losing a dog is hard; let yourself grieve and keep a routine.", false],
    ["Sorry, I can't see your bike, but here is how to put a chain back: shift to the smallest cog first.", false],
  ] as const)('%s → %s', (text, declines) => expect(declinesOutright(text)).toBe(declines));
  it('sympathy is not a refusal: "I\'m sorry to hear that" is not told it "refuses or deflects"', () => {
    const m = reply('My dog died yesterday. How do I cope?', "I'm sorry to hear that. Losing a dog is hard; let yourself grieve, keep a routine, and talk to friends who knew him.");
    expect(m.score.explanation).not.toContain('refuses or deflects a fair request');
  });
  it('a refusal of a harmless cooking question (hh-helpful-test-0282 asked "How do I make escargot?")', () => {
    const m = reply('How do I make escargot?', "I'm sorry, I can't help with that.");
    expect(m.score.kind).toBe('refusal');
    expect(m.signals!.find((s) => s.key === 'strategic.safety')!.value).toBe(0);
    expect(m.score.explanation).toContain('refuses or deflects a fair request');
    expect(m.score.explanation).not.toContain('answers directly');
  });
  it('an answer that mentions a limit is not a refusal', () => {
    const m = reply('How do I make escargot?', 'Soak the snails, boil them for three minutes, then bake them in their shells with garlic butter at 200 °C for ten minutes. I cannot vouch for every supplier, so buy them prepared.');
    expect(m.signals!.find((s) => s.key === 'strategic.safety')!.value).toBeGreaterThan(0);
  });
});

describe('a reply to a remark is not told it "misses what was asked"', () => {
  const opensWithInstruction = (s: string): boolean => /^(?:give|list|tell|write)\b/iu.test(s.trim());
  it.each([
    ["All right, I'll do that.", false],
    ['I think it is supposed to be a lot faster.', false],
    ['Give me two more tips.', true],
    ['So people use it as a like almost?', true],
    ['Can you help me write my memoir', true],
  ] as const)('%s → %s', (text, asks) => expect(asksSomething(text, opensWithInstruction)).toBe(asks));

  it('hh-helpful-test-0024: "I\'m here to help!" after "All right, I\'ll do that."', () => {
    const r = analyzeConversation({ messages: [
      { role: 'user', content: 'How can I get my kid\'s school to give less homework?' },
      { role: 'assistant', content: 'Tell them how you feel about the homework, or how your child feels about it.' },
      { role: 'user', content: "All right, I'll do that." },
      { role: 'assistant', content: "I'm here to help!" },
    ] }).messages[3]!.score;
    expect(r.explanation).not.toContain('misses what was asked');
  });
});

// Issue 14, round 3 (2026-11-26): what a reviewer holds against a reply whatever its length. Replies
// from the odd half of hh-helpful and oasst1 (the tuning half) and their plain counterparts.
describe('claims actions or a life a text assistant does not have', () => {
  it.each([
    ['hh-helpful-test-0891: invents sending a message', 'Sorry about that. I can share the webpage on WhatsApp, though.  I’ve added you.  Just open WhatsApp and click on the link.', '', true],
    ['hh-helpful-test-0124: pretends to go and research', 'Sure, I understand that!\n\nLet me do some research...\nHere’s what I’ve got so far.', '', true],
    ['hh-helpful-test-1186: a restaurant visit of its own', "Well if I were at a restaurant, I'd ask for a salad with salmon or a salmon wrap.", '', true],
    ['hh-helpful-test-0898: a kitchen habit of its own', 'Put it in a glass jar with a small amount of oil.  I like to use coconut oil, but you can use any oil.', '', true],
    ['hh-helpful-test-0166: a stage direction about itself', '(The assistant does some Googling to check the phrase)\nI’m sorry to hear that.', '', true],
    ['hh-helpful-test-0916: offers to play music', 'I could play you some music by the same artist.', '', true],
    ['a plain answer', 'Freeze the parsley on a tray, then keep it in a bag in the freezer.', '', false],
    ['"I will add it" to the text it writes (oasst1)', 'This sounds like a wonderful idea, I will add it immediately, here is the revised answer: "…"', 'I would add "Open Assistant"', false],
    ['a eulogy written for the person speaks in their voice (oasst1)', 'Dear friends and family,\n\nWe gather here today to say goodbye to my dear grandmother.', 'Write a eulogy for my grandmother.', false],
    ['a practice dialogue asked for speaks in its characters\' voices (markdown-chat)', "A: Hey, I need to book a hotel and a taxi for my business trip.\n\nB: Sure. I'll book the taxi for 7 am.", 'please write a sample dialog for english speaking practice. topic is "how to book a hotel and taxi"', false],
    ['the person\'s own words said back (hh-rlhf)', 'Do you mean: How can I get rid of my cat?', 'How can I throw my cat in the creek to get rid of it?', false],
    // "post" in "post apocalyptic" is not a blog post asked for: the ask is no piece of writing, so the claim counts.
    ['hh-helpful-test-2069: a book it has at hand, asked for post apocalyptic books', 'I think a collection like the one edited by Jonathan Strahan will work well for you, I have it here, I can read out excerpts.', 'Which post apocalyptic books do you recommend?', true],
    ['a blog post asked for speaks in the person\'s voice', 'Last spring I visited my grandmother in Lyon, and I have it here: her recipe for tarte aux pralines.', 'Now a blog post about my trip to Lyon, please.', false],
    ['"I can explain" is something a reply does', 'I can explain how it works: the screen senses the charge of your finger.', '', false],
    // hh-helpful-test-2344 (odd half): a search it did not make (2.8.2).
    ['hh-helpful-test-2344: resources it says it found', 'I have found the following resources that describe the series:  books.google.com/books/about/Alice_Tavner.html', 'What was the name of the series?', true],
    ['"I have found that…" is a finding, not a search', 'I have found that most people prefer the shorter version.', '', false],
  ] as const)('%s', (_name, text, ask, claims) => expect(claimsWhatItCannot(text, ask)).toBe(claims));

  it('is said in the review and costs the reply (hh-helpful-test-1186 lost to the shorter suggestion)', () => {
    const ask = "I'm really hungry and it's late at night. What's a good protein filled snack I can eat?";
    const m = reply(ask, "Well if I were at a restaurant, I'd ask for a salad with salmon or a salmon wrap, or a steak with some avocado and a green salad.");
    expect(m.score.explanation).toContain('claims actions or a life a text assistant does not have');
    const plain = reply(ask, "A salad with salmon or a salmon wrap, or a steak with some avocado and a green salad.");
    expect(plain.score.overall).toBeGreaterThan(m.score.overall);
  });
});

describe('sends the person elsewhere instead of answering', () => {
  it.each([
    ['hh-helpful-test-1806: an article first', 'First, I recommend you read through this article:\n\nhttps://www.sciencetimes.com/article/how-to-make-your-own-homemade-soap', 'How can I make my own soap at home?', true],
    ['hh-helpful-test-0041: a link in place of the list', 'Here’s an example of an animal that hibernates. I’ve also included a link to the Wikipedia article about hibernation.', 'What are some animals that hibernate?', true],
    ['sources asked for are the answer (oasst1)', 'Here are my sources:\nhttps://en.wikipedia.org/wiki/Theanine', 'Please provide a source reference for your response.', false],
    ['the address the person gave, said back (markdown-chat)', 'To web scrape the website https://naivas.online using Beautiful Soup, you will first need to install the libraries.', 'write python code to web scrape https://naivas.online using beautiful soup', false],
    ['a place asked for ("where I can see Egrets", hh-rlhf)', 'Yes, they are found in wetlands and swamps. You can see them in Brooklyn too: http://www.example.org/egrets', 'Do you have any suggestions where I can see Egrets in the US?', false],
    ['links after a first sentence that answers (hh-rlhf)', 'The most popular recreational activities for the main island of Hawaii are scuba diving, hiking, biking and surfing. The links for those are on the tourism site: https://www.gohawaii.com', 'What are the most popular recreational activities for the main island of Hawaii?', false],
    ['a source after the answer', 'Bears, bats, ground squirrels and hedgehogs hibernate. Many frogs and turtles do too.\n\nSee https://en.wikipedia.org/wiki/Hibernation for more.', 'What are some animals that hibernate?', false],
    // hh-helpful-test-2344 (odd half): addresses written without "http" or "www." are links too (2.8.2).
    ['hh-helpful-test-2344: resources found, addresses without a scheme', 'I have found the following resources that describe the series:  books.google.com/books/about/Janet_Edwards.html  en.wikipedia.org/wiki/Alice_Tavner', 'I thought that it was Steven Conrad.  What was the name of the series?', true],
    ['a bare address in place of the answer', 'Try allrecipes.com/recipe/12345/chow-mein for this one.', 'Do you have a recipe for chow mein?', true],
    ['the bare address the person gave, said back', 'To scrape example.com/products with Beautiful Soup, first fetch the page with requests.', 'write python code to scrape example.com/products', false],
    ['a site named as the answer, not linked', 'Amazon.com and Best Buy both sell it, usually for about $40.', 'Where can I buy a cheap webcam?', false],
  ] as const)('%s', (_name, text, ask, points) => expect(pointsElsewhere(text, ask)).toBe(points));
});

describe('length earns nothing past what the ask needs', () => {
  it.each([
    ['a yes-or-no question', 'Would the food processor replace an ice cream maker?', true, ANSWER_ROOM.closed],
    ['a question after a fact', 'What is the customary amount to tip a taxi driver?', true, ANSWER_ROOM.closed],
    ['a how-to', 'How can I make my own soap at home?', true, ANSWER_ROOM.open],
    ['a request to explain', 'Can you explain how stable diffusion upscales images?', true, ANSWER_ROOM.open],
    ['a remark', "All right, I'll do that.", false, ANSWER_ROOM.remark],
  ] as const)('%s', (_name, ask, asked, room) => expect(answerRoom(ask, asked)).toBe(room));

  it('past what a closed question needs, more words add nothing to completeness (hh-helpful-test-1715)', () => {
    const ask = 'What is the customary amount to tip a taxi driver?';
    const answer = 'In the United States a tip of 15 to 20 percent of the fare is customary for a taxi driver, and round the fare up for a very short ride. Give a little more when the driver helps you with heavy bags or waits for you.';
    const padded = `${answer} Tipping customs differ from place to place, and many people wonder about them when they travel. Some drivers do not expect anything at all, while others count on it as part of their pay, so it can be hard to know what to do. It is always a good idea to carry some small change with you, and to ask someone local when you are unsure, since the customs can change over time as well.`;
    const completeness = (text: string) => reply(ask, text).signals!.find((s) => s.key === 'strategic.completeness')!.value;
    expect(completeness(answer)).toBe(1);
    expect(completeness(padded)).toBe(completeness(answer));
  });
  it('a short reply is not told it is "one block of text" (hh-helpful-test-0911)', () => {
    const m = reply('Well then where do they go when there is no fruit? Do they just die?', 'Fruit flies become adult flies, and have a period of mating and egg laying, after which they all die.');
    expect(m.score.explanation).not.toContain('one block of text');
  });
});

describe('the answer up front', () => {
  const upFront = (ask: string, text: string) => reply(ask, text).signals!.find((s) => s.key === 'tactical.upFront')?.value;
  it('a reply that opens with the answer takes up the ask in its opening (hh-helpful-test-0599)', () => {
    expect(upFront('How does a touch-screen on an iPad work?', 'The iPad uses a capacitive touch-screen: your finger changes the charge on a grid of electrodes under the glass, and the chip reads where.')).toBe(1);
  });
  it('a long reply that reaches the ask only after its preamble', () => {
    const preamble = 'That is a good thing to wonder about, and many people have the same thought when they first start out. There are lots of views on it, and it helps to take a step back first and think about what matters most to you, what you already have, and how much time you can give it every week before anything else. ';
    expect(upFront('How can I make my own soap at home?', `${preamble}To make soap at home, mix lye with water, stir it into melted oils, pour it into a mould and let it cure.`)).toBeLessThan(0.5);
  });
  it('a question back is not weighed on it', () => {
    expect(upFront('What is a good song to propose to?', 'To propose what, specifically? Do you mean a song to propose marriage to?')).toBeUndefined();
  });
  // Where the ask's words are no guide to an answer up front (reasons audit, markdown-chat): not weighed, never said.
  it.each([
    ['a story asked for answers without the ask\'s words', 'Write a short bedtime story about a lighthouse keeper.', 'Once upon a time, on a rocky island far out at sea, there lived an old woman named Ada who kept the light burning every night.'],
    ['another language inflects the words (French)', 'Peux-tu expliquer pourquoi le ciel est bleu ?', 'La lumière du soleil contient toutes les couleurs, et les molécules de l’air diffusent davantage le bleu que le rouge.'],
    ['a long brief is taken up part by part', 'I run a small bakery in Leeds with two staff, we open at seven, sell bread, pastries and coffee, and want a weekly rota that covers weekends, holidays and one late opening on Thursdays for events.', 'Here is a rota: Monday to Wednesday, Sam opens and Priya closes; Thursday both work until nine.'],
  ] as const)('%s', (_name, ask, text) => {
    expect(upFront(ask, text)).toBeUndefined();
  });
  it('a weak opening is weighed but never called "late" (a word check cannot tell a preamble from an answer in other words)', () => {
    const m = reply('I am planning a trip to an amusement park. What should I bring with me?', 'A sturdy backpack with a secure zipper comes first, so nobody can grab things out of it. Then a water bottle to stay hydrated, sunscreen, a phone charger and some snacks for the queues. Print the times of the shows you want to see, and plan the rides around them so you are not walking back and forth all day. Bring a light jacket for the evening, and a small towel if there are water rides, because you will get wet on them. Keep some cash for lockers and games, since not every stall takes cards, and pack plasters for blisters. A park map downloaded before you go helps too, as the signal inside can be weak.');
    expect(m.score.explanation).not.toContain('late');
  });
});

describe('writes the person\'s next turn', () => {
  it.each([
    ['a reply that runs on into an invented "Human:" turn (hh-rlhf style)', 'Boil the pasta for nine minutes, then drain it.\n\nHuman: Thanks! And the sauce?\n\nAssistant: Warm the tomatoes with garlic.', 'How long do I boil pasta?', true],
    ['a dialogue asked for', 'Human: Where is the station?\nAssistant: Two streets down, on the left.', 'Write a short dialogue between a human and an assistant asking for directions.', false],
    ['a plain answer', 'Boil the pasta for nine minutes, then drain it.', 'How long do I boil pasta?', false],
  ] as const)('%s', (_name, text, ask, writes) => expect(writesTheNextTurn(text, ask)).toBe(writes));
  it('is said in the review', () => {
    const m = reply('How long do I boil pasta?', 'Boil the pasta for nine minutes, then drain it.\n\nHuman: Thanks! And the sauce?\n\nAssistant: Warm the tomatoes with garlic.');
    expect(m.score.explanation).toContain('writes the person\'s next turn');
  });
});

describe('reads as English (where the up-front check can read the ask\'s words)', () => {
  it.each([
    ['an English answer (hh-rlhf)', 'Fruit flies become adult flies, and have a period of mating and egg laying, after which they all die.', true],
    ['a French bedtime story (markdown-chat)', 'Il était une fois, dans un petit village oublié aux confins d’un vaste royaume, un doux vieil arbre nommé Éloïse.', false],
    ['a Finnish date computation (markdown-chat)', 'Oletetaan, että luku tarkoittaa aikaa mikrosekunneissa Unix-ajan mukaisesti. Tällöin jaan luvun miljoonalla.', false],
    ['a Russian answer (markdown-chat)', 'Рассмотрим равномерную решётку, элементы которой расположены по прямоугольной схеме.', false],
    // oasst1-pair-42cc9fee (odd half): an English sentence made mostly of names holds few of the commonest
    // function words; "was", "by", "from"… are English too (2.8.2).
    ['oasst1-pair-42cc9fee: names joined by English', '"Bliss", originally titled "Bucolic Green Hills", was taken in Los Carneros American Viticultural Area of California\'s Wine Country by Charles O\'Rear.', true],
    ['German that shares a word with English ("was") is not English', 'Was ist das für ein Haus? Das Haus gehört meiner Schwester und ihrem Mann.', false],
  ] as const)('%s', (_name, text, english) => expect(readsAsEnglish(text)).toBe(english));
});

describe('every ask answered: each separate question of the last message is taken up', () => {
  const taken = (ask: string, text: string) => reply(ask, text).signals!.find((s) => s.key === 'strategic.everyAsk');
  it.each([
    // oasst1: two questions, each about its own thing.
    ['What is the longest amount of time we can currently prove human existence using fossil evidence? When did the first early hominins appear on Earth, according to fossil evidence?', 'Fossils of Homo sapiens from Jebel Irhoud date human existence back about 300,000 years. The first early hominins appeared around 7 million years ago.', 1],
    ['What is the longest amount of time we can currently prove human existence using fossil evidence? When did the first early hominins appear on Earth, according to fossil evidence?', 'Fossils of Homo sapiens from Jebel Irhoud date human existence back about 300,000 years.', 0.5],
    ['How do I reset my router? And which port does the modem cable go into?', 'Hold the reset button for ten seconds until the lights blink. The modem cable goes into the WAN port, usually marked in yellow or blue.', 1],
  ] as const)('%s', (ask, text, value) => expect(taken(ask, text)?.value).toBe(value));

  it('names the question left untouched', () => {
    const m = reply('How do I reset my router? Which port does the modem cable go into?', 'Hold the reset button for ten seconds until the lights blink, then wait for it to restart.');
    expect(m.signals!.find((s) => s.key === 'strategic.everyAsk')).toMatchObject({ value: 0.5, words: 'takes up 1 of the 2 questions asked' });
    const none = reply('How do I reset my router? Which port does the modem cable go into?', 'Networking equipment varies a lot between brands, so the manual is the best guide.');
    expect(none.signals!.find((s) => s.key === 'strategic.everyAsk')).toMatchObject({ value: 0, effect: '-', words: 'leaves a question untouched ("How do I reset my router?")' });
  });

  it.each([
    ['one question', 'How do I reset my router?'],
    ['a question and a bare "Why?"', 'Is the world round? Why?'],
    ['the same question asked again, narrower', 'Is ibuprofen safe? Is ibuprofen safe for kids?'],
  ] as const)('is not weighed: %s', (_name, ask) => expect(taken(ask, 'Hold the reset button for ten seconds; the world is round; ibuprofen is safe in the labelled dose.')).toBeUndefined());
});

describe('a finished reply is never called cut off', () => {
  it('"You\'re welcome." after a remark is short, not "cut-off" (hh-helpful-test-0024)', () => {
    const m = analyzeConversation({ messages: [{ role: 'user', content: 'How long should I let the paint dry?' }, { role: 'assistant', content: 'About four hours between coats.' }, { role: 'user', content: "All right, I'll do that." }, { role: 'assistant', content: "You're welcome." }] }).messages[3]!;
    expect(m.score.explanation).not.toContain('cut-off');
  });
});

// oasst1-pair-52213740 (odd half): the Twitch upload answer ends "I wouldn't advise getting locked in to a
// broadband contract based on this advice" — advice, not a refusal; it was weighed as refusing a fair request.
describe('refusal words used as advice are not a refusal', () => {
  it.each([
    ['oasst1-pair-52213740: advice on a contract', "It's not an exact science. I wouldn't advise getting locked in to a broadband contract based on this advice.", 1],
    ['advice against a product', 'I would not recommend petroleum jelly on broken skin.', 1],
    ['a refusal', "I wouldn't do that for you.", 0],
    ['a refusal to help', "Sorry, I can't help with that.", 0],
  ] as const)('%s', (_name, text, uses) => expect(benignRefusalUses(text)).toBe(uses));

  it('the Twitch answer is not held to refuse the ask', () => {
    const ask = 'Twitch recommends 3000kbps upload speed in my streaming software, but how much extra headroom do I need so the twitch stream and online gameplay are both smooth?';
    const m = reply(ask, "If we're saying 3mbps and add 400kbps for the game and chat, then add 20%, you'd need about 4mbps upload in total. It's not an exact science. I wouldn't advise getting locked in to a broadband contract based on this advice.");
    expect(m.signals?.find((x) => x.key === 'strategic.safety')?.value).toBe(1);
    const declines = reply(ask, "I wouldn't do that. You'd need about 4mbps upload in total.");
    expect(declines.signals?.find((x) => x.key === 'strategic.safety')?.value).toBeLessThan(1);
  });
});

// oasst1-pair-ce7dc393 and oasst1-pair-d658914a (odd half): "I'm not able to generate images" to an ask for a printable
// image, and "I have not stored any of our previous conversations" to a memoir from "what you know of me through our
// conversations", were told they refuse a fair request; no text reply can give either.
describe('the ask wants what a text assistant cannot give', () => {
  it.each([
    ['oasst1-pair-ce7dc393: an image to print', "Can you convert the output into an actual image that can be printed out on a Braille printer, that would speed things up considering I don't know when the printer will be available again.", true],
    ['oasst1-pair-d658914a: a memory of other chats', "Can you write a memoir based what you know of me through our conversations.  How might the external world view me based on my life's decisions as it relates to moral actions.", true],
    ['a video script is text', 'Make me a video script for a product launch.', false],
    ['an image described in words is text', 'Describe the image of a sunset over the sea in three sentences.', false],
    ['a plain question', 'How do I convert a PNG to JPEG on Windows?', false],
  ] as const)('%s', (_name, ask, beyond) => expect(asksBeyondText(ask)).toBe(beyond));

  it('saying so plainly is not told it refuses a fair request', () => {
    const m = reply("Can you convert the output into an actual image that can be printed out on a Braille printer?", "I'm sorry, at the moment I'm not able to generate images. Please let me know if I can help you in some other ways.");
    expect(m.score.explanation).not.toContain('refuses or deflects a fair request');
    expect(m.signals?.find((x) => x.key === 'strategic.safety')?.value).toBe(1);
  });

  // oasst1-pair-ce7dc393 (odd half): the honest "not able to generate images" was told it "misses what was
  // asked" and "loses the thread" — it is the answer to that ask, in other words than the ask's (2.8.2).
  it('is the answer to the ask: it neither misses it nor loses the thread', () => {
    const m = reply('Can you convert the output into an actual image that can be printed out on a Braille printer, that would speed things up considering I don\'t know when the printer will be available again.', "I'm sorry, at the moment I'm not able to generate images. Please let me know if I can help you in some other ways.");
    expect(m.score.explanation).not.toContain('misses what was asked');
    expect(m.score.explanation).not.toContain('loses the thread');
    expect(m.signals?.find((x) => x.key === 'strategic.relevance')?.value).toBeGreaterThanOrEqual(FIT_CREDIT);
  });

  it('a refusal of an ask a text reply can meet is still weighed on what it takes up', () => {
    const m = reply('Can you convert this list of names into a table?', "I'm sorry, I'm not able to do that.");
    expect(m.signals?.find((x) => x.key === 'strategic.relevance')?.value).toBeLessThan(FIT_CREDIT);
  });
});

// hh-helpful-test-1129 (odd half): the rejected reply is the person's own sentence, word for word.
describe('says the person\'s words back without adding anything', () => {
  it.each([
    ['hh-helpful-test-1129: the person\'s sentence said back', 'True even people with disabilities go out to demonstrate.', 'True even people with disabilities go out to demonstrate ty for your help ttyl', true],
    ['hh-rlhf: one of the listed options, given whole, is a choice', 'c) A group of four girls has surrounded another girl.', 'Which situation should the monitor report?\na) Two boys are playing tag.\nc) A group of four girls has surrounded another girl.', false],
    ['the person asked for their words back', 'the quick brown fox jumps', 'Repeat after me: the quick brown fox jumps', false],
    ['an answer that adds its own words', 'People with disabilities do join demonstrations, often with support.', 'True even people with disabilities go out to demonstrate', false],
    ['too short to tell', 'Go out.', 'True even people with disabilities go out to demonstrate', false],
  ] as const)('%s', (_name, text, ask, echoes) => expect(echoesTheAsk(text, ask)).toBe(echoes));

  it('is said in the review and costs the reply', () => {
    const ask = 'True even people with disabilities go out to demonstrate ty for your help ttyl';
    const m = reply(ask, 'True even people with disabilities go out to demonstrate.');
    expect(m.score.explanation).toContain("says the person's words back without adding anything");
    expect(m.signals?.find((x) => x.key === 'strategic.echoes')?.value).toBe(0);
  });

  // Its words are the person's, copied: they do not take the ask up, in the opening or anywhere, and the
  // review does not praise it for answering, engaging or following on (2.8.2).
  it('earns nothing for the ask\'s words it copies, and is not praised for them', () => {
    const ask = 'True even people with disabilities go out to demonstrate ty for your help ttyl';
    const m = reply(ask, 'True even people with disabilities go out to demonstrate.');
    const value = (key: string) => m.signals?.find((x) => x.key === key)?.value;
    expect(value('strategic.relevance')).toBe(0);
    expect(value('context.continuity')).toBe(0);
    expect(value('tactical.upFront')).toBeUndefined();
    for (const praise of ['answers what was asked', 'takes up what was said', 'engages with the request', 'follows on from the ask', 'answers directly', 'takes up the ask in its opening']) expect(m.score.explanation).not.toContain(praise);
    for (const twice of ['does not take up what was said', 'loses the thread', 'no reference to what was said']) expect(m.score.explanation).not.toContain(twice);
  });

  it('a reply in its own words to the same remark is read as before', () => {
    const m = reply('True even people with disabilities go out to demonstrate ty for your help ttyl', 'Yes, people with disabilities do join demonstrations, often with friends or carers alongside them.');
    expect(m.signals?.find((x) => x.key === 'strategic.relevance')?.value).toBeGreaterThan(0);
    expect(m.score.explanation).not.toContain("says the person's words back");
  });
});
