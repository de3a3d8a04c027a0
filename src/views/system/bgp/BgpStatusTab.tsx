import type { Section as Part } from '~/machines/shared/section'
import type { ExportRow, HistoryRow, RouteRow } from '~/machines/system/bgp'
import type { BgpStatusProps } from '~/machines/system/bgp-status.machine'
import { Badge, Button, EmptyState, Section, Spinner, Table, formatDateTime } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono } from '~/views/ui/text'
import { SectionTable } from '../section-parts'

type Props = {
  /** The tab's own read: the peers. */
  status: BgpStatusProps
  /** The panels, each read beside the peers and failing in its own place. */
  exported: Part<ExportRow[]>
  imported: Part<RouteRow[]>
  history: Part<HistoryRow[]>
}

const toolbar = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4', mb: '4' })
const note = css({ fontSize: 'sm', color: 'fgMuted' })
const alert = css({ color: 'danger', bg: 'dangerBg', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm', mb: '4' })
const prefixes = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })

// To the second: the page reads again every 10 s, and the time says the reading is fresh.
const clock = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
const asOf = (d: Date | undefined) => (d ? `Read at ${clock.format(d)}; read again every 10 seconds while open.` : 'Reading…')

/** Each peer's session and what it exchanges: read-only, read again every few seconds while the tab is open. */
export function BgpStatusTab({ status, exported, imported, history }: Props) {
  const { peers } = status
  if (status.isLoading) return <Spinner show label="Loading BGP status" />
  return (
    <>
      <div className={toolbar}>
        <p className={note} aria-live="polite">
          {asOf(status.readAt)}
        </p>
        <Button variant="secondary" size="sm" onClick={status.refresh} disabled={status.isRefreshing}>
          {status.isRefreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {status.error && (
        <p role="alert" className={alert}>
          Could not read BGP status: {status.error}
        </p>
      )}
      <Section title="Peers">
        <Table
          label="Peers"
          rows={peers}
          rowKey={(p) => p.key}
          columns={[
            { header: 'Address', cell: (p) => <span className={mono}>{p.addr}</span> },
            { header: 'Switch', cell: (p) => p.switch, width: '7rem' },
            { header: 'State', cell: (p) => <Badge variant={p.tone}>{p.state}</Badge>, width: '9rem' },
            { header: 'In state for', cell: (p) => p.duration },
            { header: 'Local ASN', cell: (p) => p.localAsn, width: '8rem' },
            { header: 'Remote ASN', cell: (p) => p.remoteAsn, width: '8rem' },
          ]}
          emptyState={<EmptyState title="No BGP peers" body="Peers come from the BGP peers of switch port settings applied to ports." />}
        />
      </Section>
      <Section title="Exported routes">
        <SectionTable
          label="Exported routes"
          section={exported}
          what="the exported routes"
          rowKey={(p) => p.key}
          columns={[
            { header: 'Peer', cell: (p) => <span className={mono}>{p.addr}</span>, width: '14rem' },
            { header: 'Switch', cell: (p) => p.switch, width: '7rem' },
            {
              header: 'Prefixes announced to it',
              cell: (p) =>
                p.exported.length === 0 ? (
                  <span className={note}>None</span>
                ) : (
                  <span className={prefixes}>
                    {p.exported.map((x) => (
                      <span key={x} className={mono}>
                        {x}
                      </span>
                    ))}
                  </span>
                ),
            },
          ]}
          emptyState="No peers to export to"
        />
      </Section>
      <Section title="Imported IPv4 routes">
        <SectionTable
          label="Imported IPv4 routes"
          section={imported}
          what="the imported routes"
          rowKey={(r) => r.key}
          columns={[
            { header: 'Prefix', cell: (r) => <span className={mono}>{r.prefix}</span> },
            { header: 'Next hop', cell: (r) => <span className={mono}>{r.nexthop}</span> },
            { header: 'Switch', cell: (r) => r.switch, width: '7rem' },
            { header: 'Origin router ID', cell: (r) => r.id, width: '10rem' },
            { header: 'Local ASN', cell: (r) => r.asn, width: '8rem' },
          ]}
          emptyState="No routes imported"
        />
      </Section>
      <Section title="Message history">
        <SectionTable
          label="Message history"
          section={history}
          what="the message history"
          rowKey={(h) => h.key}
          columns={[
            { header: 'Peer', cell: (h) => <span className={mono}>{h.peer}</span> },
            { header: 'Switch', cell: (h) => h.switch, width: '7rem' },
            { header: 'Received', cell: (h) => h.received, width: '7rem' },
            { header: 'Sent', cell: (h) => h.sent, width: '7rem' },
            {
              header: 'Last message',
              cell: (h) =>
                h.last ? `${h.last.direction} ${h.last.type}${h.last.time ? `, ${formatDateTime(h.last.time)}` : ''}` : '—',
            },
          ]}
          emptyState="No messages recorded"
        />
      </Section>
    </>
  )
}
