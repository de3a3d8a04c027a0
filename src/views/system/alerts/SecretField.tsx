import { TextField, CopyToClipboard } from '~/views/ui'
import { css } from 'styled-system/css'

type Props = {
  value: string
  onChange: (v: string) => void
  onBlur?: () => void
  error?: string
  name?: string
}

const row = css({ display: 'flex', alignItems: 'flex-start', gap: '2', '& > :first-child': { flex: 1 } })
// Level with the input, under the field's label.
const copy = css({ mt: '7' })

/**
 * A signing secret, generated here (or typed): shown only until it is saved,
 * with a copy button, because Nexus never shows a secret back.
 */
export function SecretField({ value, onChange, onBlur, error, name = 'secret' }: Props) {
  return (
    <div className={row}>
      <TextField
        label="Secret"
        name={name}
        required
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        autoComplete="off"
        spellCheck={false}
        description="Copy it now and give it to the receiver, which checks each request’s signature with it. Once saved it is never shown again."
      />
      <span className={copy}>
        <CopyToClipboard text={value} label="Copy the secret" />
      </span>
    </div>
  )
}
