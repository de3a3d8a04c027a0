// What the technical preview's dialog may ask of the in-page mock. main.tsx
// adapts mirage/ to this shape, so views never import the mock itself.
export type MockUser = {
  id: string
  name: string
  displayName: string
  silo: string
  roles: string[]
}

export type PreviewControls = {
  listUsers: () => MockUser[]
  actingUserId: () => string | null
  actAs: (userId: string) => void
  freshDeviceCode: () => string
  /** The preview has no identity provider: SAML sign-in acts as that silo's SAML user. */
  samlSignIn: (silo: string) => void
}
