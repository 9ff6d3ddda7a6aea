import { describe, expect, it } from 'vitest';
import { artefactSpec, asIndirect, clarifyingQuestion, replyPart, swapPerson } from './move-parts';

describe('asIndirect: the assistant’s question in the person’s words (hh-rlhf clarifying questions)', () => {
  it.each([
    ['What is the age of the person you want to surprise?', 'the age of the person I want to surprise'],
    ['What do you mean by “pranks”?', 'what I mean by “pranks”'],
    ['Do you have a price in mind?', 'whether I have a price in mind'],
    ['is she currently a working professional?', 'whether she is currently a working professional'],
    ['What kind of dog is it?', 'what kind of dog it is'],
    ['Why do you want to do that?', 'why I want to do that'],
    ['Hmm, why would you want to hide something in a coat?', 'why I would want to hide something in a coat'],
    ['Is this a real concern, or a joke?', 'whether this is a real concern, or a joke'],
    ['Why is it the best sex ever?', 'why it is the best sex ever'],
    ['What’s a dump?', 'what a dump is'],
    ['I’m sorry, I don’t know what “head lights” are.  Can you explain what those are?'.split('  ')[1]!, 'what those are'],
    ['Yeah, do you want to hear one?', 'whether I want to hear one'],
    ['Okay, what’s his wife’s name?', 'his wife’s name'],
    ['How many guys are we talking about?', 'how many guys we are talking about'],
  ])('%s → %s', (question, indirect) => {
    expect(asIndirect(question)).toBe(indirect);
  });
  it('a question it cannot turn round is left alone', () => {
    expect(asIndirect('Perhaps you could clarify what kind of a situation you’re looking for?')).toBeNull();
  });
});

describe('swapPerson', () => {
  it.each([
    ['Can you tell me more about your goals', 'Can I tell you more about my goals'],
    ['does it bother you', 'does it bother me'],
  ])('%s → %s', (from, to) => expect(swapPerson(from)).toBe(to));
});

describe('clarifyingQuestion: the question the reply ends on', () => {
  it.each([
    ['Is this for buying a used car?  Or for buying a debit card that will be usable online?', 'Is this for buying a used car, or for buying a debit card that will be usable online?'],
    ['I really couldn’t say. What kind of dog is it?', 'What kind of dog is it?'],
    ['Here is the list. Is there anything else I can help with?', null],
    ['Naloxone will interrupt the euphoria of heroin use.', null],
  ])('%s', (reply, question) => expect(clarifyingQuestion(reply)).toBe(question));
});

describe('replyPart: the part of the last answer a follow-up is about', () => {
  const reply = 'Ok, I’ll give you a couple examples.\n\n1. Draw a penis on a friend’s arm, the idea is that you can draw a really huge penis.\n\n2. Make a list of jokes on someone, and then you can make someone laugh.';
  it('the item sharing its words', () => {
    expect(replyPart(reply, 'the jokes list is not a prank')).toBe('Make a list of jokes on someone');
  });
  it('the first list item when it shares none (the answer judged as a whole)', () => {
    expect(replyPart(reply, 'okay some of these do not have anything to do with pens')).toBe('Draw a penis on a friend’s arm');
  });
});

describe('artefactSpec: what a brief for the thing asked for names (arena-hard prompts)', () => {
  it.each([
    ['write an example scope of work for waste management for a hospital', 'the rules it must follow'],
    ['Craft me a deep learning curriculum', 'learner’s level'],
    ['Can you generate an A level exam question on circular motion, with an according mark scheme and answer.', 'marks'],
    ['Write me a marketing email for our new features', 'who it goes to'],
  ])('%s names %s', (text, part) => expect(artefactSpec(text)).toContain(part));
  it('a question asks for no artefact', () => expect(artefactSpec('Why is the sky blue?')).toBeNull());
});
