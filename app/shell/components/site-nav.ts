/**
 * The main areas, shown in the top bar and the mobile menu. Only pages that are
 * built are linked (tests/e2e/links.test.ts follows every link); design
 * projects join as they are built. Links to /inspiration carry its version (`versionedHref`).
 */
export const mainNav = [
  { to: '/design/room', label: 'Design' },
  { to: '/project/index', label: 'My Projects' },
  { to: '/inspiration', label: 'Inspiration' },
  { to: '/marketPlace/index', label: 'Marketplace' },
  { to: '/marketPlace/category/promo', label: 'Sale' },
] as const;

/** Footer columns. */
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
    title: 'Ideas',
    links: [
      { to: '/inspiration', label: 'Inspiration' },
      { to: '/designs', label: 'Designs by style' },
      { to: '/room-ideas', label: 'Room ideas' },
      { to: '/room-ideas/products', label: 'Shop the look' },
      { to: '/design/case', label: 'Design cases' },
      { to: '/search', label: 'Search' },
    ],
  },
  {
    title: 'Your account',
    links: [
      { to: '/client', label: 'Account overview' },
      { to: '/sign-in?register=1', label: 'Create an account' },
      { to: '/forget', label: 'Forgot your password?' },
      { to: '/refer-a-friend', label: 'Refer a friend' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/customer/index', label: 'Help centre' },
      { to: '/customer/contact', label: 'Contact us' },
      { to: '/customer/shipping', label: 'Shipping' },
      { to: '/customer/returns&exchanges', label: 'Returns & exchanges' },
      { to: '/customer/terms', label: 'Terms' },
      { to: '/customer/privacy', label: 'Privacy' },
    ],
  },
] as const;
