import { readContentEnv } from '@/sanity/env'
import { imageBaseUrl } from '@/sanity/image-url'

let base: string | undefined

/** The URL of an image file on the configured source (the app's /media or Sanity's CDN). */
export function imageUrl(fileName: string): string {
  base ??= imageBaseUrl(readContentEnv())
  return `${base}/${fileName}`
}
