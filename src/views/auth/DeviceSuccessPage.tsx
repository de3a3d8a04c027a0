import { css } from 'styled-system/css'
import { AuthLayout } from './AuthLayout'

export function DeviceSuccessPage() {
  return (
    <AuthLayout title="Device logged in">
      <p className={css({ color: 'fgMuted' })}>You can close this window</p>
    </AuthLayout>
  )
}
