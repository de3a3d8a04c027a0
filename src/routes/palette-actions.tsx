// The quick-actions palette's route glue: its machine lives as long as the
// shell (once first used), the page it opens for comes from the router, and
// choosing an item navigates or asks the instance machine to act. A chunk of
// its own: routes/palette.tsx stands in for it until it is wanted.
import { useLocation, useNavigate, useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { DetailedError } from '~/api'
import { INSTANCE_FAILED_TITLE, stopInstanceConfirm } from '~/machines/compute/instance.rules'
import { connectInstance, type InstanceProps } from '~/machines/compute/instance.connect'
import type { ActionResult } from '~/machines/compute/instance.machine'
import { connectPalette, type PaletteItem } from '~/machines/palette/palette.connect'
import { paletteMachine } from '~/machines/palette/palette.machine'
import { Palette } from '~/views/layouts/Palette'
import { useConfirm, useToast } from '~/views/ui'
import { usePageActor } from './page-actor'
import {
  INSTANCE_PALETTE_ACTIONS,
  instanceActionValue,
  paletteItems,
  type InstancePaletteAction,
  type PaletteNav,
} from './palette-items'

type RouteParams = { project?: string; vpc?: string; instance?: string }

const failedTitle: Record<InstancePaletteAction, string> = INSTANCE_FAILED_TITLE

export type LiveQuickActionsProps = {
  isFleetViewer: boolean
  nav: PaletteNav
  /** Open at once (the stand-in's button or shortcut was used), focus going back to `returnTo` on close. */
  opened?: { returnTo: HTMLElement | null }
}

export function LiveQuickActions({ isFleetViewer, nav, opened }: LiveQuickActionsProps) {
  const actor = usePageActor(paletteMachine)
  const snapshot = useSelector(actor, (s) => s)
  const instanceActor = snapshot.context.instance
  const instanceSnapshot = useSelector(instanceActor, (s) => s)
  const pathname = useLocation({ select: (l) => l.pathname })
  const { project, vpc, instance: instanceParam } = useParams({ strict: false }) as RouteParams
  const navigate = useNavigate()
  const confirm = useConfirm()
  const toast = useToast()

  // The machine may still hold the instance of a page left since: only this page's counts.
  const isThisPage = (loaded: { project: string; instance: { name: string; id: string } }) =>
    loaded.project === project && (loaded.instance.name === instanceParam || loaded.instance.id === instanceParam)
  const instance: InstanceProps | undefined =
    instanceActor && instanceSnapshot && isThisPage(instanceSnapshot.context)
      ? connectInstance(instanceSnapshot, instanceActor.send, instanceActor)
      : undefined

  const items = paletteItems({
    where: { pathname, project, vpc, instance: instanceParam },
    data: snapshot.context.data,
    nav,
    isFleetViewer,
    instance,
  })
  const props = connectPalette(snapshot, actor.send, { items, scope: { project, instance: instanceParam } })

  // The page shows the instance through its own machine, which follows the
  // cache: the palette's machine invalidates the instance once it has acted.
  const act = async (action: InstancePaletteAction, call: () => Promise<ActionResult>) => {
    const result = await call()
    if (!result.ok) toast({ variant: 'error', title: failedTitle[action], description: result.error, details: result.details })
    return result
  }

  const runInstanceAction = (i: InstanceProps, action: InstancePaletteAction) => {
    if (action !== 'stop') return void act(action, i[action])
    // As the page's menu does: stopping cuts off whoever uses the instance, so ask first.
    void confirm({
      ...stopInstanceConfirm(i.instance.name),
      action: async () => {
        const result = await i.stop()
        if (!result.ok) throw new DetailedError(result.error, result.details)
      },
    })
  }

  const run = (item: PaletteItem) => {
    if (item.to) return void navigate({ to: item.to })
    const action = INSTANCE_PALETTE_ACTIONS.find((a) => instanceActionValue(a.action) === item.value)?.action
    if (action && instance) runInstanceAction(instance, action)
  }

  return <Palette {...props} onRun={run} opened={opened} />
}
