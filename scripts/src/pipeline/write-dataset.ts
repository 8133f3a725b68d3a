// Writes documents as an NDJSON dataset in _id order, through the generator's NdjsonWriter (a
// temporary file renamed into place, so an interrupted write leaves the old file as it was).

import { NdjsonWriter } from '../generate/ndjson'

export const byId = (a: { _id: string }, b: { _id: string }) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)

export function writeDataset(file: string, documents: readonly { _id: string }[]): { count: number; bytes: number } {
  const writer = new NdjsonWriter(file)
  try {
    for (const doc of [...documents].sort(byId)) writer.write(doc)
  } catch (error) {
    writer.abort()
    throw error
  }
  const { count, bytes } = writer.close()
  return { count, bytes }
}
