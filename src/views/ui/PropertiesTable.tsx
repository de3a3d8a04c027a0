import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { CopyToClipboard } from './CopyToClipboard'

export type Property = { label: string; value: ReactNode }

export type PropertiesTableProps = {
  items: Property[]
  /** Two side-by-side columns of pairs on wide screens. */
  columns?: 1 | 2
}

const grid1 = css({
  display: 'grid',
  gridTemplateColumns: '1fr',
  border: '1px solid {colors.border}',
  borderRadius: 'md',
  overflow: 'hidden',
  mb: '6',
})
const grid2 = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  columnGap: '0',
  border: '1px solid {colors.border}',
  borderRadius: 'md',
  overflow: 'hidden',
  mb: '6',
})
const row = css({
  display: 'grid',
  gridTemplateColumns: '10rem minmax(0, 1fr)',
  _narrow: { gridTemplateColumns: '7rem minmax(0, 1fr)' },
  alignItems: 'center',
  minH: '10',
  borderBottom: '1px solid {colors.border}',
  mb: '-1px',
})
const dt = css({
  px: '3',
  fontFamily: 'mono',
  fontSize: '11px',
  letterSpacing: 'wide',
  textTransform: 'uppercase',
  color: 'fgMuted',
})
const dd = css({ px: '3', py: '2', fontSize: 'sm', color: 'fg', minW: 0, overflowWrap: 'anywhere' })
const empty = css({ color: 'fgSubtle' })
const idValue = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontFamily: 'mono', fontSize: 'xs' })

/** Label/value pairs of one resource. Empty values show a dash. */
export function PropertiesTable({ items, columns = 1 }: PropertiesTableProps) {
  return (
    <dl className={columns === 2 ? grid2 : grid1}>
      {items.map((p) => (
        <div key={p.label} className={row}>
          <dt className={dt}>{p.label}</dt>
          <dd className={dd}>
            {p.value === null || p.value === undefined || p.value === '' ? <span className={empty}>—</span> : p.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export type IdPropertyOptions = {
  /** The row's label; 'ID' unless the page names it ('User ID'). */
  label?: string
}

/**
 * A resource's id row: the id in mono with a copy button beside it, named
 * 'Copy <noun> ID' ('Copy disk ID'), or 'Copy ID' without a noun.
 */
export function idProperty(id: string, noun?: string, { label = 'ID' }: IdPropertyOptions = {}): Property {
  return {
    label,
    value: (
      <span className={idValue}>
        {id}
        <CopyToClipboard text={id} label={noun ? `Copy ${noun} ID` : 'Copy ID'} />
      </span>
    ),
  }
}
