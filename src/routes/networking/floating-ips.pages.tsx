// The floating IPs list and its attach modal: a chunk of their own
// (floating-ips.routes.tsx).
import { useState } from 'react'
import {
  attachChoicesPage,
  deleteFloatingIp,
  detachFloatingIp,
  FLOATING_IP_BULK,
  floatingIpAttachFormInput,
  type FloatingIpRow,
} from '~/machines/networking/floating-ips'
import { FloatingIpAttachForm } from '~/views/networking/floating-ips/Forms'
import { FloatingIpsPage } from '~/views/networking/floating-ips/FloatingIpsPage'
import { useBulk, useConfirmAction, useConfirmDelete, useFormPage, useListPage, type ListPageProps } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { FloatingIpCreateForm, FloatingIpEditForm } from '~/views/networking/floating-ips/Forms'
export { fetchFloatingIp, floatingIpCreateFormInput, floatingIpEditFormInput, floatingIpRowsPage, loadIpPools } from '~/machines/networking/floating-ips'

/** The attach side modal: its own form, and the project's instances read when it opens. */
function AttachModal({ project, fip, onClose }: { project: string; fip: FloatingIpRow; onClose: () => void }) {
  const { list: instances } = useListPage({ fetchPage: attachChoicesPage(project) })
  const { form } = useFormPage(floatingIpAttachFormInput(project, fip.name), {
    noun: 'floating IP',
    verb: 'attached',
    closeTo: onClose,
    toastTitle: (_, values) => `Floating IP ${fip.name} attached to ${values.instance}`,
  })
  return <FloatingIpAttachForm floatingIp={fip} form={form} instances={instances} onDismiss={onClose} />
}

export function FloatingIps({ list, params: { project } }: ListPageProps<FloatingIpRow>) {
  const confirmDelete = useConfirmDelete()
  const confirmAction = useConfirmAction()
  const selection = useBulk(FLOATING_IP_BULK, async (action, { name }) => {
    await (action === 'detach' ? detachFloatingIp(project, name) : deleteFloatingIp(project, name))
    return { ok: true }
  })
  // Which floating IP the attach modal is open for: view state, not server data.
  const [attaching, setAttaching] = useState<FloatingIpRow | null>(null)

  const onDetach = (f: FloatingIpRow) =>
    void confirmAction({
      title: 'Detach floating IP',
      message: `Detach floating IP ${f.name} (${f.ip}) from ${f.instanceName ?? 'its instance'}?`,
      confirmLabel: 'Detach',
      danger: true,
      errorTitle: 'Could not detach floating IP',
      action: () => detachFloatingIp(project, f.name),
      success: `Floating IP ${f.name} detached`,
    })
  const onDelete = (f: FloatingIpRow) =>
    void confirmDelete({ noun: 'floating IP', name: f.name, remove: () => deleteFloatingIp(project, f.name) })

  return (
    <>
      <FloatingIpsPage project={project} list={list} selection={selection} onAttach={setAttaching} onDetach={onDetach} onDelete={onDelete} />
      {attaching && <AttachModal project={project} fip={attaching} onClose={() => setAttaching(null)} />}
    </>
  )
}
