// routeApi's refresh: the loader data on screen follows the cache by running
// the route's own loader again (no second copy of it in the page), with the
// match's params; a re-read that fails leaves what is on screen.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { announce } from '~/api'
import { routeApi } from '~/routes/kit'

// A tree with one of the app's ids ('/authed/system/silos/$silo'), so the
// page names it as the app's pages do.
function setup(load: (silo: string) => Promise<string>) {
  const silo = routeApi('/authed/system/silos/$silo', { refreshOn: '/v1/system/silos/{silo}' })
  function Page() {
    return <p>{String(silo.useLoaderData())}</p>
  }
  const root = createRootRoute({ component: Outlet })
  const authed = createRoute({ getParentRoute: () => root, id: 'authed', component: Outlet })
  const system = createRoute({ getParentRoute: () => authed, path: 'system', component: Outlet })
  const page = createRoute({
    getParentRoute: () => system,
    path: 'silos/$silo',
    loader: ({ params }) => load(params.silo),
    component: Page,
  })
  const router = createRouter({
    routeTree: root.addChildren([authed.addChildren([system.addChildren([page])])]),
    history: createMemoryHistory({ initialEntries: ['/system/silos/maze-war'] }),
  })
  render(<RouterProvider router={router} />)
}

const tick = () => act(() => new Promise((r) => setTimeout(r, 0)))

it("re-runs the route's own loader when one of its reads is invalidated", async () => {
  const asked: string[] = []
  let answer = 'first'
  setup(async (s) => {
    asked.push(s)
    return answer
  })
  expect(await screen.findByText('first')).toBeTruthy()
  answer = 'second'
  announce('/v1/system/silos/{silo}')
  expect(await screen.findByText('second')).toBeTruthy()
  expect(asked).toEqual(['maze-war', 'maze-war'])
  // Another read's change is not this page's.
  announce('/v1/system/silos')
  await tick()
  expect(asked).toHaveLength(2)
})

it('keeps what is on screen when the re-read fails', async () => {
  let fail = false
  setup(async () => {
    if (fail) throw new Error('gone')
    return 'shown'
  })
  expect(await screen.findByText('shown')).toBeTruthy()
  fail = true
  announce('/v1/system/silos/{silo}')
  await tick()
  await tick()
  expect(screen.getByText('shown')).toBeTruthy()
})
