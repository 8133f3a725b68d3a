import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { schemaTypes } from '@ohc/schemas'
import { studioEnv } from './src/env'
import { StartFestivalAction } from './src/actions/start-festival-action'
import { LiveStatusAction } from './src/actions/live-status-action'
import { LIVE_STATUS_TYPES } from './src/actions/live-status-steps'
import { ohcInputs } from './src/inputs'
import { newDocumentOptions, singletonActions, structure } from './src/structure'
import { templates } from './src/templates'

const ROLLOVER_TYPES = new Set(['settings', 'festival'])

export interface StudioOptions {
  projectId: string
  dataset: string
  basePath: string
  /** The site the Presentation tool previews; omitted, the Studio's own origin (the /ohc-admin mount). */
  previewOrigin?: string
}

/**
 * The Studio's configuration for a given project, dataset and mount point. The web app calls this
 * to mount the same Studio at /ohc-admin with its own environment; the default export is the
 * standalone Studio, configured from SANITY_STUDIO_* variables.
 */
export const createStudioConfig = ({ projectId, dataset, basePath, previewOrigin }: StudioOptions) =>
  defineConfig({
    name: 'default',
    title: 'Open House Studio',
    projectId,
    dataset,
    basePath,
    plugins: [
      structureTool({ structure }),
      // Previews drafts on the site itself: the site's /api/draft-mode/enable checks the secret
      // this tool stores in the dataset, then shows drafts until the editor leaves.
      presentationTool({
        previewUrl: { ...(previewOrigin ? { origin: previewOrigin } : {}), previewMode: { enable: '/api/draft-mode/enable' } },
      }),
      visionTool({ defaultApiVersion: '2025-02-19' }),
      ohcInputs(),
    ],
    schema: { types: schemaTypes, templates },
    document: {
      newDocumentOptions,
      // The year rollover lives where editors think of the year: settings and the festivals;
      // the live status on what visitors go to: sites, events and tours.
      actions: (previous, { schemaType }) => [
        ...singletonActions(previous, schemaType),
        ...(ROLLOVER_TYPES.has(schemaType) ? [StartFestivalAction] : []),
        ...(LIVE_STATUS_TYPES.has(schemaType) ? [LiveStatusAction] : []),
      ],
    },
  })

export default createStudioConfig(studioEnv)
