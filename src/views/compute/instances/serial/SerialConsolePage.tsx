import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { SerialConsoleProps, SerialConsoleStatus } from '~/machines/compute/serial-console.connect'
import { Button, buttonClass, EmptyState, PageHeader } from '~/views/ui'
// xterm is big, and this page is the only one that runs it: it comes in the
// page's own chunk, fetched when a console is opened. The page is of no use
// before its terminal, and a chunk of its own was one more request.
import SerialTerminal from './SerialTerminal'
import { LEAVE_TERMINAL } from './SerialToolbar'

const page = css({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: '28rem' })
const statusRow = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fgMuted' })
const dot = css({ w: '2', h: '2', borderRadius: 'full', flexShrink: 0 })
const dotColor: Record<SerialConsoleStatus, string> = {
  waiting: css({ bg: 'info' }),
  unavailable: css({ bg: 'fgSubtle' }),
  connecting: css({ bg: 'warning' }),
  connected: css({ bg: 'accent' }),
  closed: css({ bg: 'fgSubtle' }),
  error: css({ bg: 'danger' }),
}
const note = css({
  mb: '3',
  px: '3',
  py: '2',
  borderRadius: 'sm',
  fontSize: 'sm',
})

function Header({ instanceName, instanceHref, actions }: { instanceName: string; instanceHref: string; actions?: ReactNode }) {
  return (
    <PageHeader
      title="Serial console"
      description={
        <>
          Instance{' '}
          <Link to={instanceHref} className={css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '2px' })}>
            {instanceName}
          </Link>
        </>
      }
      actions={
        <>
          {actions}
          <Link to={instanceHref} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            Back to instance
          </Link>
        </>
      }
    />
  )
}

export type SerialConsolePageProps = {
  instanceName: string
  instanceHref: string
  console: SerialConsoleProps
}

const KEYS_HINT_ID = 'serial-console-keys'

export function SerialConsolePage({ instanceName, instanceHref, console: c }: SerialConsolePageProps) {
  return (
    <div className={page}>
      <Header
        instanceName={instanceName}
        instanceHref={instanceHref}
        actions={
          <>
            <span className={statusRow} role="status" aria-label={`Connection: ${c.statusLabel}`}>
              <span className={cx(dot, dotColor[c.status])} aria-hidden />
              {c.statusLabel}
            </span>
            <Button variant="secondary" size="sm" onClick={c.reconnect} disabled={!c.canReconnect}>
              Reconnect
            </Button>
          </>
        }
      />
      {c.status === 'error' && (
        <p role="alert" className={cx(note, css({ color: 'danger', bg: 'dangerBg' }))}>
          Error: {c.message ?? 'The connection failed'}
        </p>
      )}
      {/* Waiting is a state the page rests in (a boot can take minutes), not a load: no spinner, the status dot says it. */}
      {c.status === 'waiting' && (
        <p className={cx(note, css({ color: 'info', bg: 'infoBg' }))} data-testid="serial-waiting">
          {c.message}
        </p>
      )}
      {c.status === 'unavailable' && (
        <p className={cx(note, css({ color: 'fgMuted', bg: 'neutralBg' }))}>
          {c.message} Reconnect once it runs.
        </p>
      )}
      {c.status === 'closed' && (
        <p className={cx(note, css({ color: 'fgMuted', bg: 'neutralBg' }))}>
          The console closed the connection{c.message ? `: ${c.message}.` : '.'} Reconnect to continue.
        </p>
      )}
      <SerialTerminal
        output={c.output}
        onData={c.send}
        interactive={c.canType}
        describedBy={KEYS_HINT_ID}
        instanceName={instanceName}
      />
      <p id={KEYS_HINT_ID} className={css({ mt: '2', fontSize: 'xs', color: 'fgMuted' })}>
        Keys, Tab included, go to the instance. {LEAVE_TERMINAL.label} leaves the terminal.
      </p>
    </div>
  )
}

export type SerialConsoleUnavailableProps = {
  instanceName: string
  instanceHref: string
  runState: string
  /** why, from the instance actions table */
  reason: string
}

/** The instance is in a state with no console: say why, open nothing. */
export function SerialConsoleUnavailable({ instanceName, instanceHref, runState, reason }: SerialConsoleUnavailableProps) {
  return (
    <div className={page}>
      <Header instanceName={instanceName} instanceHref={instanceHref} />
      <EmptyState
        title="The serial console is unavailable"
        body={
          <>
            This instance is {runState}. {reason}.
          </>
        }
      />
    </div>
  )
}
