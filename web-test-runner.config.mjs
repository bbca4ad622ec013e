// Element tests in a real Chromium (@web/test-runner + the Playwright launcher on the system
// browser). React is published as CommonJS, which a dev server serving files one by one cannot
// import, so the test files are bundled with esbuild (one build, shared chunks) on the first request.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/browser.mjs';
import { muiNoCssVarsEsbuild } from './scripts/muiNoCssVars.mjs';
import { writeCatalogue } from './scripts/catalogue.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Font files resolve to their URL under the dev server's root instead of being inlined. */
const fontUrlPlugin = {
  name: 'font-url',
  setup(build) {
    build.onLoad({ filter: /\.woff2$/ }, (args) => ({
      contents: `export default ${JSON.stringify(`/${relative(root, args.path)}`)};`,
      loader: 'js',
    }));
  },
};

const ONLY = /\b(?:describe|context|it|test|specify)\.only\s*\(/;

/**
 * Every test file is bundled in one esbuild build with shared chunks (React, MUI, the elements), made on the
 * first request: one build of all 81 files took 0.6 s where a bundle per file took about 0.23 s each (7 MB each,
 * React and MUI over again), and a test page now loads only its own code beside chunks the dev server already holds.
 * Each file still runs in a page of its own, so no module state is shared between files. The build is made once
 * per run (a `--watch` session would serve the first build's code).
 */
function bundleTests() {
  const dir = resolve(root, 'tests/elements');
  let built;
  const build = () =>
    (built ??= (async () => {
      const entryPoints = readdirSync(dir, { recursive: true })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => resolve(dir, file));
      const result = await esbuild.build({
        entryPoints,
        bundle: true,
        splitting: true,
        write: false,
        outdir: dir,
        outbase: dir,
        chunkNames: 'chunks/[name]-[hash]',
        format: 'esm',
        target: 'es2022',
        sourcemap: 'linked',
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': '"development"' },
        plugins: [fontUrlPlugin, muiNoCssVarsEsbuild],
        // The test runner's own socket, for commands such as setViewport.
        external: ['/__web-dev-server__web-socket.js'],
        logLevel: 'silent',
      });
      return new Map(result.outputFiles.map((output) => [`/${relative(root, output.path).split(sep).join('/')}`, output.text]));
    })());
  return {
    name: 'bundle-tests',
    async serve(context) {
      const isTest = /^\/tests\/elements\/.+\.test\.tsx?$/.test(context.path);
      const isMap = /^\/tests\/elements\/.+\.js\.map$/.test(context.path);
      if (!isTest && !isMap && !context.path.startsWith('/tests/elements/chunks/')) return undefined;
      if (isTest) {
        // Mocha has no forbid-only: a focused test would silently skip the rest, so the file fails instead.
        const file = resolve(root, `.${context.path}`);
        if (ONLY.test(readFileSync(file, 'utf8'))) {
          const message = `${context.path.slice(1)} contains a focused test (.only): remove it`;
          return { body: `throw new Error(${JSON.stringify(message)});`, type: 'js' };
        }
      }
      let outputs;
      try {
        outputs = await build();
      } catch (error) {
        // A file that does not compile fails every test file (one build), each saying why.
        const message = `the element tests do not compile: ${error.message}`;
        return { body: `throw new Error(${JSON.stringify(message)});`, type: 'js' };
      }
      const body = outputs.get(isTest ? context.path.replace(/\.tsx?$/, '.js') : context.path);
      return body === undefined ? undefined : { body, type: isMap ? 'json' : 'js' };
    },
  };
}

/** Writes the totals for scripts/test.mjs, which prints the closing `N passed, N failed`. */
function totalsReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      // The failed tests' names, which npm test prints again at its end (a CI log may keep only its tail).
      const failures = [];
      const walk = (suite, file, path) => {
        for (const test of suite.tests) {
          if (test.skipped) skipped++;
          else if (test.passed) passed++;
          else {
            failed++;
            failures.push(`${file} › ${[...path, test.name].join(' › ')}${test.error?.message ? `: ${test.error.message.split('\n')[0]}` : ''}`);
          }
        }
        for (const child of suite.suites) walk(child, file, [...path, child.name]);
      };
      for (const session of sessions) {
        const failedBefore = failed;
        const file = relative(root, session.testFile);
        if (session.testResults) walk(session.testResults, file, []);
        // A session with errors (the file failed to load, an uncaught error, a browser crash, a
        // timed-out or interrupted run) is a failure of its own, whatever its tests reported.
        if (session.errors.length > 0 || (session.passed !== true && failed === failedBefore)) {
          failed++;
          failures.push(`${file}: ${session.errors[0]?.message?.split('\n')[0] ?? 'the file did not pass'}`);
        }
      }
      mkdirSync(resolve(root, '.cache/test-results'), { recursive: true });
      writeFileSync(file, JSON.stringify({ passed, failed, skipped, failures }));
    },
  };
}

// The registry and resource types the tests import are generated from the element definitions.
writeCatalogue();

const executablePath = await findTestChromium();

export default {
  rootDir: root,
  files: ['tests/elements/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  // One file at a time: two at once took about a fifth less time on two cores, but tests that follow a
  // timer or a short busy state then failed now and then (three different ones in two runs).
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath, args: CHROMIUM_ARGS, headless: true } })],
  plugins: [bundleTests()],
  reporters: [defaultReporter(), summaryReporter(), totalsReporter(resolve(root, '.cache/test-results/wtr.json'))],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
