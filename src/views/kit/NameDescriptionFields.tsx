import { field, type FormProps } from '~/machines/shared/form.connect'
import { NAME_HINT } from '~/validation'
import { TextArea, TextField } from '~/views/ui'

type NameDescription = { name: string; description: string }

/** The name and description every resource form starts with, bound to its form machine. */
export function NameDescriptionFields<V extends NameDescription, R>({ form }: { form: FormProps<V, R> }) {
  // V may carry more fields; these two are strings in every form that uses this.
  const own = form as unknown as FormProps<NameDescription, R>
  return (
    <>
      <TextField label="Name" required description={NAME_HINT} {...field(own, 'name')} />
      <TextArea label="Description" {...field(own, 'description')} />
    </>
  )
}
