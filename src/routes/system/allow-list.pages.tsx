// The allow-list page and its edit form: wiring only. Saving a list asks
// first: it may shut this browser out of the rack (allow-list.rules.ts).
import { Outlet } from '@tanstack/react-router'
import type { FormViewProps } from '~/machines/shared/form.connect'
import { readFleetRole } from '~/machines/access/my-role.input'
import {
  ALLOW_LIST_PAGE_READS,
  loadAllowListPage,
  needsWarning,
  type AllowList as AllowListData,
  type AllowListFormValues,
  type AllowListPage,
} from '~/machines/system/allow-list.input'
import { ALLOW_LIST_WARNING } from '~/machines/system/allow-list.rules'
import { AllowListForm } from '~/views/system/rack-networking/AllowListForm'
import { AllowListPage as AllowListView } from '~/views/system/rack-networking/AllowListPage'
import { useConfirm } from '~/views/ui'
import { routeApi } from '../kit'

const page = routeApi<AllowListPage>('/authed/system/networking/allow-list', {
  load: () => loadAllowListPage(readFleetRole),
  refreshOn: ALLOW_LIST_PAGE_READS,
})

export function AllowList() {
  const { allowList, write } = page.useLoaderData()
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
