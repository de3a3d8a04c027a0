import type { VpcRouter } from '~/api'
import type { RouterFormValues } from '~/machines/networking/router-form.input'
import type { FormViewProps } from '~/machines/shared/form.connect'
import { FormModal } from '~/views/kit/FormModal'
import { NameDescriptionFields } from '~/views/kit/NameDescriptionFields'

type Props = FormViewProps<RouterFormValues, VpcRouter, VpcRouter | undefined> & { mode: 'create' | 'edit' }

/** Create and edit share one form: a router is its name and description; routes are added on its page. */
export function RouterForm({ form, mode, onDismiss }: Props) {
  const creating = mode === 'create'
  return (
    <FormModal
      form={form}
      title={creating ? 'Create router' : 'Edit router'}
      submitLabel={creating ? 'Create router' : 'Update router'}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}
