import { utf8Bytes } from '../lib/utf8';

/**
 * A JSON document bound as a statement parameter, held both as text and as its UTF-8 bytes. On
 * PostgreSQL the bytes travel as the json type's binary format (which is its text), so a document
 * encoded once for the answer is not measured and encoded again by the driver; PGlite takes the text.
 */
export class JsonDocument {
  readonly bytes: Buffer;

  constructor(readonly text: string) {
    this.bytes = utf8Bytes(text);
  }
}
