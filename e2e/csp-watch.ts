// The browser suite's `test`, watching the page's Content-Security-Policy: a test fails when the
// page reports a violation (a `securitypolicyviolation` event, or Chromium's console error
// "Refused to … because it violates the following Content Security Policy directive"). So a
// spec that imports `test` from here proves its page works under its policy
// (scripts/site-check/csp.ts), not only that the policy is there.
import { expect, test as base } from '@playwright/test';

export { expect };

export const test = base.extend<{ cspWatch: void }>({
  cspWatch: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // Injected by Playwright, outside the page's policy, before any of the page's scripts.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(
            `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
          ),
        ),
      );
      page.on('console', (m) => {
        if (/CSP violation|Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
