/**
 * The careers page's open positions (/career and `common listPosition`):
 * company content, kept with the about pages' words and changed by a release
 * like them. Each position says where, what the work is and who we look for.
 */
export interface Position {
  id: string;
  title: string;
  team: 'Design' | 'Engineering' | 'Customer care' | 'Operations';
  location: string;
  type: 'Full-time' | 'Part-time' | 'Contract';
  summary: string;
  youWill: readonly string[];
  youHave: readonly string[];
}

export const positions: readonly Position[] = [
  {
    id: 'interior-designer-remote',
    title: 'Interior designer (e-design)',
    team: 'Design',
    location: 'Remote, United States',
    type: 'Contract',
    summary: 'Design rooms for our clients online: read their questionnaire and photos, build the mood board and the 3D room, and see the project through revisions.',
    youWill: ['Take on two to six room projects a week, matched to your styles', 'Build boards from our marketplace on the live canvas and place every piece in the room at its true size', 'Answer your clients in the project chat within one working day'],
    youHave: ['A degree or certificate in interior design, or three years of residential practice', 'A portfolio of finished rooms', 'A good eye for a budget'],
  },
  {
    id: 'senior-designer-concierge',
    title: 'Senior designer, concierge',
    team: 'Design',
    location: 'New York or Los Angeles (hybrid)',
    type: 'Full-time',
    summary: 'Lead our whole-home concierge projects with a project coordinator: floor plans and 3D renderings for every room, ordering and delivery handled for the client.',
    youWill: ['Lead four to six whole-home projects at a time', 'Meet clients on video calls and, now and then, on site', 'Coach our e-designers on their portfolios'],
    youHave: ['Six years or more of residential design', 'Experience with trade vendors and installs', 'Clear writing: most of our work is written'],
  },
  {
    id: 'full-stack-engineer',
    title: 'Full-stack engineer',
    team: 'Engineering',
    location: 'Remote, US or EU time zones',
    type: 'Full-time',
    summary: 'Build the design canvas, the 3D room and the shop: TypeScript from the PostgreSQL event store to the browser.',
    youWill: ['Ship features end to end: commands, projections, pages and their tests', 'Keep the site fast and measure it', 'Review code and write things down'],
    youHave: ['Several years of TypeScript on the server and in the browser', 'Care for correctness: events, idempotency, isolation', 'An interest in graphics or e-commerce'],
  },
  {
    id: 'customer-care-specialist',
    title: 'Customer care specialist',
    team: 'Customer care',
    location: 'Austin, Texas',
    type: 'Full-time',
    summary: 'Help our clients with orders, deliveries, returns and design projects by mail and chat, weekdays 9 am to 5 pm Pacific.',
    youWill: ['Answer contact messages within one working day', 'Resolve delivery and return questions with our vendors', 'Tell the team what our clients keep asking about'],
    youHave: ['Two years in customer care, e-commerce or retail', 'Calm, exact written English', 'Spanish is a plus'],
  },
  {
    id: 'vendor-operations-associate',
    title: 'Vendor operations associate',
    team: 'Operations',
    location: 'Remote, United States',
    type: 'Part-time',
    summary: 'Keep our marketplace right: product facts, dimensions and stock from our vendors, so every product shows at its true size.',
    youWill: ['Check new products’ dimensions, materials and pictures', 'Follow up delayed shipments with vendors', 'Keep the catalogue’s categories tidy'],
    youHave: ['An eye for detail', 'Comfort with spreadsheets', 'Some furniture or retail knowledge'],
  },
];
