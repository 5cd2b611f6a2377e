import {
  ArrayField, Datagrid, DateInput, FunctionField, List, NumberInput, ReferenceField, SelectInput, Show, SimpleShowLayout, TextField, TextInput,
  TopToolbar, useRecordContext, Labeled, RecordContextProvider, required,
} from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { CommandButton } from '../permissions';
import { money, when } from '../format';

/** Orders: filters by status and date; the detail has lines, payment, shipping and tracking, and the fulfilment commands. */
export const orderStatuses = ['awaiting_payment', 'paid', 'partially_shipped', 'shipped', 'partially_delivered', 'delivered', 'cancelled', 'return_requested', 'returned', 'refunded'].map((id) => ({ id, name: id.replace(/_/g, ' ') }));

const filters = [
  <TextInput source="q" label="Order number or client" alwaysOn key="q" />,
  <SelectInput source="status" choices={orderStatuses} alwaysOn key="s" />,
  <DateInput source="placedFrom" label="Placed from" key="f" />,
  <DateInput source="placedTo" label="Placed until" key="t" />,
  <NumberInput source="minTotalCents" label="Min total (cents)" key="min" />,
];

export function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'placedAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="orderNumber" />
        <FunctionField source="placedAt" label="Placed" render={(r) => when(r.placedAt)} />
        <ReferenceField source="clientId" reference="customers" link="show" />
        <TextField source="status" />
        <TextField source="itemCount" label="Items" sortable={false} />
        <FunctionField source="totalCents" label="Total" render={(r) => money(r.totalCents)} />
        <TextField source="shipTo" sortable={false} />
      </Datagrid>
    </List>
  );
}

const enc = encodeURIComponent;

function LineActions({ order, line }: { order: any; line: any }) {
  const base = `/api/admin/orders/${enc(order.id)}`;
  return (
    <RecordContextProvider value={{ ...line, id: line.lineId, orderId: order.id }}>
      {!line.shippedAt && order.paidAt && !order.cancelledAt && (
        <CommandButton button="orders.ship" label="Ship" path={() => `${base}/ship`} toBody={(v) => ({ ...v, lineId: line.lineId })} done="Shipped; the client was mailed the tracking link">
          <TextInput source="carrier" validate={required()} />
          <TextInput source="trackingNumber" label="Tracking number" validate={required()} />
        </CommandButton>
      )}
      {line.shippedAt && !line.deliveredAt && <CommandButton button="orders.deliver" label="Mark delivered" path={() => `${base}/deliver`} toBody={() => ({ lineId: line.lineId })} done="Marked delivered" />}
    </RecordContextProvider>
  );
}

function Lines() {
  const order = useRecordContext();
  if (!order) return null;
  return (
    <Table size="small" aria-label="Lines">
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell>Count</TableCell>
          <TableCell>Price</TableCell>
          <TableCell>Shipping</TableCell>
          <TableCell>Tracking</TableCell>
          <TableCell>Delivered</TableCell>
          <TableCell>Return</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {(order.lines ?? []).map((line: any) => (
          <TableRow key={line.lineId}>
            <TableCell>{line.name}</TableCell>
            <TableCell>{line.count}</TableCell>
            <TableCell>{money(line.priceCents)}</TableCell>
            <TableCell>{money(line.shippingCents)}</TableCell>
            <TableCell>{line.carrier ? `${line.carrier} ${line.trackingNumber}` : '—'}</TableCell>
            <TableCell>{when(line.deliveredAt) || '—'}</TableCell>
            <TableCell>{line.returnStatus ?? ''}</TableCell>
            <TableCell>
              <LineActions order={order} line={line} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Payment() {
  const o = useRecordContext();
  if (!o) return null;
  return (
    <Typography variant="body2">
      Total {money(o.totals?.totalCents)} (items {money(o.totals?.subtotalCents)}, shipping {money(o.totals?.shippingCents)}, tax {money(o.totals?.taxCents)}, discounts{' '}
      {money((o.totals?.saleDiscountCents ?? 0) + (o.totals?.codeDiscountCents ?? 0))}, credits {money(o.totals?.creditsUsedCents)}) · paid {money(o.paidCents)}
      {o.paidAt ? ` on ${when(o.paidAt)}` : ''}
      {o.card ? ` by ${o.card.brand} …${o.card.last4}` : ''} · refunded {money(o.refundedCents)}
      {o.paymentFailure ? ` · payment failed: ${o.paymentFailure}` : ''}
    </Typography>
  );
}

function ShipTo() {
  const o = useRecordContext();
  if (!o?.address) return null;
  const a = o.address;
  return <Typography variant="body2">{[a.name ?? [a.firstName, a.lastName].filter(Boolean).join(' '), a.address1, a.address2, a.city, a.state, a.zip, a.country].filter(Boolean).join(', ')}</Typography>;
}

function OrderActions() {
  const o = useRecordContext();
  if (!o) return null;
  return (
    <TopToolbar>
      {o.paidCents > o.refundedCents && (
        <CommandButton button="orders.refund" label="Refund" path={() => `/api/admin/orders/${enc(o.id)}/refund`} defaults={() => ({ amountCents: o.paidCents - o.refundedCents })} done="Refunded to the card">
          <NumberInput source="amountCents" label="Amount (cents)" validate={required()} />
          <TextInput source="reason" validate={required()} fullWidth />
        </CommandButton>
      )}
      {!o.cancelledAt && (
        <CommandButton button="orders.delay" label="Delay notice" path={() => `/api/admin/orders/${enc(o.id)}/delay`} done="The client was told of the delay">
          <TextInput source="message" validate={required()} fullWidth multiline />
          <TextInput source="expectedBy" label="Expected by" />
        </CommandButton>
      )}
    </TopToolbar>
  );
}

function Returns() {
  const o = useRecordContext();
  if (!o?.returns?.length) return <Typography variant="body2">No returns.</Typography>;
  return (
    <ArrayField source="returns">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="returnId" />
        <FunctionField label="Lines" render={(r) => (r.lineIds ?? []).join(', ')} />
        <FunctionField label="Reasons" render={(r) => (r.reasons ?? []).join(', ')} />
        <TextField source="status" />
        <FunctionField label="Requested" render={(r) => when(r.requestedAt)} />
        <FunctionField label="" render={(r) => (r.status === 'requested' ? <ReturnButtons orderId={String(o.id)} returnId={r.returnId} /> : null)} />
      </Datagrid>
    </ArrayField>
  );
}

export function ReturnButtons({ orderId, returnId }: { orderId: string; returnId: string }) {
  const base = `/api/admin/orders/${enc(orderId)}/returns/${enc(returnId)}`;
  return (
    <>
      <CommandButton button="returns.approve" label="Approve" path={() => `${base}/approve`} done="Return approved; refund it from the order" />
      <CommandButton button="returns.refuse" label="Refuse" path={() => `${base}/refuse`} done="Return refused">
        <TextInput source="reason" validate={required()} fullWidth />
      </CommandButton>
    </>
  );
}

export function OrderShow() {
  return (
    <Show actions={<OrderActions />}>
      <SimpleShowLayout>
        <TextField source="orderNumber" />
        <TextField source="status" />
        <FunctionField label="Placed" render={(r) => when(r.placedAt)} />
        <ReferenceField source="clientId" reference="customers" link="show" />
        <Labeled label="Payment">
          <Payment />
        </Labeled>
        <Labeled label="Ship to">
          <ShipTo />
        </Labeled>
        <Labeled label="Lines">
          <Lines />
        </Labeled>
        <Labeled label="Returns">
          <Returns />
        </Labeled>
        <ArrayField source="refunds">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">No refunds.</Typography>}>
            <FunctionField label="Amount" render={(r) => money(r.amountCents)} />
            <TextField source="reason" />
            <FunctionField label="When" render={(r) => when(r.refundedAt)} />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
