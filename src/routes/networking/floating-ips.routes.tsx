import { useState } from 'react'
import { fetchApi } from '~/api'
import { attachChoicesPage, detachFloatingIp, floatingIpAttachFormInput } from '~/machines/networking/floating-ip-attach'
import {
  deleteFloatingIp,
  floatingIpCreateFormInput,
  floatingIpEditFormInput,
  loadIpPools,
} from '~/machines/networking/floating-ip-form'
import { floatingIpRowsPage, type FloatingIpRow } from '~/machines/networking/floating-ip-rows'
import { FloatingIpAttachForm } from '~/views/networking/floating-ips/FloatingIpAttachForm'
import { FloatingIpCreateForm, FloatingIpEditForm } from '~/views/networking/floating-ips/FloatingIpForm'
import { FloatingIpsPage } from '~/views/networking/floating-ips/FloatingIpsPage'
import { formRoute, listRoute, useConfirmAction, useConfirmDelete, useFormPage, useListPage } from '../kit'
import { projectLayout } from '../layouts'
import { pb } from '../paths'

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

export const floatingIpsList = listRoute({
  getParentRoute: () => projectLayout,
  path: 'floating-ips',
  crumb: (p) => [{ label: 'Floating IPs', to: pb.floatingIps({ project: p.project }) }],
  fetchPage: ({ project }) => floatingIpRowsPage(project),
  // Attaching from an instance's page, or renaming an instance, changes rows here too.
  refreshOn: ['/v1/floating-ips', '/v1/instances'],
  page: function FloatingIps({ list, params: { project } }) {
    const confirmDelete = useConfirmDelete()
    const confirmAction = useConfirmAction()
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
        <FloatingIpsPage project={project} list={list} onAttach={setAttaching} onDetach={onDetach} onDelete={onDelete} />
        {attaching && <AttachModal project={project} fip={attaching} onClose={() => setAttaching(null)} />}
      </>
    )
  },
})

export const floatingIpsNewRoute = formRoute({
  getParentRoute: () => floatingIpsList.layout,
  path: 'floating-ips-new',
  crumb: 'New floating IP',
  // The pool select needs the silo's pools (and which is the default) before it opens.
  load: () => loadIpPools(),
  input: ({ project }, pools) => floatingIpCreateFormInput(project, pools),
  noun: 'floating IP',
  verb: 'created',
  closeTo: ({ project }) => pb.floatingIps({ project }),
  form: ({ form, onDismiss, loaded: pools }) => <FloatingIpCreateForm form={form} pools={pools} onDismiss={onDismiss} />,
})

export const floatingIpEditRoute = formRoute({
  getParentRoute: () => floatingIpsList.layout,
  path: 'floating-ips/$floatingIp/edit',
  crumb: 'Edit floating IP',
  load: ({ project, floatingIp }) =>
    fetchApi('/v1/floating-ips/{floating_ip}', { path: { floating_ip: floatingIp }, query: { project } }),
  input: ({ project }, fip) => floatingIpEditFormInput(project, fip),
  noun: 'floating IP',
  verb: 'updated',
  closeTo: ({ project }) => pb.floatingIps({ project }),
  form: ({ form, onDismiss }) => <FloatingIpEditForm form={form} onDismiss={onDismiss} />,
})

export const floatingIpsRoutes = [floatingIpsList.withModals([floatingIpsNewRoute, floatingIpEditRoute])]
