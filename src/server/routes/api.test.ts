import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { outboxMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../test/app';
import { TEST_DATABASE_KIND } from '../test/database';
import { analysisRequest, api, signedInUser } from '../test/users';
import { setTier } from '../services/tier';
import { rowsOf } from '../db/rows';
import { DEFAULT_SETTINGS } from '../../core/settings';
import { sessionDetailOf } from '../../core/api/session-detail';

async function pdfText(body: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(body), useSystemFonts: false, disableFontFace: true }).promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n';
  }
  return text;
}

describe(`analysis API on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const mailer = outboxMailer(() => {});
  let alice: Awaited<ReturnType<typeof signedInUser>>;
  let A: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' }, { mailer });
    alice = await signedInUser(t.app, mailer, 'alice');
    A = api(t.app, alice.client);
    // Alice reviews many conversations in these tests: Pro capacity.
    await setTier(t.database.db, alice.id, 'pro', null);
  });
  afterAll(async () => t.close());

  describe('POST /analyze', () => {
    it('scores and stores the conversation, answering {sessionId, messages, summary}', async () => {
      const res = await A.post('/api/v1/analyze', analysisRequest());
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.messages).toHaveLength(4);
      expect(body.messages[0].score).toMatchObject({ overall: expect.any(Number), chessNotation: expect.any(String), dimensions: { context: 0 } });
      expect(body.summary).toMatchObject({ engineVersion: expect.any(String), overallScore: expect.any(Number), stats: { totalMessages: 4 } });
      const stored = await A.get(`/api/v1/sessions/${body.sessionId}`);
      expect(stored.statusCode).toBe(200);
      const detail = stored.json();
      expect(detail.session).toMatchObject({ id: body.sessionId, title: 'I need a Python function that removes duplicate rows from a CSV file, keeping…', platform: 'chatgpt', messageCount: 4, sessionGoal: 'Clean up a CSV export', format: 'standard_labeled', parsingMethod: 'speaker_labels' });
      expect(detail.messages.map((m: { scores: { overall: number }[] }) => m.scores[0]!.overall)).toEqual(body.messages.map((m: { score: { overall: number } }) => m.score.overall));
      expect(detail.metadata).toEqual({ projectContext: null, sessionGoal: 'Clean up a CSV export' });
      // The analysis answer already carries the stored session, exactly as GET answers it.
      expect(sessionDetailOf(body)).toEqual(detail);
    });

    it('refuses invalid bodies with 400 VALIDATION_ERROR and details', async () => {
      for (const body of [
        {},
        { conversation: { messages: [], platform: 'chatgpt' } },
        { conversation: { messages: [{ role: 'system', content: 'x' }], platform: 'chatgpt' } },
        { conversation: { messages: [{ role: 'user', content: '   ' }], platform: 'chatgpt' } },
        { conversation: { messages: [{ role: 'user', content: 'hi' }], platform: 'myspace' } },
      ]) {
        const res = await A.post('/api/v1/analyze', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'The request is not valid', details: expect.any(Array) });
      }
    });

    it('keeps text outside ASCII intact in the answer and the stored session (documents travel as UTF-8 bytes)', async () => {
      const content = 'Naïve “quotes” — 日本語, emoji 😀 and Ω: why does /\\w+/ miss them?';
      const res = await A.post('/api/v1/analyze', analysisRequest({ messages: [{ role: 'user', content }, { role: 'assistant', content: 'Use the u flag: /\\p{L}+/u matches letters in every script — ü, 日, Ω.' }] }));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
      const body = res.json();
      expect(body.messages[0].content).toBe(content);
      expect(body.session.title).toBe(content);
      const detail = (await A.get(`/api/v1/sessions/${body.sessionId}`)).json();
      expect(detail.messages[0].content).toBe(content);
      expect(sessionDetailOf(body)).toEqual(detail);
    });

    it('drops NUL characters that PostgreSQL cannot store instead of failing', async () => {
      const res = await A.post('/api/v1/analyze', analysisRequest({ messages: [{ role: 'user', content: 'Explain\u0000 closures in JavaScript with one short example.' }, { role: 'assistant', content: 'A closure keeps access to variables of its outer scope.' }] }));
      expect(res.statusCode).toBe(200);
    });

    it('uses the saved settings when the request gives no options', async () => {
      await A.put('/api/v1/settings', { enableSuggestions: false, defaultAnalysisDepth: 'quick' });
      const req = analysisRequest({ messages: [{ role: 'user', content: 'fix it' }, { role: 'assistant', content: 'Sure.' }] });
      const res = await A.post('/api/v1/analyze', { ...req, options: {} });
      expect(res.json().summary.options).toEqual({ analysisDepth: 'quick', enablePatternDetection: true, generateSuggestions: false });
      expect(res.json().messages[0].score.betterMove).toBeNull();
      await A.post('/api/v1/settings/reset');
    });
  });

  describe('POST /analyze/quick, /analyze/enhanced, /sessions/save', () => {
    it('scores one draft message in context without storing it', async () => {
      const before = (await A.get('/api/v1/sessions')).json().total;
      const res = await A.post('/api/v1/analyze/quick', { message: 'make it faster', context: { previousMessages: [{ role: 'user', content: 'Write a sorting function in Go.' }, { role: 'assistant', content: 'Here is a quicksort.' }], sessionGoal: 'Fast Go code' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ index: 2, score: { overall: expect.any(Number), chessNotation: expect.any(String) }, engineVersion: expect.any(String) });
      expect((await A.get('/api/v1/sessions')).json().total).toBe(before);
      expect((await A.post('/api/v1/analyze/quick', { message: '' })).statusCode).toBe(400);
    });

    it('parses on the server with the local parser and says so', async () => {
      const res = await A.post('/api/v1/analyze/enhanced', { text: 'User: What is 2+2?\nAssistant: 4.\nUser: And 3+3?\nAssistant: 6.', options: { expectedPlatform: 'auto' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ method: 'local', result: { method: 'local', messages: [{ role: 'user', content: 'What is 2+2?' }, { role: 'assistant' }, { role: 'user' }, { role: 'assistant', content: '6.' }] } });
    });

    it('saves a conversation it scores itself', async () => {
      const res = await A.post('/api/v1/sessions/save', analysisRequest({ title: 'My saved review' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().session).toMatchObject({ title: 'My saved review', messageCount: 4 });
    });
  });

  describe('sessions', () => {
    it('lists newest first with limit, offset and the total count', async () => {
      const bob = await signedInUser(t.app, mailer, 'lister');
      await setTier(t.database.db, bob.id, 'pro', null);
      const B = api(t.app, bob.client);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push((await B.post('/api/v1/analyze', analysisRequest({ title: `Review ${i}` }))).json().sessionId);
      const page1 = (await B.get('/api/v1/sessions?limit=2&offset=0')).json();
      const page3 = (await B.get('/api/v1/sessions?limit=2&offset=4')).json();
      expect(page1).toMatchObject({ total: 5, limit: 2, offset: 0 });
      expect(page1.sessions.map((s: { title: string }) => s.title)).toEqual(['Review 4', 'Review 3']);
      expect(page3.sessions.map((s: { id: string }) => s.id)).toEqual([ids[0]]);
      expect((await B.get('/api/v1/sessions')).json().limit).toBe(20);
      expect((await B.get('/api/v1/sessions?limit=0')).statusCode).toBe(400);
      expect((await B.get('/api/v1/sessions?limit=101')).statusCode).toBe(400);
    });

    it('updates title, goal and project context, refusing other fields', async () => {
      const id = (await A.post('/api/v1/analyze', analysisRequest())).json().sessionId;
      const res = await A.put(`/api/v1/sessions/${id}`, { title: 'Renamed', sessionGoal: 'New goal', projectContext: 'A Flask app' });
      expect(res.statusCode).toBe(200);
      expect(res.json().session).toMatchObject({ title: 'Renamed', sessionGoal: 'New goal', projectContext: 'A Flask app' });
      expect((await A.put(`/api/v1/sessions/${id}`, { overallScore: 100 })).statusCode).toBe(400);
      expect((await A.put(`/api/v1/sessions/${id}`, {})).statusCode).toBe(400);
      expect((await A.put(`/api/v1/sessions/${id}`, { title: '' })).statusCode).toBe(400);
    });

    it('deletes a session and its messages; a second delete is 404', async () => {
      const id = (await A.post('/api/v1/analyze', analysisRequest())).json().sessionId;
      expect((await A.delete(`/api/v1/sessions/${id}`)).json()).toEqual({ deleted: true, id });
      expect((await A.get(`/api/v1/sessions/${id}`)).statusCode).toBe(404);
      expect((await A.delete(`/api/v1/sessions/${id}`)).json()).toEqual({ code: 'NOT_FOUND', message: 'Session not found' });
      const left = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from analysis_session where id = ${id}`));
      expect(left[0]!.n).toBe(0);
    });
  });

  describe('analytics', () => {
    it('summarises the last N days (default 30) on both paths', async () => {
      const carol = await signedInUser(t.app, mailer, 'analytics');
      const C = api(t.app, carol.client);
      expect((await C.get('/api/v1/sessions/analytics/overview')).json()).toMatchObject({ days: 30, totalSessions: 0, trend: 'stable' });
      const scores: number[] = [];
      for (let i = 0; i < 2; i++) scores.push((await C.post('/api/v1/analyze', analysisRequest())).json().summary.overallScore);
      const overview = (await C.get('/api/v1/sessions/analytics/overview?days=7')).json();
      expect(overview).toMatchObject({ days: 7, totalSessions: 2, totalMessages: 8, averageScore: (scores[0]! + scores[1]!) / 2 });
      expect(overview.scores).toHaveLength(2);
      expect(Object.keys(overview.dimensionAverages)).toEqual(['strategic', 'tactical', 'cognitive', 'innovation', 'context']);
      expect((await C.get('/api/v1/analytics?days=7')).json()).toEqual(overview);
      expect((await C.get('/api/v1/analytics?days=0')).statusCode).toBe(400);
    });
  });

  describe('exports', () => {
    let id: string;
    beforeAll(async () => {
      // The third message is a weak follow-up, so the exports carry a better move.
      const messages = analysisRequest().conversation.messages.map(({ role, content }, i) => ({ role, content: i === 2 ? 'it doesnt work' : i === 3 ? 'Sorry about that. Which error do you see, and on which line?' : content }));
      id = (await A.post('/api/v1/analyze', analysisRequest({ title: 'Export me, "please"', context: 'Internal data tools', messages }))).json().sessionId;
    });

    it('JSON: parses back with scores and metadata', async () => {
      const res = await A.get(`/api/v1/sessions/${id}/export?format=json`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="kibitz-export-me-please-${id.slice(-8)}\\.json"$`));
      const body = JSON.parse(res.body);
      expect(body.session).toMatchObject({ id, title: 'Export me, "please"', projectContext: 'Internal data tools' });
      expect(body.messages[0].score).toMatchObject({ overall: expect.any(Number), explanation: expect.any(String) });
    });

    it('CSV: a CSV parser reads one row per message', async () => {
      const res = await A.get(`/api/v1/sessions/${id}/export?format=csv`);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const parsed = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
      expect(parsed.errors).toEqual([]);
      expect(parsed.data).toHaveLength(4);
      expect(parsed.data[0]).toMatchObject({ session_id: id, session_title: 'Export me, "please"', index: '0', role: 'user' });
      expect(parsed.data[1]!.content).toContain('def dedupe(src, dst):\n');
      expect(parsed.meta.fields).toEqual(expect.arrayContaining(['overall', 'notation', 'strategic', 'context', 'explanation', 'better_move']));
    });

    it('Markdown (md or markdown): headings and every message', async () => {
      for (const format of ['md', 'markdown']) {
        const res = await A.get(`/api/v1/sessions/${id}/export?format=${format}`);
        expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
        expect(res.headers['content-disposition']).toContain('.md"');
        expect(res.body).toMatch(/^# Export me, "please"\n/);
        expect(res.body).toContain('\n## Dimensions (your messages)\n');
        expect(res.body).toMatch(/overall \*\*\d+ \S+ \w+\*\* \(all messages\), your messages \d+, trend/);
        expect(res.body).toContain('\n## Messages\n');
        expect(res.body.match(/^### \d+\. (You|Assistant) — \d+ /gm)).toHaveLength(4);
      }
    });

    it('PDF: a real PDF whose text shows the title and the scores', async () => {
      const res = await A.get(`/api/v1/sessions/${id}/export?format=pdf`);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Export me, "please"');
      expect(text).toMatch(/Overall \d+ (!!|!|\+|=|\?|\?\?) \w+/);
      expect(text).toContain('Dimensions (your messages)');
      expect(text).toContain('Better move');
    });

    it('respects includeMetadata and includeExplanations', async () => {
      await A.put('/api/v1/settings', { includeMetadata: false, includeExplanations: false });
      const csv = Papa.parse<Record<string, string>>((await A.get(`/api/v1/sessions/${id}/export?format=csv`)).body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
      expect(csv.meta.fields).not.toContain('explanation');
      expect(csv.meta.fields).not.toContain('session_id');
      const json = JSON.parse((await A.get(`/api/v1/sessions/${id}/export?format=json`)).body);
      expect(json.messages[0].score.explanation).toBeUndefined();
      expect(json.session.projectContext).toBeUndefined();
      const md = (await A.get(`/api/v1/sessions/${id}/export?format=md`)).body;
      expect(md).not.toContain('*Why:*');
      expect(md).not.toContain('| Platform |');
      const pdf = await pdfText((await A.get(`/api/v1/sessions/${id}/export?format=pdf`)).rawPayload);
      expect(pdf).not.toContain('Better move');
      await A.post('/api/v1/settings/reset');
    });

    it('refuses unknown formats', async () => {
      expect((await A.get(`/api/v1/sessions/${id}/export?format=docx`)).json().code).toBe('VALIDATION_ERROR');
    });
  });

  describe('settings', () => {
    it('reads defaults, saves partial updates, refuses unknown fields and bad values, resets', async () => {
      const dave = await signedInUser(t.app, mailer, 'settings');
      const D = api(t.app, dave.client);
      expect((await D.get('/api/v1/settings')).json()).toEqual({ settings: DEFAULT_SETTINGS, defaults: DEFAULT_SETTINGS });
      const saved = await D.put('/api/v1/settings', { theme: 'light', compactMode: true, defaultExportFormat: 'pdf' });
      expect(saved.json().settings).toEqual({ ...DEFAULT_SETTINGS, theme: 'light', compactMode: true, defaultExportFormat: 'pdf' });
      expect((await D.get('/api/v1/settings')).json().settings.theme).toBe('light');
      for (const bad of [{ colour: 'red' }, { theme: 'blue' }, { compactMode: 'yes' }, { defaultAnalysisDepth: 'shallow' }]) {
        const res = await D.put('/api/v1/settings', bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
      expect((await D.post('/api/v1/settings/reset')).json().settings).toEqual(DEFAULT_SETTINGS);
      expect((await D.get('/api/v1/settings')).json().settings).toEqual(DEFAULT_SETTINGS);
    });

    it('keeps every field of partial updates sent at the same time (no lost update)', async () => {
      const fay = await signedInUser(t.app, mailer, 'settings-race');
      const F = api(t.app, fay.client);
      const patches = [{ compactMode: true }, { enableNotifications: false }, { showChessNotation: false }, { defaultExportFormat: 'pdf' }, { theme: 'light' }, { enableSuggestions: false }];
      // Twice: once onto no stored row (concurrent inserts), once onto a stored one (concurrent updates).
      for (let round = 0; round < 2; round++) {
        if (round === 1) await F.post('/api/v1/settings/reset');
        const answers = await Promise.all(patches.map((patch) => F.put('/api/v1/settings', patch)));
        expect(answers.map((r) => r.statusCode)).toEqual(patches.map(() => 200));
        expect((await F.get('/api/v1/settings')).json().settings).toEqual({ ...DEFAULT_SETTINGS, ...Object.assign({}, ...patches) });
      }
    });
  });

  describe('capacity', () => {
    it('counts usage and answers 429 past the free daily limits, naming what remains', async () => {
      const erin = await signedInUser(t.app, mailer, 'quota');
      const E = api(t.app, erin.client);
      const fresh = (await E.get('/api/v1/analyze/usage-stats')).json();
      expect(fresh).toMatchObject({ today: { characters: 0, analyses: 0, charactersLimit: 5000, analysesLimit: 5 }, tier: { type: 'free' }, percentUsed: 0 });
      expect(new Date(fresh.resetTime).getUTCHours()).toBe(0);
      const long = 'Please review this paragraph for clarity and tone. '.repeat(120);
      const tooBig = await E.post('/api/v1/analyze', analysisRequest({ messages: [{ role: 'user', content: long.slice(0, 5001) }] }));
      expect(tooBig.statusCode).toBe(429);
      expect(tooBig.json()).toMatchObject({ code: 'DAILY_LIMIT_EXCEEDED', message: 'Daily limit exceeded! You have 5,000 characters remaining. Upgrade to Pro for 500k daily characters.' });
      const ok = await E.post('/api/v1/analyze', analysisRequest({ messages: [{ role: 'user', content: long.slice(0, 3000) }] }));
      expect(ok.statusCode).toBe(200);
      const over = await E.post('/api/v1/analyze', analysisRequest({ messages: [{ role: 'user', content: long.slice(0, 2500) }] }));
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe('Daily limit exceeded! You have 2,000 characters remaining. Upgrade to Pro for 500k daily characters.');
      const stats = (await E.get('/api/v1/analyze/usage-stats')).json();
      expect(stats).toMatchObject({ today: { characters: 3000, analyses: 1 }, percentUsed: 60 });
    });

    it('50 concurrent analyses straddling the limit: exactly the allowed number pass', async () => {
      const frank = await signedInUser(t.app, mailer, 'race');
      const F = api(t.app, frank.client);
      const req = analysisRequest({ messages: [{ role: 'user', content: 'x'.repeat(900) + ' explain the difference between TCP and UDP' }] });
      const results = await Promise.all(Array.from({ length: 50 }, () => F.post('/api/v1/analyze', req)));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(45);
      expect((await F.get('/api/v1/sessions')).json().total).toBe(5);
      expect((await F.get('/api/v1/analyze/usage-stats')).json().today).toMatchObject({ analyses: 5 });
    });

    it('a failure in the middle of storing leaves no session and gives the capacity back', async () => {
      const gina = await signedInUser(t.app, mailer, 'atomic');
      const G = api(t.app, gina.client);
      await t.database.db.execute(
        sql.raw(`create or replace function kibitz_test_fail() returns trigger language plpgsql as $$
        begin if new.messages::text like '%FAIL-IN-THE-MIDDLE%' then raise exception 'injected failure'; end if; return new; end $$`),
      );
      // The session row is written after the capacity is counted, in the same statement.
      await t.database.db.execute(sql.raw('drop trigger if exists kibitz_test_fail on analysis_session'));
      await t.database.db.execute(sql.raw('create trigger kibitz_test_fail before insert on analysis_session for each row execute function kibitz_test_fail()'));
      try {
        const res = await G.post('/api/v1/analyze', analysisRequest({ messages: [{ role: 'user', content: 'Plan a launch email.' }, { role: 'assistant', content: 'FAIL-IN-THE-MIDDLE' }] }));
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' });
        expect((await G.get('/api/v1/sessions')).json().total).toBe(0);
        expect((await G.get('/api/v1/analyze/usage-stats')).json().today).toMatchObject({ characters: 0, analyses: 0 });
        const orphans = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from analysis_session where user_id = ${gina.id}`));
        expect(orphans[0]!.n).toBe(0);
      } finally {
        await t.database.db.execute(sql.raw('drop trigger if exists kibitz_test_fail on analysis_session'));
      }
    });
  });
});
