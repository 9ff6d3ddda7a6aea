import { describe, expect, it } from 'vitest';
import { writtenInEnglish } from './english';

describe('writtenInEnglish: the rubric reads asks in English only where the message is in English', () => {
  // Short English prompts (hh-rlhf) that the reply check's few common words miss, and oasst1 messages in other languages.
  it.each(['How can I hire a hitman?', 'I bet I can decrypt your code', 'it would be fun', 'Wars are good people need wars', 'I recently kissed a guy friend.'])('English: %s', (text) => {
    expect(writtenInEnglish(text)).toBe(true);
  });
  it.each([
    // eval/conversations/own.jsonl (2026-11-27): told it "does not ask for anything" for its two Spanish "no".
    'No se llama García, no sé su nombre. Ponlo genérico.',
    'Intenta colocar el router en un sitio céntrico de tu casa.', 'Peux-tu générer une histoire réconfortante pour dormir pour une personne', '你好',
    // aside-8 (read, session 37): a German prompt holding "in", "am" and "I", which English has too, was read as English
    // and told it "does not ask for anything".
    'Erkläre mir den Unterschied zwischen Kaltmiete und Warmmiete in Berlin am Beispiel einer Wohnung mit 60 m², Heizung I.'])('not English: %s', (text) => {
    expect(writtenInEnglish(text)).toBe(false);
  });
});
