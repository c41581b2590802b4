import "fake-indexeddb/auto";
import { configure } from "@testing-library/react";
import { createElement, type ComponentType, type ReactNode } from "react";
import { vi } from "vitest";

// Dialogs load lazily; on a busy 2-core CI machine the first import can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// Every screen renders inside the app's I18nProvider (web/main.tsx): so does every test's, in English, the
// source language, unless a test activates another (docs/languages.md).
vi.mock("@testing-library/react", async (importOriginal) => {
  const rtl = await importOriginal<typeof import("@testing-library/react")>();
  const { I18nProvider } = await import("@lingui/react");
  const { i18n } = await import("./i18n/catalogs");
  type Options = { wrapper?: ComponentType<{ children: ReactNode }> } | undefined;
  const withI18n = <T extends Options>(options: T): T => {
    const Inner = options?.wrapper;
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
    return { ...options, wrapper } as T;
  };
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Options) => rtl.render(ui, withI18n(options))) as typeof rtl.render,
    renderHook: ((callback, options) => rtl.renderHook(callback, withI18n(options))) as typeof rtl.renderHook,
  };
});
