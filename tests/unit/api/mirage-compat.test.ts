// Mirage swaps the global fetch after this module has loaded; calls must still reach it.
import { createServer, Response } from 'miragejs'
import { afterEach, expect, test, vi } from 'vitest'
import { api, ApiError, setToken } from '~/api'

let server: ReturnType<typeof createServer> | undefined
afterEach(() => {
  server?.shutdown()
  setToken(null)
  vi.restoreAllMocks()
})

test('calls made after Mirage starts are answered by Mirage', async () => {
  let seen: { auth?: string; body?: string } = {}
  server = createServer({
    environment: 'test',
    routes() {
      this.post('/v1/projects', (_schema, request) => {
        seen = { auth: request.requestHeaders.authorization, body: request.requestBody }
        return new Response(201, {}, { id: 'p', name: 'p', description: '', time_created: '2024-01-01T00:00:00.000Z' })
      })
      this.get('/v1/me', () => new Response(403, {}, { error_code: 'Forbidden', message: 'no', request_id: 'r' }))
    },
  })
  server.logging = false
  setToken('tok')

  const created = await api.post('/v1/projects', { body: { name: 'p', description: '' } })
  expect(created.timeCreated).toEqual(new Date('2024-01-01T00:00:00.000Z'))
  expect(seen.auth).toBe('Bearer tok')
  expect(JSON.parse(seen.body!)).toEqual({ name: 'p', description: '' })

  vi.spyOn(console, 'error').mockImplementation(() => {})
  await expect(api.get('/v1/me')).rejects.toEqual(expect.any(ApiError))
  await expect(api.get('/v1/me')).rejects.toMatchObject({ message: 'Action not authorized', statusCode: 403 })
})
