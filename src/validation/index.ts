export { messages } from './messages'
export { stringSchema, firstProblem, type Check } from './schema'
export { validateName, nameSchema, isUuid, NAME_HINT, NAME_MAX_LENGTH } from './name'
export { validateDescription, descriptionSchema, DESCRIPTION_MAX_LENGTH } from './description'
export { parseIp, validateIp, ipSchema, type IpVersion, type ParsedIp } from './ip'
export { parseCidr, validateCidr, cidrSchema, MAX_WIDTH, type ParsedCidr } from './cidr'
export {
  parsePortRange,
  validatePortRange,
  formatPortRange,
  portRangeSchema,
  MAX_PORT,
  type PortRange,
} from './port-range'
export { validateUnique } from './unique'
export {
  parseSshPublicKey,
  validateSshPublicKey,
  sshPublicKeySchema,
  summarizeSshKey,
  SSH_KEY_TYPES,
  type ParsedSshKey,
  type SshKeyParse,
  type SshKeyType,
} from './ssh-key'
export {
  DEVICE_CODE_LENGTH,
  normalizeDeviceCode,
  formatDeviceCode,
  isCompleteDeviceCode,
} from './device-code'
export { generateName, createNameGenerator, NAME_SUFFIX_LENGTH, type RandomSource } from './generate-name'
export { validateSize, sizeSchema, type SizeBounds } from './size'
export { BLOCK_SIZES, CPU_BOUNDS, DEFAULT_BLOCK_SIZE, DISK_SIZE_GIB_BOUNDS, MEMORY_GIB_BOUNDS } from './limits'
