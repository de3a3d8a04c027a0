import { field, type FormProps } from '~/machines/shared/form.connect'
import { CONFIRM_LABEL, PASSWORD_LABEL, PASSWORD_MODES, type PasswordValues } from '~/machines/system/silo-users'
import { RadioGroup, TextField } from '~/views/ui'

/**
 * How the user signs in: a password typed twice, or none for now. The
 * browser may offer to generate one; it is never shown back once sent.
 */
export function PasswordFields<V extends PasswordValues, R>({ form }: { form: FormProps<V, R> }) {
  const f = form as unknown as FormProps<PasswordValues, R>
  return (
    <>
      <RadioGroup
        label="Sign-in"
        options={PASSWORD_MODES.map((m) => ({
          value: m.value,
          label: m.label,
          description: m.hint,
        }))}
        {...field(f, 'passwordMode')}
      />
      {f.values.passwordMode === 'password' && (
        <>
          <TextField label={PASSWORD_LABEL} type="password" required autoComplete="new-password" {...field(f, 'password')} />
          <TextField label={CONFIRM_LABEL} type="password" required autoComplete="new-password" {...field(f, 'confirmPassword')} />
        </>
      )}
    </>
  )
}
