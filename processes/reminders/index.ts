import { defineContextProcesses } from '../process';
import { reminderBoards, reminderCarts, reminderIdeas, reminderPurchases } from './interests';
import { reminderMails } from './mails';
import { reminderGoodsNews } from './news';

export const remindersProcesses = defineContextProcesses({ context: 'reminders', processes: [reminderCarts, reminderBoards, reminderPurchases, reminderIdeas, reminderGoodsNews, reminderMails] });
