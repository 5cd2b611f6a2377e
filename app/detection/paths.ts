/** The shop-the-photo pages' addresses (browser-safe). */
export const resultsPath = (id: string) => `/design/ai/detection/${encodeURIComponent(id)}`;
export const startPath = (id: string) => `/design/ai/newdetection/${encodeURIComponent(id)}`;
