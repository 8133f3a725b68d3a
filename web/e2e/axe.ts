import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe's findings on the page (or the part `include` selects) as lines, "rule: help (targets)".
 *
 * It runs axe in the page itself (axe's "legacy" mode) and keeps violations only. The default
 * opens a second blank page to merge each frame's results and details every passing node as
 * well, which took about 2.4 s a page against 0.7 s here. Our pages frame nothing axe can enter
 * (a cross-origin frame is out of reach either way), and the tests read violations alone.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
