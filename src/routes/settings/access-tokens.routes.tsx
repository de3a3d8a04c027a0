import { lazyRouteComponent } from '@tanstack/react-router'
import { listRoute } from '../kit'
import { settingsLayout } from '../layouts'
import { pb } from '~/paths'

const pages = () => import('./access-tokens.pages')

export const accessTokensList = listRoute({
  getParentRoute: () => settingsLayout,
  path: 'access-tokens',
  crumb: () => [{ label: 'Access tokens', to: pb.accessTokens() }],
  fetchPage: () => async (q) => (await pages()).accessTokensPage(q),
  refreshOn: ['/v1/me/access-tokens'],
  page: lazyRouteComponent(pages, 'AccessTokens'),
})

export const accessTokensRoutes = [accessTokensList.withModals()]
