import { describe, expect, it } from 'vitest'
import { parseDataset } from './load'
import { formatPath, formatProblem } from './problems'

describe('problem paths', () => {
  const doc = {
    editions: [
      { _key: 'x1', hours: [] },
      { _key: 'x2', hours: [{ _key: 'h1' }, { _key: 'h2', closes: '08:00' }] },
    ],
  }

  it('shows array items by position, found by their _key in the document', () => {
    expect(formatPath(['editions', { _key: 'x2' }, 'hours', { _key: 'h2' }, 'closes'], doc)).toBe('editions[1].hours[1].closes')
    expect(formatPath(['editions', 0, 'hours'], doc)).toBe('editions[0].hours')
    expect(formatPath(['editions', { _key: 'gone' }], doc)).toBe('editions[_key=="gone"]')
  })

  it('prints "<id> <path>: <message>", marking warnings', () => {
    expect(formatProblem({ id: 'site.a', path: 'name', message: 'Enter the name.', level: 'error', source: 'schema' })).toBe(
      'site.a name: Enter the name.',
    )
    expect(formatProblem({ id: 'site.a', path: '', message: 'Odd.', level: 'warning', source: 'dataset' })).toBe(
      'warning: site.a (document): Odd.',
    )
  })
})

describe('reading NDJSON', () => {
  it('reports bad lines and repeated ids instead of stopping', () => {
    const { documents, problems } = parseDataset('{"_id":"a","_type":"site"}\nnot json\n{"_type":"site"}\n\n{"_id":"a","_type":"site"}\n')
    expect(documents.map((d) => d._id)).toEqual(['a'])
    expect(problems.map((p) => `${p.id}: ${p.message.split(':')[0]}`)).toEqual([
      '(line 2): not valid JSON',
      '(line 3): not a document',
      'a: the _id occurs more than once (again on line 5)',
    ])
  })
})
