// The names of the tests that failed, read from the runners' JSON reports, so that `npm test`'s
// summary (the last lines a CI log shows) says which tests failed and not only which level.

/** "file › title" for each failed test of a Jest `--json` report, and each file that failed to run. */
export function jestFailures(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = relative(file.name, root);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName ?? test.title}`);
    if (failed.length === 0 && file.status === 'failed') failures.push(`${name} (the file did not run: ${firstLine(file.message)})`);
  }
  return failures;
}

/** "file:line › title" for each test of a Playwright JSON report that did not end as expected. */
export function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, suite.file === child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push(`(outside any test) ${firstLine(error.message)}`);
  return failures;
}

function relative(file, root) {
  return root && file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? ''
  );
}
