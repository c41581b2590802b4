import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../db/db";
import { setMeta } from "../db/meta";
import { i18n } from "../i18n/catalogs";
import { setBlankFlow } from "../sync/blank-flow";
import { ANSWER_HOLD_MS, UPLOAD_GRACE_MS } from "../sync/hold";
import { enqueueSave, markFailed, scheduleRetry } from "../sync/outbox";
import { SyncIndicator } from "./SyncIndicator";

const id = "55555555-5555-4555-8555-555555555555";
const save = (revision: number) => ({
  id,
  revision,
  writeToken: "t".repeat(40),
  step: "final",
  name: "Ada",
  email: "a@example.com",
  jobTitle: "J",
  linkedinProfile: "https://linkedin.com/in/a",
  userFlow: "ic" as const,
  attractionResponses: {},
  pursuerResponses: {},
});

beforeEach(async () => {
  await db.outbox.clear();
  await enqueueSave(save(1), true);
  await markFailed(id, 1, "403: another device");
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await db.outbox.clear();
});

describe("SyncIndicator's failed answers", () => {
  it("offers the export on a personal device", async () => {
    render(<SyncIndicator />);
    expect(await screen.findByRole("button", { name: "1 could not be uploaded — export for staff" })).toBeTruthy();
  });

  it("never calls a refused save uploaded", async () => {
    render(<SyncIndicator />);
    await screen.findByRole("button", { name: /export for staff/ });
    expect(screen.getByRole("status").textContent).toBe("1 not uploaded");
  });

  it("on a kiosk leaves them to staff: an earlier respondent's answers are not one tap away", async () => {
    render(<SyncIndicator kiosk />);
    expect(await screen.findByText("1 could not be uploaded — staff can export them")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /export/ })).toBeNull();
  });
});

describe("SyncIndicator's 'Sync now'", () => {
  it("is offered while a save waits and stays in place, disabled, once none does (the line keeps its height)", async () => {
    await db.outbox.clear();
    await enqueueSave(save(2), true);
    await scheduleRetry(id, 2, "503");
    render(<SyncIndicator />);
    await screen.findByText("1 waiting to upload");
    const button = screen.getByRole("button", { name: "Sync now" });
    expect(button.hasAttribute("disabled")).toBe(false);
    await db.outbox.clear();
    await screen.findByText("All answers uploaded");
    expect(screen.getByRole("button", { name: "Sync now", hidden: true })).toBe(button);
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(button.className).toContain("invisible");
  });
});

describe("SyncIndicator offline", () => {
  beforeEach(async () => {
    await db.outbox.clear();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  });

  it("offers 'Sync now' even with nothing waiting, and says, politely, that it is still offline", async () => {
    render(<SyncIndicator />);
    await screen.findByText("All answers uploaded");
    const button = screen.getByRole("button", { name: "Sync now" });
    expect(button.className).not.toContain("invisible");
    fireEvent.click(button);
    const said = await screen.findByText("Still offline — your answers are safe on this device");
    expect(said.getAttribute("aria-live")).toBe("polite");
  });

  it("never says all is uploaded while a save waits, and Sync now keeps it waiting", async () => {
    await enqueueSave(save(3), false);
    render(<SyncIndicator />);
    await screen.findByText("1 waiting to upload");
    fireEvent.click(screen.getByRole("button", { name: "Sync now" }));
    await screen.findByText("Still offline — your answers are safe on this device");
    expect(screen.getByRole("status").textContent).toBe("1 waiting to upload");
  });
});

describe("SyncIndicator's last upload", () => {
  afterEach(async () => {
    act(() => i18n.activate("en"));
    await db.meta.delete("lastUploadAt");
  });

  it("tells the time the way the language on screen does", async () => {
    await db.outbox.clear();
    const at = new Date(2027, 0, 15, 15, 5).getTime();
    await setMeta("lastUploadAt", at);
    render(<SyncIndicator />);
    await screen.findByText("Last upload 3:05 PM", { exact: false });
    act(() => {
      i18n.load("es", {});
      i18n.activate("es");
    });
    expect(screen.getByRole("status").textContent).toContain(
      `Last upload ${new Intl.DateTimeFormat("es", { hour: "numeric", minute: "2-digit" }).format(at)}`,
    );
    expect(screen.getByRole("status").textContent).toContain("15:05");
  });
});

describe("SyncIndicator while answers wait for their step's end (decision 073)", () => {
  beforeEach(async () => {
    await db.outbox.clear();
  });

  it("calls them saved on this device, in the quiet style, and says nothing new as more answers join", async () => {
    await enqueueSave(save(4), false, ANSWER_HOLD_MS);
    render(<SyncIndicator />);
    await screen.findByText("Saved on this device");
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(screen.getByTestId("sync-indicator").className).toContain("text-slate-500");
    expect(screen.getByTestId("sync-indicator").className).not.toContain("amber");
    expect(screen.getByRole("button", { name: "Sync now", hidden: true }).className).toContain("invisible");
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(status.textContent ?? ""));
    observer.observe(status, { subtree: true, childList: true, characterData: true });
    for (let revision = 5; revision < 9; revision++) await enqueueSave(save(revision), false, ANSWER_HOLD_MS);
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    expect((await db.outbox.get(id))?.revision).toBe(8);
    expect(said).toEqual([]);
    expect(status.textContent).toBe("Saved on this device");
  });

  it("turns amber once they outlive their hold and the upload's grace", async () => {
    await enqueueSave(save(4), false, ANSWER_HOLD_MS);
    // Queued long enough ago that its due time plus the grace ends 300 ms from now.
    await db.outbox.update(id, { dueAt: Date.now() - UPLOAD_GRACE_MS + 300 });
    render(<SyncIndicator />);
    await screen.findByText("Saved on this device");
    expect(await screen.findByText("1 waiting to upload", {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByTestId("sync-indicator").className).toContain("amber");
    expect(screen.getByRole("button", { name: "Sync now" }).className).not.toContain("invisible");
  });

  it("turns amber after a failed try, and offline", async () => {
    await enqueueSave(save(4), false, ANSWER_HOLD_MS);
    await scheduleRetry(id, 4, "Failed to fetch");
    render(<SyncIndicator />);
    await screen.findByText("1 waiting to upload");
    cleanup();
    await db.outbox.clear();
    await enqueueSave(save(5), false, ANSWER_HOLD_MS);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<SyncIndicator />);
    await screen.findByText("1 waiting to upload");
    expect(screen.getByTestId("sync-indicator").className).toContain("amber");
  });
});

describe("SyncIndicator before anything was answered", () => {
  beforeEach(async () => {
    await db.outbox.clear();
    await setMeta("lastUploadAt", Date.now());
  });
  afterEach(async () => {
    act(() => setBlankFlow(false));
    await db.meta.delete("lastUploadAt");
  });

  it("says nothing, in the line's own height, until the respondent's first answer is saved", async () => {
    act(() => setBlankFlow(true));
    const { container } = render(<SyncIndicator />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("status")).toBeNull();
    expect(container.textContent).toBe("");
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    act(() => setBlankFlow(false));
    expect(await screen.findByText("All answers uploaded", { exact: false })).toBeTruthy();
  });

  it("still says what waits (a kiosk's earlier respondents) and that the device is offline", async () => {
    act(() => setBlankFlow(true));
    await enqueueSave(save(6), true);
    await scheduleRetry(id, 6, "503");
    render(<SyncIndicator kiosk />);
    await screen.findByText("1 waiting to upload", { exact: false });
    cleanup();
    await db.outbox.clear();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<SyncIndicator />);
    await screen.findByText("Offline");
  });
});
