// The local Content Lake: what the web app reads when no Sanity project is configured, and what
// the pipeline and the tests read and write through. The HTTP stand-in is in `@ohc/lake/stand-in`.

export {
  isLakeDocument,
  parseNdjson,
  readNdjsonFile,
  readNdjsonLine,
  readNdjsonLines,
  type BadLine,
  type LakeDocument,
  type NdjsonLine,
} from './ndjson'
export {
  defaultPerspective,
  isDraftId,
  isPublishedId,
  perspectiveDocuments,
  perspectiveNamed,
  PERSPECTIVE_DEFAULT_CHANGE,
  viewOf,
  type DatasetView,
  type Perspective,
} from './perspectives'
export { DatasetHolder, loadDataset, type LoadedDataset } from './dataset'
export { evaluateGroq, LocalGroqEngine, type QueryParams } from './groq'
