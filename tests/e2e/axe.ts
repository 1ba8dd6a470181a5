import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The accessibility rules a page breaks at a serious or critical level (axe-core's own grading), each as one
 * readable line naming the rule and the elements, so a failing test says what to fix.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A change that lands during the scan (a captcha passing enables a button) then shows at once in its final
  // colours, as the site's own reduced-motion styles make every transition instant.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
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
