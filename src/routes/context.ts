import type { ComponentType } from 'react'
import type { PreviewControls } from '~/views/preview/controls'

/** Handed to every route by the router (see app.tsx). */
export type RouterContext = {
  /** Present only in the technical-preview build. */
  preview?: PreviewControls
  /**
   * The preview's banner, loaded by the boot module with the app: part of the
   * first paint, not a late chunk that pushes the page down once it arrives.
   */
  previewBanner?: ComponentType<{ onActAs: (userId: string) => void }>
}
