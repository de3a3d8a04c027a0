// Toasts: the app's toast actor, the toaster that draws them outside every
// modal, and the hook pages call.
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { type ActorRefFrom } from 'xstate'
import { type Toast, toastMachine, type ToastInput } from '~/machines/shared/toast.machine'
import { Portal } from '@ark-ui/react/portal'
import { useSelector, useActorRef } from '@xstate/react'
import { css, cva } from 'styled-system/css'
import { buttonClass } from './Button'
import { ErrorDetailsList } from './ErrorDetails'
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from './icons'

export type ToastActor = ActorRefFrom<typeof toastMachine>

export const ToastContext = createContext<ToastActor | null>(null)

/** The app's toast actor, for reading the list or dismissing by id. */
export function useToastActor(): ToastActor {
  const actor = useContext(ToastContext)
  if (!actor) throw new Error('useToast must be used inside <ToastProvider>')
  return actor
}

// Bottom left: side modals open on the right with their buttons at the bottom, and a toast there would cover them.
const stack = css({
  position: 'fixed',
  left: '4',
  bottom: '4',
  zIndex: 'toast',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  w: '22rem',
  maxW: 'calc(100vw - 2rem)',
  pointerEvents: 'none',
})
const card = css({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2.5',
  p: '3',
  bg: 'bg',
  border: '1px solid {colors.borderStrong}',
  borderRadius: 'md',
  boxShadow: 'lg',
  animation: 'popIn 0.15s ease-out',
})
const iconClass = cva({
  base: { flexShrink: 0, mt: '0.5' },
  variants: { variant: { success: { color: 'accent' }, error: { color: 'danger' }, info: { color: 'info' } } },
})
const titleClass = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg' })
const descriptionClass = css({ mt: '0.5', fontSize: 'xs', color: 'fgMuted', wordBreak: 'break-word' })

const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon } as const

const detailsToggle = css({
  mt: '1.5',
  p: 0,
  bg: 'transparent',
  border: 'none',
  fontSize: 'xs',
  color: 'fg',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  _hover: { color: 'accent' },
})

/**
 * A failed call's details under the toast's message, behind a button: the
 * toast stays short until someone asks (to paste them into a support ticket).
 */
function ToastDetails({ details }: { details: NonNullable<Toast['details']> }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={id} className={detailsToggle} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide details' : 'Details'}
      </button>
      <div id={id} hidden={!open} className={css({ mt: '2' })}>
        {open && <ErrorDetailsList details={details} />}
      </div>
    </>
  )
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const Icon = icons[toast.variant]
  return (
    // Errors interrupt; the rest wait their turn.
    <div role={toast.variant === 'error' ? 'alert' : 'status'} className={card} data-toast-id={toast.id}>
      <Icon className={iconClass({ variant: toast.variant })} />
      <div className={css({ flex: 1, minW: 0 })}>
        <div className={titleClass}>{toast.title}</div>
        {toast.description && <div className={descriptionClass}>{toast.description}</div>}
        {toast.details && <ToastDetails details={toast.details} />}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={onDismiss}
        className={buttonClass({ variant: 'ghost', size: 'icon' })}
      >
        <CloseIcon size={14} />
      </button>
    </div>
  )
}

/** Renders the toast list; ToastProvider includes one unless told `toaster={false}`. */
export function Toaster() {
  const actor = useToastActor()
  const toasts = useSelector(actor, (s) => s.context.toasts)
  // Portalled to <body> and marked as a live announcer so an open modal,
  // which hides everything else from assistive tech, leaves toasts audible.
  const region = useRef<HTMLElement>(null)
  // Alt+T moves focus to the toasts, so a toast's buttons (Details, Copy
  // details, Dismiss) are a key away rather than after the whole page.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.code !== 'KeyT' || e.ctrlKey || e.metaKey) return
      const first = region.current?.querySelector<HTMLElement>('button')
      if (!first) return
      e.preventDefault()
      first.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  return (
    <Portal>
      <section
        ref={region}
        aria-label="Notifications"
        aria-keyshortcuts="Alt+T"
        className={stack}
        {...{ [TOASTER_ATTR]: '' }}
        data-live-announcer=""
      >
        {toasts.map((t) => (
          <ToastCard key={t.id} toast={t} onDismiss={() => actor.send({ type: 'DISMISS', id: t.id })} />
        ))}
      </section>
    </Portal>
  )
}

/** One toast list for the app; its timers end when the provider unmounts. */
export function ToastProvider({ children, toaster = true }: { children: ReactNode; toaster?: boolean }) {
  const actor = useActorRef(toastMachine)
  return (
    <ToastContext.Provider value={actor}>
      {children}
      {toaster && <Toaster />}
    </ToastContext.Provider>
  )
}

/** Returns `add`, which shows a toast and returns its id. */
export function useToast(): (toast: ToastInput) => string {
  const actor = useToastActor()
  return useCallback(
    (toast: ToastInput) => {
      actor.send({ type: 'ADD', ...toast })
      // The actor handles the event synchronously: the new toast is the last.
      const toasts = actor.getSnapshot().context.toasts
      return toasts[toasts.length - 1].id
    },
    [actor],
  )
}

// Toasts sit outside every modal. Dialogs list the toaster as persistent so a
// click on a toast neither closes the dialog nor is blocked by it.
export const TOASTER_ATTR = 'data-toaster'

const toaster = [() => document.querySelector(`[${TOASTER_ATTR}]`)]

/**
 * The dialog's persistent elements. Only inside a ToastProvider: zag waits for
 * each listed element to exist, and a wait that never ends rejects unhandled.
 */
export function usePersistentElements() {
  return useContext(ToastContext) ? toaster : undefined
}
