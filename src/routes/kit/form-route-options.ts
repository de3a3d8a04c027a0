// A form route's options (routes.tsx formRoute), shared with its page
// (form-route-page.tsx, a chunk of its own).
import type { AnyRoute, StaticDataRouteOption } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { FormViewProps } from '~/machines/shared/form.connect'
import type { FormInput } from '~/machines/shared/form.machine'
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
