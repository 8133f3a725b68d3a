import { describe, expect, it } from 'vitest'
import { memberContentHtml } from './member-html'

const block = (key: string, text: string, markDefs: object[] = [], marks: string[] = []) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs,
  children: [{ _type: 'span', _key: `${key}s`, text, marks }],
})

describe('member content as HTML', () => {
  it('renders text and escapes it', () => {
    expect(memberContentHtml([block('a', 'Doors <open> at 9 & close at 5')])).toBe('<p>Doors &lt;open&gt; at 9 &amp; close at 5</p>')
  })

  it('keeps safe links and drops javascript: ones', () => {
    const html = memberContentHtml([
      block('a', 'inside', [{ _type: 'link', _key: 'l1', href: '/visit' }], ['l1']),
      block('b', 'outside', [{ _type: 'link', _key: 'l2', href: 'https://example.org/?a=1&b=2' }], ['l2']),
      block('c', 'bad', [{ _type: 'link', _key: 'l3', href: 'javascript:alert(1)' }], ['l3']),
    ])
    expect(html).toContain('<a href="/visit">inside</a>')
    expect(html).toContain('<a href="https://example.org/?a=1&amp;b=2" rel="noopener">outside</a>')
    expect(html).toContain('<p>bad</p>')
    expect(html).not.toContain('javascript:')
  })

  it('notes a block it cannot show', () => {
    expect(memberContentHtml([{ _type: 'hoursBlock', _key: 'h' }])).toContain('shown on the full page')
  })
})
