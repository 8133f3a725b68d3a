import { DEFAULT_TIME_ZONE as STUDIO_DEFAULT_TIME_ZONE } from '@ohc/schemas/time-zone'
import { dateTimeFormat, toDate, type Instant } from './intl'

// The festival's time zone and how visitors read a zone's name.

/**
 * The festival's time zone when the settings do not name one (`settings.timeZone` is optional in
 * the content). Every module takes the zone from the settings; this is only the fallback, the same
 * zone the Studio fills in for new settings and events.
 */
export const DEFAULT_TIME_ZONE: string = STUDIO_DEFAULT_TIME_ZONE

/** The zone's short name at that instant ("CDT", "CST"): daylight saving changes it. */
export function zoneName(at: Instant, timeZone: string): string {
  const parts = dateTimeFormat({ timeZone, timeZoneName: 'short' }).formatToParts(toDate(at))
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone
}

/** "New York" for America/New_York, "Los Angeles" for America/Los_Angeles: the zone as a place. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')
}
