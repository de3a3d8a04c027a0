// The system update page and its form: wiring only. The form asks before it
// sends: setting the target release updates the whole rack.
import { Outlet } from '@tanstack/react-router'
import type { FormViewProps } from '~/machines/shared/form.connect'
import {
  setTargetReleaseQuestion,
  UPDATE_PAGE_READS,
  updateWrites,
  versionToConfirm,
  type TargetRelease,
  type TargetReleaseValues,
  type UpdatePage,
} from '~/machines/system/update'
import { TargetReleaseForm, UpdatePage as UpdatePageView } from '~/views/system/update/UpdatePage'
import { useConfirm } from '~/views/ui'
import { pb } from '~/paths'
import { routeApi } from '../kit'
import { useFleetWrites } from './fleet-writes'

// What the routes' loaders call: with the page, not in the app's chunk.
export { loadUpdatePage, targetReleaseFormInput } from '~/machines/system/update'

const update = routeApi('/authed/system/update', {
  refreshOn: UPDATE_PAGE_READS,
})

export function SystemUpdate() {
  const { release } = update.useLoaderData()
  const { setTarget } = useFleetWrites(updateWrites)
  return (
    <>
      <UpdatePageView release={release} canSet={setTarget} setTo={pb.systemUpdateSetTarget()} />
      <Outlet />
    </>
  )
}

/** The form, with a confirm between a valid version and the call; a version the form refuses shows why instead. */
export function SetTargetRelease(props: FormViewProps<TargetReleaseValues, TargetRelease, UpdatePage>) {
  const confirm = useConfirm()
  const { setTarget } = useFleetWrites(updateWrites)
  const { form, loaded } = props
  const submit = () => {
    const version = versionToConfirm(form.values, loaded.release)
    if (version === undefined) return form.submit()
    void confirm({
      title: 'Set target release',
      message: setTargetReleaseQuestion(version),
      confirmLabel: 'Set target release',
      // The form sends it: Nexus's refusals (an older release, a repository not uploaded) show in the side modal.
      action: async () => form.submit(),
    })
  }
  return <TargetReleaseForm {...props} form={{ ...form, submit }} canSet={setTarget} />
}
