import { field, type FormViewProps } from '~/machines/shared/form.connect'
import type { SecretValues } from '~/machines/system/alerts'
import { FormModal } from '~/views/kit/FormModal'
import { SecretField } from './SecretField'

type Props = FormViewProps<SecretValues, unknown, unknown>

/**
 * Add a signing secret. Nexus signs each request with every secret the
 * receiver has, so a receiver can move to a new one before the old is deleted.
 */
export function SecretForm({ form, onDismiss }: Props) {
  return (
    <FormModal form={form} title="Add secret" submitLabel="Add secret" onDismiss={onDismiss}>
      <SecretField {...field(form, 'secret')} />
    </FormModal>
  )
}
