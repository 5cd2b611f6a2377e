/** The case page's forms (the page's action tells them apart by `intent`). */
export const reportIntent = 'report';
export const consentIntent = 'consent';
export const withdrawIntent = 'withdraw';
export const lookIntent = 'look';
