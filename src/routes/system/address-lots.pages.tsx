// Address lots and loopback addresses: the lists, a lot's blocks: wiring only.
import { useNavigate } from '@tanstack/react-router'
import { deleteAddressLot, type AddressLot, type AddressLotBlock } from '~/machines/system/address-lots.input'
import {
  deleteLoopbackAddress,
  loadLoopbackPage,
  LOOPBACK_PAGE_READS,
  loopbackKey,
  type LoopbackAddress,
  type LoopbackPage,
} from '~/machines/system/loopback-addresses.input'
import { NETWORKING_WRITE_READS, loadNetworkingWrite } from '~/machines/system/rack-networking.rules'
import { readFleetRole } from '~/machines/access/my-role.input'
import type { Permission } from '~/machines/shared/permission.rules'
import { pb } from '~/paths'
import { AddressLotDetails } from '~/views/system/rack-networking/AddressLotDetails'
import { AddressLotsPage } from '~/views/system/rack-networking/AddressLotsPage'
import { LoopbackAddressesPage } from '~/views/system/rack-networking/LoopbackAddressesPage'
import { routeApi, useConfirmDelete, type ListPageProps } from '../kit'


const lotsAccess = routeApi<Permission>('/authed/system/address-lots-access', {
  load: () => loadNetworkingWrite(readFleetRole),
  refreshOn: NETWORKING_WRITE_READS,
})

const loopbackAccess = routeApi<LoopbackPage>('/authed/system/loopback-access', {
  load: () => loadLoopbackPage(readFleetRole),
  refreshOn: LOOPBACK_PAGE_READS,
})

const lotRoute = routeApi<{ lot: AddressLot | undefined; blocks: AddressLotBlock[] }>(
  '/authed/system/address-lots-access/networking/address-lots-list/networking/address-lots/$lot',
)

export function AddressLots({ list }: ListPageProps<AddressLot>) {
  const write = lotsAccess.useLoaderData()
  const confirmDelete = useConfirmDelete()
  const onDelete = (lot: AddressLot) =>
    void confirmDelete({
      noun: 'address lot',
      name: lot.name,
      message: `Delete the address lot ${lot.name} and its blocks? Nexus refuses while a loopback address or switch port settings use its addresses.`,
      remove: () => deleteAddressLot(lot.name),
    })
  return <AddressLotsPage list={list} write={write} onDelete={onDelete} />
}

export function AddressLotView() {
  const { lot, blocks } = lotRoute.useLoaderData()
  const { lot: name } = lotRoute.useParams()
  const navigate = useNavigate()
  return <AddressLotDetails name={name} lot={lot} blocks={blocks} onDismiss={() => void navigate({ to: pb.addressLots() })} />
}

export function LoopbackAddresses({ list }: ListPageProps<LoopbackAddress>) {
  const { write, blockNames } = loopbackAccess.useLoaderData()
  const confirmDelete = useConfirmDelete()
  const onDelete = (row: LoopbackAddress) => {
    const { switch_location } = loopbackKey(row)
    void confirmDelete({
      noun: 'loopback address',
      name: row.address,
      message: `Remove the loopback address ${row.address} from ${switch_location}? The switch stops answering on it, and the address goes back to its lot.`,
      remove: () => deleteLoopbackAddress(row),
    })
  }
  return <LoopbackAddressesPage list={list} blockNames={blockNames} write={write} onDelete={onDelete} />
}
