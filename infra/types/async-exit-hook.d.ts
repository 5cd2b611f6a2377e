declare module 'async-exit-hook' {
  /** Runs on exit, SIGINT and SIGTERM; an async hook calls `done` when finished (10 s at most). */
  function exitHook(hook: (() => void) | ((done: () => void) => void)): void;
  namespace exitHook {
    /** Stops handling one of the events it hooks (exit, beforeExit, SIGINT, SIGTERM, …). */
    function unhookEvent(event: string): void;
  }
  export default exitHook;
}
