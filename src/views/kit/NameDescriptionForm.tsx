import type { ReactNode } from 'react'
import type { FormViewProps } from '~/machines/shared/form.connect'
import { FormModal } from './FormModal'
import { NameDescriptionFields } from './NameDescriptionFields'

// A route gives it all of a form view's props; a form that adds fields gives the form and its dismissal.
type Props<V, R> = Omit<FormViewProps<V, R, unknown>, 'params' | 'loaded'> & Partial<Pick<FormViewProps<V, R, unknown>, 'params' | 'loaded'>> & {
  /** 'project', 'router', 'IP pool': the title and button say 'Create router', 'Update router'. */
  noun: string
  /** The button's noun where it is shorter than the title's ('receiver' for 'webhook receiver'). */
  submitNoun?: string
  mode: 'create' | 'edit'
  /** The fields after the name and description, for a resource that holds more. */
  children?: ReactNode
}

/**
 * The form of a resource that starts with a name and a description (a
 * project, a VPC router, an IP pool, a VPC, a subnet…): create and edit share
 * it. What such a resource holds besides comes as its children, or is added on
 * its page once it exists (a router's routes, a pool's ranges).
 */
export function NameDescriptionForm<V extends { name: string; description: string }, R>({
  form,
  noun,
  submitNoun = noun,
  mode,
  onDismiss,
  children,
}: Props<V, R>) {
  const creating = mode === 'create'
  return (
    <FormModal
      form={form}
      title={`${creating ? 'Create' : 'Edit'} ${noun}`}
      submitLabel={`${creating ? 'Create' : 'Update'} ${submitNoun}`}
      onDismiss={onDismiss}
    >
      <NameDescriptionFields form={form} />
      {children}
    </FormModal>
  )
}
