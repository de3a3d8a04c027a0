import type { IncomingMessage, ServerResponse } from 'node:http'

/** `(req, res) => void` serving the built console in `dir`, with `headers` added to every response. */
export function staticFiles(dir: string, headers?: Record<string, string>): (req: IncomingMessage, res: ServerResponse) => void
