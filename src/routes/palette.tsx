// The top bar's Quick actions, standing in for the palette (routes/palette-actions.tsx:
// its machine, items and the instance actions it runs) until it is first wanted:
// no first page needs that code. Hover or focus on the button fetches it; the
// button or ⌘K / Ctrl+K mounts it open, the focus going back where it was.
import { lazy, Suspense, useState } from 'react'
import { PaletteTrigger, usePaletteShortcut } from '~/views/layouts/Palette'
import type { LiveQuickActionsProps } from './palette-actions'

const loadLive = () => import('./palette-actions')
const LiveQuickActions = lazy(() => loadLive().then((m) => ({ default: m.LiveQuickActions })))
const preload = () => void loadLive()

export function QuickActions(props: Omit<LiveQuickActionsProps, 'opened'>) {
  const [opened, setOpened] = useState<LiveQuickActionsProps['opened']>()
  usePaletteShortcut((returnTo) => setOpened({ returnTo }), !opened)
  const standIn = <PaletteTrigger open={false} onIntent={preload} onClick={() => setOpened({ returnTo: null })} />
  if (!opened) return standIn
  return (
    <Suspense fallback={standIn}>
      <LiveQuickActions {...props} opened={opened} />
    </Suspense>
  )
}
