/**
 * The profiles context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 * A later search page finds people with these.
 */
export { findProfiles, handleOfUser } from './application/profiles.server';
