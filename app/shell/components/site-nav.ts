/** The main areas, shown in the top bar and the mobile menu. */
export const mainNav = [
  { to: '/design/room', label: 'Design' },
  { to: '/marketPlace/index', label: 'Marketplace' },
  { to: '/inspiration', label: 'Inspiration' },
  { to: '/about/how-it-works', label: 'How it works' },
] as const;

/** Footer columns: existing routes and routes the spec names. */
export const footerColumns = [
  {
    title: 'Shop',
    links: [
      { to: '/marketPlace/index', label: 'All furniture' },
      { to: '/marketPlace/category/promo', label: 'Sale' },
      { to: '/marketPlace/category/seating', label: 'Seating' },
      { to: '/marketPlace/category/tables', label: 'Tables' },
      { to: '/marketPlace/category/lightings', label: 'Lighting' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about/how-it-works', label: 'How it works' },
      { to: '/about/price', label: 'Pricing' },
      { to: '/about/chooseUs', label: 'Why Roomcraft' },
      { to: '/refer-a-friend', label: 'Refer a friend' },
      { to: '/career', label: 'Careers' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/customer/contact', label: 'Contact us' },
      { to: '/customer/shipping', label: 'Shipping' },
      { to: '/customer/returnsExchanges', label: 'Returns & exchanges' },
      { to: '/customer/terms', label: 'Terms' },
      { to: '/customer/privacy', label: 'Privacy' },
    ],
  },
] as const;
