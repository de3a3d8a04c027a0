import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { connectForm, type FormProps } from '~/machines/shared/form.connect'
import { createFormMachine, type FormInput } from '~/machines/shared/form.machine'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { usePageActor } from '../page-actor'
import { useOnDone } from '../use-on-done'
import { useDraft, useOpenForm } from './drafts'
import { done } from './messages'

export type FormPageOptions<V, R> = {
  /** 'project', 'VPC', … for the toast: 'Project p1 created'. */
  noun: string
  /** 'created', 'updated', 'attached'… */
  verb: string
  /**
   * Where Cancel (or a discarded edit) goes: usually the list under the modal;
   * or what closes a modal that is not a route of its own.
   */
  closeTo: string | (() => void)
  /** Where a saved form goes, when not `closeTo` (e.g. the new resource's page). */
  doneTo?: (result: R) => string
  /** The toast's name, when the result has no `name`. */
  nameOf?: (result: R) => string
  /** The whole success toast, when 'Noun name verb' does not say it. */
  toastTitle?: (result: R, values: V) => string
}

/**
 * A side-modal form page: the form machine started with the route, a toast
 * and close when it saves; a failed save keeps every value (the machine).
 */
export function useFormPage<V extends object, R>(input: FormInput<V, R>, opts: FormPageOptions<V, R>) {
  const navigate = useNavigate()
  const toast = useToast()
  // What was typed before a session ended comes back (routes/kit/drafts.ts).
  const draft = useDraft(`${opts.noun} ${opts.verb}`, input.initialValues)
  // Every form is the same machine, made for its values and result (once, with
  // the page); its input holds the fields, rules and call.
  const [machine] = useState(createFormMachine<V, R>)
  const actor = usePageActor(machine, {
    input: draft.values ? { ...input, values: draft.values } : input,
  })
  useOpenForm(draft.key, actor, input.secrets)
  const form: FormProps<V, R> = useConnect(actor, connectForm<V, R>)
  const { closeTo, doneTo } = opts
  const close = typeof closeTo === 'string' ? () => void navigate({ to: closeTo }) : closeTo
  useOnDone<R>(actor, (result) => {
    const name = opts.nameOf?.(result) ?? (result as { name?: string }).name ?? ''
    toast({ title: opts.toastTitle?.(result, actor.getSnapshot().context.values) ?? done(opts.noun, name, opts.verb), variant: 'success' })
    // The page under the modal follows the cache: the form's call invalidated
    // what it changed (see routeApi's `refresh`), so nothing is reloaded here.
    if (doneTo) void navigate({ to: doneTo(result) })
    else close()
  })
  return { actor, form, close }
}
