// A form page's machine, toast and close (useFormPage, also for the side
// modals a page opens itself), and a form route's page (routes.tsx formRoute).
// In the app's chunk with the kit: a form URL opened cold needs no file of its
// own for them.
import { useNavigate, type AnyRoute, type StaticDataRouteOption } from '@tanstack/react-router'
import { useState, type ComponentType } from 'react'
import { connectForm, type FormProps, type FormViewProps } from '~/machines/shared/form.connect'
import { createFormMachine, type FormInput } from '~/machines/shared/form.machine'
import { useToast } from '~/views/ui'
import { useConnect } from '~/views/use-connect'
import { usePageActor } from '../page-actor'
import { useOnDone } from '../use-on-done'
import { useDraft, useOpenForm } from './drafts'
import { done } from './messages'
import type { Params } from './route-api'

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

type Crumb = StaticDataRouteOption['crumb']

export type FormRouteOptions<V, R, L, P extends object, TParent extends AnyRoute = AnyRoute, TPath extends string = string, S extends object = object> = {
  getParentRoute: () => TParent
  path: TPath
  crumb?: Crumb
  /** Read before the form shows; a 404 is the 'Page not found' page. */
  load?: (params: Params) => Promise<L>
  /**
   * What the form takes from the URL's query (e.g. `?kind=affinity`): the
   * route's validateSearch, whose answer `input` is given (undefined for a
   * form without it). Another query is another form: it starts over.
   */
  search?: (raw: Record<string, unknown>) => S
  /**
   * The form machine's input, made in the route's loader: a route file reaches
   * it through its lazily imported pages module (`(await pages()).xFormInput(…)`),
   * keeping the form's fields, rules and call out of the application chunk.
   */
  input: (params: Params, loaded: L, search: S | undefined) => FormInput<V, R> | Promise<FormInput<V, R>>
  /** 'VPC', 'firewall rule'… for 'VPC v1 created'. */
  noun: string
  verb: string
  closeTo: (params: Params) => string
  doneTo?: (result: R, params: Params) => string
  nameOf?: (result: R) => string
  /** The whole success toast, when 'Noun name verb' does not say it (e.g. the kind chosen in the form). */
  toastTitle?: (result: R, values: V) => string
  /** The form's view itself (lazy), given the form, its dismissal, params and loaded data… */
  form: ComponentType<FormViewProps<V, R, L> & P>
  /** …and these props of its own, e.g. `{ mode: 'edit' }`. */
  props?: P
}

export type FormRoutePageProps<V, R, L> = {
  params: Params
  loaded: L
  input: FormInput<V, R>
}

/** The page of one form route, typed by its options (its values, result, loaded data and view). */
export function formRoutePage<V extends object, R, L, P extends object, S extends object>(opts: FormRouteOptions<V, R, L, P, AnyRoute, string, S>) {
  return function FormRoutePage({ params, loaded, input }: FormRoutePageProps<V, R, L>) {
    const { form, close } = useFormPage(input, {
      noun: opts.noun,
      verb: opts.verb,
      closeTo: opts.closeTo(params),
      doneTo: opts.doneTo && ((r: R) => opts.doneTo!(r, params)),
      nameOf: opts.nameOf,
      toastTitle: opts.toastTitle,
    })
    const Form = opts.form
    // Without `props`, P is `object`: the view takes no props of its own.
    const own = (opts.props ?? {}) as P
    return <Form {...own} form={form} onDismiss={close} params={params} loaded={loaded} />
  }
}
