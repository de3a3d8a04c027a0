import type { Image } from '~/api'
import { formatBytes, formatDateTime, type Column } from '~/views/ui'
import { css } from 'styled-system/css'
import { muted } from '~/views/ui/text'

const nameCell = css({ fontWeight: 'medium', whiteSpace: 'nowrap' })

/** The project and silo image lists show the same columns. */
export const imageColumns: Column<Image>[] = [
  { header: 'Name', cell: (i) => <span className={nameCell}>{i.name}</span> },
  { header: 'Description', cell: (i) => <span className={muted}>{i.description}</span> },
  { header: 'OS', cell: (i) => i.os, width: '8rem' },
  { header: 'Version', cell: (i) => i.version, width: '8rem' },
  { header: 'Size', cell: (i) => formatBytes(i.size), width: '7rem' },
  { header: 'Created', cell: (i) => formatDateTime(i.timeCreated), width: '14rem' },
]
