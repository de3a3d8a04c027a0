// What an instance has written to its serial port since boot: firmware,
// kernel and init messages ending at a login prompt. The OS named comes from
// the image the boot disk was made from, when there is one.
import type { Row, Store } from '../store'

const OS_NAMES: Record<string, string> = {
  ubuntu: 'Ubuntu',
  debian: 'Debian GNU/Linux',
  alpine: 'Alpine Linux',
  arch: 'Arch Linux',
  fedora: 'Fedora Linux',
}

function osOf(store: Store, instance: Row<'instance'>): { name: string; version: string } {
  const disk = store.find('disk', instance.boot_disk_id)
  const image = disk?.image_id ? store.find('image', disk.image_id) : undefined
  if (image && image.os !== 'windows') return { name: OS_NAMES[image.os] ?? image.os, version: image.version }
  return { name: 'Debian GNU/Linux', version: '12' }
}

/** The boot log of an instance, as the bytes the serial console holds (CRLF line ends, as a UART sends them). */
export function bootLog(store: Store, instance: Row<'instance'>): Uint8Array {
  const { name: os, version } = osOf(store, instance)
  const mem = Math.round(instance.memory / 1024 ** 2)
  const host = instance.hostname
  const lines = [
    'BdsDxe: loading Boot0001 "UEFI PXEv4" from PciRoot(0x0)/Pci(0x8,0x0)',
    'BdsDxe: starting Boot0003 "UEFI Non-Volatile Memory Express" from PciRoot(0x0)/Pci(0x10,0x0)',
    '',
    `[    0.000000] Linux version 6.1.0-31-amd64 (${os} ${version}) #1 SMP PREEMPT_DYNAMIC`,
    '[    0.000000] Command line: BOOT_IMAGE=/boot/vmlinuz root=/dev/nvme0n1p1 ro console=ttyS0,115200n8',
    '[    0.000000] BIOS-provided physical RAM map:',
    `[    0.000000] Memory: ${mem}M available`,
    `[    0.004000] smpboot: Allowing ${instance.ncpus} CPUs, 0 hotplug CPUs`,
    '[    0.120311] Hypervisor detected: bhyve',
    '[    0.512877] nvme nvme0: pci function 0000:00:10.0',
    '[    0.613002] virtio_net virtio0 enp0s8: renamed from eth0',
    '[    1.022140] EXT4-fs (nvme0n1p1): mounted filesystem with ordered data mode.',
    '[    1.310000] systemd[1]: Detected virtualization bhyve.',
    `[    1.311204] systemd[1]: Hostname set to <${host}>.`,
    '[  OK  ] Started systemd-journald.service - Journal Service.',
    '[  OK  ] Reached target network-online.target - Network is Online.',
    '         Starting cloud-init.service - Cloud-init: Network Stage...',
    `[    4.118430] cloud-init[412]: Cloud-init v. 24.1 running 'init' at boot. Up 4.10 seconds.`,
    '[  OK  ] Finished cloud-init.service - Cloud-init: Network Stage.',
    '[  OK  ] Started ssh.service - OpenBSD Secure Shell server.',
    '[  OK  ] Reached target multi-user.target - Multi-User System.',
    '',
    `${os} ${version} ${host} ttyS0`,
    '',
    `${host} login: `,
  ]
  return new TextEncoder().encode(lines.join('\r\n'))
}
