// Every in-app URL is built here, so a route rename is one edit and a typo is a
// type error. Route parameters are names (or ids) exactly as they appear in URLs.
type Project = { project: string }
type Silo = { silo: string }

const q = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v != null && v !== '') s.set(k, v)
  const str = s.toString()
  return str ? `?${str}` : ''
}
const seg = encodeURIComponent

export const pb = {
  // public
  login: (p: { redirectUri?: string } = {}) => `/login${q({ redirect_uri: p.redirectUri })}`,
  loginLocal: (p: Silo & { redirectUri?: string }) =>
    `/login/${seg(p.silo)}/local${q({ redirect_uri: p.redirectUri })}`,
  loginSaml: (p: Silo & { provider: string; redirectUri?: string }) =>
    `/login/${seg(p.silo)}/saml/${seg(p.provider)}${q({ redirect_uri: p.redirectUri })}`,
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',

  // silo
  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: (p: Project) => `/projects/${seg(p.project)}/edit`,
  project: (p: Project) => `/projects/${seg(p.project)}`,
  instances: (p: Project) => `/projects/${seg(p.project)}/instances`,

  // settings
  settings: () => '/settings',
  profile: () => '/settings/profile',

  // system
  system: () => '/system',
  silos: () => '/system/silos',
  silo: (p: Silo) => `/system/silos/${seg(p.silo)}`,
} as const

export type PathBuilder = typeof pb
