import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse';
import { ISSUES } from './rule';

const turns = (roles: string) =>
  roles
    .split('')
    .map((r, i) => (r === 'U' ? `User: Question number ${i} about sorting lists in Python, please explain?` : `Assistant: Answer number ${i}: use sorted() with a key function.`))
    .join('\n');

describe('the balance warning', () => {
  it('does not warn on a conversation that ends with the person’s last message (3 asks, 2 answers)', () => {
    const { detection } = parseConversation(turns('UAUAU'));
    expect(detection.issues).not.toContain(ISSUES.unbalanced);
    // The spec rule, applied literally, is kept in the details.
    expect(detection.rule.issues).toContain(ISSUES.unbalanced);
  });

  it('still warns when one side has far more messages than a last unanswered ask explains', () => {
    expect(parseConversation(turns('UUUAU')).detection.issues).toContain(ISSUES.unbalanced);
    expect(parseConversation(turns('UAAAA')).detection.issues).toContain(ISSUES.unbalanced);
  });

  it('does not warn on a conversation of equal sides', () => {
    expect(parseConversation(turns('UAUA')).detection.issues).not.toContain(ISSUES.unbalanced);
  });
});
