// The device pages (the CLI's sign-in): a chunk of their own, loaded when
// their route matches (or by the boot module when one is the first page).
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
