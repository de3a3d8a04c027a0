// The API layer's public surface.
export { api, holdRequestsUntil, redirectToLogin, requestRaw, setToken, setUnauthorizedHandler, type UnauthorizedHandler } from './client'
export {
  apiQueryOptions,
  cacheAnswer,
  clearCache,
  fetchApi,
  announce,
  invalidate,
  type Read,
  onInvalidate,
  sectionMeta,
  queryClient,
  type ApiQueryKey,
  type ApiQueryOptions,
} from './cache'
export { onSessionEnd, sessionNumber, sessionSignal } from './session'
export { afterRows, apiSection, composedSection, holdUntilRows, startSection, type SectionRead } from './sections'
export { ApiError, type ApiErrorInit, type ApiErrorType, DetailedError, detailRows, detailsText, errorDetails, type ErrorDetails } from './errors'
export { camelize, camelToSnake, isDateKey, snakify } from './case'
export { dryRun, NotSent, wireRequest, type DryRun, type WireRequest } from './dry-run'
export { toQueryString } from './query-string'
export { GiB, KiB, MiB, PAGE_SIZE, STALE_TIME, TiB } from './constants'
export type { ApiArgs, Body, CallOptions, FormPath, GetPath, OptionalIfEmpty, PathsWith } from './operation'
export type * from './types'
export { allPages, firstPage, MAX_LIMIT, MAX_PAGES, PICKER_LIMIT, type Bounded, type Page } from './pages'
