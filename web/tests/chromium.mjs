// Debian's Chromium driven by playwright-core, for the browser tests: a fresh profile, the
// flags this machine's closed network needs, and the page's errors collected.

import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts Chromium (`HALFLINGS_CHROMIUM`, else /usr/bin/chromium) with a page whose errors and
 * console errors are collected in `problems`, in a new profile folder (`profile`, for the test
 * to remove); `args` adds command-line flags.
 * @param {{args?: string[], viewport?: {width: number, height: number}}} [options]
 */
export async function launch(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'halflings-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.HALFLINGS_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.args ?? []),
    ],
    viewport: options.viewport ?? { width: 1400, height: 900 },
    // The pages' language follows the browser's until a player picks one: English here.
    locale: 'en-US',
  });
  context.setDefaultTimeout(20000);
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  return { context, page, problems, profile };
}
