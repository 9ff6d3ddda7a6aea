// Prints "PASSED FAILED" from a Vitest or Playwright JSON report, for .ci/run's closing line.
import { readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
if (kind === 'vitest') {
  // A file that fails to load has no tests but is a failure all the same.
  const brokenFiles = (report.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  console.log(`${report.numPassedTests} ${report.numFailedTests + brokenFiles}`);
} else if (kind === 'playwright') {
  const s = report.stats;
  const broken = (report.errors ?? []).length;
  console.log(`${s.expected + s.flaky} ${s.unexpected + broken}`);
} else {
  process.exit(2);
}
