/** The status filters of /project/index (part 1 §4: DRAFT, and the others a project's life has). */
export const projectFilters = [
  { status: null, label: 'All' },
  { status: 'DRAFT', label: 'Drafts' },
  { status: 'SUBMITTED', label: 'Awaiting payment' },
  { status: 'PAID', label: 'Paid' },
  { status: 'IN_DESIGN', label: 'In design' },
  { status: 'DELIVERED', label: 'Delivered' },
  { status: 'DIY', label: 'DIY boards' },
] as const;
