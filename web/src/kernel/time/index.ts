// The app's one time module: time zones, calendar days, wall clocks and every date or time a
// visitor reads. The festival's zone comes from the settings (`settings.timeZone`); callers pass it.

export { addDays, calendarDay, localDay, zonedDateTime, zonedHour, zonedWallTime, type Weekday } from './calendar-day'
export { formatCalendarDate, formatDay, formatFestivalDates, weekdayNames, type DateStyle } from './calendar-date'
export {
  formatDuration,
  formatWallTime,
  formatWallTimeIn,
  formatWallTimeRange,
  formatZonedDateTime,
  formatZonedTime,
  formatZonedTimeRange,
  type DateTimeStyle,
} from './format'
export type { Instant } from './intl'
export { DEFAULT_TIME_ZONE, zoneCity } from './zone'
