import { useId } from 'react'
import { css } from 'styled-system/css'
import { Button } from './Button'
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from './icons'

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const

export type PaginationProps = {
  /** The table's name, when a page holds two paginated tables (each landmark needs its own name). */
  label?: string
  pageSize: number
  onPageSizeChange?: (pageSize: number) => void
  pageSizeOptions?: readonly number[]
  /** Zero-based index of the first row on this page. */
  offset: number
  /** Rows on this page. */
  count: number
  /** Total rows, when the API says (token-paged lists don't). */
  total?: number
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
}

const bar = css({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: '4',
  rowGap: '2',
  px: '3',
  py: '2',
  fontSize: 'xs',
  color: 'fgMuted',
  borderTop: '1px solid {colors.border}',
})
const label = css({ fontFamily: 'mono', textTransform: 'uppercase', letterSpacing: 'wide', fontSize: '11px' })
const selectWrap = css({ position: 'relative', display: 'inline-flex', alignItems: 'center', color: 'fg' })
const select = css({
  appearance: 'none',
  h: '6',
  pl: '2',
  pr: '6',
  fontSize: 'xs',
  color: 'fg',
  bg: 'bg',
  border: '1px solid {colors.borderStrong}',
  borderRadius: 'sm',
  cursor: 'pointer',
})
const chevron = css({ position: 'absolute', right: '1.5', pointerEvents: 'none', color: 'fgMuted' })

export function rangeLabel(offset: number, count: number, total?: number): string {
  if (count === 0) return total ? `0 of ${total}` : 'No rows'
  const range = `${offset + 1}–${offset + count}`
  return total === undefined ? range : `${range} of ${total}`
}

export function Pagination({
  label: tableLabel,
  pageSize,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  offset,
  count,
  total,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
}: PaginationProps) {
  const selectId = useId()
  const options = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b)
  return (
    <nav className={bar} aria-label={tableLabel ? `Pagination: ${tableLabel}` : 'Pagination'}>
      <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
        <label htmlFor={selectId} className={label}>
          rows per page
        </label>
        <span className={selectWrap}>
          <select
            id={selectId}
            className={select}
            value={pageSize}
            disabled={!onPageSizeChange}
            onChange={(e) => onPageSizeChange?.(Number(e.target.value))}
          >
            {options.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <ChevronDownIcon size={12} className={chevron} />
        </span>
      </span>
      <span className={css({ flex: 1, fontVariantNumeric: 'tabular-nums' })} aria-live="polite">
        {rangeLabel(offset, count, total)}
      </span>
      <Button variant="ghost" size="sm" disabled={!hasPrev} onClick={onPrev}>
        <ChevronLeftIcon size={12} />
        Previous
      </Button>
      <Button variant="ghost" size="sm" disabled={!hasNext} onClick={onNext}>
        Next
        <ChevronRightIcon size={12} />
      </Button>
    </nav>
  )
}
