import { lazyRouteComponent } from '@tanstack/react-router'
import { accessTokensPage } from '~/machines/settings/access-tokens'
import { listRoute } from '../kit'
import { settingsLayout } from '../layouts'
import { pb } from '~/paths'

export const accessTokensList = listRoute({
  getParentRoute: () => settingsLayout,
  path: 'access-tokens',
  crumb: () => [{ label: 'Access tokens', to: pb.accessTokens() }],
  fetchPage: () => accessTokensPage,
  refreshOn: ['/v1/me/access-tokens'],
  page: lazyRouteComponent(() => import('./access-tokens.pages'), 'AccessTokens'),
})

export const accessTokensRoutes = [accessTokensList.withModals()]
