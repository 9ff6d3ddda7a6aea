import { describe, expect, it } from 'vitest';
import { analyzeConversation } from './engine';
import { blurryElsewhere, hedgesElsewhere, INSTRUCTION_VERBS_ELSEWHERE, otherLanguageHits, pleasantryElsewhere, requestOpenersElsewhere } from './languages';

/** The rubric's signals for a person's opening message. */
const signalsOf = (content: string) => {
  const m = analyzeConversation({ messages: [{ role: 'user', content }] }, { analysisDepth: 'deep' }).messages[0]!;
  return new Map(m.signals!.map((s) => [s.key, s.value]));
};
const overallOf = (content: string): number => analyzeConversation({ messages: [{ role: 'user', content }] }).messages[0]!.score.overall;

describe('the signs of an ask in the other languages people prompt in', () => {
  it.each([
    ['German imperative', 'erkläre'],
    ['French imperative', 'traduis'],
    ['Spanish imperative with its pronoun', 'explícame'],
    ['Portuguese imperative', 'escreva'],
    ['Italian imperative with its pronoun', 'riassumi'],
    ['Dutch imperative', 'vertaal'],
  ])('%s: %s', (_what, verb) => {
    expect(INSTRUCTION_VERBS_ELSEWHERE.has(verb)).toBe(true);
  });

  it.each([
    ['Könntest du mir bitte erklären, wie ein Bausparvertrag funktioniert', 1],
    ['Pourriez-vous relire mon courriel', 1],
    ['Peux tu me dire pourquoi le pain ne lève pas', 1],
    ['Me gustaría una receta sin gluten', 1],
    ['Das Wetter ist schön heute', 0],
  ])('request openers in "%s": %i', (text, n) => {
    expect(requestOpenersElsewhere(text)).toBe(n);
  });

  it('hedges and pleasantries: counted in the language they are written in', () => {
    expect(hedgesElsewhere("Je me demandais s'il serait éventuellement possible, si tu as le temps, de m'aider")).toBe(3);
    expect(hedgesElsewhere('Kannst du mir vielleicht irgendwie helfen, falls das okay ist')).toBe(3);
    expect(hedgesElsewhere('Traduis ce texte en anglais.')).toBe(0);
    expect(pleasantryElsewhere('Hallo! Vielen Dank schon mal im Voraus!')).toBe(true);
    expect(pleasantryElsewhere('Fasse den Artikel in drei Sätzen zusammen.')).toBe(false);
  });

  it('blurry amounts: a degree word with the word it softens', () => {
    expect(blurryElsewhere("des idées pas trop chères, pour un nombre assez raisonnable d'enfants")).toEqual(['pas trop chères', 'assez raisonnable']);
    expect(blurryElsewhere('Fasse es ziemlich kurz zusammen, nicht zu technisch.')).toEqual(['ziemlich kurz', 'nicht zu technisch']);
    expect(blurryElsewhere('Resume el correo en tres puntos.')).toEqual([]);
  });

  it('function words: a language shows in its own small words, not in those it shares with English', () => {
    expect(otherLanguageHits(['erkläre', 'mir', 'den', 'unterschied', 'zwischen', 'in', 'am'])).toBe(3);
    expect(otherLanguageHits(['explain', 'the', 'difference', 'in', 'berlin'])).toBe(0);
  });
});

// aside-8 (read, session 37): a direct German or French prompt lost to the same request wrapped in greetings, hedges and thanks,
// because neither language's ask or softeners were read. Written here in the same manner, not copied.
describe('a direct prompt in another language beats the same request hedged', () => {
  it.each([
    [
      'German',
      'Erkläre mir, wie die Kündigungsfrist bei einem Mietvertrag in Deutschland berechnet wird, am Beispiel einer Kündigung am 10. März.',
      'Hallo! Ich hoffe, es geht dir gut. Ich hätte da eine kleine Frage, falls das okay ist: Könntest du mir vielleicht irgendwie erklären, wie die Kündigungsfrist bei einem Mietvertrag berechnet wird? Vielen Dank im Voraus!!',
    ],
    [
      'French',
      'Traduis en anglais, pour la page d’accueil de notre site : « La boutique sera fermée du 3 au 10 août. »',
      "Bonjour ! Je me demandais s'il serait éventuellement possible que tu m'aides un peu, si tu as le temps bien sûr : traduire en anglais « La boutique sera fermée du 3 au 10 août. » Merci d'avance !",
    ],
    [
      'Spanish',
      'Resume este correo en tres puntos para mi jefa: «El proveedor retrasa la entrega al 14 de mayo por falta de piezas; ofrece un descuento del 5 %».',
      'Hola, ¿qué tal? Me preguntaba si tal vez, si tienes tiempo, podrías resumir un poquito este correo: «El proveedor retrasa la entrega al 14 de mayo por falta de piezas; ofrece un descuento del 5 %». ¡Muchas gracias de antemano!',
    ],
  ])('%s', (_language, direct, hedged) => {
    expect(signalsOf(direct).get('tactical.ask')).toBe(1);
    expect(signalsOf(hedged).get('tactical.direct')).toBeLessThan(0.5);
    expect(overallOf(direct)).toBeGreaterThan(overallOf(hedged));
  });
});
