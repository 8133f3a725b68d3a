// The types of datasets.mjs (set-up is plain JavaScript: it runs before anything is installed),
// for its tests.
import type { FestivalWeekend } from '../src/generate/demo-festival.mjs'

export type DatasetKind = 'demo' | 'test'

export const TEST_FESTIVAL_YEAR: number
export const DATASETS: Record<DatasetKind, { dir: string; stamp: string }>
export function demoStamp(sources: string, festival: FestivalWeekend): string
export function festivalOfStamp(stamp: string | undefined): FestivalWeekend | undefined
export function wantedDemoFestival(previousStamp: string | undefined, today: string): FestivalWeekend
export function generateArgs(root: string, kind: DatasetKind, festival?: FestivalWeekend): string[]
