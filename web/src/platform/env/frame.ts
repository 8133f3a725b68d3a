import { z } from 'zod'
import { parseFrameOrigins } from './frame-origins'
import { readVariables, type Env } from './read'

// Who may frame the site: a standalone Studio (SANITY_STUDIO_URL) and the embedders
// of the /iframe pages (OHC_FRAME_ORIGINS). Never throws: a typo must not take the site down,
// so a bad list is kept as a problem for the caller to log, and the frames are then refused.

export const frameSchema = z.object({
  // Optional. The origin of a standalone Studio whose Presentation tool may frame the site.
  SANITY_STUDIO_URL: z.string().optional(),
  // Optional. The origins allowed to frame /iframe pages, comma- or space-separated.
  OHC_FRAME_ORIGINS: z.string().optional(),
})

export interface FrameConfig {
  studioOrigin: string | undefined
  /** The embedders; empty when OHC_FRAME_ORIGINS is unset or invalid. */
  origins: string[]
  /** Why OHC_FRAME_ORIGINS was not used. */
  originsProblem: string | undefined
}

export function readFrameConfig(env: Env): FrameConfig {
  const vars = readVariables(frameSchema, env, 'frame')
  const studioOrigin = vars.SANITY_STUDIO_URL ? URL.parse(vars.SANITY_STUDIO_URL)?.origin : undefined
  try {
    return { studioOrigin, origins: parseFrameOrigins(vars.OHC_FRAME_ORIGINS), originsProblem: undefined }
  } catch (error) {
    return { studioOrigin, origins: [], originsProblem: error instanceof Error ? error.message : String(error) }
  }
}
