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

/** The slowest files of both runs (durations from the JSON reports), so a growing suite shows where it grew. */
function slowest(rows, label) {
  const top = rows.sort((a, b) => b[0] - a[0]).slice(0, 20);
  if (top.length === 0) return;
  console.log(`\n20 slowest ${label}:`);
  for (const [ms, name] of top) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
}
if (vitestFile && existsSync(vitestFile)) {
  const r = JSON.parse(readFileSync(vitestFile, 'utf8'));
  slowest(
    (r.testResults ?? []).map((file) => [
      file.endTime - file.startTime,
      file.name.replace(`${process.cwd()}/`, ''),
    ]),
    'test files (vitest)',
  );
}
if (playwrightFile && existsSync(playwrightFile)) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(playwrightFile, 'utf8')).suites ?? []) walk(suite);
  slowest(
    [...byFile].map(([file, ms]) => [ms, file]),
    'journey files (Playwright, summed over their tests)',
  );
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
