import { describe, expect, it } from 'vitest';
import { main } from '../main';
import type { CliIo } from '../command';

function io(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = { stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), readInput: async (p) => files[p] ?? '' };
  return { cli, out, err };
}

describe('kibitz parse', () => {
  it('prints messages and detection as JSON', async () => {
    const { cli, out } = io({ '-': 'User: hi\nAssistant: hello' });
    expect(await main(['parse', '-'], cli)).toBe(0);
    const json = JSON.parse(out.join('')) as { messages: unknown[]; detection: { format: string; confidence: number } };
    expect(json.messages).toEqual([{ role: 'user', content: 'hi', index: 0 }, { role: 'assistant', content: 'hello', index: 1 }]);
    expect(json.detection.format).toBe('standard_labeled');
  });

  it('rejects a bad --platform and too-large input', async () => {
    const a = io({ f: 'x' });
    expect(await main(['parse', 'f', '--platform', 'bard'], a.cli)).toBe(2);
    const b = io({ f: 'x'.repeat(500_001) });
    expect(await main(['parse', 'f'], b.cli)).toBe(1);
    expect(b.err.join('')).toMatch(/500,000/);
  });
});
