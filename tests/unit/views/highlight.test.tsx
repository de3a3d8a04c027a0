// The filter's match, marked in a cell: as text parts, never as markup.
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Highlight, highlightNode } from '~/views/kit/Highlight'

describe('highlighting a cell', () => {
  it('marks every match in a string', () => {
    const { container } = render(<p>{highlightNode('web-1 web-2', 'WEB')}</p>)
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['web', 'web'])
    expect(container.textContent).toBe('web-1 web-2')
  })

  it('reaches the text inside the elements around it (a link, a span)', () => {
    const { container } = render(
      <div>
        {highlightNode(
          <span className="muted">
            <a href="/x">db1</a>
          </span>,
          'b1',
        )}
      </div>,
    )
    expect(container.querySelector('a mark')?.textContent).toBe('b1')
    expect(container.querySelector('a')?.textContent).toBe('db1')
  })

  it('leaves markup in the data as text', () => {
    const { container } = render(<Highlight text="<img src=x onerror=alert(1)>" query="img" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>')
  })

  it('leaves cells it cannot read alone', () => {
    const node = <input defaultValue="web" />
    expect(highlightNode(node, 'web')).toBe(node)
    expect(highlightNode(null, 'web')).toBeNull()
  })
})
