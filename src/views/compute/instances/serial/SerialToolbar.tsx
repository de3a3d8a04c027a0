// The serial console's read-back toolbar: pause and resume the output, find in
// the scrollback, copy the selection, download the log. Outside the terminal,
// with its own tab stops, so no key is taken from the instance. Also what the
// page and the lazy terminal chunk both use: the terminal's panel and the one
// key it leaves to the browser.
import { useRef, useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { Button, formatNumber } from '~/views/ui'
import { controlClass } from '~/views/ui/fieldStyles'

/** The one key the serial terminal leaves to the browser, so the keyboard is never trapped in it. */
export const LEAVE_TERMINAL = { key: 'Tab', shiftKey: true, label: 'Shift+Tab' } as const

export const isLeaveTerminalKey = (e: Pick<KeyboardEvent, 'key' | 'shiftKey'>) =>
  e.key === LEAVE_TERMINAL.key && e.shiftKey === LEAVE_TERMINAL.shiftKey

/** The terminal's dark panel (dark in both themes: serial output is written for one); the page's placeholder uses it too. */
export const panelClass = css({
  position: 'relative',
  flex: 1,
  minHeight: '20rem',
  borderRadius: 'md',
  border: '1px solid {colors.border}',
  bg: '#080f11',
  overflow: 'hidden',
})

export type SearchState = {
  query: string
  /** the active match (0-based), -1 when none is active */
  index: number
  count: number
}

type Props = {
  paused: boolean
  waitingBytes: number
  onPause: (paused: boolean) => void
  search: SearchState
  onFind: (query: string, direction: 'next' | 'previous') => void
  onCloseSearch: () => void
  hasSelection: boolean
  onCopySelection: () => void
  onDownload: () => void
}

const bar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mb: '2', minH: '8' })
const group = css({ display: 'flex', alignItems: 'center', gap: '2' })
const note = css({ fontSize: 'sm', color: 'fgMuted', fontVariantNumeric: 'tabular-nums' })
const pausedNote = css({ fontSize: 'sm', color: 'warning', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' })
const input = css({ w: '12rem', h: '8', py: '1' })

const bytes = (n: number) => `${formatNumber(n)} ${n === 1 ? 'byte' : 'bytes'}`

function matchText({ query, index, count }: SearchState): string {
  if (!query) return ''
  if (count === 0) return 'No matches'
  return index >= 0 ? `${formatNumber(index + 1)} of ${formatNumber(count)}` : `${formatNumber(count)} matches`
}

export function SerialToolbar(p: Props) {
  const [finding, setFinding] = useState(false)
  const findRef = useRef<HTMLInputElement>(null)

  const open = () => {
    setFinding(true)
    // Already open: Find takes the focus back to the field.
    requestAnimationFrame(() => findRef.current?.select())
  }
  const close = () => {
    setFinding(false)
    p.onCloseSearch()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      p.onFind(p.search.query, e.shiftKey ? 'previous' : 'next')
    } else if (e.key === 'Escape') {
      e.preventDefault()
      close()
    }
  }

  return (
    <div role="toolbar" aria-label="Serial output" className={bar}>
      <div className={group}>
        <Button variant="secondary" size="sm" aria-pressed={p.paused} onClick={() => p.onPause(!p.paused)}>
          {p.paused ? 'Resume output' : 'Pause output'}
        </Button>
        <span role="status" className={p.paused ? pausedNote : note}>
          {p.paused ? `Paused — ${bytes(p.waitingBytes)} waiting` : ''}
        </span>
      </div>
      <div className={group}>
        {finding ? (
          <>
            <input
              ref={findRef}
              type="search"
              aria-label="Find in output"
              placeholder="Find in output"
              className={`${controlClass()} ${input}`}
              value={p.search.query}
              onChange={(e) => p.onFind(e.target.value, 'next')}
              onKeyDown={onKeyDown}
              autoFocus
            />
            <Button variant="ghost" size="sm" onClick={() => p.onFind(p.search.query, 'previous')} disabled={!p.search.count}>
              Previous
            </Button>
            <Button variant="ghost" size="sm" onClick={() => p.onFind(p.search.query, 'next')} disabled={!p.search.count}>
              Next
            </Button>
            <span role="status" aria-label="Matches" className={note}>
              {matchText(p.search)}
            </span>
            <Button variant="ghost" size="sm" onClick={close}>
              Close find
            </Button>
          </>
        ) : (
          // Ctrl+F inside the terminal belongs to the instance: this is the way to search.
          <Button variant="secondary" size="sm" onClick={open} title="Find in the output (inside the terminal, Ctrl+F goes to the instance)">
            Find
          </Button>
        )}
      </div>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', ml: 'auto' })}>
        <Button
          variant="secondary"
          size="sm"
          onClick={p.onCopySelection}
          disabled={!p.hasSelection}
          disabledReason="Select text in the terminal first"
        >
          Copy selection
        </Button>
        <Button variant="secondary" size="sm" onClick={p.onDownload}>
          Download log
        </Button>
      </div>
    </div>
  )
}
