/**
 * The search context's public face for browser-safe code (ADR 030): the header's search box.
 */
export { SearchBox } from './components/search-box';
