import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from './Button'
import { FormErrors } from './Field'
import { DocsPopover } from './DocsPopover'
import { SideModal } from './SideModal'
import { AttentionNote, useFocusFirstInvalid, type SubmitAttentionState } from './SubmitAttention'

export type SideModalFormProps = {
  /** Defaults to true: a form route mounts it open. */
  open?: boolean
  title: string
  subtitle?: ReactNode
  submitLabel: string
  /** Called on submit (the browser's submit is prevented); not while submitting or disabled. */
  onSubmit: () => void
  onDismiss: () => void
  submitting?: boolean
  submitDisabled?: boolean
  submitDisabledReason?: string
  errors?: string[]
  /** Unsaved input: leaving asks 'Discard changes?' first. */
  dirty?: boolean
  /** What a refused submit left to fix: focus goes to the first, the footer says how many. */
  attention?: SubmitAttentionState
  children: ReactNode
  /** Below the form, outside it (the request it would send): never part of its submit. */
  after?: ReactNode
}

const noAttention: SubmitAttentionState = { count: 0, fields: [], attempt: 0 }

const form = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const discardText = css({ flex: 1, fontSize: 'sm', color: 'fg', fontWeight: 'medium' })

export function SideModalForm({
  open = true,
  title,
  subtitle,
  submitLabel,
  onSubmit,
  onDismiss,
  submitting = false,
  submitDisabled = false,
  submitDisabledReason,
  errors = [],
  dirty = false,
  attention = noAttention,
  children,
  after,
}: SideModalFormProps) {
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(formRef, attention)
  // Purely presentational: whether the discard question is on screen.
  const [askDiscard, setAskDiscard] = useState(false)

  const requestDismiss = () => {
    if (submitting) return
    if (dirty) setAskDiscard(true)
    else onDismiss()
  }

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (submitting || submitDisabled) return
    onSubmit()
  }

  const footer = askDiscard ? (
    <div role="alertdialog" aria-label="Discard changes?" className={css({ display: 'flex', alignItems: 'center', gap: '2', w: 'full' })}>
      <span className={discardText}>Discard changes?</span>
      <Button variant="secondary" autoFocus onClick={() => setAskDiscard(false)}>
        Keep editing
      </Button>
      <Button variant="danger" onClick={onDismiss}>
        Discard
      </Button>
    </div>
  ) : (
    <>
      <AttentionNote count={attention.count} />
      <Button variant="secondary" onClick={requestDismiss} disabled={submitting}>
        Cancel
      </Button>
      <Button
        type="submit"
        form={formId}
        loading={submitting}
        disabled={submitDisabled}
        disabledReason={submitDisabledReason}
      >
        {submitLabel}
      </Button>
    </>
  )

  return (
    <SideModal open={open} onDismiss={requestDismiss} title={title} subtitle={subtitle} footer={footer}>
      <div className={docs}>
        <DocsPopover />
      </div>
      <FormErrors errors={errors} />
      <form ref={formRef} id={formId} className={form} onSubmit={handleSubmit} noValidate aria-label={title}>
        {children}
      </form>
      {after}
    </SideModal>
  )
}

const docs = css({ display: 'flex', justifyContent: 'flex-end', mt: '-2', mb: '1' })
