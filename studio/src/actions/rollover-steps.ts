// The Studio side of "Start festival …", as pure functions: what to read, what to suggest, what
// to tell the editor, and the one transaction to write. The plan itself is schemas' planRollover,
// shared with the `rollover` CLI, so both write the same documents.
import type { RolloverPlan } from '@ohc/schemas/rollover'
import { suggestSaturday } from '@ohc/schemas/rollover'
import { isRecord } from '@ohc/schemas/rules'
import { longDate } from '../inputs/hours-rows'

/**
 * Settings, festivals and sites with their drafts (read with the raw perspective), so a site's
 * unpublished edits are built on rather than overwritten. Release versions are left out.
 */
export const ROLLOVER_DOCUMENTS_QUERY = `*[_type in ["settings", "festival", "site"] && !(_id in path("versions.**"))]`

type Doc = { _id: string; _type: string; [k: string]: unknown }

/** The documents of the answer, typed for planRollover; anything without an id and type is dropped. */
export const rolloverDocuments = (answer: unknown): Doc[] =>
  Array.isArray(answer)
    ? answer.flatMap((doc) =>
        isRecord(doc) && typeof doc._id === 'string' && typeof doc._type === 'string' ? [{ ...doc, _id: doc._id, _type: doc._type }] : [],
      )
    : []

/** The Saturday to offer for `year`: the same Saturday of the month as the current festival's. */
export const defaultSaturday = (documents: Doc[], currentYear: number, year: number): string => {
  const current =
    documents.find((doc) => doc._id === `festival.${currentYear}`) ??
    documents.find((doc) => doc._type === 'festival' && doc.year === currentYear)
  return suggestSaturday(current?.startDate, year) ?? ''
}

export interface RolloverOptions {
  /** Also move settings.currentYear to the new year (the previous one goes to the archive). */
  switchYear: boolean
}

/** What will happen, in the words the confirmation shows, one sentence per change. */
export const rolloverSummary = (plan: RolloverPlan, previousYear: number, { switchYear }: RolloverOptions): string[] => {
  const { festival, siteDrafts, currentYear: year } = plan
  const start = typeof festival.startDate === 'string' ? longDate(festival.startDate) : '?'
  const end = typeof festival.endDate === 'string' ? longDate(festival.endDate) : '?'
  const sites = siteDrafts.length
  return [
    `Create the festival “${String(festival.title)}”: ${start} and ${end}.`,
    switchYear
      ? `Make ${year} the current festival: the public site shows ${year}, and ${previousYear} moves to the archive.`
      : `Keep ${previousYear} as the current festival. Change “Current festival year” in Settings when ${year} should go live.`,
    sites === 0
      ? `No site is carried forward: none took part in ${previousYear}.`
      : `Carry forward ${sites} ${sites === 1 ? 'site' : 'sites'} from ${previousYear}: each gets a draft with a ${year} edition (hours moved to the new dates, not marked new). A site is in the ${year} festival once its draft is published${switchYear ? `; until then the public site lists no ${year} sites` : ''}.`,
  ]
}

type Mutation = { create: Doc } | { createOrReplace: Doc } | { patch: { id: string; set: Record<string, unknown> } }

/**
 * The rollover as one transaction: all of it happens or none. `create` (not createOrReplace) for
 * the festival, so a festival someone else created meanwhile makes the whole transaction fail.
 */
export const rolloverMutations = (plan: RolloverPlan, { switchYear }: RolloverOptions, documents: Doc[]): Mutation[] => {
  const settingsIds = ['settings', 'drafts.settings'].filter((id) => documents.some((doc) => doc._id === id))
  return [
    { create: plan.festival },
    // A pending settings draft is moved too, or publishing it later would undo the rollover.
    ...(switchYear ? settingsIds.map((id) => ({ patch: { id, set: { currentYear: plan.currentYear } } })) : []),
    ...plan.siteDrafts.map((draft) => ({ createOrReplace: draft })),
  ]
}
