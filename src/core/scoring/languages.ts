/**
 * The other languages people prompt in most (Spanish, Portuguese, French, German, Italian, Dutch), as
 * far as the rubric needs them: which language a prompt is in, and the few words that carry an ask
 * in it (an instruction verb in the imperative, a request opener) or soften it (a hedge, a
 * pleasantry). The rubric reads English in depth; in these languages it reads only these signs, so
 * "Erkläre mir …" is an instruction and "Je me demandais s'il serait éventuellement possible …" a
 * hedged one, as they are in English. Each list is short and generic: the words a grammar lists
 * first, never words from an evaluation set.
 */

interface LanguageSigns {
  /** Frequent function words that English does not share (articles, pronouns, prepositions, conjunctions). */
  functionWords: readonly string[];
  /** Instruction verbs in the imperative (familiar and polite forms, with an attached "me" where the language writes one). */
  instructionVerbs: readonly string[];
  /** Phrases that open a request without a question mark ("könntest du", "je voudrais"). */
  requestOpeners: readonly string[];
  /** Softeners and escape hatches ("vielleicht", "si tu as le temps"). */
  hedges: readonly string[];
  /** Greetings and thanks inside a request. */
  pleasantries: readonly string[];
  /** Degree words that leave an amount to the assistant, before the word they soften ("pas trop" chères, "ziemlich" kurz). */
  blurryDegrees: readonly string[];
}

const SIGNS: Record<'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl', LanguageSigns> = {
  es: {
    functionWords: ['el', 'la', 'los', 'las', 'una', 'y', 'es', 'que', 'de', 'en', 'por', 'para', 'con', 'mi', 'tu', 'yo', 'lo', 'se', 'del', 'al', 'pero', 'como', 'está', 'qué', 'cómo', 'muy', 'este', 'esta', 'sobre', 'sin', 'más'],
    instructionVerbs: ['explica', 'explícame', 'escribe', 'escríbeme', 'traduce', 'tradúceme', 'dame', 'haz', 'hazme', 'resume', 'resúmeme', 'crea', 'redacta', 'corrige', 'compara', 'dime', 'ayúdame', 'enumera', 'sugiere', 'genera', 'calcula', 'revisa', 'prepara', 'propón', 'proponme', 'reescribe', 'muéstrame', 'indica', 'indícame', 'escriba', 'explique', 'traduzca', 'haga', 'dígame'],
    requestOpeners: ['puedes', 'podrías', 'podrias', 'puede usted', 'podría', 'quisiera', 'me gustaría', 'necesito que'],
    hedges: ['quizás', 'quizá', 'tal vez', 'a lo mejor', 'un poquito', 'si no es mucha molestia', 'si tienes tiempo', 'si puedes', 'me preguntaba', 'no sé si', 'si no te importa'],
    pleasantries: ['hola', 'buenos días', 'buenas tardes', 'qué tal', 'gracias', 'muchas gracias', 'espero que estés bien', 'de antemano'],
    blurryDegrees: ['no muy', 'no demasiado', 'bastante', 'más o menos'],
  },
  pt: {
    functionWords: ['o', 'os', 'um', 'uma', 'e', 'é', 'que', 'de', 'do', 'da', 'dos', 'das', 'em', 'na', 'para', 'com', 'não', 'eu', 'você', 'por', 'mais', 'como', 'meu', 'minha', 'sobre', 'sem', 'isso', 'este', 'esta'],
    instructionVerbs: ['explique', 'explica', 'escreva', 'escreve', 'traduza', 'traduz', 'dê', 'faça', 'resuma', 'crie', 'redija', 'corrija', 'compare', 'descreva', 'diga', 'ajude', 'liste', 'sugira', 'gere', 'calcule', 'revise', 'prepare', 'proponha', 'reescreva', 'mostre', 'indique', 'me explique', 'me diga'],
    requestOpeners: ['você pode', 'voce pode', 'poderia', 'pode me', 'gostaria', 'eu queria', 'preciso que'],
    hedges: ['talvez', 'um pouquinho', 'se não for incômodo', 'se tiver tempo', 'se puder', 'eu estava pensando', 'não sei se', 'se possível'],
    pleasantries: ['olá', 'oi', 'bom dia', 'boa tarde', 'boa noite', 'tudo bem', 'obrigado', 'obrigada', 'muito obrigado', 'espero que esteja bem', 'desde já'],
    blurryDegrees: ['não muito', 'não tão', 'bastante', 'mais ou menos'],
  },
  fr: {
    functionWords: ['le', 'la', 'les', 'un', 'une', 'des', 'du', 'et', 'est', 'pas', 'je', 'tu', 'vous', 'il', 'elle', 'nous', 'de', 'que', 'qui', 'pour', 'dans', 'sur', 'avec', 'ce', 'cette', 'mon', 'ma', 'mes', 'ne', 'en', 'au', 'aux', 'mais', 'comme', 'très', 'sans'],
    instructionVerbs: ['explique', 'expliquez', 'explique-moi', 'écris', 'écrivez', 'traduis', 'traduisez', 'donne', 'donnez', 'fais', 'faites', 'résume', 'résumez', 'crée', 'créez', 'rédige', 'rédigez', 'corrige', 'corrigez', 'compare', 'comparez', 'décris', 'décrivez', 'dis', 'dites', 'aide', 'aidez', 'liste', 'listez', 'propose', 'proposez', 'génère', 'générez', 'calcule', 'calculez', 'relis', 'relisez', 'prépare', 'préparez', 'reformule', 'reformulez', 'montre', 'montrez', 'indique', 'indiquez'],
    requestOpeners: ['peux tu', 'pourrais tu', 'pouvez vous', 'pourriez vous', 'je voudrais', "j'aimerais", "j'ai besoin que", 'aide moi'],
    hedges: ['peut-être', 'éventuellement', 'un tout petit peu', 'un peu', 'si tu as le temps', 'si vous avez le temps', 'si ça ne te dérange pas', 'si cela ne vous dérange pas', 'je me demandais', 'serait-il possible', "s'il serait possible", 'si possible', 'enfin seulement si'],
    pleasantries: ['bonjour', 'bonsoir', 'salut', 'ça va', 'merci', "merci d'avance", 'merci mille fois', "j'espère que tu vas bien", "j'espère que vous allez bien"],
    blurryDegrees: ['pas trop', 'pas très', 'assez', 'plutôt', 'plus ou moins'],
  },
  de: {
    functionWords: ['der', 'die', 'das', 'und', 'ist', 'nicht', 'ich', 'du', 'mir', 'mich', 'ein', 'eine', 'einen', 'zu', 'mit', 'von', 'für', 'auf', 'auch', 'es', 'wie', 'im', 'den', 'dem', 'des', 'zwischen', 'oder', 'aber', 'sie', 'wir', 'kann', 'bitte', 'sind', 'ohne', 'über', 'keine', 'kein'],
    instructionVerbs: ['erkläre', 'erklär', 'erklären', 'schreib', 'schreibe', 'übersetze', 'übersetz', 'gib', 'nenne', 'nenn', 'liste', 'zeig', 'zeige', 'hilf', 'mach', 'mache', 'erstelle', 'erstell', 'vergleiche', 'vergleich', 'korrigiere', 'formuliere', 'beschreibe', 'beschreib', 'fasse', 'fass', 'schlage', 'schlag', 'berechne', 'überarbeite', 'prüfe', 'entwirf', 'sag', 'sage'],
    requestOpeners: ['kannst du', 'könntest du', 'können sie', 'könnten sie', 'ich möchte', 'ich hätte gern', 'ich hätte gerne', 'ich brauche'],
    hedges: ['vielleicht', 'irgendwie', 'eventuell', 'ein bisschen', 'ein wenig', 'falls das okay ist', 'falls das ok ist', 'wenn du zeit hast', 'wenn es geht', 'falls möglich', 'ich frage mich', 'ich wollte fragen', 'falls sie dumm klingt'],
    pleasantries: ['hallo', 'hi', 'guten morgen', 'guten tag', 'danke', 'vielen dank', 'im voraus', 'ich hoffe, es geht dir gut', 'ich hoffe es geht dir gut', 'super lieb'],
    blurryDegrees: ['nicht zu', 'nicht allzu', 'nicht so', 'ziemlich', 'einigermaßen', 'eher'],
  },
  it: {
    functionWords: ['il', 'lo', 'la', 'gli', 'le', 'un', 'una', 'e', 'è', 'che', 'di', 'da', 'per', 'con', 'non', 'io', 'tu', 'mi', 'ti', 'ci', 'del', 'della', 'sono', 'questo', 'questa', 'nel', 'nella', 'ma', 'anche', 'senza'],
    instructionVerbs: ['spiega', 'spiegami', 'scrivi', 'scrivimi', 'traduci', 'dammi', 'fai', 'fammi', 'riassumi', 'crea', 'correggi', 'confronta', 'descrivi', 'dimmi', 'aiutami', 'elenca', 'suggerisci', 'genera', 'calcola', 'rivedi', 'prepara', 'proponi', 'riscrivi', 'mostrami', 'indica', 'presenta', 'analizza', 'individua', 'valuta', 'riporta', 'trova', 'classifica', 'estrai', 'sintetizza', 'redigi', 'formula', 'illustra'],
    requestOpeners: ['puoi', 'potresti', 'può', 'potrebbe', 'vorrei', 'mi serve'],
    hedges: ['forse', 'magari', 'un pochino', 'se hai tempo', 'se non ti dispiace', 'mi chiedevo', 'non so se', 'se possibile'],
    pleasantries: ['ciao', 'salve', 'buongiorno', 'buonasera', 'come stai', 'grazie', 'grazie mille', 'spero che tu stia bene', 'in anticipo'],
    blurryDegrees: ['non troppo', 'non molto', 'abbastanza', 'piuttosto', 'più o meno'],
  },
  nl: {
    functionWords: ['de', 'het', 'een', 'en', 'niet', 'ik', 'je', 'jij', 'van', 'op', 'met', 'voor', 'dat', 'die', 'maar', 'ook', 'naar', 'zijn', 'wat', 'hoe', 'mijn', 'geen', 'zonder'],
    instructionVerbs: ['schrijf', 'vertaal', 'geef', 'maak', 'vat', 'noem', 'vergelijk', 'beschrijf', 'help', 'toon', 'bereken', 'herschrijf', 'controleer'],
    requestOpeners: ['kun je', 'kan je', 'zou je', 'kunt u', 'zou u', 'ik wil graag'],
    hedges: ['misschien', 'eventueel', 'een beetje', 'als je tijd hebt', 'als het kan'],
    pleasantries: ['hallo', 'hoi', 'goedemorgen', 'goedemiddag', 'dank je', 'bedankt', 'alvast bedankt'],
    blurryDegrees: ['niet te', 'niet al te', 'redelijk', 'min of meer'],
  },
};

export type OtherLanguage = keyof typeof SIGNS;
const LANGUAGES = Object.keys(SIGNS) as OtherLanguage[];

/** Function word → the other languages it belongs to (a word like "de" or "la" belongs to several). */
const FUNCTION_WORD_LANGUAGES: ReadonlyMap<string, readonly OtherLanguage[]> = (() => {
  const map = new Map<string, OtherLanguage[]>();
  for (const lang of LANGUAGES) for (const w of SIGNS[lang].functionWords) map.set(w, [...(map.get(w) ?? []), lang]);
  return map;
})();

/** A function word of one of the other languages read here ("los", "la", "der", "les"): it names nothing of a task. */
export const isFunctionWordElsewhere = (word: string): boolean => FUNCTION_WORD_LANGUAGES.has(word);

/** The most function words of one other language among `words` (lower-cased): how strongly the text reads as that language. */
export function otherLanguageHits(words: readonly string[]): number {
  const hits = new Map<OtherLanguage, number>();
  let best = 0;
  for (const w of words) {
    const langs = FUNCTION_WORD_LANGUAGES.get(w);
    if (!langs) continue;
    for (const lang of langs) {
      const n = (hits.get(lang) ?? 0) + 1;
      hits.set(lang, n);
      if (n > best) best = n;
    }
  }
  return best;
}

/** Instruction verbs of the other languages, lower-cased: a sentence that opens with one is an instruction. */
export const INSTRUCTION_VERBS_ELSEWHERE: ReadonlySet<string> = new Set(LANGUAGES.flatMap((lang) => SIGNS[lang].instructionVerbs.filter((v) => !v.includes(' '))));

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Phrases as a pattern over lower-cased text: words joined by any run of spaces, hyphens or apostrophes ("peux-tu",
 * "peux tu"). Without `i`: with `u`, `i` compiles through ICU's case closure of every letter (decision 0030), and these
 * run on every request; the lists are lower case and the texts are lower-cased before matching.
 */
const phrasesPattern = (phrases: readonly string[]): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{M}])(?:${[...phrases].sort((a, b) => b.length - a.length).map((p) => escape(p).replace(/[ -]+/g, "[\\s'’-]+")).join('|')})(?![\\p{L}\\p{M}])`, 'gu');

const REQUEST_OPENERS_ELSEWHERE = phrasesPattern(LANGUAGES.flatMap((lang) => [...SIGNS[lang].requestOpeners, ...SIGNS[lang].instructionVerbs.filter((v) => v.includes(' '))]));
const HEDGES_ELSEWHERE = phrasesPattern(LANGUAGES.flatMap((lang) => SIGNS[lang].hedges));
const PLEASANTRIES_ELSEWHERE = phrasesPattern(LANGUAGES.flatMap((lang) => SIGNS[lang].pleasantries));

/** A softening degree word of the other languages with the word it softens ("pas trop chères", "ziemlich kurz"). */
const BLURRY_ELSEWHERE = new RegExp(`(?<![\\p{L}\\p{M}])(?:${LANGUAGES.flatMap((lang) => SIGNS[lang].blurryDegrees).sort((a, b) => b.length - a.length).map((p) => escape(p).replace(/ +/g, '\\s+')).join('|')})\\s+[\\p{L}\\p{M}]+`, 'gu');

const count = (pattern: RegExp, text: string): number => {
  pattern.lastIndex = 0;
  const lower = text.toLowerCase();
  let n = 0;
  while (pattern.exec(lower)) n++;
  return n;
};

/**
 * Hedges and pleasantries of Chinese, Japanese and Korean. Their scripts put no space between words, so the phrase
 * patterns above (which need a non-letter on either side) cannot see them: "不知道你能不能帮帮我" ("I don't know if you
 * could maybe help me"), "大概" ("roughly"), "你好呀", "谢谢你啦", "ありがとう", "감사합니다".
 */
const HEDGES_CJK = /不知道|能不能|可不可以|大概|也许|或许|如果可以|可能的话|もしよければ|できれば|かもしれ|たぶん|혹시|가능하면|아마도?/gu;
const PLEASANTRIES_CJK = /你好|您好|谢谢|謝謝|感谢|感謝|辛苦了|こんにちは|ありがとう|よろしく|안녕하세요|감사합니다|고마워/u;
export const hasCjk = (text: string): boolean => /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(text);

/** Request openers of the other languages in `text` ("Könntest du mir … erklären", "Pourriez-vous …"). */
export const requestOpenersElsewhere = (text: string): number => count(REQUEST_OPENERS_ELSEWHERE, text);
/** Hedges of the other languages in `text`. */
export const hedgesElsewhere = (text: string): number => count(HEDGES_ELSEWHERE, text) + (hasCjk(text) ? (text.match(HEDGES_CJK) ?? []).length : 0);
/** Whether `text` greets or thanks in one of the other languages. */
export const pleasantryElsewhere = (text: string): boolean => count(PLEASANTRIES_ELSEWHERE, text) > 0 || (hasCjk(text) && PLEASANTRIES_CJK.test(text));
/** Amounts left to the assistant in the other languages ("pas trop chères, pas trop longues"). */
export const blurryElsewhere = (text: string): string[] => [...text.toLowerCase().matchAll(BLURRY_ELSEWHERE)].map((m) => m[0]);
