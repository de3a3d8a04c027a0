import { Link } from '@tanstack/react-router'
import type { PoolSiloRow } from '~/machines/system/ip-pools'
import type { ListProps } from '~/machines/shared/list.connect'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { Badge, Button, EmptyState } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  list: ListProps<PoolSiloRow>
  onLink: () => void
  onMakeDefault: (row: PoolSiloRow) => void
  onUnlink: (row: PoolSiloRow) => void
}

const toolbar = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', mb: '3' })
const note = css({ fontSize: 'sm', color: 'fgMuted', maxW: '40rem' })
const link = css({ color: 'fg', fontWeight: 'medium', _hover: { color: 'accent' } })
const idText = css({ color: 'fgMuted', fontFamily: 'mono', fontSize: 'xs' })

/** A silo's name for sentences, or its id when the name could not be read. */
export const siloLabel = (row: PoolSiloRow) => row.siloName ?? row.siloId

export function PoolSilosTab({ list, onLink, onMakeDefault, onUnlink }: Props) {
  const linkButton = (
    <Button variant="secondary" size="sm" onClick={onLink}>
      Link silo
    </Button>
  )
  return (
    <>
      <div className={toolbar}>
        <p className={note}>
          Users of a linked silo can allocate addresses from this pool. A silo’s default pool is used when they do not
          pick one.
        </p>
        {linkButton}
      </div>
      <ListTable
        label="Linked silos"
        list={list}
        rowKey={(r) => r.siloId}
        rowName={siloLabel}
        columns={[
          {
            header: 'Silo',
            cell: (r) =>
              r.siloName ? (
                <Link to={pb.silo({ silo: r.siloName })} className={link}>
                  {r.siloName}
                </Link>
              ) : (
                <span className={idText}>{r.siloId}</span>
              ),
          },
          {
            header: 'Silo default',
            cell: (r) => (r.isDefault ? <Badge variant="success">default</Badge> : <span className={idText}>—</span>),
          },
        ]}
        rowActions={(r) => [
          {
            label: 'Make default',
            disabled: r.isDefault,
            disabledReason: r.isDefault ? 'This pool is already the silo’s default' : undefined,
            onSelect: () => onMakeDefault(r),
          },
          { label: 'Unlink', danger: true, onSelect: () => onUnlink(r) },
        ]}
        emptyState={<EmptyState title="No linked silos" body="Link a silo so its users can use this pool" action={linkButton} />}
      />
    </>
  )
}
