import type { Runtime } from '../infra/runtime';

declare module '@remix-run/node' {
  interface AppLoadContext {
    runtime: Runtime;
    /** The client's address as Express sees it (trust proxy 1); sign-in throttling counts by it. */
    clientAddress?: string;
  }
}
export {};
