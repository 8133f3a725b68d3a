// Rollover on a Content Lake dataset: reads settings, festivals and sites (drafts included, so an
// editor's unpublished changes are built on), plans with @ohc/schemas/rollover, and writes the
// drafts, the festival and the new current year. The settings patch carries the revision that was
// read, so two rollovers at once cannot both move the year; the festival is created with `create`,
// which fails if it appeared meanwhile. Up to DRAFTS_PER_TRANSACTION drafts go in the same
// transaction; more are sent first in batches, and the festival and settings last, so a re-run
// after a failure skips the sites already carried forward.

import type { SanityClient } from '@sanity/client'
import type { RolloverPlan } from '@ohc/schemas/rollover'
import type { Progress } from '../pipeline/progress'
import type { DatasetDocument } from '../validate/load'

export const DRAFTS_PER_TRANSACTION = 200

export const ROLLOVER_QUERY = '*[_id == "settings" || _type in ["festival", "site"]]'

export async function readRolloverDocuments(client: SanityClient): Promise<DatasetDocument[]> {
  return client.fetch<DatasetDocument[]>(ROLLOVER_QUERY, {}, { perspective: 'raw' })
}

export async function writeRollover(
  client: SanityClient,
  plan: RolloverPlan,
  settingsRev: string | undefined,
  progress: Progress,
): Promise<number> {
  let transactions = 0
  const drafts = plan.siteDrafts
  const together = drafts.length <= DRAFTS_PER_TRANSACTION
  if (!together) {
    for (let i = 0; i < drafts.length; i += DRAFTS_PER_TRANSACTION) {
      const batch = drafts.slice(i, i + DRAFTS_PER_TRANSACTION)
      const transaction = client.transaction()
      for (const draft of batch) transaction.createOrReplace(draft)
      await transaction.commit({ returnDocuments: false })
      transactions++
      progress.tick(batch.length)
    }
  }
  const last = client.transaction()
  if (together) for (const draft of drafts) last.createOrReplace(draft)
  last.create(plan.festival)
  last.patch('settings', (patch) => {
    const set = patch.set({ currentYear: plan.currentYear })
    return settingsRev ? set.ifRevisionId(settingsRev) : set
  })
  await last.commit({ returnDocuments: false })
  transactions++
  if (together) progress.tick(drafts.length)
  progress.done()
  return transactions
}
