// The support bundles list and a bundle's page: wiring only. The list's row
// menus and the bundle page ask the bundle machine (support-bundle.machine);
// an active bundle's files are the files machine's.
import { useNavigate } from '@tanstack/react-router'
import { useCallback, type ReactNode } from 'react'
import { connectBundle } from '~/machines/system/support-bundle.connect'
import { bundleFilesMachine } from '~/machines/system/support-bundle-files.machine'
import { bundleRowsMachine, type BundleRowActor } from '~/machines/system/support-bundle-rows.machine'
import { bundleMachine } from '~/machines/system/support-bundle.machine'
import {
  BUNDLE_PAGE_READS,
  bundleDownload,
  bundleWrites,
  COLLECT_QUESTION,
  collectBundle,
  DOWNLOAD_BY,
  fileDownload,
  readDownload,
  type SupportBundle,
} from '~/machines/system/support-bundles'
import { pb } from '~/paths'
import { SupportBundlePage, type BundleFilesProps, type DownloadProps } from '~/views/system/support-bundles/SupportBundlePage'
import { SupportBundlesPage } from '~/views/system/support-bundles/SupportBundlesPage'
import { useConnect } from '~/views/use-connect'
import { orThrow, routeApi, useConfirmAction, useConfirmDelete, type ListPageProps } from '../kit'
import { useListItems, usePageActor } from '../page-actor'
import { useFleetWrites } from './fleet-writes'

// What the routes' loaders call: with the page, not in the app's chunk.
export { bundlesPage, loadBundlePage } from '~/machines/system/support-bundles'

const NOUN = 'support bundle'

const bundleRoute = routeApi('/authed/system/support-bundles/$bundleId', {
  refreshOn: BUNDLE_PAGE_READS,
})

/** A download as the build takes it (DOWNLOAD_BY in machines/system/support-bundles.ts). */
const downloadOf = (download: DownloadProps['download'], read: () => Promise<Blob>): DownloadProps =>
  DOWNLOAD_BY === 'blob' ? { download, readBlob: read } : { download }

export function SupportBundlesList({ list, actor }: ListPageProps<SupportBundle>) {
  const { change: canChange } = useFleetWrites(bundleWrites)
  const confirmAction = useConfirmAction()
  const confirmDelete = useConfirmDelete()
  const rows = usePageActor(bundleRowsMachine, { input: {} })
  useListItems(actor, useCallback((items: SupportBundle[]) => rows.send({ type: 'ROWS', rows: items }), [rows]))
  const rowActors = useConnect(rows, (s) => s.context.rows)
  const onCollect = () =>
    void confirmAction({
      title: 'Collect a support bundle',
      message: COLLECT_QUESTION,
      confirmLabel: 'Collect',
      errorTitle: 'Could not collect support bundle',
      action: collectBundle,
      success: 'Support bundle collection started',
    })
  return (
    <SupportBundlesPage
      list={list}
      canChange={canChange}
      onCollect={onCollect}
      rowActor={(id): BundleRowActor | undefined => rowActors[id]}
      onDelete={(b) => void confirmDelete({ noun: NOUN, name: b.bundle.id, remove: () => orThrow(b.delete()) })}
    />
  )
}

function BundleFiles({ bundleId, children }: { bundleId: string; children: (files: BundleFilesProps) => ReactNode }) {
  const actor = usePageActor(bundleFilesMachine, { input: { bundleId } })
  const files = useConnect(actor, (s): BundleFilesProps => ({
    index: s.matches('loading') ? undefined : s.context.index,
    sizes: s.context.sizes,
    error: s.context.error,
    viewing: s.context.viewing,
    onRetry: () => actor.send({ type: 'RETRY' }),
    onView: (file) => actor.send({ type: 'VIEW', file }),
    onCloseView: () => actor.send({ type: 'CLOSE' }),
    fileDownload: (file) => downloadOf(fileDownload(bundleId, file), () => readDownload(bundleId, file)),
  }))
  return <>{children(files)}</>
}

export function SupportBundle() {
  const { bundle: loaded } = bundleRoute.useLoaderData()
  const { change: canChange } = useFleetWrites(bundleWrites)
  const navigate = useNavigate()
  const confirmDelete = useConfirmDelete()
  const actor = usePageActor(bundleMachine, { input: { bundle: loaded } })
  const bundle = useConnect(actor, connectBundle)
  const id = bundle.bundle.id
  const onDelete = () =>
    void confirmDelete({ noun: NOUN, name: id, remove: () => orThrow(bundle.delete()) }).then((deleted) => {
      // Destroying, then gone: the list shows that.
      if (deleted) void navigate({ to: pb.supportBundles() })
    })
  const whole = downloadOf(bundleDownload(id), () => readDownload(id))
  const page = (files?: BundleFilesProps) => (
    <SupportBundlePage bundle={bundle} canChange={canChange} onDelete={onDelete} whole={whole} files={files} />
  )
  // Its files can be read once it is active (the machine's poll sees it become so).
  return bundle.state === 'active' && !bundle.isDeleted ? <BundleFiles bundleId={id}>{page}</BundleFiles> : page()
}
