// Rollover on a local NDJSON dataset: the plan from @ohc/schemas/rollover applied to the file's
// documents: the new festival added, settings.currentYear moved, a draft per returning site.

import type { RolloverPlan } from '@ohc/schemas/rollover'
import { byId } from '../pipeline/write-dataset'
import type { DatasetDocument } from '../validate/load'

/** The dataset after the rollover: every document of `documents`, changed or joined by the plan's. */
export function applyPlan(documents: readonly DatasetDocument[], plan: RolloverPlan): DatasetDocument[] {
  const result = new Map(documents.map((d) => [d._id, d]))
  const settings = result.get('settings')
  if (!settings) throw new Error('the dataset has no settings document')
  result.set('settings', { ...settings, currentYear: plan.currentYear })
  result.set(plan.festival._id, plan.festival)
  for (const draft of plan.siteDrafts) result.set(draft._id, draft)
  return [...result.values()].sort(byId)
}
