import { useNavigate } from '@tanstack/react-router'
import {
  blockErrors,
  blockText,
  emptyBlock,
  KIND_LABELS,
  type AddressLot,
  type AddressLotBlock,
  type AddressLotCreated,
  type AddressLotFormValues,
  type AddressLotKind,
  type BlockValues,
} from '~/machines/system/address-lots'
import type { FormViewProps } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import type { Section as Part } from '~/machines/shared/section'
import { pb } from '~/paths'
import { ipRangeSize } from '~/validation/network'
import { DetailsModal } from '~/views/kit/DetailsModal'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { RuleFieldset } from '~/views/networking/firewall-rules/RuleListFields'
import { Badge, Button, formatBigCount, formatDateTime, PropertiesTable, RadioGroup, Section, SectionState, Table, TextField } from '~/views/ui'
import { css } from 'styled-system/css'
import { mono, muted } from '~/views/ui/text'
import { PendingProperties } from '../section-parts'

type AddressLotsPageProps = { list: ListProps<AddressLot>; write: Permission; onDelete: (lot: AddressLot) => void }

const note = css({ mb: '4', fontSize: 'sm', color: 'fgMuted', maxW: '75ch' })

/** The rack's address lots: ranges of addresses set aside for the switches (infra) or for IP pools (pool). */
export function AddressLotsPage({ list, write, onDelete }: AddressLotsPageProps) {
  const navigate = useNavigate()
  return (
    <ResourceListPage
      title="Address lots"
      create={{ label: 'New address lot', to: pb.addressLotsNew(), disabledReason: write.allowed ? undefined : write.reason }}
      empty={{ title: 'No address lots', body: 'An address lot sets aside addresses for the rack switches or for IP pools' }}
      list={list}
      rowKey={(l) => l.id}
      rowName={(l) => l.name}
      columns={[
        { header: 'Name', cell: (l) => <NameLink to={pb.addressLot({ lot: l.name })}>{l.name}</NameLink> },
        { header: 'Description', cell: (l) => <span className={muted}>{l.description}</span> },
        {
          header: 'Kind',
          cell: (l) => <Badge variant={l.kind === 'infra' ? 'purple' : 'blue'}>{KIND_LABELS[l.kind].label}</Badge>,
          width: '9rem',
        },
        { header: 'Created', cell: (l) => formatDateTime(l.timeCreated), width: '12rem' },
      ]}
      rowActions={(l) => [
        { label: 'View blocks', onSelect: () => void navigate({ to: pb.addressLot({ lot: l.name }) }) },
        { label: 'Delete', danger: write.allowed, disabled: !write.allowed, disabledReason: write.reason, onSelect: () => onDelete(l) },
      ]}
    >
      <p className={note}>
        An address lot sets addresses aside: an infrastructure lot for the rack switches (their loopback and port
        addresses), a pool lot for IP pools. Each lot is one or more blocks, first to last address.
      </p>
    </ResourceListPage>
  )
}

type AddressLotDetailsProps = {
  name: string
  /** From the list of lots, read beside the blocks; undefined when the list did not hold it (deleted meanwhile): the blocks still show. */
  lot: Part<AddressLot | undefined>
  blocks: AddressLotBlock[]
  onDismiss: () => void
}

/** A lot and its blocks, read-only (Nexus has no call that changes a lot). */
export function AddressLotDetails({ name, lot, blocks, onDismiss }: AddressLotDetailsProps) {
  const size = (b: AddressLotBlock) => ipRangeSize(b.firstAddress, b.lastAddress)
  return (
    <DetailsModal title="Address lot" subtitle={name} onDismiss={onDismiss}>
      <SectionState section={lot} what="the address lot’s details" pending={<PendingProperties labels={['Name', 'Kind', 'Description', 'ID']} />}>
        {(l) =>
          l && (
            <PropertiesTable
              items={[
                { label: 'Name', value: l.name },
                { label: 'Kind', value: `${KIND_LABELS[l.kind].label} — ${KIND_LABELS[l.kind].hint}` },
                { label: 'Description', value: l.description || '—' },
                { label: 'ID', value: <span className={mono}>{l.id}</span> },
              ]}
            />
          )
        }
      </SectionState>
      <Section title="Blocks">
        <Table
          label="Blocks"
          rows={blocks}
          rowKey={(b) => b.id}
          columns={[
            { header: 'First address', cell: (b) => <span className={mono}>{b.firstAddress}</span> },
            { header: 'Last address', cell: (b) => <span className={mono}>{b.lastAddress}</span> },
            {
              header: 'Addresses',
              cell: (b) => {
                const n = size(b)
                if (n === undefined) return '—'
                const count = formatBigCount(n)
                return <span title={count.shortened ? `${count.exact} addresses in ${blockText(b)}` : undefined}>{count.text}</span>
              },
            },
          ]}
          emptyState="No blocks"
        />
      </Section>
    </DetailsModal>
  )
}

const row = css({ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: '2', alignItems: 'start' })
const removeButton = css({ mt: '7' })
const problem = css({ fontSize: 'sm', color: 'danger' })

const KINDS: AddressLotKind[] = ['infra', 'pool']

/** Name, description, kind and the lot's blocks: first to last address each, as many as needed. */
export function AddressLotForm({ form, onDismiss }: FormViewProps<AddressLotFormValues, AddressLotCreated>) {
  const { values, errors, change, blur } = form
  const blocks = values.blocks
  // Each row's own messages show once the blocks were left or a submit was tried (the form's `blocks` message).
  const shown = errors.blocks !== undefined
  const rowErrors = shown ? blockErrors(blocks) : []
  const rowsHaveErrors = rowErrors.some((e) => e.first || e.last)
  const edit = (index: number, patch: Partial<BlockValues>) =>
    change(
      'blocks',
      blocks.map((b, i) => (i === index ? { ...b, ...patch } : b)),
    )
  return (
    <FormModal form={form} title="New address lot" submitLabel="Create address lot" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <RadioGroup
        label="Kind"
        options={KINDS.map((k) => ({ value: k, label: KIND_LABELS[k].label, description: KIND_LABELS[k].hint }))}
        value={values.kind}
        onChange={(kind) => change('kind', kind)}
        error={errors.kind}
      />
      <RuleFieldset title="Blocks" hint="Each block is a range of addresses, both ends included: IPv4 or IPv6, first to last.">
        {blocks.map((b, i) => {
          const size = ipRangeSize(b.first, b.last)
          return (
            <div className={row} key={i}>
              <TextField
                label={`Block ${i + 1} first address`}
                value={b.first}
                error={rowErrors[i]?.first}
                autoComplete="off"
                spellCheck={false}
                onChange={(first) => edit(i, { first })}
                onBlur={() => blur('blocks')}
              />
              <TextField
                label={`Block ${i + 1} last address`}
                value={b.last}
                error={rowErrors[i]?.last}
                description={size === undefined ? undefined : `${formatBigCount(size).exact} ${size === 1n ? 'address' : 'addresses'}`}
                autoComplete="off"
                spellCheck={false}
                onChange={(last) => edit(i, { last })}
                onBlur={() => blur('blocks')}
              />
              <Button
                variant="ghost"
                size="sm"
                className={removeButton}
                aria-label={`Remove block ${i + 1}`}
                disabled={blocks.length === 1}
                disabledReason="A lot has at least one block"
                onClick={() => change('blocks', blocks.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </div>
          )
        })}
        {/* The list's own problem (none, two alike); a row's problem shows on its field. */}
        {shown && !rowsHaveErrors && (
          <p className={problem} role="alert">
            {errors.blocks}
          </p>
        )}
        <div>
          <Button variant="secondary" size="sm" onClick={() => change('blocks', [...blocks, emptyBlock()])}>
            Add block
          </Button>
        </div>
      </RuleFieldset>
    </FormModal>
  )
}
