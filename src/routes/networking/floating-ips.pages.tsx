// The floating IPs list and its attach modal: a chunk of their own
// (floating-ips.routes.tsx).
import { useEffect, useRef, useState } from 'react'
import type { FloatingIp } from '~/api'
import {
  attachChoicesPage,
  deleteFloatingIp,
  detachFloatingIp,
  FLOATING_IP_BULK,
  floatingIpAttachFormInput,
  floatingIpPoolDefaults,
  projectInstancesSection,
  type FloatingIpCreateValues,
  type FloatingIpRow,
} from '~/machines/networking/floating-ips'
import { mapSection, sectionData } from '~/machines/shared/section'
import { namesOf, poolNames, siloPoolsSection } from '~/machines/shared/silo-pools'
import { FloatingIpAttachForm, FloatingIpCreateForm } from '~/views/networking/floating-ips/Forms'
import { FloatingIpsPage } from '~/views/networking/floating-ips/FloatingIpsPage'
import { useBulk, useConfirmAction, useConfirmDelete, useFormPage, useListPage, useSection, type FormRouteProps, type ListPageProps } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { FloatingIpEditForm } from '~/views/networking/floating-ips/Forms'
export {
  fetchFloatingIp,
  floatingIpCreateFormInput,
  floatingIpEditFormInput,
  floatingIpRowsPage,
  startFloatingIpPools,
} from '~/machines/networking/floating-ips'

/** The create form: it opens at once; the pool picker is a part of it, starting on the silo's default once in. */
export function FloatingIpCreateFormPage({ form, onDismiss }: FormRouteProps<FloatingIpCreateValues, FloatingIp, void>) {
  const pools = useSection(siloPoolsSection())
  const held = sectionData(pools, undefined)
  const landed = useRef<object>(undefined)
  useEffect(() => {
    if (!held || landed.current === held) return
    landed.current = held
    form.defaults(floatingIpPoolDefaults(held.items))
  }, [held, form])
  return <FloatingIpCreateForm form={form} pools={pools} onDismiss={onDismiss} />
}

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
  // What the rows name by id: parts of the page, started with the rows.
  const pools = poolNames(useSection(siloPoolsSection()))
  const instances = mapSection(useSection(projectInstancesSection(project)), (p) => namesOf(p.items))
  // Which floating IP the attach modal is open for: view state, not server data.
  const [attaching, setAttaching] = useState<FloatingIpRow | null>(null)

  const onDetach = (f: FloatingIpRow) =>
    void confirmAction({
      title: 'Detach floating IP',
      message: `Detach floating IP ${f.name} (${f.ip}) from ${(f.instanceId && sectionData(instances, undefined)?.get(f.instanceId)) || 'its instance'}?`,
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
      <FloatingIpsPage
        project={project}
        list={list}
        selection={selection}
        pools={pools}
        instances={instances}
        onAttach={setAttaching}
        onDetach={onDetach}
        onDelete={onDelete}
      />
      {attaching && <AttachModal project={project} fip={attaching} onClose={() => setAttaching(null)} />}
    </>
  )
}
