/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** true in the technical-preview build (mock API in the page), false for Nexus. */
  readonly VITE_MOCK: boolean
  /** Chaos percentage for the mock in development (CHAOS=20 npm start). */
  readonly VITE_CHAOS: string
  readonly VITE_DEFAULT_SILO?: string
}
