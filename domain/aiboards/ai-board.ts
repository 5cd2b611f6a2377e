import type { Event } from '../shared/messages';
import type { AiRoom, AiStyle, ComposedSlot } from './composer';

/**
 * A free AI mood board (issue 25, ADR 045): the brief (room, style, budget, the
 * optional photo) and the board composed for it, kept as a DIY project the
 * visitor owns (its products, canvas, 3D room and cart work as any DIY board's).
 * Its life is events on `ai-board-<boardId>`.
 */
export const aiBoardStream = (boardId: string) => `ai-board-${boardId}`;

/** A visitor until they sign in (the DIY project's claim carries it over: processes/aiboards), then the client. */
export type AiBoardOwner = { kind: 'visitor'; visitorId: string } | { kind: 'client'; clientId: string };

export interface AiBrief {
  room: AiRoom;
  roomTypeId: string;
  style: AiStyle;
  budgetCents: number;
  /** The room photo, checked and re-encoded by the files context; null without one. */
  photo: { key: string; url: string } | null;
}

export type AiBoardEvent =
  | Event<'AiBoardComposed', { boardId: string; owner: AiBoardOwner; diyId: string; brief: AiBrief; slots: ComposedSlot[]; totalCents: number; composedAt: string }>
  | Event<'AiBoardPieceSwapped', { boardId: string; slot: string; alternative: boolean; totalCents: number; swappedAt: string }>
  | Event<'AiBoardPhotoAttached', { boardId: string; photo: { key: string; url: string }; attachedAt: string }>
  | Event<'AiBoardClaimed', { boardId: string; visitorId: string; clientId: string; claimedAt: string }>;

export interface AiBoard {
  boardId: string;
  owner: AiBoardOwner;
  diyId: string;
  brief: AiBrief;
  slots: ComposedSlot[];
  /** The slots showing their alternative. */
  swapped: string[];
  totalCents: number;
}

export type AiBoardState = { board: AiBoard | null };
export const initialAiBoardState = (): AiBoardState => ({ board: null });

export function evolveAiBoard(state: AiBoardState, event: AiBoardEvent): AiBoardState {
  const b = state.board;
  switch (event.type) {
    case 'AiBoardComposed': {
      const { boardId, owner, diyId, brief, slots, totalCents } = event.data;
      return { board: { boardId, owner, diyId, brief, slots, swapped: [], totalCents } };
    }
    case 'AiBoardPieceSwapped': {
      if (!b) return state;
      const others = b.swapped.filter((k) => k !== event.data.slot);
      return { board: { ...b, swapped: event.data.alternative ? [...others, event.data.slot] : others, totalCents: event.data.totalCents } };
    }
    case 'AiBoardPhotoAttached':
      return b ? { board: { ...b, brief: { ...b.brief, photo: event.data.photo } } } : state;
    case 'AiBoardClaimed':
      return b ? { board: { ...b, owner: { kind: 'client', clientId: event.data.clientId } } } : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const aiBoardEventTypes = Object.keys({
  AiBoardComposed: true,
  AiBoardPieceSwapped: true,
  AiBoardPhotoAttached: true,
  AiBoardClaimed: true,
} satisfies Record<AiBoardEvent['type'], true>) as AiBoardEvent['type'][];
