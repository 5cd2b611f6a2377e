import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { Dashboard } from './dashboard';
import { GoodsCreate, GoodsEdit, GoodsList, GoodsShow } from './goods';
import { CategoryCreate, CategoryEdit, CategoryList } from './categories';
import { OrderList, OrderShow } from './orders';
import { ReturnList } from './returns';
import { CustomerList, CustomerShow } from './customers';
import { ProjectList, ProjectShow } from './projects';
import { ProposalList, ProposalShow } from './proposals';
import { DesignerList } from './designers';
import { CodeCreate, CodeList, CodeShow } from './discount-codes';
import { PricingPage } from './pricing';
import { ExperimentsPage } from './experiments';
import { AnalyticsPage } from './analytics';
import { ReferralsPage } from './referrals';
import { RemindersReportPage } from './reminders';
import { SalesChatPage } from './sales-chat';
import { EventList, StreamList, StreamShow } from './event-log';
import { ReviewList, ReviewShow } from './reviews';
import { CaseCreate, CaseEdit, CaseList, CaseShow } from './cases';
import { SubscriptionList, SubscriptionShow } from './subscriptions';
import { RenderList, RenderShow } from './renders';
import { ConsoleLayout } from './layout';
import { PromotionCreate, PromotionEdit, PromotionList } from './promotions';

/**
 * The staff console, mounted by the Remix catch-all route app/routes/admin.$.tsx
 * under the site's own router (`basename="/admin"`). Each resource appears only
 * for the roles whose area it is (the server refuses the others anyway).
 */
export default function ConsoleApp() {
  return (
    <Admin basename="/admin" dataProvider={dataProvider} authProvider={authProvider} dashboard={Dashboard} layout={ConsoleLayout} requireAuth disableTelemetry title="Roomcraft console">
      {(permissions: { areas?: string[] } | undefined) => {
        const may = (area: string) => Boolean(permissions?.areas?.includes(area));
        return (
          <>
            {may('goods') && <Resource name="goods" list={GoodsList} edit={GoodsEdit} show={GoodsShow} create={GoodsCreate} recordRepresentation="name" />}
            {may('categories') && <Resource name="categories" list={CategoryList} edit={CategoryEdit} create={CategoryCreate} recordRepresentation="name" />}
            {may('orders') && <Resource name="orders" list={OrderList} show={OrderShow} recordRepresentation="orderNumber" />}
            {may('returns') && <Resource name="returns" list={ReturnList} />}
            {may('customers') && <Resource name="customers" list={CustomerList} show={CustomerShow} recordRepresentation="username" />}
            {may('projects') && <Resource name="projects" list={ProjectList} show={ProjectShow} recordRepresentation="projectId" />}
            {may('proposals') && <Resource name="proposals" list={ProposalList} show={ProposalShow} />}
            {may('designers') && <Resource name="designers" list={DesignerList} recordRepresentation="username" />}
            {may('reviews') && <Resource name="reviews" list={ReviewList} show={ReviewShow} recordRepresentation="title" />}
            {may('cases') && <Resource name="cases" list={CaseList} show={CaseShow} create={CaseCreate} edit={CaseEdit} options={{ label: 'Design cases' }} recordRepresentation="title" />}
            {may('discount-codes') && <Resource name="discount-codes" list={CodeList} show={CodeShow} create={CodeCreate} options={{ label: 'Discount codes' }} recordRepresentation="code" />}
            {may('promotions') && <Resource name="promotions" list={PromotionList} create={PromotionCreate} edit={PromotionEdit} options={{ label: 'Sale promotions' }} recordRepresentation={(r) => r.globalTop?.content ?? r.id} />}
            {may('subscriptions') && <Resource name="subscriptions" list={SubscriptionList} show={SubscriptionShow} options={{ label: 'AI subscriptions' }} />}
            {may('renders') && <Resource name="renders" list={RenderList} show={RenderShow} options={{ label: 'AI renders' }} />}
            {may('event-log') && <Resource name="event-log/streams" list={StreamList} show={StreamShow} options={{ label: 'Event log' }} recordRepresentation="streamId" />}
            {may('event-log') && <Resource name="event-log/events" list={EventList} options={{ label: 'Events' }} />}
            <CustomRoutes>
              {may('pricing') && <Route path="/pricing" element={<PricingPage />} />}
              {may('experiments') && <Route path="/experiments" element={<ExperimentsPage />} />}
              {may('analytics') && <Route path="/analytics" element={<AnalyticsPage />} />}
              {may('analytics') && <Route path="/referrals" element={<ReferralsPage />} />}
              {may('analytics') && <Route path="/reminders" element={<RemindersReportPage />} />}
              {may('sales-chat') && <Route path="/sales-chat" element={<SalesChatPage />} />}
            </CustomRoutes>
          </>
        );
      }}
    </Admin>
  );
}
