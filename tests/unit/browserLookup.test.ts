import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findChromium, findTestChromium } from '../../scripts/browser.mjs';

/** The browser the tests and the benchmark run: CHROME_PATH first, then the names on the PATH in order. */
describe('browser lookup', () => {
  let dir = '';
  const saved = { PATH: process.env.PATH, CHROME_PATH: process.env.CHROME_PATH };
  const install = (...names: string[]) => {
    for (const name of names) {
      writeFileSync(join(dir, name), '#!/bin/sh\n');
      chmodSync(join(dir, name), 0o755);
    }
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'browsers-'));
    process.env.PATH = dir;
    delete process.env.CHROME_PATH;
  });
  afterEach(() => {
    process.env.PATH = saved.PATH;
    if (saved.CHROME_PATH === undefined) delete process.env.CHROME_PATH;
    else process.env.CHROME_PATH = saved.CHROME_PATH;
    rmSync(dir, { recursive: true, force: true });
  });

  it('the tests take the headless shell before chromium; everything else takes chromium', async () => {
    install('chromium', 'chromium-headless-shell');
    expect(await findTestChromium()).toBe(join(dir, 'chromium-headless-shell'));
    expect(await findChromium()).toBe(join(dir, 'chromium'));
  });

  it('without the shell the tests run in chromium, chromium-browser or google-chrome, in that order', async () => {
    install('google-chrome', 'chromium-browser');
    expect(await findTestChromium()).toBe(join(dir, 'chromium-browser'));
    install('chromium');
    expect(await findTestChromium()).toBe(join(dir, 'chromium'));
  });

  it('CHROME_PATH wins over everything, and one that does not exist fails with its path', async () => {
    install('chromium-headless-shell', 'chromium');
    process.env.CHROME_PATH = join(dir, 'chromium');
    expect(await findTestChromium()).toBe(join(dir, 'chromium'));
    process.env.CHROME_PATH = join(dir, 'missing');
    await expect(findTestChromium()).rejects.toThrow(`CHROME_PATH is set to ${join(dir, 'missing')}, which does not exist.`);
  });
});
