import { useRef, type ReactNode } from 'react'
import type { FormProps } from '~/machines/shared/form.connect'
import { AttentionNote, Button, FormErrors, useFocusFirstInvalid } from '~/views/ui'
import { css } from 'styled-system/css'

const row = css({ display: 'flex', gap: '4', alignItems: 'flex-end', flexWrap: 'wrap' })

/**
 * A small in-page form (inside a card): its fields, its error box, and a save
 * button that says why it's disabled. Saving is enabled once a value changed.
 */
export function SectionForm<V, R = void>({
  form,
  reason,
  label,
  children,
}: {
  form: FormProps<V, R>
  reason?: string
  label: string
  children: ReactNode
}) {
  const ref = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(ref, form.attention)
  return (
    <form
      ref={ref}
      noValidate
      className={css({ display: 'grid', gap: '3' })}
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <FormErrors errors={form.formErrors} />
      <div className={row}>
        {children}
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          loading={form.isSubmitting}
          disabled={!!reason || !form.isDirty}
          disabledReason={reason}
        >
          {label}
        </Button>
        <AttentionNote count={form.attention.count} />
      </div>
    </form>
  )
}
