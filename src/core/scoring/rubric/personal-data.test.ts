import { describe, expect, it } from 'vitest';
import { personalDetails, withoutPersonalDetails } from './personal-data';

// aside-16 / aside-18 (read, session 38): prompts that paste a person's record (government and university guides on
// generative AI say to leave it out). Each row is a shape seen there; the last rows are real messages with a number
// or an address that is the task's own (hh-rlhf, markdown chats): one kind is not a record.
describe('personal details: the kinds a pasted record holds', () => {
  it.each([
    ['a patient letter (French)', "M. Julien Lefèvre, né le 02/09/1964, n° de sécurité sociale 1 64 09 75 112 045 31, au 12 rue des Lilas, Lyon.", ['birth date', 'identity number', 'street address']],
    ['a whistleblower message', "Hi, I'm Sarah Doyle, 22 Birch Lane, Leeds. My ward manager (07700 900123) told us to log infections as post-discharge.", ['street address', 'phone number']],
    ['an applicant record', 'Dear Mere Ngata (applicant ID 20931, 14 Rimu St, Whanganui), your application was declined.', ['identity number', 'street address']],
    ['a restaurant address alone', "There's a great taqueria at 329 Olivera St in LA.", ['street address']],
    ['a year and a price', 'In 2023 the plan cost $96,400 for 40 staff.', []],
    // aside-20 (read, session 39): an HR brief naming an employee, her mobile and her medication.
    ['an employee with her mobile and her medication', 'Maria Delgado (payroll, mobile 07700 900182), who is on antidepressants, says her manager cut her overtime.', ['phone number', 'health condition']],
    // aside-19 (read, session 39): a Korean complaint reply with the customer's phone, address, order and card digits.
    ['a customer record in Korean', '고객 정보: 김민수, 010-4821-3397, 서울시 마포구 월드컵로 123, 주문번호 2026-11-0457, 카드 끝자리 5521.', ['identity number', 'street address', 'phone number']],
    ['a Chinese address alone is one kind', '我们的店在南京路123号，周末营业。', ['street address']],
    ['a person asking about their own condition', 'I was diagnosed with diabetes in 2019; what should a week of dinners look like?', ['health condition']],
  ])('%s', (_name, text, kinds) => {
    expect(personalDetails(text).map((k) => k.name)).toEqual(kinds);
  });
  it('the better move leaves the values out and keeps the words around them', () => {
    expect(withoutPersonalDetails("My ward manager (07700 900123) lives at 22 Birch Lane, Leeds, born on 02/09/1964.")).toBe('My ward manager (left out) lives at (left out), Leeds, born on (left out).');
    expect(withoutPersonalDetails('서울시 마포구 월드컵로 123, 주문번호 2026-11-0457')).toBe('서울시 마포구 (left out), 주문번호 (left out)');
  });
});
