import { test as base, expect } from '@playwright/test';
import { readStack, type Stack } from './stack';

/** Demo accounts the API seeds with SEED_DEMO=1 (README). */
export const CUSTOMER = { email: 'customer@example.com', username: 'customer', password: 'Customer@12345' };
export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

/**
 * Tests on the production-like stack. Outside CI, every test is skipped, with the reason global
 * setup printed, when nginx or PostgreSQL is not there (under CI global setup fails instead).
 */
export const test = base.extend<{ stack: Stack }>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern.
    async ({}, use, testInfo) => {
      const skipped = process.env.E2E_PROD_SKIP;
      testInfo.skip(Boolean(skipped), skipped);
      await use(readStack());
    },
    { auto: true },
  ],
  baseURL: async ({ stack }, use) => use(stack.shellUrl),
});

export { expect };

/** Collects what the browser reports about Content-Security-Policy violations. */
export function cspViolations(page: import('@playwright/test').Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
