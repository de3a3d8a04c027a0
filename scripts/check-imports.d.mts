// Types of scripts/check-imports.mjs for its unit test.
export type ImportGraph = Map<string, Set<string>>
export function importGraph(dirs: string[]): ImportGraph
export function cycles(graph: ImportGraph): string[][]
export function layerViolations(graph: ImportGraph): string[]
export function mockViolations(graph: ImportGraph): string[]
