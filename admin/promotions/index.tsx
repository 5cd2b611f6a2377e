import { useEffect, useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  BooleanField, BooleanInput, Create, Datagrid, DateInput, DateTimeInput, Edit, FunctionField, List, SimpleForm, TextField, TextInput, TopToolbar,
  required, useDataProvider, useRecordContext, type RaRecord,
} from 'react-admin';
import { CommandButton } from '../permissions';
import { when } from '../format';
import type { ConsoleDataProvider } from '../data-provider';
import { SaleBannerView } from '../shared/sale-banner-view';

/**
 * Sale promotions (issue 26; part 2 §3 "Promotion record"): staff schedule one,
 * write the banner (globalTop) and the other texts, and see the banner as
 * visitors will while they type. Saving is SavePromotion; withdrawing ends it.
 */
const scheduleState = (r: RaRecord) => {
  const now = Date.now();
  if (Date.parse(r.startsAt) > now) return 'Scheduled';
  if (Date.parse(r.endsAt) <= now) return 'Ended';
  return 'Online';
};

export function PromotionList() {
  return (
    <List filters={[<TextInput source="q" label="Banner text" alwaysOn key="q" />]} sort={{ field: 'startsAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="globalTop.content" label="Banner" sortable={false} />
        <TextField source="globalTop.expirationDate" label="Expires" sortable={false} />
        <FunctionField label="Starts" source="startsAt" render={(r) => when(r.startsAt)} />
        <FunctionField label="Ends" source="endsAt" render={(r) => when(r.endsAt)} />
        <FunctionField label="Now" render={scheduleState} />
        <BooleanField source="defaultShow" label="Shown" sortable={false} />
      </Datagrid>
    </List>
  );
}

interface Preview {
  banner: { variant: 'general' | 'referral' | 'promo'; text: string; code?: string } | null;
  countdownLabel: string | null;
  notes: string[];
  at: string;
}

/** The banner as it will look, by the site's own rules (POST /api/admin/promotions/preview), redrawn as the form changes. */
function BannerPreview() {
  const [content, expirationDate, defaultShow, previewAt, promotionId] = useWatch({ name: ['globalTop.content', 'globalTop.expirationDate', 'defaultShow', 'previewAt', 'promotionId'] });
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const expiry = expirationDate instanceof Date ? expirationDate.toISOString().slice(0, 10) : String(expirationDate ?? '');
  const at = previewAt ? new Date(previewAt).toISOString() : undefined;
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      dataProvider
        .command<Preview>('/api/admin/promotions/preview', { promotionId: promotionId || undefined, globalTop: { content: String(content ?? ''), expirationDate: expiry }, defaultShow: defaultShow !== false, at })
        .then(({ data }) => live && (setPreview(data), setProblem(null)))
        .catch((e: unknown) => live && setProblem(e instanceof Error ? e.message : 'No preview'));
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [content, expiry, defaultShow, at, promotionId, dataProvider]);
  return (
    <Box className="promotion-preview" sx={{ width: '100%', my: 2 }} data-testid="banner-preview">
      <Typography variant="subtitle2" gutterBottom>
        Preview {preview ? `(as at ${new Date(preview.at).toLocaleString()})` : ''}
      </Typography>
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
      {preview?.banner ? (
        <SaleBannerView variant={preview.banner.variant} text={preview.banner.text} code={preview.banner.code} countdownLabel={preview.countdownLabel} />
      ) : (
        <Alert severity="info">No banner shows.</Alert>
      )}
      {preview?.notes.map((n) => (
        <Typography key={n} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {n}
        </Typography>
      ))}
    </Box>
  );
}

/** The form's values as SavePromotion takes them: ISO times, the expiry as a date. */
const toCommand = (d: any) => ({
  promotionId: d.promotionId || undefined,
  homePageContent: d.homePageContent ?? '',
  globalTop: { content: d.globalTop?.content ?? '', expirationDate: d.globalTop?.expirationDate instanceof Date ? d.globalTop.expirationDate.toISOString().slice(0, 10) : String(d.globalTop?.expirationDate ?? '').slice(0, 10) },
  cartDiscount: d.cartDiscount ?? '',
  payDiscount: d.payDiscount ?? '',
  termsAndConditions: d.termsAndConditions ?? '',
  defaultShow: d.defaultShow !== false,
  startsAt: d.startsAt ? new Date(d.startsAt).toISOString() : d.startsAt,
  endsAt: d.endsAt ? new Date(d.endsAt).toISOString() : d.endsAt,
});

function PromotionForm() {
  return (
    <SimpleForm>
      <BannerPreview />
      <Typography variant="h6">Banner at the top of every page</Typography>
      <TextInput source="globalTop.content" label="Banner text" validate={required()} fullWidth />
      <DateInput source="globalTop.expirationDate" label="Expiry date (the countdown ends at 07:00 UTC the day after)" validate={required()} />
      <BooleanInput source="defaultShow" label="Show by default" defaultValue />
      <Typography variant="h6">Schedule</Typography>
      <DateTimeInput source="startsAt" label="Online from" validate={required()} />
      <DateTimeInput source="endsAt" label="Online until" validate={required()} />
      <Typography variant="h6">Other texts</Typography>
      <TextInput source="homePageContent" label="Home page content" multiline fullWidth />
      <TextInput source="cartDiscount" label="Cart discount text" fullWidth />
      <TextInput source="payDiscount" label="Payment discount text" fullWidth />
      <TextInput source="termsAndConditions" label="Terms and conditions" multiline minRows={4} validate={required()} fullWidth />
      <DateTimeInput source="previewAt" label="Preview as at (not saved)" helperText="Leave empty for now" />
    </SimpleForm>
  );
}

function WithdrawButton() {
  const r = useRecordContext();
  if (!r) return null;
  return <CommandButton button="promotions.withdraw" label="Withdraw" path={() => `/api/admin/promotions/${encodeURIComponent(String(r.id))}/withdraw`} done="The promotion is no longer served" />;
}

export function PromotionCreate() {
  return (
    <Create redirect="list" transform={toCommand}>
      <PromotionForm />
    </Create>
  );
}

export function PromotionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toCommand} actions={<TopToolbar><WithdrawButton /></TopToolbar>}>
      <PromotionForm />
    </Edit>
  );
}

