import { triggerClass, type ActionMenuProps } from './action-menu-parts'
import { MoreIcon } from './icons'
import { LazyMenu } from './LazyMenu'

export { triggerClass, type ActionItem, type ActionMenuProps } from './action-menu-parts'

/** A row's menu names its row, so a screen reader can tell one row's menu from the next. */
export const rowActionsLabel = (rowName: string) => `Actions for ${rowName}`

// Ark's menu, its positioning and dismissal: a chunk fetched on a trigger's hover or focus.
const loadLive = () => import('./ActionMenuLive')

/** A menu of actions (a row's, a page's): the trigger, and the real menu from its first use on. */
export function ActionMenu(props: ActionMenuProps) {
  const { label, trigger } = props
  return (
    <LazyMenu
      load={loadLive}
      // A visible trigger names itself; the icon trigger needs a name.
      trigger={{ 'aria-label': label ?? (trigger ? undefined : 'Row actions'), className: triggerClass(trigger), children: trigger ?? <MoreIcon /> }}
    >
      {({ ActionMenuLive }, start) => <ActionMenuLive {...props} start={start} />}
    </LazyMenu>
  )
}
