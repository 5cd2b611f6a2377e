/**
 * The membership context's public face for server code (ADR 030): the client's
 * membership status and perks (/clientMember, /client/member).
 */
export { membershipOfClient } from './application/membership.server';
