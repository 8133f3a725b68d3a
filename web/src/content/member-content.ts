import { z } from 'zod'
import { memberContentQuery } from '@/content/sanity/queries/pages'
import { oneReader, read } from './reader'

// The content of one members-only block of a page. Public pages carry only the block's teaser;
// who may see this is decided by the caller, with the viewer.

const memberBlock = z.object({ content: z.array(z.looseObject({ _type: z.string() })).default([]) }).nullable()

const memberContentReader = oneReader({ query: memberContentQuery, record: memberBlock, tags: ['page'] })

/** The block's Portable Text, or null when the page has no members-only block with that key. */
export function readMemberContent(path: string, key: string) {
  return read(memberContentReader, { path, key })
}
