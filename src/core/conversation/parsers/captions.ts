/**
 * Caption files (WebVTT, SRT) of a spoken conversation with an assistant (a voice mode's
 * transcript, a screen recording's subtitles). The file format, not the words, says where the
 * text is: blocks of an optional cue id, a timing line ("00:00:01,203 --> 00:00:04,903") and
 * text lines. A sentence runs across cues, so cues are joined; a turn changes where a cue says
 * who speaks: a voice tag (`<v Dana>`), a recurring "Name:" prefix, or the dialogue dash / ">>"
 * that subtitles print at a change of speaker. The result is a plain "Name: text" transcript that
 * the label reader then reads like any other (speakers and roles discovered there).
 */

/** "00:00:01.681 --> 00:00:04.561", "00:01,203 --> 00:04,903", with cue settings after it. */
const TIMING = /^(?:\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{1,3}[ \t]+-->[ \t]+(?:\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{1,3}(?:[ \t].*)?$/;
/** WebVTT voice tag: "<v Dana Whitfield>", "<v.loud Gemini Live>". */
const VOICE = /^<v(?:\.[\w.-]+)?[ \t]+([^>]{1,60})>/;
/** Inline cue markup and inline timestamps: "<i>", "</v>", "<c.yellow>", "<00:00:01.000>". */
const INLINE_TAG = /<\/?(?:[a-z]+(?:\.[\w.-]+)?(?:[ \t][^>]*)?|\d{1,2}:\d{2}(?::\d{2})?[.,]\d{1,3})>/gi;
/** A speaker prefix in the cue text: "PRIYA: …", "Marco Bellini: …" (names are checked to recur below). */
const NAME_PREFIX = /^([\p{L}][\p{L}\p{N} ._'’-]{0,39}?)[ \t]*[:：][ \t]+(?=\S)/u;
/** The change-of-speaker mark of subtitles: a dash ("- Hi.") or ">>" (broadcast captions). */
const CHANGE = /^(?:[-–—]|>>)[ \t]*(?=\S)/;

interface CueLine {
  /** The speaker the cue names (voice tag or prefix), before checking that the name recurs. */
  name: string | null;
  /** The line starts with a change-of-speaker mark. */
  change: boolean;
  text: string;
}

/** Minimum timing lines for a paste to be read as a caption file. */
const MIN_CUES = 3;

/**
 * The cue text lines of a caption file, or null when the paste is not one: at least three
 * timing lines, and (almost) every blank-line block after the header is a cue.
 */
function cueLines(text: string): CueLine[] | null {
  const blocks = text.split(/\n[ \t]*\n/).map((b) => b.split('\n').filter((l) => l.trim().length > 0)).filter((b) => b.length > 0);
  const out: CueLine[] = [];
  let cues = 0;
  let other = 0;
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b] as string[];
    const head = (block[0] ?? '').trim();
    if (b === 0 && /^WEBVTT\b/.test(head)) continue;
    if (/^(?:NOTE|STYLE|REGION)\b/.test(head)) continue;
    const at = TIMING.test(head) ? 0 : TIMING.test((block[1] ?? '').trim()) ? 1 : -1;
    if (at < 0) {
      other++;
      continue;
    }
    cues++;
    for (const raw of block.slice(at + 1)) {
      let line = raw.trim();
      const voice = VOICE.exec(line);
      let name: string | null = voice?.[1]?.trim() ?? null;
      line = line.replace(INLINE_TAG, '').trim();
      const change = CHANGE.exec(line);
      if (change) line = line.slice(change[0].length);
      if (name === null) {
        const prefix = NAME_PREFIX.exec(line);
        if (prefix?.[1] !== undefined) {
          name = prefix[1].trim();
          line = line.slice(prefix[0].length);
        }
      }
      if (line.length > 0) out.push({ name, change: !!change, text: line });
    }
  }
  if (cues < MIN_CUES || other > Math.max(1, cues / 10)) return null;
  return out;
}

/**
 * A caption file rewritten as a "Name: text" transcript (one paragraph per turn), or null when
 * the paste is not a caption file. A prefix name counts only when it recurs (a cue that says
 * "Note: …" once is text). Cues without a mark continue the turn before them; dialogue dashes
 * without names alternate between two speakers.
 */
export function captionTranscript(text: string): string | null {
  if (!text.includes('-->')) return null;
  const lines = cueLines(text);
  if (!lines || lines.length === 0) return null;
  const counts = new Map<string, number>();
  for (const l of lines) if (l.name !== null) counts.set(l.name, (counts.get(l.name) ?? 0) + 1);
  const turns: { speaker: string; text: string[] }[] = [];
  let dashSpeaker = 0;
  for (const l of lines) {
    const named = l.name !== null && (counts.get(l.name) ?? 0) >= 2 ? l.name : null;
    const text = named === null && l.name !== null ? `${l.name}: ${l.text}` : l.text;
    const last = turns[turns.length - 1];
    let speaker: string | null = named;
    if (speaker === null && l.change && last) {
      // A dash turns the floor over: to the other of the two speakers seen so far.
      dashSpeaker = 1 - dashSpeaker;
      speaker = dashSpeaker === 0 ? 'Speaker A' : 'Speaker B';
    } else if (speaker === null) {
      speaker = last?.speaker ?? 'Speaker A';
    }
    if (last && last.speaker === speaker && !(l.change && named === null)) last.text.push(text);
    else turns.push({ speaker, text: [text] });
  }
  if (turns.length < 2) return null;
  return turns.map((t) => `${t.speaker}: ${t.text.join(' ')}`).join('\n\n');
}
