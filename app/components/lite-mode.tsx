// Whether this server render is a lite page (app/domain/pages/lite-mode.ts). Lite pages never hydrate,
// so in the browser it is always false, which is what a hydrating page was rendered with.
import { createContext, useContext } from "react";

const LiteModeContext = createContext(false);

export const LiteModeProvider = LiteModeContext.Provider;

export function useIsLite(): boolean {
  return useContext(LiteModeContext);
}
