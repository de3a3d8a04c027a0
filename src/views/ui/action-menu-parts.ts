// What the action menu's trigger (ActionMenu.tsx) and its real menu
// (ActionMenuLive.tsx, a chunk of its own) share.
import type { ReactNode } from 'react'
import { buttonClass } from './Button'

export type ActionItem = {
  label: string
  onSelect: () => void
  disabled?: boolean
  /** Shown under a disabled item and read as its description, so users know why. */
  disabledReason?: string
  danger?: boolean
}

export type ActionMenuProps = {
  items: ActionItem[]
  /** Accessible name of the trigger; defaults to 'Row actions' for the icon trigger. */
  label?: string
  /** Visible trigger content; defaults to a "more" icon. */
  trigger?: ReactNode
}

export const triggerClass = (trigger: ReactNode) =>
  buttonClass({ variant: trigger ? 'secondary' : 'ghost', size: trigger ? 'sm' : 'icon' })
