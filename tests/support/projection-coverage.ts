/**
 * The event types a projection handles that no spec of it gave (describeProjection,
 * tests/support/projection-spec.ts, fails its last test when any is left).
 */
export function untestedTypes(handles: readonly string[], given: ReadonlySet<string>): string[] {
  return handles.filter((type) => !given.has(type));
}
