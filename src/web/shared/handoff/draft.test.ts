// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft';

describe('auto-save draft storage', () => {
  const key = draftKey('user-1');
  beforeEach(() => localStorage.clear());

  it('round-trips text, goal, platform and the switch with the saved time', () => {
    expect(saveDraft(key, { text: 'User: hi', goal: 'learn', platform: 'claude', smartParsing: true }, new Date('2025-01-02T03:04:05Z'))).toBe(true);
    expect(loadDraft(key)).toEqual({ text: 'User: hi', goal: 'learn', platform: 'claude', smartParsing: true, savedAt: '2025-01-02T03:04:05.000Z' });
  });

  it('removes the entry when everything is empty', () => {
    saveDraft(key, { text: 'x', goal: '', platform: 'auto', smartParsing: false });
    saveDraft(key, { text: '  ', goal: '', platform: 'auto', smartParsing: false });
    expect(localStorage.getItem(key)).toBeNull();
    expect(loadDraft(key)).toBeNull();
  });

  it('keeps drafts apart per account', () => {
    saveDraft(key, { text: 'mine', goal: '', platform: 'auto', smartParsing: false });
    expect(loadDraft(draftKey('user-2'))).toBeNull();
  });

  it('drops an unreadable entry and falls back to auto for an unknown platform', () => {
    localStorage.setItem(key, '{broken');
    expect(loadDraft(key)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ text: 'abc', platform: 'myspace' }));
    expect(loadDraft(key)).toMatchObject({ text: 'abc', platform: 'auto', goal: '' });
    clearDraft(key);
    expect(localStorage.getItem(key)).toBeNull();
  });
});
