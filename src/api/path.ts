// Fills `{name}` placeholders of a path template with URL-encoded values.
export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name]
    // A missing param would send a literal `{name}` to the server; fail loudly instead.
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path param "${name}" for ${template}`)
    }
    return encodeURIComponent(String(value))
  })
}
