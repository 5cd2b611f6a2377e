import { defineCommand } from '../shared/command-definition';
import {
  armReminderSchema,
  disarmReminderSchema,
  noteReminderPurchaseSchema,
  remindersDecider,
  remindersStream,
  sendReminderSchema,
  setReminderPreferenceSchema,
} from './reminders';
import { reminderWatchStream, watchDecider, watchGoodsSchema } from './watch';

const stream = (d: { userId: string }) => remindersStream(d.userId);
const decider = remindersDecider;
const watch = (d: { goodsId: string }) => reminderWatchStream(d.goodsId);

export const remindersCommands = {
  ArmReminder: defineCommand({ type: 'ArmReminder', schema: armReminderSchema, streamId: stream, decider }),
  DisarmReminder: defineCommand({ type: 'DisarmReminder', schema: disarmReminderSchema, streamId: stream, decider }),
  NoteReminderPurchase: defineCommand({ type: 'NoteReminderPurchase', schema: noteReminderPurchaseSchema, streamId: stream, decider }),
  SendReminder: defineCommand({ type: 'SendReminder', schema: sendReminderSchema, streamId: stream, decider }),
  SetReminderPreference: defineCommand({ type: 'SetReminderPreference', schema: setReminderPreferenceSchema, streamId: stream, decider }),
  WatchGoods: defineCommand({ type: 'WatchGoods', schema: watchGoodsSchema, streamId: watch, decider: watchDecider }),
  UnwatchGoods: defineCommand({ type: 'UnwatchGoods', schema: watchGoodsSchema, streamId: watch, decider: watchDecider }),
};
