import { describe, expect, it } from 'vitest';
import { parseConversation } from '../parse';
import { isMediaPlaceholder, unquoteCell } from './export-cells';

/** Chat apps' text exports (LINE, KakaoTalk): texts written for these tests in those exports' shapes. */
const shape = (text: string) => parseConversation(text).messages.map((m) => [m.role, m.content.replace(/\s+/g, ' ').trim()]);

describe('a multi-line message in one quoted cell (LINE .txt history)', () => {
  it.each([
    ['quotes around the lines go, doubled quotes become one', ['"Title', '', 'He said ""hi"".', 'End."'], ['Title', '', 'He said "hi".', 'End.']],
    ['a message that only starts and ends with a quotation stays', ['"Hi" she said.', 'And then "bye"'], ['"Hi" she said.', 'And then "bye"']],
    ['one line is not a cell', ['"Quoted"'], ['"Quoted"']],
  ])('%s', (_name, lines, expected) => {
    expect(unquoteCell(lines)).toEqual(expected);
  });
});

describe('a sticker or a photo sent in a chat export', () => {
  it.each([
    ['LINE "[Sticker]"', '[Sticker]', true],
    ['LINE in Japanese "[スタンプ]"', '[スタンプ]', true],
    ['WhatsApp "<Media omitted>"', '<Media omitted>', true],
    ['a short message in brackets with more words', '[see the attached file please]', false],
    ['a word with a link', '[docs](https://example.com)', false],
  ])('%s', (_name, content, expected) => {
    expect(isMediaPlaceholder(content)).toBe(expected);
  });
});

describe('chat exports read from their columns and stamps', () => {
  it.each([
    [
      'LINE .txt history: time, name and message in tab-separated columns, a sticker line, a quoted multi-line message',
      '[LINE] Chat history with Study Bot\nSaved on: 11/25/2026, 10:22\n\nWed, 11/25/2026\n10:04\tKwame\tHow can I teach my child to ride a bike?\n10:05\tKwame\t[Sticker]\n10:06\tStudy Bot\t"Start without pedals.\n\nLower the seat so ""both feet"" touch the ground."\n10:09\tKwame\tThanks.',
      [['user', 'How can I teach my child to ride a bike?'], ['assistant', 'Start without pedals. Lower the seat so "both feet" touch the ground.'], ['user', 'Thanks.']],
    ],
    [
      'KakaoTalk on a phone: "2026. 11. 25. 오전 10:03, Name : text", code in the message with bracketed lines',
      'AskUp 님과 카카오톡 대화\n저장한 날짜 : 2026. 11. 25. 오전 10:21\n\n2026. 11. 25. 오전 10:03, 지훈 : 이 스크립트를 고쳐줘\n\n[ENABLE]\nalloc(newmem,$1000)\n[DISABLE]\ndealloc(newmem)\n2026. 11. 25. 오전 10:05, AskUp : 고친 스크립트입니다.\n\n[ENABLE]\nalloc(mem,$1000)\n[DISABLE]\ndealloc(mem)',
      [['user', '이 스크립트를 고쳐줘 [ENABLE] alloc(newmem,$1000) [DISABLE] dealloc(newmem)'], ['assistant', '고친 스크립트입니다. [ENABLE] alloc(mem,$1000) [DISABLE] dealloc(mem)']],
    ],
    [
      'KakaoTalk on a PC: "[Name] [오후 3:12] text"',
      '--------------- 2026년 11월 25일 수요일 ---------------\n[민지] [오후 3:12] 자바에서 while 문은 어떻게 써?\n[AskUp] [오후 3:13] 조건이 참인 동안 반복합니다.\n[민지] [오후 3:14] 고마워!',
      [['user', '자바에서 while 문은 어떻게 써?'], ['assistant', '조건이 참인 동안 반복합니다.'], ['user', '고마워!']],
    ],
  ])('%s', (_name, text, expected) => {
    expect(shape(text)).toEqual(expected);
  });
});
