// The networking tab's side forms: add and edit a network interface (its
// transit IPs too), attach an ephemeral or a floating IP.
import { useState } from 'react'
import { css } from 'styled-system/css'
import { field, setFields, type FormProps } from '~/machines/shared/form.connect'
import {
  addTransitIp,
  type EphemeralIpValues,
  type FloatingIpValues,
  type NicCreateValues,
  type NicEditValues,
  type VpcChoice,
} from '~/machines/compute/instance-networking'
import type { ListProps } from '~/machines/shared/list.connect'
import { Button, Checkbox, Select, Table, TextField } from '~/views/ui'
import { mono } from '~/views/ui/text'
import { RuleFieldset } from '~/views/networking/firewall-rules/RuleListFields'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'
import { NameDescriptionForm } from '~/views/kit/NameDescriptionForm'
import { defaultPool, type SiloIpPool } from '~/machines/shared/ip-pools.rules'
import type { FloatingIp } from '~/api'
import { PickFromListForm } from '~/views/kit/PickFromListForm'

type NicCreateFormProps<R> = {
  form: FormProps<NicCreateValues, R>
  /** The project's VPCs with their subnets. */
  vpcs: ListProps<VpcChoice>
  onDismiss: () => void
}

export function NicCreateForm<R>({ form, vpcs, onDismiss }: NicCreateFormProps<R>) {
  const subnets = vpcs.rows.find((v) => v.name === form.values.vpc)?.subnets ?? []
  const vpc = field(form, 'vpc')
  const pickVpc = (name: string) => {
    vpc.onChange(name)
    // A subnet belongs to one VPC: a new VPC starts from its first subnet.
    form.change('subnet', vpcs.rows.find((v) => v.name === name)?.subnets[0] ?? '')
  }
  return (
    <FormModal form={form} title="Add network interface" submitLabel="Add network interface" onDismiss={onDismiss}>
      <NameDescriptionFields form={form} />
      <Select
        label="VPC"
        required
        placeholder={vpcs.isLoading ? 'Loading VPCs…' : 'Select a VPC'}
        disabled={vpcs.isLoading}
        options={vpcs.rows.map((v) => ({ value: v.name, label: v.name }))}
        {...vpc}
        error={vpc.error ?? vpcs.error}
        onChange={pickVpc}
      />
      <Select
        label="Subnet"
        required
        placeholder={form.values.vpc ? 'Select a subnet' : 'Select a VPC first'}
        disabled={!form.values.vpc}
        options={subnets.map((s) => ({ value: s, label: s }))}
        {...field(form, 'subnet')}
      />
      <TextField
        label="IP address"
        {...field(form, 'ip')}
        description="Optional: left empty, an address in the subnet is assigned"
      />
    </FormModal>
  )
}

type NicEditFormProps<R> = {
  form: FormProps<NicEditValues, R>
  /** The interface is primary already: it cannot be made secondary. */
  isPrimary: boolean
  onDismiss: () => void
}

export function NicEditForm<R>({ form, isPrimary, onDismiss }: NicEditFormProps<R>) {
  return (
    <NameDescriptionForm form={form} noun="network interface" mode="edit" onDismiss={onDismiss}>
      <Checkbox
        label="Make primary"
        {...field(form, 'primary')}
        disabled={isPrimary}
        description={
          isPrimary
            ? 'This is the primary interface; make another one primary instead'
            : 'Becomes the primary interface the next time the instance starts'
        }
      />
      <TransitIpsField form={form} />
    </NameDescriptionForm>
  )
}

const none = css({ fontSize: 'sm', color: 'fgMuted' })
const adder = css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2', alignItems: 'start' })
// Level with the input, below its label.
const addButton = css({ mt: '7' })

/** The interface's transit IPs: the list, each removable, and a network to add. */
function TransitIpsField<R>({ form }: { form: FormProps<NicEditValues, R> }) {
  const { transitIps } = form.values
  // A refused Add says why under the field until the text changes.
  const [addError, setAddError] = useState<string>()
  const draft = field(form, 'transitIpDraft')
  const add = () => {
    const { change, error } = addTransitIp(form.values)
    setAddError(error)
    setFields(form, change)
  }
  const rows = transitIps.map((ip, index) => ({ ip, index }))
  return (
    <RuleFieldset
      title="Transit IPs"
      hint="Further networks this interface may send and receive traffic on, for an instance that routes (a router, a VPN appliance)."
    >
      {rows.length === 0 ? (
        <p className={none}>No transit IPs</p>
      ) : (
        <Table
          label="Transit IPs"
          rows={rows}
          rowKey={(r) => r.ip}
          columns={[
            { header: 'Network', cell: (r) => <span className={mono}>{r.ip}</span> },
            {
              header: 'Remove',
              hideHeader: true,
              width: '6rem',
              cell: (r) => (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove transit IP ${r.ip}`}
                  onClick={() => form.change('transitIps', transitIps.filter((_, i) => i !== r.index))}
                >
                  Remove
                </Button>
              ),
            },
          ]}
        />
      )}
      <div className={adder}>
        <TextField
          label="Transit IP"
          description="An IPv4 or IPv6 network, like 10.10.0.0/16"
          autoComplete="off"
          {...draft}
          error={addError ?? draft.error}
          onChange={(value) => {
            setAddError(undefined)
            draft.onChange(value)
          }}
          onKeyDown={(e) => {
            // Enter adds the network rather than saving the form.
            if (e.key !== 'Enter') return
            e.preventDefault()
            add()
          }}
        />
        <Button variant="secondary" className={addButton} onClick={add}>
          Add transit IP
        </Button>
      </div>
    </RuleFieldset>
  )
}

type AttachEphemeralIpFormProps<R> = {
  form: FormProps<EphemeralIpValues, R>
  pools: ListProps<SiloIpPool>
  onDismiss: () => void
}

export function AttachEphemeralIpForm<R>({ form, pools, onDismiss }: AttachEphemeralIpFormProps<R>) {
  const fallback = defaultPool(pools.rows)
  const pool = field(form, 'pool')
  return (
    <FormModal form={form} title="Attach ephemeral IP" submitLabel="Attach" onDismiss={onDismiss}>
      <Select
        label="IP pool"
        placeholder={pools.isLoading ? 'Loading pools…' : fallback ? undefined : 'Choose a pool'}
        disabled={pools.isLoading}
        options={pools.rows.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))}
        description="The address is allocated from this pool"
        {...pool}
        // Nothing picked sends no pool, and the server allocates from the default: show that as the choice.
        value={pool.value || (fallback?.name ?? '')}
        error={pool.error ?? pools.error}
      />
    </FormModal>
  )
}

type AttachFloatingIpFormProps<R> = {
  form: FormProps<FloatingIpValues, R>
  /** The project's floating IPs not attached to anything. */
  floatingIps: ListProps<FloatingIp>
  onDismiss: () => void
}

export function AttachFloatingIpForm<R>({ form, floatingIps, onDismiss }: AttachFloatingIpFormProps<R>) {
  return (
    <PickFromListForm
      form={form}
      title="Attach floating IP"
      submitLabel="Attach"
      onDismiss={onDismiss}
      label="Floating IP"
      field={field(form, 'floatingIp')}
      list={floatingIps}
      option={(f) => ({ value: f.name, label: `${f.name} (${f.ip})` })}
      words={{
        loading: 'Loading floating IPs…',
        choose: 'Select a floating IP',
        empty: 'This project has no unattached floating IPs',
      }}
    />
  )
}
