/**
 * Auto-save of the paste screen (spec sections 3 and 4): conversation text, session goal and
 * platform, plus the last saved time, kept in the browser per account and removed when empty.
 */
import type { PlatformChoice } from '../../../core/conversation/types';

export interface Draft {
  text: string;
  goal: string;
  platform: PlatformChoice;
  /** The smart-parsing switch, kept with the draft so a reload does not flip it. */
  smartParsing: boolean;
  savedAt: string;
}

const PLATFORM_CHOICES: readonly PlatformChoice[] = ['auto', 'claude', 'chatgpt', 'other'];
const PREFIX = 'kibitz.analyze.draft.v1';

export function draftKey(userId: string | null | undefined): string {
  return `${PREFIX}:${userId ?? 'anonymous'}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function isEmptyDraft(d: Pick<Draft, 'text' | 'goal' | 'platform'>): boolean {
  return d.text.trim() === '' && d.goal.trim() === '' && d.platform === 'auto';
}

/** The saved draft, or null when there is none or it cannot be read (then it is removed). */
export function loadDraft(key: string, store: Storage | null = storage()): Draft | null {
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Draft>;
    const draft: Draft = {
      text: typeof v.text === 'string' ? v.text : '',
      goal: typeof v.goal === 'string' ? v.goal : '',
      platform: PLATFORM_CHOICES.includes(v.platform as PlatformChoice) ? (v.platform as PlatformChoice) : 'auto',
      smartParsing: v.smartParsing === true,
      savedAt: typeof v.savedAt === 'string' ? v.savedAt : '',
    };
    return isEmptyDraft(draft) ? null : draft;
  } catch {
    store.removeItem(key);
    return null;
  }
}

/** Saves the draft, or removes it when text and goal are empty and the platform is auto. False when the browser refused. */
export function saveDraft(key: string, draft: Omit<Draft, 'savedAt'>, now = new Date(), store: Storage | null = storage()): boolean {
  if (!store) return false;
  try {
    if (isEmptyDraft(draft)) store.removeItem(key);
    else store.setItem(key, JSON.stringify({ ...draft, savedAt: now.toISOString() }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string, store: Storage | null = storage()): void {
  try {
    store?.removeItem(key);
  } catch {
    // Storage unavailable: nothing was saved either.
  }
}
