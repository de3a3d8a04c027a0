import type { Row } from '../store'
import { identity, type S } from './common'

export const project = (r: Row<'project'>): S['Project'] => identity(r)
