import type { FrameLocator, Page } from '@playwright/test'

// Where the layout folds things away on a narrow screen (a phone, a narrow frame), a test opens
// them as a visitor would before it uses what is inside. On a wide screen these do nothing.

/** Opens a list's filter sheet unless the form is already on screen. */
export async function showFilters(scope: Page | FrameLocator, name = 'Filters') {
  if (await scope.getByRole('region', { name }).isVisible()) return
  await scope.getByRole('button', { name: new RegExp(`^${name}( \\(\\d+\\))?$`) }).click()
}

/** Opens the header's menu unless the navigation is already on screen. */
export async function showMenu(page: Page) {
  if (await page.getByRole('navigation', { name: 'Main' }).isVisible()) return
  await page.getByRole('button', { name: 'Menu' }).click()
}
