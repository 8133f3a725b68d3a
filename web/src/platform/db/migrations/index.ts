import type { Migration } from 'kysely/migration'
import * as appTables from './0001-app-tables'
import * as statusNotifications from './0002-status-notifications'
import * as hostReports from './0003-host-reports'
import * as fairBooking from './0004-fair-booking'
import * as jobRuns from './0005-job-runs'
import * as ticketIds from './0006-ticket-ids'
import * as calendarSubscriptions from './0007-calendar-subscriptions'
import * as newsletterConfirmations from './0008-newsletter-confirmations'
import * as offerEmails from './0009-offer-emails'
import * as itemVisitMinutes from './0010-item-visit-minutes'
import * as doorCodesAndUndos from './0011-door-codes-and-undos'

// Every migration, in order, as static imports: Kysely's FileMigrationProvider would scan a folder
// at run time, which a bundled Next server does not have. Names sort in the order they run
// (Kysely checks that), so a new one is `0002-…`, added at the end.
export const migrations: Record<string, Migration> = {
  '0001-app-tables': appTables,
  '0002-status-notifications': statusNotifications,
  '0003-host-reports': hostReports,
  '0004-fair-booking': fairBooking,
  '0005-job-runs': jobRuns,
  '0006-ticket-ids': ticketIds,
  '0007-calendar-subscriptions': calendarSubscriptions,
  '0008-newsletter-confirmations': newsletterConfirmations,
  '0009-offer-emails': offerEmails,
  '0010-item-visit-minutes': itemVisitMinutes,
  '0011-door-codes-and-undos': doorCodesAndUndos,
}
