/** The site icon: linked from every page, and answered at /favicon.ico for browsers that ask anyway (error pages). */
export const faviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="2" width="28" height="28" rx="8" fill="#3f5a4a"/><path d="M9 21v-6.5l7-5 7 5V21" fill="none" stroke="#f4efe7" stroke-width="2.4"/></svg>';
