'use client'

import { NextStudio } from 'next-sanity/studio'
import { useMemo } from 'react'
import { createStudioConfig } from '@ohc/studio/config'

// The editors' Studio, the same configuration as the standalone one in studio/, mounted here.
// The config holds functions, so it is built on the client from the ids the server passes down.

export function Studio({ projectId, dataset }: { projectId: string; dataset: string }) {
  const config = useMemo(() => createStudioConfig({ projectId, dataset, basePath: '/ohc-admin' }), [projectId, dataset])
  return <NextStudio config={config} />
}
