// Zoom and pan as numbers: a point of the chart is drawn at
// (x · scale + view.x, y · scale + view.y) on the canvas.
import type { Box, Laid } from './layout'

export type View = { scale: number; x: number; y: number }
export type Size = { width: number; height: number }

export const MIN_SCALE = 0.2
export const MAX_SCALE = 3
/** Fit never blows a small chart up past this. */
export const FIT_MAX_SCALE = 1.2
export const FIT_PADDING = 12

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n))

/** The whole chart, centred, as large as fits. */
export function fitView(content: Size, viewport: Size, padding = FIT_PADDING): View {
  const room = { width: Math.max(1, viewport.width - 2 * padding), height: Math.max(1, viewport.height - 2 * padding) }
  const scale = clamp(Math.min(room.width / content.width, room.height / content.height, FIT_MAX_SCALE), MIN_SCALE, MAX_SCALE)
  return {
    scale,
    x: (viewport.width - content.width * scale) / 2,
    y: (viewport.height - content.height * scale) / 2,
  }
}

/** Zoom by `factor`, keeping the chart point under `at` (canvas coordinates) where it is. */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const scale = clamp(view.scale * factor, MIN_SCALE, MAX_SCALE)
  const k = scale / view.scale
  return { scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k }
}

export const panBy = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x + dx, y: view.y + dy })

/** A chart box where the canvas draws it. */
export const onCanvas = (box: Box, view: View): Box => ({
  x: box.x * view.scale + view.x,
  y: box.y * view.scale + view.y,
  width: box.width * view.scale,
  height: box.height * view.scale,
})

/** Of the two layouts, the one that fits the canvas largest (the first on a tie). */
export function bestFit(layouts: readonly Laid[], viewport: Size): Laid {
  return layouts.reduce((best, l) => (fitView(l, viewport).scale > fitView(best, viewport).scale + 0.01 ? l : best))
}
