// Everything the state-chart explorer's route uses, in one module it imports
// lazily: the rest of the console does not load the charts, their walks or
// the replay.
export { CHARTS, chartDef, type ChartDef, type MachineDef } from './catalog.rules'
export { chartWalkMachine, connectChartWalk } from './chart-walk.machine'
export { walkAsTest, WALK_NAMES } from './export-test.rules'
export { edgesFrom, stateOf, type Lifecycle, type LifecycleEdge } from './lifecycle.rules'
export { connectReplay, replayMachine, type ReplayProps } from './replay.machine'
export { replayPlan } from './replay-run'
export { cannotMake } from './replay-subjects'
export { stepSearch, walkOf, walkQuery, walkSearch, type Walk, type WalkSearch } from './walk.rules'
