import { createContext, useContext } from 'react'
import type { PreviewControls } from './controls'

const PreviewContext = createContext<PreviewControls | undefined>(undefined)

export const PreviewProvider = PreviewContext.Provider

/** The mock's controls in the technical preview; undefined against Nexus. */
export const usePreview = () => useContext(PreviewContext)
