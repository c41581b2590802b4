import { vi } from "vitest";

/** A stand-in for sonner's `toast`, so tests can read which toasts were raised. */
export const toastMock = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });

export function toastsRaised(): string[] {
  const line = (kind: string) => (call: unknown[]) => {
    const [title, data] = call as [string, { description?: string } | undefined];
    return `${kind}: ${title}${data?.description ? ` - ${data.description}` : ""}`;
  };
  return [
    ...toastMock.mock.calls.map(line("default")),
    ...toastMock.success.mock.calls.map(line("success")),
    ...toastMock.error.mock.calls.map(line("error")),
  ];
}
