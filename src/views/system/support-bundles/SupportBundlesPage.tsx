import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import { connectBundle, type BundleProps } from '~/machines/system/support-bundle.connect'
import type { BundleRowActor } from '~/machines/system/support-bundle-rows.machine'
import type { SupportBundle } from '~/machines/system/support-bundles'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import { ActionMenu, Button, EmptyState, PageHeader, formatDateTime, rowActionsLabel, useCopyItems } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { BundleStateBadge } from './BundleStateBadge'

type Props = {
  list: ListProps<SupportBundle>
  /** Whether the user may collect and delete bundles (fleet admin). */
  canChange: Permission
  onCollect: () => void
  /** The row's bundle machine, once the rows machine has seen the row. */
  rowActor: (id: string) => BundleRowActor | undefined
  onDelete: (bundle: BundleProps) => void
}

const mono = css({ fontFamily: 'mono', fontSize: 'sm', whiteSpace: 'nowrap' })
const linkClass = css({ color: 'fg', textDecoration: 'underline', textDecorationColor: 'border', _hover: { color: 'accent' } })
const failure = css({ display: 'block', mt: '1', fontSize: 'xs', color: 'fgMuted' })
const note = css({ fontSize: 'sm', color: 'fgMuted', maxW: '65ch' })

function RowMenu({ actor, canChange, onDelete }: { actor: BundleRowActor; canChange: Permission; onDelete: (b: BundleProps) => void }) {
  const bundle = useConnect(actor, connectBundle)
  const del = bundle.actions.delete
  const allowed = canChange.allowed && del.enabled
  const copy = useCopyItems()
  return (
    <ActionMenu
      label={rowActionsLabel(bundle.bundle.id)}
      items={[
        ...copy({ id: bundle.bundle.id }),
        {
          label: bundle.pending === 'delete' ? 'Deleting…' : 'Delete',
          onSelect: () => onDelete(bundle),
          disabled: !allowed,
          disabledReason: allowed ? undefined : (canChange.reason ?? del.reason),
          danger: allowed,
        },
      ]}
    />
  )
}

/** The rack's support bundles, newest first, and "Collect a bundle". */
export function SupportBundlesPage({ list, canChange, onCollect, rowActor, onDelete }: Props) {
  const collect = (
    <Button variant="primary" size="sm" onClick={onCollect} disabled={!canChange.allowed} disabledReason={canChange.reason}>
      Collect a bundle
    </Button>
  )
  return (
    <>
      <PageHeader
        title="Support bundles"
        description="Diagnostic data from the whole rack, collected for a support case and downloaded as one zip"
        actions={collect}
      />
      <ListTable
        label="Support bundles"
        list={list}
        rowKey={(b) => b.id}
        columns={[
          {
            header: 'ID',
            cell: (b) => (
              <Link to={pb.supportBundle({ bundleId: b.id })} className={`${linkClass} ${mono}`}>
                {b.id}
              </Link>
            ),
          },
          { header: 'Reason', cell: (b) => b.reasonForCreation },
          {
            header: 'State',
            width: '16rem',
            cell: (b) => (
              <>
                <BundleStateBadge state={b.state} />
                {b.state === 'failed' && b.reasonForFailure && <span className={failure}>{b.reasonForFailure}</span>}
              </>
            ),
          },
          { header: 'Created', cell: (b) => formatDateTime(b.timeCreated), width: '12rem' },
          {
            header: 'Actions',
            hideHeader: true,
            width: '3rem',
            cell: (b) => {
              const actor = rowActor(b.id)
              return actor ? <RowMenu actor={actor} canChange={canChange} onDelete={onDelete} /> : null
            },
          },
        ]}
        emptyState={<EmptyState title="No support bundles" body="Collect one when a support case needs the rack’s diagnostic data" action={collect} />}
      />
      <p className={note}>
        A rack keeps one bundle per debug disk: delete bundles a support case no longer needs to make room for new ones.
      </p>
    </>
  )
}
