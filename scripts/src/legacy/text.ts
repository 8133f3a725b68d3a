// Free text from the spreadsheets as our fields want it: a summary of at most 300 characters and a
// Portable Text body, with `_key`s derived from the document id so re-imports write the same keys.

import { derivedKey } from '@ohc/schemas/rollover'

export const SUMMARY_LIMIT = 300

/** The first paragraph, cut at a sentence or word boundary to fit the summary's limit. */
export function summaryOf(text: string): string {
  const first = (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim()
  if (first.length <= SUMMARY_LIMIT) return first
  const room = first.slice(0, SUMMARY_LIMIT - 1)
  const sentence = room.lastIndexOf('. ')
  const cutAt = sentence > SUMMARY_LIMIT / 2 ? sentence + 1 : room.lastIndexOf(' ')
  return `${room.slice(0, cutAt > 0 ? cutAt : room.length).trim()}…`
}

/** Paragraphs (separated by blank lines) as Portable Text blocks. */
export function portableText(text: string, seed: string) {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph, i) => ({
      _type: 'block',
      _key: derivedKey(`${seed}|block|${i}`),
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: derivedKey(`${seed}|span|${i}`), text: paragraph, marks: [] }],
    }))
}
