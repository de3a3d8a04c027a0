// Console-side views of the generated Nexus types (src/api/generated/nexus.ts).
// Nothing here restates a Nexus type: every shape is derived from the generated
// file by the same two rules the client applies at run time:
// snake_case keys become camelCase, and string values under date keys become Dates.
import type { components, operations, paths } from './generated/nexus'

type SnakeToCamel<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<SnakeToCamel<T>>}`
  : S

type CamelToSnake<S extends string> = S extends `${infer C}${infer R}`
  ? C extends Lowercase<C>
    ? `${C}${CamelToSnake<R>}`
    : `_${Lowercase<C>}${CamelToSnake<R>}`
  : S

/** Keys whose string values the client turns into Dates. */
export type DateKey<K> = K extends `time_${string}` | `${string}_time` | `${string}_expiration` | 'timestamp'
  ? K
  : never

type Revive<K, V> = [K] extends [DateKey<K>] ? (V extends string ? Date : V) : V

/** The console's view of a wire value: camelCase keys, Dates under date keys. */
export type Camelize<T> = T extends Date
  ? T
  : T extends readonly (infer U)[]
    ? Camelize<U>[]
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: Revive<K, Camelize<T[K]>> }
      : T

/** The wire view of a console value (used to type what goes out). */
export type Snakify<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Snakify<U>[]
    : T extends object
      ? { [K in keyof T as K extends string ? CamelToSnake<K> : K]: Snakify<T[K]> }
      : T

type Schemas = components['schemas']
/** A named Nexus schema as the console sees it, e.g. `Schema<'Project'>`. */
export type Schema<N extends keyof Schemas> = Camelize<Schemas[N]>

export type Project = Schema<'Project'>
export type ProjectCreate = Schema<'ProjectCreate'>
export type ProjectUpdate = Schema<'ProjectUpdate'>
export type Silo = Schema<'Silo'>
export type User = Schema<'User'>
export type Group = Schema<'Group'>
export type CurrentUser = Schema<'CurrentUser'>
export type Instance = Schema<'Instance'>
export type InstanceState = Schemas['InstanceState']
export type Disk = Schema<'Disk'>
export type DiskState = Schema<'DiskState'>
export type Snapshot = Schema<'Snapshot'>
export type Image = Schema<'Image'>
export type Vpc = Schema<'Vpc'>
export type VpcSubnet = Schema<'VpcSubnet'>
export type VpcRouter = Schema<'VpcRouter'>
export type RouterRoute = Schema<'RouterRoute'>
export type VpcFirewallRule = Schema<'VpcFirewallRule'>
export type VpcFirewallRuleUpdate = Schema<'VpcFirewallRuleUpdate'>
export type InternetGateway = Schema<'InternetGateway'>
export type InternetGatewayIpPool = Schema<'InternetGatewayIpPool'>
export type InternetGatewayIpAddress = Schema<'InternetGatewayIpAddress'>
export type FloatingIp = Schema<'FloatingIp'>
export type ExternalIp = Schema<'ExternalIp'>
export type InstanceNetworkInterface = Schema<'InstanceNetworkInterface'>
export type AntiAffinityGroup = Schema<'AntiAffinityGroup'>
export type SshKey = Schema<'SshKey'>
export type ProjectRole = Schemas['ProjectRole']
export type SiloRole = Schemas['SiloRole']
export type FleetRole = Schemas['FleetRole']
export type ProjectRolePolicy = Schema<'ProjectRolePolicy'>
export type SiloRolePolicy = Schema<'SiloRolePolicy'>
export type NexusError = Schemas['Error']

// ---- operations, addressed by path and method ------------------------------

export type ApiPath = keyof paths
export type Method = 'get' | 'post' | 'put' | 'delete'
export type MethodOf<P extends ApiPath> = {
  [M in Method]: paths[P][M] extends undefined | never ? never : M
}[Method]
type Op<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>
type Params<P extends ApiPath, M extends Method> = Op<P, M> extends { parameters: infer X } ? X : never

/** Path params keep the wire names of the URL template (`{project}`, `{silo_name}`). */
export type PathParams<P extends ApiPath, M extends Method> = Params<P, M> extends { path?: infer X }
  ? [X] extends [undefined | never]
    ? never
    : X
  : never
export type QueryParams<P extends ApiPath, M extends Method> = Params<P, M> extends { query?: infer X }
  ? [X] extends [undefined | never]
    ? never
    : Camelize<X>
  : never
export type RequestBody<P extends ApiPath, M extends Method> = Op<P, M> extends { requestBody?: infer RB }
  ? [RB] extends [undefined]
    ? never // an operation without a body (`requestBody?: never`)
    : NonNullable<RB> extends { content: { 'application/json': infer B } }
      ? Camelize<B>
      : never
  : never

type SuccessContent<R> = R extends { content: { 'application/json': infer B } } ? B : void
export type ResponseBody<P extends ApiPath, M extends Method> = Op<P, M> extends { responses: infer R }
  ? 200 extends keyof R
    ? Camelize<SuccessContent<R[200]>>
    : 201 extends keyof R
      ? Camelize<SuccessContent<R[201]>>
      : 202 extends keyof R
        ? Camelize<SuccessContent<R[202]>>
        : 204 extends keyof R
          ? void
          : unknown
  : never

export type OperationId = keyof operations
export type { components, paths, operations }

// Firewall rule parts (the rules tab and its forms).
export type VpcFirewallRuleTarget = Schema<'VpcFirewallRuleTarget'>
export type VpcFirewallRuleHostFilter = Schema<'VpcFirewallRuleHostFilter'>
export type VpcFirewallRuleFilter = Schema<'VpcFirewallRuleFilter'>
export type VpcFirewallRuleProtocol = Schemas['VpcFirewallRuleProtocol']
export type VpcFirewallRuleAction = Schemas['VpcFirewallRuleAction']
export type VpcFirewallRuleDirection = Schemas['VpcFirewallRuleDirection']
export type VpcFirewallRuleStatus = Schemas['VpcFirewallRuleStatus']

// Router and route parts (the routers tab, the router page and the route form).
export type VpcRouterKind = Schemas['VpcRouterKind']
export type RouterRouteKind = Schemas['RouterRouteKind']
export type RouteDestination = Schema<'RouteDestination'>
export type RouteTarget = Schema<'RouteTarget'>
export type RouterRouteCreate = Schema<'RouterRouteCreate'>

// VPC and subnet create/update bodies (the VPC and subnet forms).
export type VpcCreate = Schema<'VpcCreate'>
export type VpcUpdate = Schema<'VpcUpdate'>
export type VpcSubnetCreate = Schema<'VpcSubnetCreate'>
export type VpcSubnetUpdate = Schema<'VpcSubnetUpdate'>

// Role assignments (the silo and project access pages).
export type IdentityType = Schemas['IdentityType']
export type SiloRoleRoleAssignment = Schema<'SiloRoleRoleAssignment'>
export type ProjectRoleRoleAssignment = Schema<'ProjectRoleRoleAssignment'>

// SSH keys, access tokens and silo utilization (the settings and utilization pages).
export type SshKeyCreate = Schema<'SshKeyCreate'>
export type DeviceAccessToken = Schema<'DeviceAccessToken'>
export type Utilization = Schema<'Utilization'>
export type VirtualResourceCounts = Schema<'VirtualResourceCounts'>
export type Measurement = Schema<'Measurement'>
export type SystemMetricName = Schemas['SystemMetricName']

// Silos and their SAML identity providers (the system silo pages).
export type SiloCreate = Schema<'SiloCreate'>
export type SiloIdentityMode = Schemas['SiloIdentityMode']
export type CertificateCreate = Schema<'CertificateCreate'>
export type IdentityProvider = Schema<'IdentityProvider'>
export type SamlIdentityProvider = Schema<'SamlIdentityProvider'>
export type SamlIdentityProviderCreate = Schema<'SamlIdentityProviderCreate'>
export type IdpMetadataSource = Schema<'IdpMetadataSource'>

// IP pools, utilization and inventory (the system pages).
export type IpPool = Schema<'IpPool'>
export type IpPoolRange = Schema<'IpPoolRange'>
export type IpRange = Schema<'IpRange'>
export type IpPoolSiloLink = Schema<'IpPoolSiloLink'>
export type IpPoolUtilization = Schema<'IpPoolUtilization'>
export type SiloUtilization = Schema<'SiloUtilization'>
export type Sled = Schema<'Sled'>
export type SledInstance = Schema<'SledInstance'>
export type PhysicalDisk = Schema<'PhysicalDisk'>
