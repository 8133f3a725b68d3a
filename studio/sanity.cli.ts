import { defineCliConfig } from 'sanity/cli'
import { studioEnv } from './src/env'

export default defineCliConfig({
  api: { projectId: studioEnv.projectId, dataset: studioEnv.dataset },
  project: { basePath: studioEnv.basePath },
  // Updates come through the lockfile, not a CDN-loaded runtime, so builds are reproducible offline.
  deployment: { autoUpdates: false },
})
