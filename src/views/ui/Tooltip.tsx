import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import type { ReactElement, ReactNode } from 'react'
import { css } from 'styled-system/css'

/** Default open delay (spec §9). */
export const TOOLTIP_DELAY_MS = 250

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

export function Tooltip({ content, children, openDelay = TOOLTIP_DELAY_MS, placement = 'top' }: TooltipProps) {
  return (
    <ArkTooltip.Root openDelay={openDelay} closeDelay={100} positioning={{ placement }} lazyMount unmountOnExit>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className={contentClass}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  )
}
