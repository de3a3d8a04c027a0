import type { IpPoolRange } from '~/api'
import type { IpRangeFormValues } from '~/machines/system/ip-pools'
import { field, type FormViewProps } from '~/machines/shared/form.connect'
import { ipRangeSize } from '~/validation/network'
import { FormModal } from '~/views/kit/FormModal'
import { formatBigCount, TextField } from '~/views/ui'

/** `params.pool`: the pool the range is added to. */
type Props = FormViewProps<IpRangeFormValues, IpPoolRange>

/** First and last address, both ends included; the form says how many that is once both are valid. */
export function IpRangeForm({ form, params: { pool }, onDismiss }: Props) {
  const size = ipRangeSize(form.values.first, form.values.last)
  const address = (name: keyof IpRangeFormValues, label: string, description?: string) => (
    <TextField label={label} required {...field(form, name)} description={description} spellCheck={false} autoComplete="off" />
  )
  return (
    <FormModal form={form} title="Add IP range" subtitle={pool} submitLabel="Add IP range" onDismiss={onDismiss}>
      {address('first', 'First address', 'IPv4 or IPv6; the range includes both ends')}
      {address('last', 'Last address', size === undefined ? undefined : `${formatBigCount(size).exact} ${size === 1n ? 'address' : 'addresses'}`)}
    </FormModal>
  )
}
