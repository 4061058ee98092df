import { createContext, useContext } from 'react';

/**
 * True under a page the server rendered before the app's script has come (src/render-pages.tsx):
 * its buttons and fields are disabled until the app takes the page over, so a press or a chosen
 * file is never silently lost.
 */
export const NotYetInteractive = createContext(false);

export const useNotYetInteractive = () => useContext(NotYetInteractive);
