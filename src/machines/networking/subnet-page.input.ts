// What a subnet form reads before it opens: the VPC's custom routers (the
// router choices) and, to edit, the subnet.
import { fetchCustomRouters, fetchSubnet, type VpcRef } from './subnet-form.reads'

/** The create form's read. */
export const loadSubnetCreate = async (ref: VpcRef) => ({ routers: await fetchCustomRouters(ref) })

/** The edit form's read: the subnet and the router choices, together. */
export async function loadSubnetEdit(ref: VpcRef, subnet: string) {
  const [row, routers] = await Promise.all([fetchSubnet(ref, subnet), fetchCustomRouters(ref)])
  return { subnet: row, routers }
}
