import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { chosenDesignerAssignments } from '../../processes/profiles/chosen-designer-assignments';
import { workflowSpec } from '../../processes/testing';
import { handleMessages as m, handleProblem, normalHandle } from './handle';
import { postDecider, postLimits, postMessages, publishPostSchema, type PostCommand } from './post';
import { profileDecider, saveProfileSchema, type ProfileCommand } from './profile';
import { handleDecider, reserveHandleSchema, type HandleCommand } from './reservation';

const now = '2026-11-28T00:00:00.000Z';
const ada: Actor = { kind: 'user', userId: 'u-ada', email: 'a@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'b@example.com', roles: ['client'] };
const dana: Actor = { kind: 'user', userId: 'u-dana', email: 'd@example.com', roles: ['designer'] };
const stella: Actor = { kind: 'user', userId: 'u-stella', email: 's@example.com', roles: ['staff'] };
const meta = (actor: Actor) => ({ commandId: 'c', now, actor });

describe('handle rules', () => {
  it.each([
    ['dana.designs', null],
    ['Casey_Client', null],
    ['@ada.home', null],
    ['helpful.hannah', null],
    ['abc', null],
    ['a'.repeat(30), null],
    ['', m.missing],
    ['ab', m.length],
    ['a'.repeat(31), m.length],
    ['<script>', m.markup],
    ['ada"onload', m.markup],
    ['a&b.c', m.markup],
    ['ada/../x', m.markup],
    ['ada lovelace', m.characters],
    ['adé', m.characters],
    ['ada-home', m.characters],
    ['.ada', m.dots],
    ['ada.', m.dots],
    ['ada..home', m.dots],
    ['admin', m.impersonation],
    ['Admin', m.impersonation],
    ['adm1n', m.impersonation],
    ['the.admin_', m.impersonation],
    ['roomcraft', m.impersonation],
    ['roomcraft_support', m.impersonation],
    ['r00mcraft', m.impersonation],
    ['support', m.impersonation],
    ['5taff', m.impersonation],
    ['staff2', m.impersonation],
    ['help', m.impersonation],
    ['help_', m.impersonation],
    ['help.2', m.impersonation],
    ['moderator', m.impersonation],
    ['m0derator', m.impersonation],
    ['official.dana', m.impersonation],
    ['team_1', m.impersonation],
  ])('%j → %s', (handle, problem) => {
    expect(handleProblem(handle)).toBe(problem);
  });

  it('handles are one without regard to case; the schema takes the name without "@"', () => {
    expect(normalHandle('@Dana.Designs')).toBe('dana.designs');
    expect(reserveHandleSchema.parse({ handle: '@Dana.Designs', userId: 'u' }).handle).toBe('Dana.Designs');
    expect(reserveHandleSchema.safeParse({ handle: 'adm1n', userId: 'u' }).error?.issues[0]?.message).toBe(m.impersonation);
  });

  it('a handle is reserved once: the second user is told it is taken; the holder may release it', () => {
    const spec = specFor(handleDecider);
    const cmd = (type: HandleCommand['type'], actor: Actor, userId = (actor as { userId: string }).userId) => ({ type, data: { handle: 'Dana', userId }, metadata: meta(actor) }) as HandleCommand;
    const reserved = { type: 'HandleReserved' as const, data: { handle: 'dana', userId: 'u-ada', reservedAt: now } };
    spec([]).when(cmd('ReserveHandle', ada)).then([reserved]);
    spec([reserved]).when(cmd('ReserveHandle', ada)).then([]);
    expect(spec([reserved]).when(cmd('ReserveHandle', bob)).thenThrows('HANDLE_TAKEN').message).toBe(m.taken);
    spec([]).when(cmd('ReserveHandle', bob, 'u-ada')).thenThrows('FORBIDDEN');
    spec([reserved]).when(cmd('ReleaseHandle', bob)).then([]);
    const released = { type: 'HandleReleased' as const, data: { handle: 'dana', userId: 'u-ada', releasedAt: now } };
    spec([reserved]).when(cmd('ReleaseHandle', ada)).then([released]);
    spec([reserved, released]).when(cmd('ReserveHandle', bob)).then([{ ...reserved, data: { ...reserved.data, userId: 'u-bob' } }]);
  });
});

describe('profile rules', () => {
  const spec = specFor(profileDecider);
  const save = (actor: Actor, data: Partial<ProfileCommand['data']>) =>
    ({ type: 'SaveProfile', data: saveProfileSchema.parse({ userId: (actor as { userId: string }).userId, handle: 'dana.designs', ...data }), metadata: meta(actor) }) as ProfileCommand;

  it('a client’s profile is private until made public; a designer’s is always public; staff have none', () => {
    spec([]).when(save(ada, { handle: 'ada.home' })).then([{ type: 'ProfileSaved', data: { userId: 'u-ada', handle: 'ada.home', bio: '', public: false, kind: 'client', savedAt: now } }]);
    spec([]).when(save(ada, { handle: 'ada.home', public: true })).then([{ type: 'ProfileSaved', data: { userId: 'u-ada', handle: 'ada.home', bio: '', public: true, kind: 'client', savedAt: now } }]);
    spec([]).when(save(dana, { bio: 'Warm rooms', public: false })).then([{ type: 'ProfileSaved', data: { userId: 'u-dana', handle: 'dana.designs', bio: 'Warm rooms', public: true, kind: 'designer', savedAt: now } }]);
    spec([]).when(save(stella, {})).thenThrows('NOT_A_PERSON');
    spec([]).when({ ...save(ada, {}), metadata: meta(bob) }).thenThrows('FORBIDDEN');
  });

  it('a bio is short plain text', () => {
    expect(saveProfileSchema.safeParse({ userId: 'u', handle: 'ada.home', bio: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(m.bio);
    expect(saveProfileSchema.safeParse({ userId: 'u', handle: 'ada.home', bio: '<b>hi</b>' }).error?.issues[0]?.message).toBe(m.bioMarkup);
  });
});

describe('post rules', () => {
  const spec = specFor(postDecider);
  const picture = { key: 'post-pictures/p1.jpg', ext: 'jpg' as const, width: 800, height: 600 };
  const data = { postId: 'p1', authorId: 'u-ada', picture, caption: 'My sofa', goodsIds: ['g00001'] };
  const published = { type: 'PostPublished' as const, data: { ...data, publishedAt: now } };
  const cmd = (type: PostCommand['type'], d: unknown, actor: Actor) => ({ type, data: d, metadata: meta(actor) }) as PostCommand;

  it('the author publishes and deletes; anyone else’s delete is not found', () => {
    spec([]).when(cmd('PublishPost', data, ada)).then([published]);
    spec([]).when(cmd('PublishPost', data, bob)).thenThrows('POST_NOT_FOUND');
    expect(spec([published]).when(cmd('DeletePost', { postId: 'p1' }, bob)).thenThrows('POST_NOT_FOUND').message).toBe(postMessages.notFound);
    spec([]).when(cmd('DeletePost', { postId: 'p1' }, ada)).thenThrows('POST_NOT_FOUND');
    spec([published]).when(cmd('DeletePost', { postId: 'p1' }, ada)).then([{ type: 'PostDeleted', data: { postId: 'p1', authorId: 'u-ada', deletedAt: now } }]);
  });

  it('a caption is at most 500 characters and a post tags at most 20 products', () => {
    expect(publishPostSchema.safeParse({ ...data, caption: 'x'.repeat(postLimits.captionMax + 1) }).error?.issues[0]?.message).toBe(postMessages.caption);
    expect(publishPostSchema.safeParse({ ...data, caption: 'x'.repeat(postLimits.captionMax) }).success).toBe(true);
    const tags = Array.from({ length: 21 }, (_, i) => `g${i}`);
    expect(publishPostSchema.safeParse({ ...data, goodsIds: tags }).error?.issues[0]?.message).toBe(postMessages.tags);
    expect(publishPostSchema.safeParse({ ...data, goodsIds: ['<x>'] }).error?.issues[0]?.message).toBe(postMessages.unknownProduct);
    expect(publishPostSchema.parse({ ...data, goodsIds: ['g1', 'g1'] }).goodsIds).toEqual(['g1']);
  });
});

describe('chosen designer assignments', () => {
  const chosen = { type: 'DesignerChosen' as const, data: { needId: '7', clientId: 'u-ada', designerId: 'u-dana', chosenAt: now } };
  const submitted = { type: 'NeedSubmitted' as const, data: { needId: '7', submittedAt: now } };
  const assigned = (designerId: string) => ({ type: 'DesignerAssigned' as const, data: { needId: '7', designerId, assignedAt: now } });
  const assign = { command: 'AssignDesigner', input: { needId: '7', designerId: 'u-dana' }, key: 'assign' };

  it('assigns the chosen designer once the project is submitted, whichever comes first', () => {
    workflowSpec(chosenDesignerAssignments).given([submitted]).when(chosen).then([assign]);
    workflowSpec(chosenDesignerAssignments).given([chosen]).when(submitted).then([assign]);
    workflowSpec(chosenDesignerAssignments).given([]).when(chosen).then([]);
  });

  it('a project staff assigned keeps its designer; without a choice nothing is sent', () => {
    workflowSpec(chosenDesignerAssignments).given([submitted, assigned('u-other')]).when(chosen).then([]);
    workflowSpec(chosenDesignerAssignments).given([]).when(submitted).then([]);
  });
});
