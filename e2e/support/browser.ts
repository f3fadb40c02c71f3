import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';

/**
 * The browser both suites drive: Debian's Chromium headless shell, the build Playwright itself
 * uses for headless runs. It is the same engine as `/usr/bin/chromium` without the desktop
 * browser's parts, so the suites spend less of a 2-core machine on the browser (architecture.md
 * §5). The full Chromium, which the bench's Lighthouse needs, is used where the shell is not
 * installed; CHROMIUM_PATH names any other.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: CHROMIUM_FLAGS,
};

/**
 * A trace of each test, kept when it fails, for a local run. CI keeps nothing but its log, and
 * recording traces (a DOM snapshot at every step, a screencast) is a large share of the suites'
 * time, so CI records none.
 */
export const trace = process.env.CI ? 'off' : 'retain-on-failure';
