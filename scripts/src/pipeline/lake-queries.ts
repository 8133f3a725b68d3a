// Small read helpers over a Content Lake client, shared by the pipeline commands.

import type { SanityClient } from '@sanity/client'

const CHUNK = 200

/** Which of `ids` exist in the dataset (drafts count as their own ids), asked in chunks. */
export async function existingIds(client: SanityClient, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK)
    const result = await client.fetch<string[]>('*[_id in $ids]._id', { ids: chunk }, { perspective: 'raw' })
    for (const id of result) found.add(id)
  }
  return found
}

/** Runs `work` over `items` with at most `limit` at a time; the first failure is rethrown after the rest settle. */
export async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failure: unknown
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      try {
        await work(item)
      } catch (error) {
        failure ??= error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  if (failure !== undefined) throw failure
}
