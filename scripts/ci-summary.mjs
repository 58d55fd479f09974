// Prints the pass/fail counts of the vitest and Playwright JSON reports, ending with one 'N passed, N failed' line.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;

/** The first line of a failure message, so the summary names what failed without its stack. */
function firstLine(message) {
  return String(message ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

if (vitestFile && existsSync(vitestFile)) {
  const r = JSON.parse(readFileSync(vitestFile, 'utf8'));
  console.log(`vitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numFailedTestSuites ?? 0);
  for (const file of r.testResults ?? []) {
    const name = file.name.replace(process.cwd(), '.');
    const failures = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && failures.length === 0)
      console.log(`  failed file ${name}: ${firstLine(file.message)}`);
    for (const t of failures)
      console.log(`  failed ${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
} else {
  console.log('vitest: no report');
  failed += 1;
}

if (playwrightFile && existsSync(playwrightFile)) {
  const s = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats;
  const ok = s.expected + s.flaky;
  console.log(`playwright: ${ok} passed, ${s.unexpected} failed`);
  passed += ok;
  failed += s.unexpected;
} else {
  console.log('playwright: no report');
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
