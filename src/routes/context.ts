import type { PreviewControls } from '~/views/preview/controls'

/** Handed to every route by the router (see app.tsx). */
export type RouterContext = {
  /** Present only in the technical-preview build. */
  preview?: PreviewControls
}
