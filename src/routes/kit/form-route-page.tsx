// A form route's page (routes.tsx formRoute): the form machine started with
// the route, the toast and the close when it saves. A chunk of its own, with
// the form machine: fetched with the form's route, never by a list page.
import type { FormInput } from '~/machines/shared/form.machine'
import { useFormPage } from './form-page'
import type { FormRouteOptions } from './form-route-options'
import type { Params } from './route-api'

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
