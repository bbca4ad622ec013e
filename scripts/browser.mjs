// The Chromium the tests and the benchmark drive: CHROME_PATH, then chromium, chromium-browser,
// google-chrome on the PATH, then Playwright's own managed browser; with none, fail at once saying
// how to install one. The tests, which are all headless, take Chromium's headless shell first when it
// is installed (findTestChromium).
import { existsSync, accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

async function playwrightManaged() {
  try {
    const { chromium } = await import('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function findChromium() {
  return lookup(['chromium', 'chromium-browser', 'google-chrome']);
}

/**
 * The browser for the tests: as findChromium, with Chromium's headless shell (Debian's
 * `chromium-headless-shell`, the browser Playwright itself runs headless tests in) before the others.
 * The same engine without the full browser around it: the suites take about a third less time in it.
 */
export async function findTestChromium() {
  return lookup(['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome']);
}

async function lookup(names) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  const found = names.map(onPath).find(Boolean) ?? (await playwrightManaged());
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests. Install one: `apt-get install chromium` (Debian/Ubuntu) ' +
      'or `npx playwright install chromium`, or point CHROME_PATH at a Chrome/Chromium binary.',
  );
}

/** Flags for a headless Chromium on a closed network, as root, in CI. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
