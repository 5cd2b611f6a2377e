/** What the client has done with a version: approved when every board is; otherwise which boards are approved and which are left. */
export function proposalState(p: { status: string; boardList: { name: string; approved: boolean }[] }): string {
  if (p.status === 'APPROVED') return p.boardList.length > 1 ? `You approved every board of this version (${p.boardList.length}).` : 'You approved this version.';
  if (p.status === 'REVISION_ASKED') return 'You asked for a revision; your designer is on it.';
  const approved = p.boardList.filter((b) => b.approved);
  const left = p.boardList.filter((b) => !b.approved).map((b) => b.name);
  if (!approved.length) return 'Your designer published this version for you: mark each product and tell them what you think.';
  return `You approved ${approved.length} of ${p.boardList.length} boards (${approved.map((b) => b.name).join(', ')}). Still to review: ${left.join(', ')}.`;
}
