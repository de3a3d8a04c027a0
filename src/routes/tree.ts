import { authRoutes } from './auth.routes'
import { instancesRoutes } from './instances.routes'
import {
  authedRoute,
  indexRoute,
  projectIndexRoute,
  projectLayout,
  settingsIndexRoute,
  settingsLayout,
  siloLayout,
  systemIndexRoute,
  systemLayout,
} from './layouts'
import { projectsRoutes } from './projects.routes'
import { rootRoute } from './root'
import { settingsRoutes } from './settings.routes'
import { systemRoutes } from './system.routes'

// Each area's routes live in their own file; this is the one place they meet.
export const routeTree = rootRoute.addChildren([
  ...authRoutes,
  authedRoute.addChildren([
    indexRoute,
    siloLayout.addChildren([projectsRoutes]),
    projectLayout.addChildren([projectIndexRoute, ...instancesRoutes]),
    settingsLayout.addChildren([settingsIndexRoute, ...settingsRoutes]),
    systemLayout.addChildren([systemIndexRoute, ...systemRoutes]),
  ]),
])
