// Where the Studio points, read from SANITY_STUDIO_* variables. The Sanity CLI inlines those into
// the browser bundle at build time, so this file is the only place that reads them.

/** A placeholder in the shape of a real project id, so the Studio builds and validates offline. */
const DEMO_PROJECT_ID = 'ohcdemo1'

const read = (value: string | undefined, fallback: string) => (value === undefined || value.trim() === '' ? fallback : value.trim())

export const studioEnv = {
  projectId: read(process.env.SANITY_STUDIO_PROJECT_ID, DEMO_PROJECT_ID),
  dataset: read(process.env.SANITY_STUDIO_DATASET, 'production'),
  basePath: read(process.env.SANITY_STUDIO_BASE_PATH, '/'),
  // The standalone Studio previews the site running beside it unless told where the site is.
  previewOrigin: read(process.env.SANITY_STUDIO_PREVIEW_URL, 'http://localhost:3000'),
}
