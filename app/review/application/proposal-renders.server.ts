import type { ProposalRow } from '../../../projections/review/proposals';

/**
 * The stills of a published board's room (issue 23, ADR 038) as pages and the
 * JSON calls show them. They are made by the renders process
 * (processes/review/proposal-renders.ts; the effect is composition-root/proposal-stills.ts)
 * and served by /media/proposal-renders/… to the proposal's people only.
 */
export interface RenderView {
  view: string;
  label: string;
  url: string;
  width: number;
  height: number;
}

export const proposalRenderUrl = (proposalId: string, boardId: string, view: string) =>
  `/media/proposal-renders/${encodeURIComponent(proposalId)}/${encodeURIComponent(boardId)}/${encodeURIComponent(view)}.webp`;

export function rendersOf(p: Pick<ProposalRow, 'proposalId' | 'renders'>, boardId: string): RenderView[] {
  return (p.renders[boardId] ?? []).map((r) => ({ view: r.view, label: r.label, width: r.width, height: r.height, url: proposalRenderUrl(p.proposalId, boardId, r.view) }));
}
