import { tickRoute } from '@/platform/schedule/tick'

// Runs the due scheduled jobs; Vercel's cron calls it every minute with CRON_SECRET (vercel.json).
export const GET = tickRoute
