declare module 'async-exit-hook' {
  /** Runs on exit, SIGINT and SIGTERM; an async hook calls `done` when finished (10 s at most). */
  function exitHook(hook: (() => void) | ((done: () => void) => void)): void;
  export default exitHook;
}
