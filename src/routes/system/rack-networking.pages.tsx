// Rack networking: address lots and a lot's blocks, loopback addresses, the
// allow-list and its edit form: wiring only. Saving an allow-list asks first:
// it may shut this browser out of the rack (ALLOW_LIST_WARNING).
import { Outlet, useNavigate } from '@tanstack/react-router'
import type { FormViewProps } from '~/machines/shared/form.connect'
import { mapSection } from '~/machines/shared/section'
import { ADDRESS_LOT_READS, addressLotsSection, deleteAddressLot, lotNamed, type AddressLot } from '~/machines/system/address-lots'
import { ALLOW_LIST_PATH, ALLOW_LIST_WARNING, needsWarning, type AllowList as AllowListData, type AllowListFormValues } from '~/machines/system/allow-list'
import {
  blockNamesSection,
  deleteLoopbackAddress,
  loopbackKey,
  loopbackLotDefault,
  loopbackRackDefault,
  racksSection,
  type LoopbackAddress,
  type LoopbackFormValues,
} from '~/machines/system/loopback-addresses'
import { pb } from '~/paths'
import { AddressLotDetails, AddressLotsPage } from '~/views/system/rack-networking/AddressLots'
import { AllowListForm, AllowListPage as AllowListView } from '~/views/system/rack-networking/AllowList'
import { LoopbackAddressesPage, LoopbackAddressForm as LoopbackAddressFormView } from '~/views/system/rack-networking/LoopbackAddresses'
import { useConfirm } from '~/views/ui'
import { routeApi, useConfirmDelete, useSection, type ListPageProps } from '../kit'
import { useChoiceDefaults } from './choice-defaults'
import { useNetworkingWrite } from './fleet-rights'

// What the routes' loaders call and the forms they open: with the page, not in the app's chunk.
export { AddressLotForm } from '~/views/system/rack-networking/AddressLots'
export { addressLotFormInput, addressLotsPage, loadAddressLot } from '~/machines/system/address-lots'
export { allowListFormInput, loadAllowListPage } from '~/machines/system/allow-list'
export { loadLoopbackForm, loadLoopbackPage, loopbackAddressesPage, loopbackFormInput } from '~/machines/system/loopback-addresses'

const lotRoute = routeApi('/authed/system/networking/address-lots-list/networking/address-lots/$lot', { refreshOn: ADDRESS_LOT_READS })
const allowListRoute = routeApi('/authed/system/networking/allow-list', { refreshOn: ALLOW_LIST_PATH })

export function AddressLots({ list }: ListPageProps<AddressLot>) {
  const write = useNetworkingWrite()
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

/** A lot's blocks; its details come from the list of lots, read beside them. */
export function AddressLotView() {
  const { blocks } = lotRoute.useLoaderData()
  const { lot: name } = lotRoute.useParams()
  const lot = mapSection(useSection(addressLotsSection()), (lots) => lotNamed(lots, name))
  const navigate = useNavigate()
  return <AddressLotDetails name={name} lot={lot} blocks={blocks} onDismiss={() => void navigate({ to: pb.addressLots() })} />
}

export function LoopbackAddresses({ list }: ListPageProps<LoopbackAddress>) {
  const write = useNetworkingWrite()
  const blockNames = useSection(blockNamesSection())
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

/**
 * The form, its pickers' choices read beside it: each picker fills in (with
 * its default, where nobody picked yet) as its choices arrive.
 */
export function LoopbackAddressForm(props: FormViewProps<LoopbackFormValues, LoopbackAddress, void>) {
  const racks = useSection(racksSection())
  const lots = useSection(addressLotsSection())
  useChoiceDefaults(racks, props.form, loopbackRackDefault)
  useChoiceDefaults(lots, props.form, loopbackLotDefault)
  return <LoopbackAddressFormView {...props} racks={racks} lots={lots} />
}

export function AllowList() {
  const { allowList } = allowListRoute.useLoaderData()
  const write = useNetworkingWrite()
  return (
    <>
      <AllowListView allowList={allowList} write={write} />
      <Outlet />
    </>
  )
}

/** The form, with a confirm between a valid list and the call; "Any source" and a refused form go straight on. */
export function EditAllowList(props: FormViewProps<AllowListFormValues, AllowListData, AllowListData>) {
  const write = useNetworkingWrite()
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
  return <AllowListForm {...props} write={write} form={{ ...form, submit }} />
}
