// Ark's tooltip: a chunk of its own (with its positioning), mounted by
// Tooltip.tsx once a trigger has been hovered or focused for the delay.
import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { cloneElement, type ReactElement, type ReactNode, type Ref } from 'react'
import { css } from 'styled-system/css'

export type TooltipProps = {
  content: ReactNode
  /** One element that accepts a ref and DOM handlers: it becomes the trigger. */
  children: ReactElement
  openDelay?: number
  placement?: 'top' | 'bottom' | 'left' | 'right'
}

const contentClass = css({
  zIndex: 'tooltip',
  maxW: '18rem',
  px: '2',
  py: '1.5',
  fontSize: 'xs',
  lineHeight: 'snug',
  color: 'fg',
  bg: 'bgRaised',
  border: '1px solid {colors.borderStrong}',
  borderRadius: 'sm',
  boxShadow: 'sm',
  '&[data-state=open]': { animation: 'fadeIn 0.12s ease-out' },
})

/** Given the focus back: the stand-in it replaces had it (a keyboard user is on it). */
const takeFocus = (el: HTMLElement | null) => el?.focus()

export function TooltipLive({ content, children, openDelay, placement = 'top', focus }: TooltipProps & { focus: boolean }) {
  const trigger = focus ? cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref: takeFocus }) : children
  return (
    <ArkTooltip.Root openDelay={openDelay} closeDelay={100} positioning={{ placement }} lazyMount unmountOnExit defaultOpen>
      <ArkTooltip.Trigger asChild>{trigger}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className={contentClass}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  )
}
