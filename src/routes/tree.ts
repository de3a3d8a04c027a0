import { authRoutes } from './auth.routes'
import { affinityRoutes } from './affinity.routes'
import { disksRoutes } from './disks.routes'
import { imageUploadRoutes } from './image-upload.routes'
import { projectImagesRoutes } from './project-images.routes'
import { siloImagesRoutes } from './silo-images.routes'
import { snapshotsRoutes } from './snapshots.routes'
import { stateChartsRoutes } from './state-charts.routes'
import { instanceConnectRoutes } from './instance-connect.routes'
import { instanceCreateRoutes } from './instance-create.routes'
import { instanceMetricsRoutes } from './instance-metrics.routes'
import { instanceNetworkingRoutes } from './instance-networking.routes'
import { instanceSettingsRoutes } from './instance-settings.routes'
import { instanceStorageRoutes } from './instance-storage.routes'
import { instanceIndexRoute, instanceLayout } from './instance.routes'
import { instancesRoutes } from './instances.routes'
import { serialConsoleRoutes } from './serial-console.routes'
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
import { lookupRoutes } from './lookup.routes'
import { projectsRoutes } from './projects.routes'
import { rootRoute } from './root'
import { settingsRoutes } from './settings.routes'
import { systemRoutes } from './system.routes'

// Each area's routes live in their own file; this is the one place they meet.
export const routeTree = rootRoute.addChildren([
  ...authRoutes,
  authedRoute.addChildren([
    indexRoute,
    ...lookupRoutes,
    siloLayout.addChildren([projectsRoutes, ...siloImagesRoutes, ...stateChartsRoutes]),
    projectLayout.addChildren([
      projectIndexRoute,
      ...instancesRoutes,
      ...instanceCreateRoutes,
      instanceLayout.addChildren([
        instanceIndexRoute,
        ...instanceStorageRoutes,
        ...instanceNetworkingRoutes,
        ...instanceMetricsRoutes,
        ...instanceConnectRoutes,
        ...instanceSettingsRoutes,
      ]),
      ...serialConsoleRoutes,
      ...affinityRoutes,
      ...disksRoutes,
      ...snapshotsRoutes,
      ...projectImagesRoutes,
      ...imageUploadRoutes,
    ]),
    settingsLayout.addChildren([settingsIndexRoute, ...settingsRoutes]),
    systemLayout.addChildren([systemIndexRoute, ...systemRoutes]),
  ]),
])
