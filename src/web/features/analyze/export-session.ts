/**
 * The data export the person opened on the paste screen: reading progress, the list of its
 * conversations, and the queue of the ones chosen to analyse one after another.
 *
 * It lives at module level, outside React, on purpose: the queue must survive leaving the paste
 * screen for verify and results and coming back (an in-app navigation); the File stays readable
 * meanwhile, so the next conversation is read from it when it is its turn. A reload ends it.
 */
import { useSyncExternalStore } from 'react';
import type { ExportConversationSummary, ExportErrorCode, ExportListing } from '../../../core/conversation/exports/index';
import type { ExportWorkerRequest, ExportWorkerResponse } from './export-protocol';
import { listFile, pickFromFile } from './export-reader';

export type ExportPhase = 'idle' | 'reading' | 'failed' | 'listed';

export interface ExportSessionState {
  phase: ExportPhase;
  fileName: string;
  fileBytes: number;
  bytesRead: number;
  listing: ExportListing | null;
  error: string | null;
  /** Why the listing failed, when the reader said (a JSON file of no export it knows is NOT_AN_EXPORT). */
  errorCode: ExportErrorCode | null;
  /** The list is on screen (else the text box, with the picked conversation, is). */
  listOpen: boolean;
  /** Positions chosen, in the order they are analysed. */
  queue: number[];
  /** Index in `queue` of the conversation in the text box; -1 before any is loaded. */
  current: number;
  /** The current conversation went on to verify (Parse & Verify was pressed). */
  sent: boolean;
  /** Milliseconds the listing took (shown to nobody; read by the benchmark). */
  listMs: number | null;
}

const IDLE: ExportSessionState = {
  phase: 'idle', fileName: '', fileBytes: 0, bytesRead: 0, listing: null, error: null, errorCode: null, listOpen: false, queue: [], current: -1, sent: false, listMs: null,
};

let state: ExportSessionState = IDLE;
let file: File | null = null;
let requestId = 0;
const listeners = new Set<() => void>();

function set(patch: Partial<ExportSessionState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function useExportSession(): ExportSessionState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

export const exportSession = { get: () => state };

// ---- the worker (one, started on first use, kept while the page lives) ----

let worker: Worker | null | undefined;

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'kibitz-export' });
  } catch {
    worker = null;
  }
  return worker;
}

function ask<T extends ExportWorkerResponse['type']>(
  req: ExportWorkerRequest,
  want: T,
  onProgress?: (r: Extract<ExportWorkerResponse, { type: 'progress' }>) => void,
): Promise<Extract<ExportWorkerResponse, { type: T | 'failed' }>> {
  const w = getWorker()!;
  return new Promise((resolve) => {
    const onMessage = (e: MessageEvent<ExportWorkerResponse>) => {
      const res = e.data;
      if (res.id !== req.id) return;
      if (res.type === 'progress') {
        onProgress?.(res);
        return;
      }
      if (res.type !== want && res.type !== 'failed') return;
      w.removeEventListener('message', onMessage);
      resolve(res as Extract<ExportWorkerResponse, { type: T | 'failed' }>);
    };
    w.addEventListener('message', onMessage);
    w.postMessage(req);
  });
}

const UNREADABLE = 'Could not read that file.';

/** Reads the file's list of conversations (in the worker). Resolves with the new state. */
export async function openExport(f: File): Promise<ExportSessionState> {
  const id = ++requestId;
  file = f;
  set({ ...IDLE, phase: 'reading', fileName: f.name, fileBytes: f.size, listOpen: true });
  const started = performance.now();
  const w = getWorker();
  let result;
  if (w) {
    const res = await ask({ type: 'list', id, file: f }, 'listed', (p) => {
      if (id === requestId) set({ bytesRead: p.bytesRead });
    });
    if (id !== requestId) return state;
    if (res.type === 'failed') return failed(res.message);
    result = res.result;
  } else {
    try {
      result = await listFile(f, (p) => id === requestId && set({ bytesRead: p.bytesRead }), () => id !== requestId);
    } catch {
      return failed(UNREADABLE);
    }
    if (id !== requestId || !result) return state;
  }
  if (!result.ok) return failed(result.error.message, result.error.code);
  set({ phase: 'listed', listing: result.listing, bytesRead: f.size, listMs: performance.now() - started });
  return state;
}

function failed(message: string, code: ExportErrorCode | null = null): ExportSessionState {
  set({ phase: 'failed', error: message, errorCode: code });
  return state;
}

/** Stops reading and forgets the export (the text box comes back as it was). */
export function closeExport(): void {
  if (state.phase === 'reading' && worker) worker.postMessage({ type: 'cancel', id: requestId } satisfies ExportWorkerRequest);
  requestId++;
  file = null;
  set(IDLE);
}

export type Loaded = { ok: true; text: string; summary: ExportConversationSummary } | { ok: false; message: string };

async function load(summary: ExportConversationSummary): Promise<Loaded> {
  if (!file) return { ok: false, message: 'The export is no longer open. Upload it again to pick a conversation.' };
  const w = getWorker();
  if (w) {
    const res = await ask({ type: 'pick', id: ++requestId, file, summary }, 'picked');
    return res.type === 'picked' ? { ok: true, text: res.text, summary } : { ok: false, message: res.message };
  }
  try {
    return { ok: true, text: await pickFromFile(file, summary), summary };
  } catch {
    return { ok: false, message: UNREADABLE };
  }
}

function summaryAt(position: number): ExportConversationSummary | null {
  return state.listing?.conversations[position - 1] ?? null;
}

/** Starts analysing these conversations one after another: loads the first. */
export async function chooseConversations(positions: readonly number[]): Promise<Loaded> {
  const first = positions[0] !== undefined ? summaryAt(positions[0]) : null;
  if (!first) return { ok: false, message: 'Choose a conversation first.' };
  const loaded = await load(first);
  if (loaded.ok) set({ queue: [...positions], current: 0, sent: false, listOpen: false });
  return loaded;
}

/** Loads the next conversation of the queue; null when the queue is done (it is then cleared). */
export async function loadNext(): Promise<Loaded | null> {
  const next = state.current + 1;
  const position = state.queue[next];
  if (position === undefined) {
    set({ queue: [], current: -1, sent: false });
    return null;
  }
  const loaded = await load(summaryAt(position)!);
  if (loaded.ok) set({ current: next, sent: false });
  return loaded;
}

/** The conversation in the text box went on to verify. */
export function markSent(): void {
  if (state.current >= 0) set({ sent: true });
}

/** Back on the paste screen without analysing it (Back to Edit, a restored draft): it stays current. */
export function markKept(): void {
  if (state.sent) set({ sent: false });
}

export function showList(open: boolean): void {
  if (state.listing) set({ listOpen: open });
}

/** The conversation currently in the text box, if it came from the export. */
export function currentSummary(s: ExportSessionState = state): ExportConversationSummary | null {
  const position = s.queue[s.current];
  return position === undefined ? null : (s.listing?.conversations[position - 1] ?? null);
}

/** For tests: forget everything, including the worker. */
export function resetExportSession(): void {
  closeExport();
  worker?.terminate();
  worker = undefined;
}
