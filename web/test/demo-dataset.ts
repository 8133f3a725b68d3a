import { loadDataset, type LakeDocument as SanityDocument } from '@ohc/lake'
import { DEMO_FILE } from './demo-dataset-file'

// The tests' demo dataset (./demo-dataset-file), read with plain JavaScript: tests compare what
// the GROQ queries answer with what the documents say, computed independently of GROQ.

export { DEMO_FILE }

export function demoDocuments(): SanityDocument[] {
  return loadDataset(DEMO_FILE).documents
}

export function ofType(docs: SanityDocument[], type: string): SanityDocument[] {
  return docs.filter((d) => d._type === type)
}

export function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []
}

export function editionYears(site: SanityDocument): number[] {
  const editions = Array.isArray(site.editions) ? site.editions : []
  return editions
    .map((e: unknown) => (typeof e === 'object' && e ? Reflect.get(e, 'year') : undefined))
    .filter((y): y is number => typeof y === 'number')
}

export function demoYears(docs: SanityDocument[]): { current: number; archived: number[] } {
  const settings = docs.find((d) => d._id === 'settings')
  const current = Number(settings?.currentYear)
  const archived = ofType(docs, 'festival')
    .map((f) => Number(f.year))
    .filter((y) => y < current)
    .sort((a, b) => b - a)
  return { current, archived }
}
