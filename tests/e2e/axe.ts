import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The accessibility rules a page breaks at a serious or critical level (axe-core's own grading), each as one
 * readable line naming the rule and the elements, so a failing test says what to fix.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The two widths every public page is checked at: a phone and a desktop (the menu changes at 800px). */
export const WIDTHS = [390, 1280] as const;
