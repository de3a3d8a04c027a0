import type { FormViewProps } from '~/machines/shared/form.connect'
import { FormModal } from './FormModal'
import { NameDescriptionFields } from './NameDescriptionFields'

type Props<V, R> = FormViewProps<V, R, unknown> & {
  /** 'project', 'router', 'IP pool': the title and button say 'Create router', 'Update router'. */
  noun: string
  mode: 'create' | 'edit'
}

/**
 * The whole form of a resource that is only a name and a description (a
 * project, a VPC router, an IP pool): create and edit share it. What such a
 * resource holds besides (a router's routes, a pool's ranges) is added on its
 * page once it exists.
 */
export function NameDescriptionForm<V extends { name: string; description: string }, R>({
  form,
  noun,
  mode,
  onDismiss,
}: Props<V, R>) {
  const creating = mode === 'create'
  return (
    <FormModal
      form={form}
      title={`${creating ? 'Create' : 'Edit'} ${noun}`}
      submitLabel={`${creating ? 'Create' : 'Update'} ${noun}`}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
    </FormModal>
  )
}
