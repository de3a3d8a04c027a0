import { Link } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { ListProps } from '~/machines/shared/list.connect'
import type { Permission } from '~/machines/shared/permission.rules'
import type { BundleRowActor } from '~/machines/system/support-bundle-rows.machine'
import { connectBundle, type BundleProps } from '~/machines/system/support-bundle.connect'
import type { BundleState, Download, SupportBundle } from '~/machines/system/support-bundles'
import { pb } from '~/paths'
import { ListTable } from '~/views/kit/ListTable'
import {
  ActionMenu,
  Badge,
  Button,
  buttonClass,
  EmptyState,
  formatDateTime,
  PageHeader,
  rowActionsLabel,
  useCopyItems,
  type BadgeVariant,
  type ButtonSize,
  type ButtonVariant,
} from '~/views/ui'
import { saveBlob } from '~/views/ui/save-file'
import { useConnect } from '~/views/use-connect'

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

// Ready green, on its way blue, going away grey, failed red.
export const BUNDLE_STATE_COLOR: Record<BundleState, BadgeVariant> = {
  collecting: 'info',
  active: 'success',
  destroying: 'neutral',
  failed: 'danger',
}

export function BundleStateBadge({ state }: { state: BundleState }) {
  return <Badge variant={BUNDLE_STATE_COLOR[state]}>{state}</Badge>
}

type DownloadLinkProps = {
  download: Download
  /**
   * Given (the preview build): the bytes come through the API client and the
   * browser saves them from an object URL. Not given (Nexus): the link itself
   * is the download, and the browser streams it to disk.
   */
  readBlob?: () => Promise<Blob>
  /** Why it cannot be downloaded now; the link is then a disabled button saying so. */
  disabledReason?: string
  variant?: ButtonVariant
  size?: ButtonSize
  /** The accessible name, when the visible label does not say what is downloaded. */
  label?: string
  children: ReactNode
}

/** A download through the browser's own download manager (an `<a download>`). */
export function DownloadLink({ download, readBlob, disabledReason, variant = 'secondary', size = 'sm', label, children }: DownloadLinkProps) {
  if (disabledReason) {
    return (
      <Button variant={variant} size={size} disabled disabledReason={disabledReason} aria-label={label}>
        {children}
      </Button>
    )
  }
  const onClick = readBlob
    ? (e: MouseEvent<HTMLAnchorElement>) => {
        e.preventDefault()
        void readBlob().then((blob) => saveBlob(blob, download.name))
      }
    : undefined
  return (
    <a href={download.url} download={download.name} onClick={onClick} aria-label={label} className={buttonClass({ variant, size })}>
      {children}
    </a>
  )
}
