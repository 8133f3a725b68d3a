// Whether the announcement banner shows at `now`: switched on, with a message, and within its
// optional dates (shown from `startsAt`, gone at `endsAt`). A date the content cannot give as a
// moment is read as absent, so a slip never hides the banner for good.

export interface BannerTimes {
  enabled?: boolean | null
  message?: string | null
  startsAt?: string | null
  endsAt?: string | null
}

const moment = (iso: string | null | undefined): number | undefined => {
  if (!iso) return undefined
  const time = Date.parse(iso)
  return Number.isNaN(time) ? undefined : time
}

export function bannerShown(banner: BannerTimes | null | undefined, now: Date): boolean {
  if (!banner?.enabled || !banner.message) return false
  const starts = moment(banner.startsAt)
  const ends = moment(banner.endsAt)
  if (starts !== undefined && now.getTime() < starts) return false
  if (ends !== undefined && now.getTime() >= ends) return false
  return true
}
