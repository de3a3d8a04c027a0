import { notFound } from '@tanstack/react-router'
import { ApiError } from '~/api'

/** A 404 on a page's own query shows the 'Page not found' page, with what the server said. */
export async function orNotFound<T>(p: Promise<T>): Promise<T> {
  try {
    return await p
  } catch (e) {
    if (e instanceof ApiError && e.statusCode === 404) throw notFound({ data: e })
    throw e
  }
}
