export { messages } from './messages'
export { stringSchema, firstProblem, type Check } from './schema'
export { validateName, nameSchema, isUuid, NAME_HINT, NAME_MAX_LENGTH } from './names'
export { validateDescription, descriptionSchema, DESCRIPTION_MAX_LENGTH, nameDescriptionErrors } from './names'
export { parseIp, validateIp, ipSchema, type IpVersion, type ParsedIp } from './network'
export { parseCidr, validateCidr, cidrSchema, MAX_WIDTH, type ParsedCidr } from './network'
export {
  parsePortRange,
  validatePortRange,
  formatPortRange,
  portRangeSchema,
  MAX_PORT,
  type PortRange,
} from './network'
export { validateUnique } from './names'
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
export { generateName, createNameGenerator, NAME_SUFFIX_LENGTH, type RandomSource } from './names'
export { validateSize, sizeSchema, type SizeBounds } from './limits'
export { BLOCK_SIZES, CPU_BOUNDS, DEFAULT_BLOCK_SIZE, DISK_SIZE_GIB_BOUNDS, MEMORY_GIB_BOUNDS } from './limits'
