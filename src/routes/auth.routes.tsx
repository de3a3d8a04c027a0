import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'

type LoginSearch = { redirect_uri?: string }
const loginSearch = (s: Record<string, unknown>): LoginSearch => ({
  redirect_uri: typeof s.redirect_uri === 'string' ? s.redirect_uri : undefined,
})

/** The sign-in pages: a chunk the boot module fetches with the app's when one is the first page. */
const loginPages = () => import('./login.pages')

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: loginSearch,
  staticData: { crumb: 'Sign in' },
  component: lazyRouteComponent(loginPages, 'LoginRoute'),
})

export const loginLocalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login/$silo/local',
  validateSearch: loginSearch,
  staticData: { crumb: 'Sign in' },
  component: lazyRouteComponent(loginPages, 'LoginLocalRoute'),
})

export const loginSamlRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login/$silo/saml/$provider',
  validateSearch: loginSearch,
  staticData: { crumb: 'Sign in' },
  component: lazyRouteComponent(loginPages, 'LoginSamlRoute'),
})

/** The device pages are rarely a user's first page: they come in a chunk of their own. */
const devicePages = () => import('./auth.pages')

export const deviceVerifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'device/verify',
  staticData: { crumb: 'Device Authentication' },
  component: lazyRouteComponent(devicePages, 'DeviceVerify'),
})

export const deviceSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'device/success',
  staticData: { crumb: 'Device logged in' },
  component: lazyRouteComponent(devicePages, 'DeviceSuccessPage'),
})

export const authRoutes = [loginRoute, loginLocalRoute, loginSamlRoute, deviceVerifyRoute, deviceSuccessRoute]
