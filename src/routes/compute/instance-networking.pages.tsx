// The instance's Networking tab and its side modals: a chunk of their own
// (instance.routes.tsx).
import { useState } from 'react'
import type { ExternalIp, FloatingIp } from '~/api'
import {
  APPLIED_RULES_REFRESH,
  appliedFirewallRulesPage,
  deleteNic,
  detachExternalIp,
  ephemeralIpFormInput,
  ephemeralIpPermission,
  EXTERNAL_IPS,
  externalIpsPage,
  floatingIpFormInput,
  ipPoolsPage,
  NETWORK_INTERFACES,
  nicCreateFormInput,
  nicEditFormInput,
  nicPermission,
  nicPlacesSection,
  nicsPage,
  unattachedFloatingIpsPage,
  vpcChoicesPage,
  type NicRow,
  type VpcChoice,
} from '~/machines/compute/instance-networking'
import { checkByActionStates } from '~/machines/compute/instance-storage'
import type { SiloIpPool } from '~/machines/shared/ip-pools.rules'
import type { InstanceRef } from '~/machines/shared/permission.rules'
import { AttachEphemeralIpForm, AttachFloatingIpForm, NicCreateForm, NicEditForm } from '~/views/compute/instances/networking/Forms'
import { NetworkingTab } from '~/views/compute/instances/networking/NetworkingTab'
import { routeApi, useConfirmAction, useConfirmDelete, useFormPage, useListPage } from '../kit'
import { useInstance } from './instance.pages'
import { useRowsSection } from '../fresh-section'
import { listPart } from '~/machines/shared/section-reads'

const networkingRoute = routeApi('/authed/projects/$project/instances/$instance/networking')

type ModalProps = { instanceRef: InstanceRef; onClose: () => void }

function AddNicModal({ instanceRef, onClose }: ModalProps) {
  const { list: vpcs } = useListPage<VpcChoice>({ fetchPage: vpcChoicesPage(instanceRef.project) })
  const { form } = useFormPage(nicCreateFormInput(instanceRef), { noun: 'network interface', verb: 'added', closeTo: onClose })
  return <NicCreateForm form={form} vpcs={vpcs} onDismiss={onClose} />
}

function EditNicModal({ instanceRef, nic, onClose }: ModalProps & { nic: NicRow }) {
  const { form } = useFormPage(nicEditFormInput(instanceRef, nic), { noun: 'network interface', verb: 'updated', closeTo: onClose })
  return <NicEditForm form={form} isPrimary={nic.primary} onDismiss={onClose} />
}

function EphemeralIpModal({ instanceRef, onClose }: ModalProps) {
  const { list: pools } = useListPage<SiloIpPool>({ fetchPage: ipPoolsPage() })
  const { form } = useFormPage(ephemeralIpFormInput(instanceRef), {
    noun: 'ephemeral IP',
    verb: 'attached',
    closeTo: onClose,
    nameOf: (ip) => ip.ip,
  })
  return <AttachEphemeralIpForm form={form} pools={pools} onDismiss={onClose} />
}

function FloatingIpModal({ instanceRef, onClose }: ModalProps) {
  const { list: floatingIps } = useListPage<FloatingIp>({ fetchPage: unattachedFloatingIpsPage(instanceRef.project) })
  const { form } = useFormPage(floatingIpFormInput(instanceRef), {
    noun: 'floating IP',
    verb: 'attached',
    closeTo: onClose,
    toastTitle: (f) => `Floating IP ${f.name} attached to ${instanceRef.instance}`,
  })
  return <AttachFloatingIpForm form={form} floatingIps={floatingIps} onDismiss={onClose} />
}

type Modal = { kind: 'addNic' } | { kind: 'editNic'; id: string } | { kind: 'ephemeral' } | { kind: 'floating' }

export function InstanceNetworkingRoute() {
  // The instance page's live instance: its state and actions update while this tab is open.
  const live = useInstance()
  // As in the URL, so the lists read what the loader put in the cache.
  const { project, instance } = networkingRoute.useParams()
  const ref: InstanceRef = { project, instance }
  const first = networkingRoute.useLoaderData()
  const { list: nics } = useListPage({ fetchPage: nicsPage(ref), initialPage: first.nics, refreshOn: NETWORK_INTERFACES })
  // The VPCs and subnets the interfaces are in: a part of the tab, read after the rows.
  const places = useRowsSection(nicPlacesSection(nics.rows))
  // The external IPs: a table of the tab, its read started by the loader.
  const { list: externalIps } = useListPage({ fetchPage: externalIpsPage(ref), refreshOn: EXTERNAL_IPS })
  const { list: firewallRules } = useListPage({ fetchPage: appliedFirewallRulesPage(ref), refreshOn: APPLIED_RULES_REFRESH })
  const confirmAction = useConfirmAction()
  const confirmDelete = useConfirmDelete()
  // Which side modal is open: view state, not server data.
  const [modal, setModal] = useState<Modal | null>(null)
  const close = () => setModal(null)
  const editing = modal?.kind === 'editNic' ? nics.rows.find((n) => n.id === modal.id) : undefined

  const onDeleteNic = (nic: NicRow) =>
    void confirmDelete({ noun: 'network interface', name: nic.name, remove: () => deleteNic(ref, nic.name) })

  const onDetachIp = (ip: ExternalIp) =>
    void confirmAction({
      title: 'Detach external IP',
      message: `Detach ${ip.kind === 'floating' ? `floating IP ${ip.name} (${ip.ip})` : `ephemeral IP ${ip.ip}`} from ${live.instance.name}?`,
      confirmLabel: 'Detach',
      danger: true,
      errorTitle: 'Could not detach external IP',
      action: () => detachExternalIp(ref, ip),
      success: `External IP ${ip.ip} detached`,
    })

  return (
    <>
      <NetworkingTab
        project={project}
        nics={nics}
        places={places}
        firewallRules={firewallRules}
        externalIps={externalIps}
        nicChange={nicPermission(checkByActionStates(live.actions))}
        ephemeral={ephemeralIpPermission(listPart(externalIps))}
        onAddNic={() => setModal({ kind: 'addNic' })}
        onEditNic={(nic) => setModal({ kind: 'editNic', id: nic.id })}
        onDeleteNic={onDeleteNic}
        onDetachIp={onDetachIp}
        onAttachEphemeral={() => setModal({ kind: 'ephemeral' })}
        onAttachFloating={() => setModal({ kind: 'floating' })}
      />
      {modal?.kind === 'addNic' && <AddNicModal instanceRef={ref} onClose={close} />}
      {editing && <EditNicModal instanceRef={ref} nic={editing} onClose={close} />}
      {modal?.kind === 'ephemeral' && <EphemeralIpModal instanceRef={ref} onClose={close} />}
      {modal?.kind === 'floating' && <FloatingIpModal instanceRef={ref} onClose={close} />}
    </>
  )
}
