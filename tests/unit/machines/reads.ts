import { vi } from 'vitest'
import { queryClient } from '~/api'

export type ReadArgs = { path?: Record<string, string>; query?: Record<string, unknown> }

/** Answers the cached GETs (fetchApi) by path template and arguments; returns the spy. */
export const reads = (answer: (path: string, args: ReadArgs) => unknown) =>
  vi.spyOn(queryClient, 'fetchQuery').mockImplementation((async (o: { queryKey: [string, ReadArgs] }) =>
    answer(o.queryKey[0], o.queryKey[1])) as never)
