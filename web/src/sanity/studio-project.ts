import { config, type StudioProject } from '@/server/config'

// Which project the /ohc-admin Studio edits: the content project when one is configured,
// otherwise SANITY_STUDIO_PROJECT_ID, otherwise a placeholder (src/server/env/content.ts).

export function studioProject(): StudioProject {
  return config().studio
}
