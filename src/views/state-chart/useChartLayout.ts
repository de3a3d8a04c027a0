import { useEffect, useState } from 'react'
import type { DrawnGraph } from './graph'
import { layoutBoth, type Laid } from './layout'

/** Both layouts of a graph, once ELK has them (undefined until then). ELK answers asynchronously. */
export function useChartLayout(graph: DrawnGraph): readonly Laid[] | undefined {
  const [laid, setLaid] = useState<{ graph: DrawnGraph; layouts: Laid[] }>()
  useEffect(() => {
    let live = true
    void layoutBoth(graph).then((layouts) => live && setLaid({ graph, layouts }))
    return () => {
      live = false
    }
  }, [graph])
  return laid?.graph === graph ? laid.layouts : undefined
}
