import { css } from 'styled-system/css'
import type { Permission } from '~/machines/shared/permission.rules'
import type { BundleProps } from '~/machines/system/support-bundle.connect'
import type { Viewing } from '~/machines/system/support-bundle-files.machine'
import { formatSize, viewRefusal, type Download, type IndexEntry } from '~/machines/system/support-bundles'
import { Button, PageHeader, PropertiesTable, Section, SideModal, Spinner, formatDateTime } from '~/views/ui'
import { BundleStateBadge, DownloadLink } from './SupportBundlesPage'
/** A download, and (the preview build) how to read its bytes. */
export type DownloadProps = { download: Download; readBlob?: () => Promise<Blob> }

export type BundleFilesProps = {
  /** Undefined while the index is read. */
  index?: IndexEntry[]
  sizes: Record<string, number>
  error?: string
  onRetry: () => void
  viewing?: Viewing
  onView: (file: string) => void
  onCloseView: () => void
  fileDownload: (file: string) => DownloadProps
}

type Props = {
  bundle: BundleProps
  canChange: Permission
  onDelete: () => void
  whole: DownloadProps
  /** The bundle's files, once it is active. */
  files?: BundleFilesProps
}

const mono = css({ fontFamily: 'mono', fontSize: 'sm' })
const note = css({ fontSize: 'sm', color: 'fgMuted', maxW: '65ch' })
const tree = css({ listStyle: 'none', m: 0, p: 0, border: '1px solid {colors.border}', borderRadius: 'md', bg: 'bg' })
const row = css({
  display: 'grid',
  gridTemplateColumns: '1fr 6rem auto',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '1.5',
  fontSize: 'sm',
  borderBottom: '1px solid {colors.border}',
  _hover: { bg: 'bgHover' },
  _last: { borderBottom: 'none' },
})
const size = css({ fontFamily: 'mono', fontSize: 'xs', color: 'fgMuted', textAlign: 'right' })
const buttons = css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })
const dirName = css({ fontFamily: 'mono', fontSize: 'sm', color: 'fgMuted' })
const pre = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  bg: 'bgRaised',
  p: '3',
  borderRadius: 'md',
  m: 0,
})
const errorText = css({ color: 'danger', fontSize: 'sm' })

function FileRow({ entry, files }: { entry: IndexEntry; files: BundleFilesProps }) {
  const indent = { paddingLeft: `${0.75 + entry.depth * 1.25}rem` }
  if (entry.isDir) {
    return (
      <li className={row} style={indent}>
        <span className={dirName}>{entry.name}/</span>
      </li>
    )
  }
  const known = files.sizes[entry.path]
  const cannotView = viewRefusal(entry.path, known)
  const { download, readBlob } = files.fileDownload(entry.path)
  return (
    <li className={row} style={indent}>
      <span className={mono} title={entry.path}>
        {entry.name}
      </span>
      <span className={size}>{known === undefined ? '…' : formatSize(known)}</span>
      <span className={buttons}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => files.onView(entry.path)}
          disabled={cannotView !== undefined}
          disabledReason={cannotView}
          aria-label={`View ${entry.path}`}
        >
          View
        </Button>
        <DownloadLink download={download} readBlob={readBlob} variant="ghost" label={`Download ${entry.path}`}>
          Download
        </DownloadLink>
      </span>
    </li>
  )
}

function Files({ files }: { files: BundleFilesProps }) {
  if (files.error) {
    return (
      <div role="alert" className={errorText}>
        Could not read the bundle’s files: {files.error}{' '}
        <Button variant="secondary" size="sm" onClick={files.onRetry}>
          Try again
        </Button>
      </div>
    )
  }
  if (!files.index) return <Spinner label="Reading the bundle’s files" />
  return (
    <ul className={tree} aria-label="Files">
      {files.index.map((entry) => (
        <FileRow key={entry.path} entry={entry} files={files} />
      ))}
    </ul>
  )
}

/** A support bundle: its state, its whole download, its files (each downloaded or, a small text one, shown in place). */
export function SupportBundlePage({ bundle: b, canChange, onDelete, whole, files }: Props) {
  const { bundle } = b
  const del = b.actions.delete
  const deleteReason = b.isDeleted ? undefined : !canChange.allowed ? canChange.reason : del.reason
  const download = b.actions.download
  return (
    <>
      <PageHeader
        title={bundle.id}
        description="Support bundle"
        actions={
          <>
            <DownloadLink download={whole.download} readBlob={whole.readBlob} disabledReason={download.enabled ? undefined : download.reason}>
              Download bundle
            </DownloadLink>
            <Button
              variant="danger"
              size="sm"
              onClick={onDelete}
              disabled={b.isDeleted || deleteReason !== undefined}
              disabledReason={deleteReason}
              loading={b.pending === 'delete'}
            >
              Delete
            </Button>
          </>
        }
      />
      <PropertiesTable
        columns={2}
        items={[
          { label: 'State', value: <BundleStateBadge state={bundle.state} /> },
          { label: 'Created', value: formatDateTime(bundle.timeCreated) },
          { label: 'Reason', value: bundle.reasonForCreation },
          ...(bundle.reasonForFailure ? [{ label: 'Failure', value: bundle.reasonForFailure }] : []),
        ]}
      />
      {b.error && (
        <p role="alert" className={errorText}>
          {b.error}
        </p>
      )}
      <Section title="Files">
        {files ? (
          <Files files={files} />
        ) : (
          <p className={note}>
            {bundle.state === 'collecting'
              ? 'The bundle is being collected: this takes several minutes. Its files show here once it is ready.'
              : bundle.state === 'failed'
                ? 'The bundle failed: it has no files to download. Delete it to make room for a new one.'
                : 'The bundle is being deleted.'}
          </p>
        )}
      </Section>
      {files && (
        <SideModal
          open={files.viewing !== undefined}
          onDismiss={files.onCloseView}
          title={files.viewing?.file.split('/').at(-1) ?? ''}
          subtitle={<span className={mono}>{files.viewing?.file}</span>}
        >
          {files.viewing?.error ? (
            <p role="alert" className={errorText}>
              {files.viewing.error}
            </p>
          ) : files.viewing?.text === undefined ? (
            <Spinner label="Reading the file" />
          ) : (
            // Text, never markup: React escapes it.
            <pre className={pre} aria-label="File contents">
              {files.viewing.text}
            </pre>
          )}
        </SideModal>
      )}
    </>
  )
}
