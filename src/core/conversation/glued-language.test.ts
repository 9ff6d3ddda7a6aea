import { describe, expect, it } from 'vitest';
import { withoutGluedLanguage } from './glued-language';

describe('a code header glued onto the code (withoutGluedLanguage)', () => {
  it('takes a recurring language word off the code lines it runs into', () => {
    const answer = [
      'Notes on the solution',
      '1. Entry point',
      'cppint main() {',
      '    return run(3);',
      '}',
      '2. The helper',
      'cpprun(int n) {',
      '    return n * 2;',
      '}',
      '3. The loop',
      'cppfor(int i = 0; i < n; i++){',
      '    total += i;',
      '}',
      '4. The type',
      'cppstruct Node { int value; };',
      'In short: main calls run, and the loop adds up the numbers; int is enough for the values.',
    ].join('\n');
    expect(withoutGluedLanguage(answer).split('\n').filter((l) => l.startsWith('cpp'))).toEqual([]);
    expect(withoutGluedLanguage(answer)).toContain('\nint main() {\n');
    expect(withoutGluedLanguage(answer)).toContain('\nstruct Node { int value; };\n');
  });

  it('leaves identifiers that merely start with a language name', () => {
    const code = ['jsonData = load();', 'jsonData = clean(jsonData);', 'jsonData = save(jsonData);', 'print(jsonData)', 'The Data is saved.'].join('\n');
    expect(withoutGluedLanguage(code)).toBe(code);
  });

  it('needs the header three times', () => {
    const once = 'Here it is:\ncppint main() {\n    return 0;\n}\nint is the return type.';
    expect(withoutGluedLanguage(once)).toBe(once);
  });
});
