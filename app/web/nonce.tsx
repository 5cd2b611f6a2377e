import { createContext, useContext } from 'react';

/** The page's Content-Security-Policy nonce (server render only; the browser runs no new inline script). */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
