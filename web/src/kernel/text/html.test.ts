import { expect, it } from 'vitest'
import { escapeHtml } from './html'

it('escapes the five characters that can change markup, and nothing else', () => {
  expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
  )
  expect(escapeHtml('Café — 2:00 PM')).toBe('Café — 2:00 PM')
})
