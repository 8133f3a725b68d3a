import { STATUS_KINDS } from '@ohc/schemas/names'
import type { z } from 'zod'
import type { statusNotice } from '@/content/records/common'

// A live notice as the site reads it, and what each kind is called, for the pages, the emails and
// My OHC alike.

export type LiveStatus = z.output<typeof statusNotice>

const TITLES = new Map<string, string>(STATUS_KINDS.map((k) => [k.value, k.title]))

/** "At capacity now", "Cancelled"… */
export const statusTitle = (status: Pick<LiveStatus, 'kind'>) => TITLES.get(status.kind) ?? status.kind
