import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe (WCAG 2.2 AA) on the page as it is and expects no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // the rules run in the page itself rather than merging each frame's results in an extra blank
    // page: same violations, passes and incompletes on our pages, a third less time per check
    .setLegacyMode()
    // only violations are read: axe then builds selectors and snippets for no passing element
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => v.id),
    `${label}:\n${describeViolations(serious)}`,
  ).toEqual([]);
}

/** Waits for transitions (fades, slides) to end, so colours are checked as they finally look. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => {
          const summary = (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
          return `    - ${n.target.join(' ')}\n      ${summary}`;
        })
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s), ${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}
