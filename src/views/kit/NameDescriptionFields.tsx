import { field, type FormProps } from '~/machines/shared/form.connect'
import { NAME_HINT } from '~/validation'
import { TextArea, TextField } from '~/views/ui'

type NameDescription = { name: string; description: string }

/** The name and description every resource form starts with, bound to its form machine. */
export function NameDescriptionFields<R>({ form }: { form: FormProps<NameDescription, R> }) {
  return (
    <>
      <TextField label="Name" required description={NAME_HINT} {...field(form, 'name')} />
      <TextArea label="Description" {...field(form, 'description')} />
    </>
  )
}
