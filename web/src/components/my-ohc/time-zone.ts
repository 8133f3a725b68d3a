import { getSettings } from '@/content/settings'
import { DEFAULT_TIME_ZONE } from '@/time'

/**
 * The festival's time zone for the account pages. They must render for a signed-in visitor even
 * when the content cannot be read (their own data lives in the database), so a failed read falls
 * back to the default zone instead of failing the page.
 */
export async function accountTimeZone(): Promise<string> {
  const settings = await getSettings().catch(() => null)
  return settings?.timeZone ?? DEFAULT_TIME_ZONE
}
