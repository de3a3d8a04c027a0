import { useNavigate } from '@tanstack/react-router'
import { connectForm, type FormProps } from '~/machines/shared/form.connect'
import { formMachine, type FormInput, type FormMachine } from '~/machines/shared/form.machine'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { usePageActor } from '../page-actor'
import { useOnDone } from '../use-on-done'
import { done } from './messages'

export type FormPageOptions<R> = {
  /** 'project', 'VPC', … for the toast: 'Project p1 created'. */
  noun: string
  verb: 'created' | 'updated' | 'added' | 'saved'
  /** Where Cancel (or a discarded edit) goes: usually the list under the modal. */
  closeTo: string
  /** Where a saved form goes, when not `closeTo` (e.g. the new resource's page). */
  doneTo?: (result: R) => string
  /** The toast's name, when the result has no `name`. */
  nameOf?: (result: R) => string
}

/**
 * A side-modal form page: the form machine started with the route, a toast
 * and close when it saves; a failed save keeps every value (the machine).
 */
export function useFormPage<V extends object, R>(input: FormInput<V, R>, opts: FormPageOptions<R>) {
  const navigate = useNavigate()
  const toast = useToast()
  // Every form is the same machine; its input holds the fields, rules and call.
  const actor = usePageActor(formMachine as unknown as FormMachine<V, R>, { input })
  const form: FormProps<V, R> = useConnect(actor, connectForm<V, R>)
  const close = () => void navigate({ to: opts.closeTo })
  useOnDone<R>(actor, (result) => {
    const name = opts.nameOf?.(result) ?? (result as { name?: string }).name ?? ''
    toast({ title: done(opts.noun, name, opts.verb), variant: 'success' })
    void navigate({ to: opts.doneTo?.(result) ?? opts.closeTo })
  })
  return { actor, form, close }
}
