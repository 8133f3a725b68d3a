// A local HTTP stand-in of the Content Lake's API, for tests and offline work (see server.ts).

export {
  startLakeStandIn,
  type LakeStandIn,
  type RequestRecord,
  type StandInClientConfig,
  type StandInDataset,
  type StandInFault,
  type StandInOptions,
} from './server'
export { Dataset, MutationError, strongReferences, type Mutation, type MutationResult, type StoredDocument } from './store'
export { loadStandInDataset } from './load'
