// Uploads the dataset's image files as Content Lake assets. The Lake names an asset by its bytes
// (`image-<sha1>-<w>x<h>-<ext>`), as the local dataset does, so the documents' references stay
// valid; assets already in the dataset are not sent again.

import { readFileSync } from 'node:fs'
import type { SanityClient } from '@sanity/client'
import { errorMessage } from '../pipeline/cli'
import { existingIds, inParallel } from '../pipeline/lake-queries'
import type { Progress } from '../pipeline/progress'
import type { AssetUpload } from './plan'

export interface AssetResult {
  uploaded: number
  present: number
  problems: string[]
}

export async function uploadAssets(
  client: SanityClient,
  assets: readonly AssetUpload[],
  { progress, concurrency = 4 }: { progress: (total: number) => Progress; concurrency?: number },
): Promise<AssetResult> {
  const present = await existingIds(
    client,
    assets.map((a) => a.id),
  )
  const missing = assets.filter((a) => !present.has(a.id))
  const problems: string[] = []
  let uploaded = 0
  if (missing.length === 0) return { uploaded, present: present.size, problems }
  const bar = progress(missing.length)
  await inParallel(missing, concurrency, async (asset) => {
    try {
      const document = await client.assets.upload('image', readFileSync(asset.file), {
        ...(asset.originalFilename ? { filename: asset.originalFilename } : {}),
        ...(asset.mimeType ? { contentType: asset.mimeType } : {}),
      })
      if (document._id === asset.id) uploaded++
      else
        problems.push(
          `${asset.id} (document): the Content Lake named the upload of ${asset.file} "${document._id}"; references to "${asset.id}" would not resolve`,
        )
    } catch (error) {
      problems.push(`${asset.id} (document): uploading ${asset.file} failed: ${errorMessage(error)}`)
    }
    bar.tick()
  })
  bar.done()
  return { uploaded, present: present.size, problems }
}
