// A form route's options and page (routes.tsx formRoute): the form machine
// started with the route, the toast and the close when it saves. A chunk of
// its own, with the form machine: fetched with the form's route, never by a
// list page (routes.tsx imports only the options' type from here).
import type { AnyRoute, StaticDataRouteOption } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { FormViewProps } from '~/machines/shared/form.connect'
import type { FormInput } from '~/machines/shared/form.machine'
import { useFormPage } from './form-page'
import type { Params } from './route-api'

type Crumb = StaticDataRouteOption['crumb']

export type FormRouteOptions<V, R, L, P extends object, TParent extends AnyRoute = AnyRoute, TPath extends string = string> = {
  getParentRoute: () => TParent
  path: TPath
  crumb?: Crumb
  /** Read before the form shows; a 404 is the 'Page not found' page. */
  load?: (params: Params) => Promise<L>
  /**
   * The form machine's input, made in the route's loader: a route file can then
   * import its input module lazily (`await import(…)`), keeping the form's
   * fields, rules and call out of the application chunk until it is opened.
   */
  input: (params: Params, loaded: L) => FormInput<V, R> | Promise<FormInput<V, R>>
  /** 'VPC', 'firewall rule'… for 'VPC v1 created'. */
  noun: string
  verb: string
  closeTo: (params: Params) => string
  doneTo?: (result: R, params: Params) => string
  nameOf?: (result: R) => string
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
export function formRoutePage<V extends object, R, L, P extends object>(opts: FormRouteOptions<V, R, L, P>) {
  return function FormRoutePage({ params, loaded, input }: FormRoutePageProps<V, R, L>) {
    const { form, close } = useFormPage(input, {
      noun: opts.noun,
      verb: opts.verb,
      closeTo: opts.closeTo(params),
      doneTo: opts.doneTo && ((r: R) => opts.doneTo!(r, params)),
      nameOf: opts.nameOf,
    })
    const Form = opts.form
    // Without `props`, P is `object`: the view takes no props of its own.
    const own = (opts.props ?? {}) as P
    return <Form {...own} form={form} onDismiss={close} params={params} loaded={loaded} />
  }
}
