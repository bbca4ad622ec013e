// The Chromium the tests and the benchmark drive (CONTRACT.md "Browser lookup for tests"):
// CHROME_PATH, then chromium, chromium-browser, google-chrome on the PATH, then Playwright's
// own managed browser; with none, fail at once saying how to install one.
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
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  const found = ['chromium', 'chromium-browser', 'google-chrome'].map(onPath).find(Boolean) ?? (await playwrightManaged());
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
