// BFD sessions: the list and disable: wiring only.
import { readFleetRole } from '~/machines/access/my-role.input'
import type { Permission } from '~/machines/shared/permission.rules'
import { disableBfdSession, type BfdStatus } from '~/machines/system/bfd.input'
import { loadNetworkingWrite, NETWORKING_WRITE_READS } from '~/machines/system/rack-networking.rules'
import { BfdPage } from '~/views/system/bgp/BfdPage'
import { routeApi, useConfirmAction, type ListPageProps } from '../kit'


const bfdAccess = routeApi<Permission>('/authed/system/bfd-access', {
  load: () => loadNetworkingWrite(readFleetRole),
  refreshOn: NETWORKING_WRITE_READS,
})

export function BfdSessions({ list }: ListPageProps<BfdStatus>) {
  const write = bfdAccess.useLoaderData()
  const confirmAction = useConfirmAction()
  const onDisable = (s: BfdStatus) =>
    void confirmAction({
      title: 'Disable BFD session',
      message: `Disable the BFD session with ${s.peer} on ${s.switch}? The switch stops checking that the peer is reachable, so a failed link is no longer detected quickly.`,
      confirmLabel: 'Disable',
      danger: true,
      errorTitle: 'Could not disable BFD session',
      action: () => disableBfdSession(s),
      success: `BFD session with ${s.peer} on ${s.switch} disabled`,
    })
  return <BfdPage list={list} write={write} onDisable={onDisable} />
}
