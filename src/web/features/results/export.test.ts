import { describe, expect, it } from 'vitest';
import { exportedAs, sessionsExportedAs } from './export';

describe('export toasts', () => {
  it('name the format as people write it', () => {
    expect(exportedAs('markdown')).toBe('Session exported as Markdown');
    expect(exportedAs('csv')).toBe('Session exported as CSV');
    expect(exportedAs('pdf')).toBe('Session exported as PDF');
    expect(sessionsExportedAs(3, 'markdown')).toBe('3 sessions exported as Markdown');
    expect(sessionsExportedAs(1, 'json')).toBe('Session exported as JSON');
  });
});
