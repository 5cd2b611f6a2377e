import type { Runtime } from '../infra/runtime';

declare module '@remix-run/node' {
  interface AppLoadContext {
    runtime: Runtime;
  }
}
export {};
