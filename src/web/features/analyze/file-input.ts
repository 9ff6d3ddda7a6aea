/** Reading an uploaded or dropped conversation file (.txt, .md, .json). */
export const ACCEPTED_EXTENSIONS = ['.txt', '.md', '.markdown', '.json', '.jsonl'] as const;
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS, 'text/plain', 'text/markdown', 'application/json'].join(',');
/** Far above any conversation the parser accepts; stops a wrong file from freezing the tab. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/**
 * A .json file may be a whole data export of hundreds of conversations: it is read in a worker,
 * chunk by chunk, and only the picked conversation is limited. 1 GB bounds the reading time.
 */
export const MAX_EXPORT_BYTES = 1024 * 1024 * 1024;

export const FILE_MESSAGES = {
  unsupported: 'Unsupported file type. Upload a .txt, .md, .json or .jsonl file.',
  tooBig: 'That file is too large to be a conversation (over 10 MB).',
  unreadable: 'Could not read that file.',
  empty: 'That file is empty.',
  exportTooBig: 'That file is over 1 GB, more than Kibitz reads in the browser. Run "kibitz parse FILE --list" on your computer, which reads exports of any size.',
} as const;

/** .json files go to the export reader (any export, of one conversation or hundreds); .jsonl session logs are read as a paste. */
export function isJsonFile(name: string): boolean {
  return name.toLowerCase().endsWith('.json');
}

/** Why a .json file cannot be read as an export, or null when it can. */
export function checkExportFile(file: Pick<File, 'size'>): string | null {
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (file.size > MAX_EXPORT_BYTES) return FILE_MESSAGES.exportTooBig;
  return null;
}

export function isAcceptedFile(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

export type FileRead = { ok: true; text: string; name: string } | { ok: false; message: string };

export async function readConversationFile(file: File): Promise<FileRead> {
  if (!isAcceptedFile(file.name)) return { ok: false, message: FILE_MESSAGES.unsupported };
  if (file.size > MAX_FILE_BYTES) return { ok: false, message: FILE_MESSAGES.tooBig };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: FILE_MESSAGES.unreadable };
  }
  // A UTF-8 byte-order mark is not part of the conversation.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!text.trim()) return { ok: false, message: FILE_MESSAGES.empty };
  return { ok: true, text, name: file.name };
}
