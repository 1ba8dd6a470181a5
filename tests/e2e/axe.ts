import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Rules a scan fails on whatever grade axe gives them. axe grades a skipped heading level (heading-order)
 * 'moderate', but a screen reader user who moves by headings then meets a gap: the shop's cards once skipped
 * from its h1 to h3. Every page scan checks it, in the pages' own scans rather than in a visit of its own.
 */
const ALWAYS_FAILS = new Set(['heading-order']);

/**
 * The accessibility rules a page breaks at a serious or critical level (axe-core's own grading), or breaks
 * at all for the rules above, each as one readable line naming the rule and the elements, so a failing test
 * says what to fix.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A change that lands during the scan (a captcha passing enables a button) then shows at once in its final
  // colours, as the site's own reduced-motion styles make every transition instant.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS_FAILS.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The two widths every public page is checked at: a phone and a desktop (the menu changes at 800px). */
export const WIDTHS = [390, 1280] as const;

/**
 * Waits until no finite CSS transition or animation is running, so colours are read as they end, not halfway
 * through (a button fading from disabled to enabled would otherwise fail the contrast rule on a busy machine).
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
