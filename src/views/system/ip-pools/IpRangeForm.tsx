import type { IpRangeFormValues } from '~/machines/system/ip-pool-ranges'
import type { FormProps } from '~/machines/shared/form.connect'
import { ipRangeSize } from '~/validation/ip-range'
import { FormModal } from '~/views/kit/FormModal'
import { formatBigCount, TextField } from '~/views/ui'

type Props<R> = { pool: string; form: FormProps<IpRangeFormValues, R>; onDismiss: () => void }

/** First and last address, both ends included; the form says how many that is once both are valid. */
export function IpRangeForm<R>({ pool, form, onDismiss }: Props<R>) {
  const size = ipRangeSize(form.values.first, form.values.last)
  const field = (name: keyof IpRangeFormValues, label: string, description?: string) => (
    <TextField
      label={label}
      name={name}
      required
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(v) => form.change(name, v)}
      onBlur={() => form.blur(name)}
      description={description}
      spellCheck={false}
      autoComplete="off"
    />
  )
  return (
    <FormModal form={form} title="Add IP range" subtitle={pool} submitLabel="Add IP range" onDismiss={onDismiss}>
      {field('first', 'First address', 'IPv4 or IPv6; the range includes both ends')}
      {field('last', 'Last address', size === undefined ? undefined : `${formatBigCount(size).exact} ${size === 1n ? 'address' : 'addresses'}`)}
    </FormModal>
  )
}
