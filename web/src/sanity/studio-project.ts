import { readContentEnv } from './env'

// Which project the /ohc-admin Studio edits: the content project when one is configured,
// otherwise SANITY_STUDIO_PROJECT_ID, otherwise a placeholder (the Studio then says it cannot
// connect — there is nothing to edit in local mode but the NDJSON file itself).

export const PLACEHOLDER_PROJECT_ID = 'ohcdemo1'

export function studioProject(source: NodeJS.ProcessEnv = process.env): { projectId: string; dataset: string } {
  const env = readContentEnv(source)
  if (env.kind === 'lake') return { projectId: env.projectId, dataset: env.dataset }
  return {
    projectId: source.SANITY_STUDIO_PROJECT_ID || PLACEHOLDER_PROJECT_ID,
    dataset: source.SANITY_STUDIO_DATASET || 'production',
  }
}
