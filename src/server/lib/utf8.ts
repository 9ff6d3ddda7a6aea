/**
 * Large strings (scored documents, answers) are encoded through one reused buffer: Buffer.from(text)
 * first measures the string and then encodes it, two passes that cost about as much as each other.
 * Encoding into room that is sure to fit and copying the bytes out takes one pass and a copy.
 */
const SCRATCH_BYTES = 1 << 18;
let scratch: Buffer | null = null;

/** UTF-8 bytes of `text` (a UTF-16 code unit never takes more than 3 bytes). */
export function utf8Bytes(text: string): Buffer {
  if (text.length * 3 > SCRATCH_BYTES) return Buffer.from(text, 'utf8');
  scratch ??= Buffer.allocUnsafeSlow(SCRATCH_BYTES);
  const written = scratch.write(text, 0, 'utf8');
  return Buffer.from(scratch.subarray(0, written));
}
