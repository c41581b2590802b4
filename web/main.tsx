import "virtual:uno.css";
import "./app/base.css";
import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { registerServiceWorker } from "./flow/pwa";
import { activate, i18n } from "./i18n/catalogs";
import { startLanguage } from "./i18n/preference";
import { holdUntilFirstScreen } from "./ui/after-load";

// The flow's first step paints well after the window's load event (it reads the stored step first): what needs no
// screen (toasts, the service worker, the status line, the statements) waits for it (web/flow/FlowRoute.tsx).
if (location.pathname.startsWith("/test/")) holdUntilFirstScreen();
const root = createRoot(document.getElementById("root")!);
// The first paint is in the respondent's language (docs/languages.md#choosing-the-language): English is in
// this bundle; another language's catalogue is one small chunk, fetched before the first render.
const render = () =>
  // A transition renders the first screen in slices that yield to the browser, rather than one long
  // task while a phone is still busy loading (Lighthouse total blocking time, docs/performance.md#quality-bars).
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <App />
        </I18nProvider>
      </StrictMode>,
    ),
  );
activate(startLanguage(location.search, navigator.languages))
  .catch((error) => console.error("Could not load the language; English it is", error))
  .finally(render);

registerServiceWorker();
