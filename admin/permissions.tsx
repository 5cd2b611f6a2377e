import { useState, type ReactNode } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, Form, HttpError, SaveButton, useDataProvider, useNotify, usePermissions, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import type { ConsoleDataProvider } from './data-provider';

/**
 * The button-permission rule (part 2 §6): a control whose permission name is
 * not in the user's allowed-buttons list is not rendered at all. The server
 * refuses the command anyway.
 */
export function useAllowed(button: string): boolean {
  const { permissions, isPending } = usePermissions<{ buttons: string[] }>();
  return !isPending && Boolean(permissions?.buttons?.includes(button));
}

export function IfAllowed({ button, children }: { button: string; children: ReactNode }) {
  return useAllowed(button) ? <>{children}</> : null;
}

export function useArea(area: string): boolean {
  const { permissions } = usePermissions<{ areas: string[] }>();
  return Boolean(permissions?.areas?.includes(area));
}

/** A field-level message from the server (`{ errors: { field: message } }`) for the form; otherwise a notice. */
function submissionErrors(error: unknown): Record<string, string> | null {
  if (error instanceof HttpError && error.body?.errors && Object.keys(error.body.errors).length) return error.body.errors as Record<string, string>;
  return null;
}

/**
 * A command that is not plain CRUD: a button (rendered only when allowed) that
 * opens a small form, POSTs it to the command endpoint with an idempotency key,
 * then notifies and refreshes. Bad input shows the server's message under the
 * field and changes nothing.
 */
export function CommandButton({
  button,
  label,
  title,
  path,
  defaults,
  toBody = (v) => v,
  children,
  done,
}: {
  button: string;
  label: string;
  title?: string;
  path: (record: RaRecord) => string;
  defaults?: (record: RaRecord) => Record<string, unknown>;
  toBody?: (values: Record<string, any>, record: RaRecord) => unknown;
  children?: ReactNode;
  done: string;
}) {
  const allowed = useAllowed(button);
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!allowed || !record) return null;
  const run = async (values: Record<string, any>) => {
    try {
      await dataProvider.command(path(record), toBody(values, record));
      notify(done, { type: 'success' });
      setOpen(false);
      refresh();
      return undefined;
    } catch (error) {
      const fields = submissionErrors(error);
      notify(error instanceof Error ? error.message : 'The system is busy, please try again later', { type: 'error' });
      return fields ?? undefined;
    }
  };
  if (!children) {
    return <Button label={label} onClick={() => void run({})} data-button={button} />;
  }
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} data-button={button} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-label={title ?? label}>
        <Form defaultValues={defaults?.(record) ?? {}} onSubmit={run} record={record}>
          <DialogTitle>{title ?? label}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
            <SaveButton label={label} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
