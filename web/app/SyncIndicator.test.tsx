import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../db/db";
import { setMeta } from "../db/meta";
import { i18n } from "../i18n/catalogs";
import { enqueueSave, markFailed } from "../sync/outbox";
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
