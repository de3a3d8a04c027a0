// The instance's Networking tab: a chunk of its own (instance-networking.routes.tsx).
import { useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { type ExternalIp, type FloatingIp, type InstanceNetworkInterface } from '~/api'
import { connectForm } from '~/machines/shared/form.connect'
import { deleteNic, detachExternalIp, ephemeralIpFormInput, ephemeralIpFormMachine, ephemeralIpPermission, externalIpsPage, floatingIpFormInput, floatingIpFormMachine, ipPoolsPage, nicCreateFormInput, nicCreateFormMachine, nicEditFormInput, nicEditFormMachine, nicPermission, nicsPage, unattachedFloatingIpsPage, vpcChoicesPage, type EphemeralIpValues, type FloatingIpValues, type NicCreateValues, type NicEditValues, type NicRow, type VpcChoice } from '~/machines/compute/instance-networking'
import { type SiloIpPool } from '~/machines/shared/ip-pools'
import { checkByActionStates } from '~/machines/compute/instance-storage'
import { type InstanceRef } from '~/machines/shared/permission'
import { connectList } from '~/machines/shared/list.connect'
import { createListMachine } from '~/machines/shared/list.machine'
import { AttachEphemeralIpForm } from '~/views/compute/instances/networking/AttachEphemeralIpForm'
import { AttachFloatingIpForm } from '~/views/compute/instances/networking/AttachFloatingIpForm'
import { NetworkingTab } from '~/views/compute/instances/networking/NetworkingTab'
import { NicCreateForm } from '~/views/compute/instances/networking/NicCreateForm'
import { NicEditForm } from '~/views/compute/instances/networking/NicEditForm'
import { useConfirm, useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { useInstance } from './instance.pages'
import { instanceLayout } from './instance.routes'
import { instanceNetworkingRoute } from './instance-networking.routes'
import { couldNot } from '../kit'
import { usePageActor, useRefreshOnInvalidate } from '../page-actor'
import { useOnDone } from '../use-on-done'

const nicList = createListMachine<NicRow>()
const externalIpList = createListMachine<ExternalIp>()
const vpcChoiceList = createListMachine<VpcChoice>()
const poolList = createListMachine<SiloIpPool>()
const floatingIpList = createListMachine<FloatingIp>()

type ModalProps = { instanceRef: InstanceRef; onClose: () => void }

function AddNicModal({ instanceRef, onClose }: ModalProps) {
  const toast = useToast()
  const vpcActor = usePageActor(vpcChoiceList, { input: { fetchPage: vpcChoicesPage(instanceRef.project) } })
  const vpcs = useConnect(vpcActor, connectList<VpcChoice>)
  const actor = usePageActor(nicCreateFormMachine, { input: nicCreateFormInput(instanceRef) })
  const form = useConnect(actor, connectForm<NicCreateValues, InstanceNetworkInterface>)
  useOnDone<InstanceNetworkInterface>(actor, (n) => {
    toast({ title: `Network interface ${n.name} added`, variant: 'success' })
    onClose()
  })
  return <NicCreateForm form={form} vpcs={vpcs} onDismiss={onClose} />
}

function EditNicModal({ instanceRef, nic, onClose }: ModalProps & { nic: NicRow }) {
  const toast = useToast()
  const actor = usePageActor(nicEditFormMachine, { input: nicEditFormInput(instanceRef, nic) })
  const form = useConnect(actor, connectForm<NicEditValues, InstanceNetworkInterface>)
  useOnDone<InstanceNetworkInterface>(actor, (n) => {
    toast({ title: `Network interface ${n.name} updated`, variant: 'success' })
    onClose()
  })
  return <NicEditForm form={form} isPrimary={nic.primary} onDismiss={onClose} />
}

function EphemeralIpModal({ instanceRef, onClose }: ModalProps) {
  const toast = useToast()
  const poolActor = usePageActor(poolList, { input: { fetchPage: ipPoolsPage() } })
  const pools = useConnect(poolActor, connectList<SiloIpPool>)
  const actor = usePageActor(ephemeralIpFormMachine, { input: ephemeralIpFormInput(instanceRef) })
  const form = useConnect(actor, connectForm<EphemeralIpValues, ExternalIp>)
  useOnDone<ExternalIp>(actor, (ip) => {
    toast({ title: `Ephemeral IP ${ip.ip} attached`, variant: 'success' })
    onClose()
  })
  return <AttachEphemeralIpForm form={form} pools={pools} onDismiss={onClose} />
}

function FloatingIpModal({ instanceRef, onClose }: ModalProps) {
  const toast = useToast()
  const fipActor = usePageActor(floatingIpList, { input: { fetchPage: unattachedFloatingIpsPage(instanceRef.project) } })
  const floatingIps = useConnect(fipActor, connectList<FloatingIp>)
  const actor = usePageActor(floatingIpFormMachine, { input: floatingIpFormInput(instanceRef) })
  const form = useConnect(actor, connectForm<FloatingIpValues, FloatingIp>)
  useOnDone<FloatingIp>(actor, (f) => {
    toast({ title: `Floating IP ${f.name} attached to ${instanceRef.instance}`, variant: 'success' })
    onClose()
  })
  return <AttachFloatingIpForm form={form} floatingIps={floatingIps} onDismiss={onClose} />
}

type Modal = { kind: 'addNic' } | { kind: 'editNic'; id: string } | { kind: 'ephemeral' } | { kind: 'floating' }

export function InstanceNetworkingRoute() {
  // The instance page's live instance: its state and actions update while this tab is open.
  const live = useInstance()
  const { instance } = live
  // As in the URL, so the lists read what the loader put in the cache.
  const ref: InstanceRef = instanceNetworkingRoute.useParams()
  const [firstNics, firstIps] = instanceNetworkingRoute.useLoaderData()
  const nicActor = usePageActor(nicList, { input: { fetchPage: nicsPage(ref), initialPage: firstNics } })
  const nics = useConnect(nicActor, connectList<NicRow>)
  const ipActor = usePageActor(externalIpList, { input: { fetchPage: externalIpsPage(ref), initialPage: firstIps } })
  const externalIps = useConnect(ipActor, connectList<ExternalIp>)
  useRefreshOnInvalidate('/v1/network-interfaces', useCallback(() => nicActor.send({ type: 'REFRESH' }), [nicActor]))
  const router = useRouter()
  useRefreshOnInvalidate(
    '/v1/instances',
    useCallback(() => {
      ipActor.send({ type: 'REFRESH' })
      // The page header lists the external IPs from its own loader.
      void router.invalidate({ filter: (m) => m.routeId === instanceLayout.id })
    }, [ipActor, router]),
  )
  const confirm = useConfirm()
  const toast = useToast()
  // Which side modal is open: view state, not server data.
  const [modal, setModal] = useState<Modal | null>(null)
  const close = () => setModal(null)
  const editing = modal?.kind === 'editNic' ? nics.rows.find((n) => n.id === modal.id) : undefined

  const onDeleteNic = (nic: NicRow) =>
    void confirm({
      title: 'Delete network interface',
      message: `Are you sure you want to delete network interface ${nic.name}? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
      errorTitle: couldNot('delete', 'network interface'),
      action: () => deleteNic(ref, nic.name),
    }).then((done) => {
      if (done) toast({ title: `Network interface ${nic.name} deleted`, variant: 'success' })
    })

  const onDetachIp = (ip: ExternalIp) => {
    const what = ip.kind === 'floating' ? `floating IP ${ip.name} (${ip.ip})` : `ephemeral IP ${ip.ip}`
    void confirm({
      title: 'Detach external IP',
      message: `Detach ${what} from ${instance.name}?`,
      confirmLabel: 'Detach',
      danger: true,
      errorTitle: couldNot('detach', 'external IP'),
      action: () => detachExternalIp(ref, ip),
    }).then((done) => {
      if (done) toast({ title: `External IP ${ip.ip} detached`, variant: 'success' })
    })
  }

  return (
    <>
      <NetworkingTab
        nics={nics}
        externalIps={externalIps}
        nicChange={nicPermission(checkByActionStates(live.actions))}
        ephemeral={ephemeralIpPermission(externalIps.rows)}
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
