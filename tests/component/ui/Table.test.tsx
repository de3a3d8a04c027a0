import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { EmptyState, Table, type PaginationProps } from '~/views/ui'

type Row = { id: string; name: string }
const rows: Row[] = [
  { id: '1', name: 'alpha' },
  { id: '2', name: 'beta' },
]
const columns = [
  { header: 'Name', cell: (r: Row) => r.name },
  { header: 'Id', cell: (r: Row) => r.id },
]

function pager(over: Partial<PaginationProps> = {}): PaginationProps {
  return {
    pageSize: 25,
    onPageSizeChange: vi.fn(),
    offset: 0,
    count: 2,
    hasPrev: false,
    hasNext: true,
    onPrev: vi.fn(),
    onNext: vi.fn(),
    ...over,
  }
}

describe('Table', () => {
  it('shows headers and one row per item', () => {
    render(<Table label="Things" columns={columns} rows={rows} rowKey={(r) => r.id} />)
    const table = screen.getByRole('table', { name: 'Things' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Id'])
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByRole('cell', { name: 'beta' })).toBeTruthy()
  })

  it('has rows-per-page, Previous and Next controls that say what is possible', async () => {
    const user = userEvent.setup()
    const p = pager()
    render(<Table columns={columns} rows={rows} rowKey={(r) => r.id} pagination={p} />)

    expect(screen.getByText(/rows per page/i)).toBeTruthy()
    const size = screen.getByLabelText(/rows per page/i) as HTMLSelectElement
    expect([...size.options].map((o) => o.value)).toEqual(['10', '25', '50', '100'])
    expect(size.value).toBe('25')
    await user.selectOptions(size, '50')
    expect(p.onPageSizeChange).toHaveBeenCalledWith(50)

    const prev = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement
    expect(prev.disabled).toBe(true)
    expect(next.disabled).toBe(false)
    await user.click(next)
    expect(p.onNext).toHaveBeenCalledTimes(1)
    expect(screen.getByText('1–2')).toBeTruthy()
  })

  it('labels the range of a later page and disables Next on the last', async () => {
    const user = userEvent.setup()
    const p = pager({ offset: 25, count: 2, total: 27, hasPrev: true, hasNext: false })
    render(<Table columns={columns} rows={rows} rowKey={(r) => r.id} pagination={p} />)
    expect(screen.getByText('26–27 of 27')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(p.onPrev).toHaveBeenCalledTimes(1)
  })

  it('shows the empty state when there are no rows', () => {
    render(
      <Table
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        emptyState={<EmptyState title="No projects" body="Create one to get started" />}
      />,
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('heading', { name: 'No projects' })).toBeTruthy()
    expect(screen.getByText('Create one to get started')).toBeTruthy()
  })

  it('keeps the current rows visible, marked busy, while the next page loads', () => {
    const { rerender } = render(<Table label="Things" columns={columns} rows={rows} rowKey={(r) => r.id} />)
    rerender(<Table label="Things" columns={columns} rows={rows} rowKey={(r) => r.id} loading />)
    const table = screen.getByRole('table', { name: 'Things' })
    expect(table.getAttribute('aria-busy')).toBe('true')
    expect(within(table).getByRole('cell', { name: 'alpha' })).toBeTruthy()
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
  })

  it('does not flash the empty state during the first load', () => {
    render(<Table label="Things" columns={columns} rows={[]} rowKey={(r) => r.id} loading emptyState={<p>Nothing</p>} />)
    expect(screen.queryByText('Nothing')).toBeNull()
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
  })

  it('puts a row actions menu in the last column', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn()
    render(
      <Table
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowActions={(r) => [{ label: 'Delete', danger: true, onSelect: () => onDelete(r.id) }]}
      />,
    )
    const second = screen.getAllByRole('row')[2]
    const cells = within(second).getAllByRole('cell')
    const trigger = within(cells[cells.length - 1]).getByRole('button', { name: 'Row actions' })
    await user.click(trigger)
    const item = await screen.findByRole('menuitem', { name: 'Delete' })
    // The menu takes focus a frame after it opens (later on a loaded machine):
    // a click before that reaches a menu that is still opening.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menu')))
    await user.click(item)
    expect(onDelete).toHaveBeenCalledWith('2')
  })

  it('names each row’s menu after its row', () => {
    render(
      <Table
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        rowActions={() => [{ label: 'Delete', onSelect: () => {} }]}
      />,
    )
    const second = screen.getAllByRole('row')[2]
    expect(within(second).getByRole('button', { name: 'Actions for beta' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /^Actions for / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Actions for alpha',
      'Actions for beta',
    ])
  })
})
