import { useActorRef, useSelector } from '@xstate/react'
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { confirmMachine, type ConfirmRequest } from '~/machines/shared/confirm.machine'
import { ConfirmDialog, type RenderLink } from './ConfirmDialog'
import { useToast } from './toasts'

/** Resolves true once the action succeeded, false if the user cancelled (or another confirm is open). */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>

const ConfirmContext = createContext<Confirm | null>(null)

/**
 * One app-level confirm actor and its dialog. Must sit inside ToastProvider:
 * a failed action is reported as an error toast and the dialog stays open.
 * When `dismissOn` changes (the page's pathname), an open dialog closes unanswered.
 */
export function ConfirmProvider({ children, dismissOn, renderLink }: { children: ReactNode; dismissOn?: unknown; renderLink?: RenderLink }) {
  const actor = useActorRef(confirmMachine)
  // A new page (the router's pathname): a question the old page asked goes with it.
  const asked = useRef(dismissOn)
  useEffect(() => {
    if (Object.is(asked.current, dismissOn)) return
    asked.current = dismissOn
    actor.send({ type: 'DISMISS' })
  }, [actor, dismissOn])
  const addToast = useToast()
  const pending = useRef<((ok: boolean) => void) | null>(null)

  useEffect(() => {
    const failed = actor.on('failed', (e) =>
      addToast({ variant: 'error', title: e.title, description: e.message, details: e.details }),
    )
    const settled = actor.subscribe((s) => {
      if (!s.matches('closed') || !pending.current) return
      const resolve = pending.current
      pending.current = null
      resolve(s.context.outcome === 'confirmed')
    })
    return () => {
      failed.unsubscribe()
      settled.unsubscribe()
      pending.current?.(false)
      pending.current = null
    }
  }, [actor, addToast])

  const confirm = useCallback<Confirm>(
    (request) => {
      const s = actor.getSnapshot()
      if (s.matches('open') || s.matches('confirming')) return Promise.resolve(false)
      return new Promise<boolean>((resolve) => {
        pending.current = resolve
        actor.send({ type: 'OPEN', request })
      })
    },
    [actor],
  )

  const view = useSelector(actor, (s) => ({
    open: s.matches('open') || s.matches('confirming'),
    confirming: s.matches('confirming'),
    request: s.context.request,
  }), (a, b) => a.open === b.open && a.confirming === b.confirming && a.request === b.request)

  // Once asked, the dialog stays mounted: closing animates, as it always did.
  const [everAsked, setEverAsked] = useState(false)
  if (view.open && !everAsked) setEverAsked(true)

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {everAsked && (
        <ConfirmDialog
          open={view.open}
          title={view.request?.title ?? ''}
          message={view.request?.message ?? ''}
          confirmLabel={view.request?.confirmLabel}
          danger={view.request?.danger}
          dependents={view.request?.dependents}
          refusal={view.request?.refusal}
          renderLink={renderLink}
          confirming={view.confirming}
          onConfirm={() => actor.send({ type: 'CONFIRM' })}
          onCancel={() => actor.send({ type: 'CANCEL' })}
        />
      )}
    </ConfirmContext.Provider>
  )
}

/** `const confirm = useConfirm(); confirm({ title, message, confirmLabel, danger, action })`. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>')
  return confirm
}
