import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { BFD_MODES, BFD_STATE, type BfdEnabled, type BfdFormValues, type BfdStatus } from '~/machines/system/bfd'
import { SWITCH_LOCATIONS } from '~/machines/system/loopback-addresses'
import { pb } from '~/paths'
import { FormModal } from '~/views/kit/FormModal'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, RadioGroup, TextField } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono, muted } from '~/views/ui/text'

type BfdPageProps = { list: ListProps<BfdStatus>; write: Permission; onDisable: (s: BfdStatus) => void }

const note = css({ mb: '4', fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

const modeLabel = (m: BfdStatus['mode']) => BFD_MODES.find((x) => x.value === m)?.label ?? m

/** The switches' BFD sessions: each peer's state, and how quickly a lost peer is noticed. */
export function BfdPage({ list, write, onDisable }: BfdPageProps) {
  return (
    <ResourceListPage
      title="BFD"
      create={{ label: 'Enable session', to: pb.bfdEnable(), disabledReason: write.allowed ? undefined : write.reason }}
      empty={{ title: 'No BFD sessions', body: 'A BFD session lets a switch notice quickly that a peer stopped answering' }}
      list={list}
      rowKey={(s) => `${s.switch}/${s.peer}`}
      rowName={(s) => `${s.peer} on ${s.switch}`}
      columns={[
        { header: 'Peer', cell: (s) => <span className={mono}>{s.peer}</span> },
        { header: 'Local', cell: (s) => (s.local ? <span className={mono}>{s.local}</span> : <span className={muted}>Any</span>) },
        { header: 'Switch', cell: (s) => s.switch, width: '7rem' },
        {
          header: 'State',
          cell: (s) => <Badge variant={BFD_STATE[s.state]?.tone ?? 'neutral'}>{BFD_STATE[s.state]?.label ?? s.state}</Badge>,
          width: '9rem',
        },
        { header: 'Mode', cell: (s) => modeLabel(s.mode), width: '8rem' },
        { header: 'Detection threshold', cell: (s) => `${s.detectionThreshold} packets`, width: '11rem' },
        { header: 'Required rx', cell: (s) => `${(s.requiredRx / 1000).toLocaleString('en-US')} ms`, width: '9rem' },
      ]}
      rowActions={(s) => [
        { label: 'Disable', danger: write.allowed, disabled: !write.allowed, disabledReason: write.reason, onSelect: () => onDisable(s) },
      ]}
    >
      <p className={note}>
        Bidirectional forwarding detection: a switch and a peer send each other small packets, and when a detection
        threshold of them is missed the switch takes the peer's routes down at once, rather than after BGP's hold time.
      </p>
    </ResourceListPage>
  )
}

const pair = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', alignItems: 'start' })

/** The peer, the switch and what it listens on, the mode, and how fast a lost peer is noticed. */
export function BfdForm({ form, onDismiss }: FormViewProps<BfdFormValues, BfdEnabled>) {
  return (
    <FormModal form={form} title="Enable BFD session" submitLabel="Enable session" onDismiss={onDismiss}>
      <TextField label="Remote address" required autoComplete="off" spellCheck={false} description="The peer's address" {...field(form, 'remote')} />
      <TextField
        label="Local address"
        autoComplete="off"
        spellCheck={false}
        description="Optional: the address the switch listens on; empty for any (0.0.0.0 or ::)"
        {...field(form, 'local')}
      />
      <RadioGroup label="Switch" options={SWITCH_LOCATIONS.map((s) => ({ value: s, label: s }))} {...field(form, 'switch')} />
      <RadioGroup
        label="Mode"
        options={BFD_MODES.map((m) => ({ value: m.value, label: m.label, description: m.hint }))}
        {...field(form, 'mode')}
      />
      <div className={pair}>
        <TextField
          label="Detection threshold"
          required
          inputMode="numeric"
          autoComplete="off"
          description="Missed packets before the peer is down, 1 to 255"
          {...field(form, 'detectionThreshold')}
        />
        <TextField
          label="Required rx (µs)"
          required
          inputMode="numeric"
          autoComplete="off"
          description="Smallest interval between packets from the peer, in microseconds"
          {...field(form, 'requiredRx')}
        />
      </div>
    </FormModal>
  )
}
