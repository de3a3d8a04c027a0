// The device pages (the CLI's sign-in): a chunk of their own, loaded when
// their route matches. The sign-in pages stay in auth.routes.tsx, in the app
// chunk: a first page of their own, they must not wait for another file.
import { useNavigate } from '@tanstack/react-router'
import { connectDevice } from '~/machines/auth/device.connect'
import { deviceMachine } from '~/machines/auth/device.machine'
import { DeviceVerifyPage } from '~/views/auth/DeviceVerifyPage'
import { useConnect } from '~/views/use-connect'
import { usePageActor } from './page-actor'
import { pb } from '~/paths'
import { useOnDone } from './use-on-done'

export { DeviceSuccessPage } from '~/views/auth/DeviceSuccessPage'

export function DeviceVerify() {
  const navigate = useNavigate()
  const actor = usePageActor(deviceMachine)
  const device = useConnect(actor, connectDevice)
  useOnDone(actor, () => void navigate({ to: pb.deviceSuccess() }))
  return <DeviceVerifyPage device={device} />
}
