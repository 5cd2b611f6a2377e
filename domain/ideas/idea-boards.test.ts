import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { ideasContext } from './context';
import { defaultBoardIdOf, ideaMessages, type IdeaBoardsEvent, type IdeaOwner, type IdeaRef } from './idea-boards';
import { ideaBoardsDecider, type IdeaBoardsCommand } from './idea-boards.decide';

const now = '2026-11-28T10:00:00.000Z';
const ada: Actor = { kind: 'user', userId: 'u-ada', email: 'ada@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const visitor: Actor = { kind: 'visitor', visitorId: 'v-1' };
const system: Actor = { kind: 'system' };
const owner: IdeaOwner = { kind: 'user', id: 'u-ada' };
const spec = specFor(ideaBoardsDecider);
const cmd = <T extends IdeaBoardsCommand['type']>(type: T, data: Extract<IdeaBoardsCommand, { type: T }>['data'], actor: Actor = ada) =>
  ({ type, data, metadata: { commandId: 'c', now, actor } }) as Extract<IdeaBoardsCommand, { type: T }>;

const kitchen: IdeaBoardsEvent = { type: 'IdeaBoardCreated', data: { owner, boardId: 'b-kitchen', name: 'Kitchen', isPrivate: true, isDefault: false, createdAt: now } };
const porch: IdeaBoardsEvent = { type: 'IdeaBoardCreated', data: { owner, boardId: 'b-porch', name: 'Porch', isPrivate: false, isDefault: false, createdAt: now } };
const theCase = { kind: 'case' as const, refId: 'demo-1-1' };
const chair = { kind: 'product' as const, refId: 'g00001' };
const saved = (boardId: string, item: IdeaRef = theCase): IdeaBoardsEvent => ({ type: 'IdeaSaved', data: { owner, boardId, item, savedAt: now } });

describe('idea board rules', () => {
  it('the first save without a board makes the default board "Saved ideas"; the same save again is a no-op', () => {
    const boardId = defaultBoardIdOf(owner);
    spec([]).when(cmd('SaveIdea', { owner, item: theCase })).then([
      { type: 'IdeaBoardCreated', data: { owner, boardId, name: 'Saved ideas', isPrivate: true, isDefault: true, createdAt: now } },
      { type: 'IdeaSaved', data: { owner, boardId, item: theCase, savedAt: now } },
    ]);
    const made: IdeaBoardsEvent = { type: 'IdeaBoardCreated', data: { owner, boardId, name: 'Saved ideas', isPrivate: true, isDefault: true, createdAt: now } };
    spec([made, saved(boardId)]).when(cmd('SaveIdea', { owner, item: theCase })).then([]);
    spec([kitchen, saved('b-kitchen')]).when(cmd('SaveIdea', { owner, boardId: 'b-kitchen', item: theCase })).then([]);
    spec([kitchen]).when(cmd('SaveIdea', { owner, boardId: 'b-kitchen', item: chair })).then([saved('b-kitchen', chair)]);
  });

  it('only the owner acts on their boards; a board not theirs is not found', () => {
    spec([kitchen]).when(cmd('SaveIdea', { owner, boardId: 'b-kitchen', item: chair }, bob)).thenThrows('FORBIDDEN');
    spec([kitchen]).when(cmd('RemoveIdeas', { owner, boardId: 'b-kitchen', items: [chair] }, visitor)).thenThrows('FORBIDDEN');
    spec([kitchen]).when(cmd('SaveIdea', { owner, boardId: 'b-other', item: chair })).thenThrows('BOARD_NOT_FOUND');
    expect(() => authorize(visitor, 'CreateIdeaBoard', ideasContext.rules)).toThrow();
    expect(() => authorize(ada, 'ClaimIdeas', ideasContext.rules)).toThrow();
  });

  it('moves between one’s own boards; a board one does not own is refused and nothing moves', () => {
    spec([kitchen, porch, saved('b-kitchen')]).when(cmd('MoveIdeas', { owner, toBoardId: 'b-porch', items: [theCase] })).then([
      { type: 'IdeasMoved', data: { owner, fromBoardId: 'b-kitchen', toBoardId: 'b-porch', items: [theCase], movedAt: now } },
    ]);
    spec([kitchen, saved('b-kitchen')]).when(cmd('MoveIdeas', { owner, toBoardId: 'b-of-bob', items: [theCase] })).thenThrows('BOARD_NOT_FOUND');
    spec([kitchen, porch]).when(cmd('MoveIdeas', { owner, toBoardId: 'b-porch', items: [chair] })).thenThrows('IDEA_NOT_ON_BOARD');
  });

  it('a board with ideas is deleted only once confirmed, and the message gives the count', () => {
    const error = spec([kitchen, saved('b-kitchen'), saved('b-kitchen', chair)]).when(cmd('DeleteIdeaBoard', { owner, boardId: 'b-kitchen', continueDel: false })).thenThrows('BOARD_NOT_EMPTY');
    expect(error.message).toBe(ideaMessages.confirmDelete(2));
    expect(error.message).toContain('2 saved ideas');
    spec([kitchen, saved('b-kitchen')]).when(cmd('DeleteIdeaBoard', { owner, boardId: 'b-kitchen', continueDel: true })).then([
      { type: 'IdeaBoardDeleted', data: { owner, boardId: 'b-kitchen', itemCount: 1, deletedAt: now } },
    ]);
    spec([kitchen]).when(cmd('DeleteIdeaBoard', { owner, boardId: 'b-kitchen', continueDel: false })).then([
      { type: 'IdeaBoardDeleted', data: { owner, boardId: 'b-kitchen', itemCount: 0, deletedAt: now } },
    ]);
  });

  it('renames and flips privacy; unsave removes from every board holding it; the hint is dismissed once', () => {
    spec([kitchen]).when(cmd('UpdateIdeaBoard', { owner, boardId: 'b-kitchen', name: 'Kitchen 2', isPrivate: false })).then([
      { type: 'IdeaBoardRenamed', data: { owner, boardId: 'b-kitchen', name: 'Kitchen 2' } },
      { type: 'IdeaBoardPrivacySet', data: { owner, boardId: 'b-kitchen', isPrivate: false } },
    ]);
    spec([kitchen, porch, saved('b-kitchen'), saved('b-porch')]).when(cmd('UnsaveIdea', { owner, item: theCase })).then([
      { type: 'IdeasRemoved', data: { owner, boardId: 'b-kitchen', items: [theCase] } },
      { type: 'IdeasRemoved', data: { owner, boardId: 'b-porch', items: [theCase] } },
    ]);
    const dismissed: IdeaBoardsEvent = { type: 'IdeaHintDismissed', data: { owner, dismissedAt: now } };
    spec([]).when(cmd('DismissIdeaHint', { owner })).then([dismissed]);
    spec([dismissed]).when(cmd('DismissIdeaHint', { owner })).then([]);
  });

  it('a visitor saves to their default board only; the system claims their saves into the account once', () => {
    const vOwner: IdeaOwner = { kind: 'visitor', id: 'v-1' };
    spec([]).when(cmd('SaveIdea', { owner: vOwner, boardId: 'b-x', item: theCase }, visitor)).thenThrows('SIGN_IN_FIRST');
    const boardId = defaultBoardIdOf(owner);
    const items = [{ ...theCase, savedAt: now }];
    spec([]).when(cmd('ClaimIdeas', { owner, visitorId: 'v-1', items }, system)).then([
      { type: 'IdeaBoardCreated', data: { owner, boardId, name: 'Saved ideas', isPrivate: true, isDefault: true, createdAt: now } },
      { type: 'IdeasClaimed', data: { owner, visitorId: 'v-1', boardId, items, claimedAt: now } },
    ]);
    const claimed: IdeaBoardsEvent = { type: 'IdeasClaimed', data: { owner, visitorId: 'v-1', boardId, items, claimedAt: now } };
    spec([{ type: 'IdeaBoardCreated', data: { owner, boardId, name: 'Saved ideas', isPrivate: true, isDefault: true, createdAt: now } }, claimed]).when(cmd('ClaimIdeas', { owner, visitorId: 'v-1', items }, system)).then([]);
    spec([]).when(cmd('ClaimIdeas', { owner, visitorId: 'v-1', items }, ada)).thenThrows('FORBIDDEN');
  });
});
