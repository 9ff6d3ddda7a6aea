/** A conversation with three weak moves of the person's (Mistakes at 0, 2 and 4), for practice tests. */
export const PRACTICE_CONVERSATION: { role: 'user' | 'assistant'; content: string }[] = [
  { role: 'user', content: 'fix it' },
  { role: 'assistant', content: 'Could you share the code and the error message you are seeing?' },
  { role: 'user', content: 'still broken' },
  { role: 'assistant', content: 'I need more detail: which file, which function, and what happens when it fails?' },
  { role: 'user', content: 'make it better' },
  { role: 'assistant', content: 'Better in what way — faster, shorter, or easier to read? Please paste the code.' },
  {
    role: 'user',
    content:
      'I need a Python function that removes duplicate rows from a CSV file while keeping the first occurrence. The file has a header row and about 2 million rows; memory must stay under 200 MB. Please return the function and a short test.',
  },
  { role: 'assistant', content: 'Here is a streaming version using the csv module and a set of row hashes. A test writes three rows with one duplicate and checks two remain.' },
];

/** A message that reaches Good at any of the three moments. */
export const GOOD_ATTEMPT =
  'In our nightly ETL job (Python 3.12), dedupe_rows() in etl/clean.py raises "UnicodeDecodeError: invalid start byte" on line 42 when the CSV export has Latin-1 characters. I need it to read UTF-8 and fall back to Latin-1 so the job finishes. Please show the fixed function and one test.';

/** A 2,000-character new version of a weak move (the live-score benchmark and the browser test type it). */
export function longAttempt(length = 2000): string {
  const more =
    ' The export comes from the billing system every night at 02:00 UTC and holds about 2 million rows in 14 columns; invoice_id is the key, amount is a decimal with two places, and created_at is ISO 8601. Rows with a bad encoding should be logged to rejects.csv with their line number, not dropped silently.';
  let text = GOOD_ATTEMPT;
  while (text.length < length) text += more;
  return text.slice(0, length - 1).trimEnd() + '.';
}
