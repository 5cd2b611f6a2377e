import { categoriesProjection } from './catalogue/categories';
import { goodsProjection } from './catalogue/goods';
import { stockProjection } from './catalogue/stock';
import { cartLinesProjection } from './cart/cart-lines';
import { clientOrdersProjection } from './cart/client-orders';
import { cardsProjection } from './payments/cards';
import { ordersProjection } from './orders/orders';
import { codesProjection } from './promotions/codes';
import { creditsProjection } from './promotions/credits';
import { needsProjection } from './projects/needs';
import { diyProjectsProjection } from './diy/projects';
import { canvasBoardsProjection } from './canvas/boards';
import { identityProjections } from './identity';
import { contactMessagesProjection } from './support/contact-messages';
import { subscriptionsProjection } from './subscriptions/subscriptions';
import { boardThumbnailsProjection } from './files/board-thumbnails';
import { stagedUploadsProjection } from './files/staged-uploads';
import { chatProjection } from './messaging/chat';
import { notificationsProjection } from './messaging/notifications';
import { reviewProjection } from './review/proposals';
import { eventLogProjection } from './event-log/event-log';
import { orderMessagesProjection } from './messaging/order-messages';
import type { Projection } from './projection';

/** Every projection the runner keeps up to date. */
export const projections: Projection[] = [categoriesProjection, goodsProjection, stockProjection, ...identityProjections, cartLinesProjection, clientOrdersProjection, cardsProjection, ordersProjection, codesProjection, creditsProjection, needsProjection, diyProjectsProjection, contactMessagesProjection, subscriptionsProjection, canvasBoardsProjection, boardThumbnailsProjection, stagedUploadsProjection, chatProjection, notificationsProjection, reviewProjection, orderMessagesProjection, eventLogProjection];
