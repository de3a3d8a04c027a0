import type { FormProps } from '~/machines/shared/form.connect'
import { NAME_HINT } from '~/validation'
import { TextArea, TextField } from '~/views/ui'

type NameDescription = { name: string; description: string }

/** The name and description every resource form starts with, bound to its form machine. */
export function NameDescriptionFields<V extends NameDescription, R>({ form }: { form: FormProps<V, R> }) {
  // V may carry more fields; these two are strings in every form that uses this.
  const change = form.change as (name: keyof NameDescription, value: string) => void
  const blur = form.blur as (name: keyof NameDescription) => void
  return (
    <>
      <TextField
        label="Name"
        name="name"
        required
        value={form.values.name}
        error={form.errors.name}
        onChange={(v) => change('name', v)}
        onBlur={() => blur('name')}
        description={NAME_HINT}
      />
      <TextArea
        label="Description"
        name="description"
        value={form.values.description}
        error={form.errors.description}
        onChange={(v) => change('description', v)}
        onBlur={() => blur('description')}
      />
    </>
  )
}
