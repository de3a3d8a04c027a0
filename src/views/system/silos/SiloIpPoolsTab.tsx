import { css } from 'styled-system/css'
import type { Permission } from '~/machines/shared/permission.rules'
import { field, type FormProps } from '~/machines/shared/form.connect'
import type { ListProps } from '~/machines/shared/list.connect'
import type { IpPool, LinkPoolValues, SiloIpPool } from '~/machines/system/ip-pools'
import { pb } from '~/paths'
import { FormModal } from '~/views/kit/FormModal'
import { NameLink } from '~/views/kit/NameLink'
import { ResourceListPage } from '~/views/kit/ResourceListPage'
import { Badge, Button, formatDateTime, Select } from '~/views/ui'

type Props = {
  list: ListProps<SiloIpPool>
  /** Linking, making default and unlinking: a fleet admin's, else disabled with the reason. */
  canChange: Permission
  onLink: () => void
  onMakeDefault: (pool: SiloIpPool) => void
  onUnlink: (pool: SiloIpPool) => void
}

const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '3' })
const nameCell = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })

/** The pools the silo's instances and floating IPs draw addresses from; at most one is the default. */
export function SiloIpPoolsTab({ list, canChange, onLink, onMakeDefault, onUnlink }: Props) {
  const denied = canChange.allowed ? undefined : canChange.reason
  return (
    <ResourceListPage
      headless
      title="IP pools"
      empty={{ title: 'No IP pools', body: 'Link a pool so the silo’s instances can have external addresses' }}
      list={list}
      rowKey={(p) => p.id}
      rowName={(p) => p.name}
      columns={[
        {
          header: 'Name',
          cell: (p) => (
            <span className={nameCell}>
              <NameLink to={pb.ipPool({ pool: p.name })}>{p.name}</NameLink>
              {p.isDefault && <Badge variant="success">default</Badge>}
            </span>
          ),
        },
        { header: 'Description', cell: (p) => <span className={css({ color: 'fgMuted' })}>{p.description}</span> },
        { header: 'Created', cell: (p) => formatDateTime(p.timeCreated), width: '14rem' },
      ]}
      rowActions={(p) => [
        {
          label: 'Make default',
          disabled: !!denied || p.isDefault,
          disabledReason: denied ?? 'Already the silo’s default pool',
          onSelect: () => onMakeDefault(p),
        },
        { label: 'Unlink', danger: true, disabled: !!denied, disabledReason: denied, onSelect: () => onUnlink(p) },
      ]}
    >
      <div className={toolbar}>
        <Button variant="secondary" size="sm" onClick={onLink} disabled={!!denied} disabledReason={denied}>
          Link pool
        </Button>
      </div>
    </ResourceListPage>
  )
}

type LinkPoolFormProps<R> = {
  silo: string
  form: FormProps<LinkPoolValues, R>
  /** The pools not linked to the silo yet. */
  pools: ListProps<IpPool>
  onDismiss: () => void
}

/** Picks a pool to link to the silo; it is linked as a non-default pool. */
export function LinkPoolForm<R>({ silo, form, pools, onDismiss }: LinkPoolFormProps<R>) {
  const none = !pools.isLoading && !pools.error && pools.rows.length === 0
  const pool = field(form, 'pool')
  return (
    <FormModal
      form={form}
      title="Link IP pool"
      subtitle={`to silo ${silo}`}
      submitLabel="Link pool"
      submitDisabled={pools.isLoading || none}
      onDismiss={onDismiss}
    >
      <Select
        label="IP pool"
        required
        disabled={pools.isLoading || none}
        placeholder={pools.isLoading ? 'Loading pools…' : none ? 'Every pool is linked already' : 'Choose a pool'}
        options={pools.rows.map((p) => ({ value: p.name, label: p.description ? `${p.name} — ${p.description}` : p.name }))}
        {...pool}
        error={pool.error ?? pools.error}
        description="Linked as an extra pool; make it the default from the list"
      />
    </FormModal>
  )
}
