/** What a page's form action answers (read by the form that posted it). */
export type FormResult =
  | { ok: true; message: string; intent?: string }
  | { ok: false; message: string; intent?: string; code?: string; fields?: Record<string, string> };

export function fieldError(result: FormResult | undefined, name: string): string | undefined {
  return result && !result.ok ? result.fields?.[name] : undefined;
}
