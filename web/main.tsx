import "virtual:uno.css";
import "./app/base.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { registerServiceWorker } from "./app/pwa";

const root = createRoot(document.getElementById("root")!);
// A transition renders the first screen in slices that yield to the browser, rather than one long
// task while a phone is still busy loading (Lighthouse total blocking time, docs/performance.md#quality-bars).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

registerServiceWorker();
