// Machines show what went wrong as text. ApiError (src/api) already carries the
// message the console shows; anything else thrown (a bug, a network failure that never
// reached the API layer) still has to read as a sentence.

/** The message a user reads for a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message) return message
  }
  return 'Unknown server error'
}

/** HTTP status of a failed call, when it got that far (ApiError.statusCode). */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined
  const { statusCode } = error as { statusCode: unknown }
  return typeof statusCode === 'number' ? statusCode : undefined
}
