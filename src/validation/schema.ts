import { type } from 'arktype'

/** A validator in the plain form callers use: a message, or undefined when valid. */
export type Check<T> = (value: T) => string | undefined

/**
 * An arktype string type whose only error is the first message `check` returns,
 * so the exact wording survives when the type is nested in a form or
 * search-param schema (arktype otherwise writes its own messages).
 */
export function stringSchema(check: Check<string>) {
  return type('string').narrow((value, ctx) => {
    const message = check(value)
    return message === undefined ? true : ctx.reject({ message })
  })
}

/** Runs checks in order and returns the first message. */
export function firstProblem<T>(value: T, checks: readonly Check<T>[]): string | undefined {
  for (const check of checks) {
    const message = check(value)
    if (message !== undefined) return message
  }
  return undefined
}
