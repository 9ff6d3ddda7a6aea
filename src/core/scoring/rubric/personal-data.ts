/**
 * Personal details pasted into a prompt that the answer does not need: a private person's date of birth, identity or
 * account numbers, street address, phone number or e-mail address. Government and university guides on generative AI
 * (the UK's and New Zealand's, Bridgewater State, the Poynter/NPC journalism guides) say to leave them out or use
 * placeholders: the answer is as good without them, and the tool keeps what it is sent. Each kind is read by its shape;
 * two kinds or more in one message is a person's record pasted in, not a detail the task turns on.
 */
interface PersonalDataKind {
  name: string;
  /** How the reason names it. */
  words: string;
  pattern: RegExp;
}

// Each kind's words, read once for finding it and again for the better move that leaves its value out.
const BIRTH_WORDS = String.raw`born(?: on)?|date of birth|DOB|n[ée]e? le|geboren am|nacid[oa] el|nat[oa] il`;
const ID_WORDS = String.raw`social security|ssn|s[ée]curit[ée] sociale|nhs number|national insurance|passport (?:no|number)|iban|tax (?:id|number)|(?:applicant|patient|customer|member|employee|student|case) (?:id|no|number)`;
const STREET = String.raw`\d{1,4},? (?:[\p{Lu}][\p{Ll}]+ ){1,3}(?:St|Street|Rd|Road|Ave|Avenue|Lane|Ln|Drive|Dr|Way|Close|Place|Pl|Blvd|Crescent|Terrace)\b`;
const STREET_ELSEWHERE = String.raw`\d{1,4},? (?:rue|avenue|boulevard|chemin|calle|avenida|via|viale|rua|straße|strasse|weg|laan)`;
// The same labels and addresses in the other languages people paste records in: the label words, then the number;
// addresses by their shape (a Korean road name and number, a Chinese road and house number, a Japanese chōme).
const ID_WORDS_ELSEWHERE = String.raw`주문번호|카드(?: 끝자리| 번호)?|계좌(?:번호)?|주민(?:등록)?번호|여권번호|身份证(?:号码?)?|银行卡(?:号)?|卡号|账号|护照号(?:码)?|マイナンバー|口座番号|カード番号|パスポート番号|numéro de (?:carte|compte|passeport)|número de (?:tarjeta|cuenta|pasaporte|pedido)|n[úu]mero do (?:cart[ãa]o|passaporte|pedido)|kartennummer|kontonummer|steuer-?id|số (?:tài khoản|thẻ|CCCD|CMND|hộ chiếu)`;
const STREET_CJK = String.raw`[가-힣]{1,10}(?:로|길) ?\d{1,4}|[一-鿿]{1,8}(?:路|街|大道)\d{1,4}号|\d{1,2}丁目`;
const EMAIL = String.raw`\b[\w.+-]+@[\w-]+\.[\w.-]+\b`;
const HEALTH = /\b(?:(?:is|was|are|been|is now) (?:on|taking) (?:anti-?depressants|medication|insulin|methadone|chemo(?:therapy)?|lithium|antipsychotics)|diagnosed with|(?:has|had|with) (?:a )?(?:depression|an anxiety disorder|bipolar(?: disorder)?|schizophrenia|cancer|diabetes|hiv|adhd|dementia|epilepsy|a disability|a mental illness)|(?:is|was) pregnant|(?:her|his|their) (?:medical (?:condition|history|records?)|mental health|diagnosis))\b/i;

export const PERSONAL_DATA_KINDS: readonly PersonalDataKind[] = [
  { name: 'birth date', words: 'a date of birth', pattern: new RegExp(String.raw`\b(?:${BIRTH_WORDS})\b[^.\n]{0,6}\d`, 'iu') },
  { name: 'identity number', words: 'an ID number', pattern: new RegExp(String.raw`\b(?:${ID_WORDS}|n° de)\b[^.\n]{0,6}\d|(?<![\p{L}])(?:${ID_WORDS_ELSEWHERE})[^.\n]{0,6}\d`, 'iu') },
  { name: 'street address', words: 'a street address', pattern: new RegExp(String.raw`\b${STREET}|\b${STREET_ELSEWHERE}\b|${STREET_CJK}`, 'u') },
  { name: 'phone number', words: 'a phone number', pattern: /(?:^|[\s(:])(?:\+\d{1,3}[\s.-]?)?\(?0\d{1,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}\b/u },
  { name: 'e-mail address', words: 'an e-mail address', pattern: new RegExp(EMAIL, 'u') },
  // Health is the data the guides name first as sensitive (the OpenLearn, UK and NZ guidance): a named colleague "on
  // antidepressants" beside her mobile number is a record, though the condition holds no digit.
  { name: 'health condition', words: 'a health condition', pattern: HEALTH },
];

/** Kinds of such details, two or more of them, is a record pasted in. */
export const PERSONAL_RECORD_AT = 2;

/** The kinds of personal details in `text`, in the order above. */
export function personalDetails(text: string): PersonalDataKind[] {
  // Every kind but health holds a digit or an "@", and a record is two kinds: most prompts hold neither and are not read further.
  if (!/[\d@]/.test(text)) return [];
  return PERSONAL_DATA_KINDS.filter((k) => k.pattern.test(text));
}

/** The details themselves, for the better move to leave out (the label words stay: "born (left out)"). */
const DETAIL_VALUES: readonly RegExp[] = [
  new RegExp(String.raw`(?<=\b(?:${BIRTH_WORDS})\b[\s:]*)\d{1,4}[./-]\d{1,2}[./-]\d{1,4}`, 'giu'),
  new RegExp(String.raw`(?<=\b(?:${ID_WORDS})\b[\s:#.]*)[A-Z]{0,2}[\d][\d ]{3,}\d`, 'giu'),
  new RegExp(String.raw`(?<=(?<![\p{L}])(?:${ID_WORDS_ELSEWHERE})[\s:：#.]*)[\d][\d -]{2,}\d`, 'giu'),
  new RegExp(String.raw`\b${STREET}\.?`, 'gu'),
  new RegExp(STREET_CJK, 'gu'),
  new RegExp(String.raw`\b${STREET_ELSEWHERE}(?: [\p{L}'-]+){1,3}`, 'giu'),
  /(?<=^|[\s(:])(?:\+\d{1,3}[\s.-]?)?0\d{1,4}[\s.-]?\d{3,4}[\s.-]?\d{3,4}\b/gu,
  new RegExp(EMAIL, 'gu'),
];

/** `text` with the personal details' values left out, for a better move that keeps the rest of the message. */
export function withoutPersonalDetails(text: string): string {
  let out = text;
  for (const pattern of DETAIL_VALUES) {
    // Already in brackets ("(07700 900123)"): the words alone.
    out = out.replace(pattern, (match: string, ...rest: unknown[]) => {
      const at = rest[rest.length - 2] as number;
      const whole = rest[rest.length - 1] as string;
      return whole[at - 1] === '(' && whole[at + match.length] === ')' ? 'left out' : '(left out)';
    });
  }
  return out;
}
