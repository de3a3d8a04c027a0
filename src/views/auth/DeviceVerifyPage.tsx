import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import type { DeviceProps } from '~/machines/auth/device.connect'
import { Button } from '~/views/ui'
import { AuthLayout, formError } from './AuthLayout'

const box = css({
  w: '9',
  // Eight boxes fit in 320 px (reflow) at this width.
  _narrow: { w: '7' },
  h: '11',
  textAlign: 'center',
  fontFamily: 'mono',
  fontSize: 'lg',
  textTransform: 'uppercase',
  border: '1px solid {colors.borderStrong}',
  borderRadius: 'md',
  bg: 'bg',
  color: 'fg',
  _focus: { borderColor: 'accent', outline: 'none', boxShadow: '0 0 0 2px var(--colors-accent-bg)' },
  '&[aria-invalid=true]': { borderColor: 'danger' },
})

/** Device page: 8 letter boxes, pasted text keeps letters, submit rules in the machine. */
export function DeviceVerifyPage({ device }: { device: DeviceProps }) {
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  useEffect(() => inputs.current[device.focusIndex]?.focus(), [device.focusIndex])
  return (
    <AuthLayout title="Device Authentication" subtitle="Enter the code shown on your device">
      <form
        noValidate
        className={css({ display: 'grid', gap: '5' })}
        onSubmit={(e) => {
          e.preventDefault()
          device.submit()
        }}
      >
        <fieldset className={css({ display: 'flex', gap: '1.5', alignItems: 'center', justifyContent: 'center' })}>
          <legend className={css({ srOnly: true })}>Device code</legend>
          {device.boxes.map((b) => (
            <span key={b.index} className={css({ display: 'contents' })}>
              <input
                ref={(el) => {
                  inputs.current[b.index] = el
                }}
                className={box}
                aria-label={`Character ${b.index + 1} of ${device.boxes.length}`}
                aria-invalid={device.error ? true : undefined}
                inputMode="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={1}
                value={b.value}
                disabled={device.isPending || device.isSuccess}
                onFocus={() => device.focus(b.index)}
                onChange={(e) => {
                  const ch = e.target.value.slice(-1)
                  if (ch) device.type(b.index, ch)
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Backspace') {
                    e.preventDefault()
                    device.backspace(b.index)
                  }
                }}
                onPaste={(e) => {
                  e.preventDefault()
                  device.paste(e.clipboardData.getData('text'))
                }}
              />
              {b.dashAfter && (
                <span aria-hidden className={css({ color: 'fgSubtle', px: '1' })}>
                  –
                </span>
              )}
            </span>
          ))}
        </fieldset>
        {device.error && (
          <p role="alert" className={formError}>
            {device.error}
          </p>
        )}
        <Button type="submit" variant="primary" loading={device.isPending} disabled={!device.canSubmit}>
          Log in on device
        </Button>
      </form>
    </AuthLayout>
  )
}
