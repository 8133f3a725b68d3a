import { config, type ContentConfig } from '@/server/config'

// The content source's settings: read and validated by the one configuration module
// (src/server/env/content.ts documents each variable).

export type ContentEnv = ContentConfig

export function readContentEnv(): ContentEnv {
  return config().content
}
