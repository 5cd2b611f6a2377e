/** The TCP peer of a request, as the HTTP host saw it (not what headers claim). */
export interface Peer {
  address: string;
  /** The request passed a proxy (it carries forwarding headers): its real sender is elsewhere. */
  proxied: boolean;
}

const loopback = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Sent from this machine, straight to us: what local-only helpers such as /dev/mailbox need. */
export function isLocalPeer(peer: Peer | undefined): boolean {
  return Boolean(peer && !peer.proxied && loopback.test(peer.address));
}

/** Headers a proxy adds: a request carrying any of them is not taken as local. */
export const forwardingHeaders = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-forwarded-host'] as const;
