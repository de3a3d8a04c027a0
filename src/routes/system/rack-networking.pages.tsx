// Rack networking: address lots and a lot's blocks, loopback addresses, the
// allow-list and its edit form: wiring only. Saving an allow-list asks first:
// it may shut this browser out of the rack (ALLOW_LIST_WARNING).
import { Outlet, useNavigate } from '@tanstack/react-router'
import type { FormViewProps } from '~/machines/shared/form.connect'
import { deleteAddressLot, type AddressLot } from '~/machines/system/address-lots'
import {
  ALLOW_LIST_PAGE_READS,
  ALLOW_LIST_WARNING,
  needsWarning,
  type AllowList as AllowListData,
  type AllowListFormValues,
  type AllowListPage,
} from '~/machines/system/allow-list'
import { deleteLoopbackAddress, LOOPBACK_PAGE_READS, loopbackKey, type LoopbackAddress } from '~/machines/system/loopback-addresses'
import { NETWORKING_WRITE_READS } from '~/machines/system/rack-networking.rules'
import { pb } from '~/paths'
import { AddressLotDetails, AddressLotsPage } from '~/views/system/rack-networking/AddressLots'
import { AllowListForm, AllowListPage as AllowListView } from '~/views/system/rack-networking/AllowList'
import { LoopbackAddressesPage } from '~/views/system/rack-networking/LoopbackAddresses'
import { useConfirm } from '~/views/ui'
import { routeApi, useConfirmDelete, type ListPageProps } from '../kit'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { AddressLotForm } from '~/views/system/rack-networking/AddressLots'
export { LoopbackAddressForm } from '~/views/system/rack-networking/LoopbackAddresses'
export { addressLotFormInput, addressLotsPage, loadAddressLot } from '~/machines/system/address-lots'
export { allowListFormInput, loadAllowListPage } from '~/machines/system/allow-list'
export { loadLoopbackForm, loadLoopbackPage, loopbackAddressesPage, loopbackFormInput } from '~/machines/system/loopback-addresses'

const lotsAccess = routeApi('/authed/system/address-lots-access', { refreshOn: NETWORKING_WRITE_READS })
const loopbackAccess = routeApi('/authed/system/loopback-access', { refreshOn: LOOPBACK_PAGE_READS })
const lotRoute = routeApi('/authed/system/address-lots-access/networking/address-lots-list/networking/address-lots/$lot')
const allowListRoute = routeApi('/authed/system/networking/allow-list', { refreshOn: ALLOW_LIST_PAGE_READS })

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

export function AllowList() {
  const { allowList, write } = allowListRoute.useLoaderData()
  return (
    <>
      <AllowListView allowList={allowList} write={write} />
      <Outlet />
    </>
  )
}

/** The form, with a confirm between a valid list and the call; "Any source" and a refused form go straight on. */
export function EditAllowList(props: FormViewProps<AllowListFormValues, AllowListData, AllowListPage>) {
  const confirm = useConfirm()
  const { form } = props
  const submit = () => {
    if (!needsWarning(form.values)) return form.submit()
    void confirm({
      title: 'Restrict access to the rack',
      message: ALLOW_LIST_WARNING,
      confirmLabel: 'Save allow-list',
      danger: true,
      // The form sends it: Nexus's refusal (a list that shuts out this client) shows in the side modal.
      action: async () => form.submit(),
    })
  }
  return <AllowListForm {...props} form={{ ...form, submit }} />
}
