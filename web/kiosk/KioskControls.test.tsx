import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { readExport } from "../escape/read-export";
import { db } from "../db/db";
import { watchHealth } from "../sync/health";
import { enqueueSave } from "../sync/outbox";
import { KioskControls } from "./KioskControls";
import { StaffButton } from "./StaffButton";
import { checkPin, hashNewPin } from "./pin";
import { loadKiosk, type KioskSettings } from "./settings";

const PIN = "246813";
/** The health reports a new name or team sends (docs/offline.md#health-reports-from-devices), taken by a stand-in server. */
const reports: unknown[] = [];
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  reports.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === "/api/devices/health") reports.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 204 });
    }),
  );
  return db.meta.clear();
});

async function kiosk(teamCode: string | null = null): Promise<KioskSettings> {
  return { enabled: true, idleSeconds: 120, pin: await hashNewPin(PIN, 100_000), teamCode, language: "en", label: null };
}

/** The kiosk screen as the app holds it (web/flow/FlowRoute.tsx): settings in state, replaced on every change, and the staff button. */
function Screen({ initial, onChange }: { initial: KioskSettings; onChange: (s: KioskSettings) => void }) {
  const [settings, setSettings] = useState(initial);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <StaffButton onOpen={() => setMenuOpen(true)} />
      <KioskControls
        settings={settings}
        onChange={(next) => {
          onChange(next);
          setSettings(next);
        }}
        menuOpen={menuOpen}
        onMenuClose={() => setMenuOpen(false)}
      />
    </>
  );
}

/** The staff button, the PIN, and the menu's action `action`. */
async function staff(action: string, pin = PIN) {
  submit("Staff menu");
  await screen.findByRole("dialog", { name: "Staff menu" });
  type("Staff PIN", pin);
  submit("Open");
  await screen.findByRole("button", { name: action });
  submit(action);
  return screen.findByRole("dialog", { name: action });
}

const submit = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("setting the staff PIN", () => {
  it("needs 6 to 12 digits, and stores it salted, never as typed", async () => {
    const onChange = vi.fn();
    render(
      <KioskControls
        settings={{ enabled: true, idleSeconds: 120, pin: null, teamCode: null, language: "en", label: null }}
        onChange={onChange}
        menuOpen={false}
        onMenuClose={() => {}}
      />,
    );
    await screen.findByRole("dialog", { name: "Set a staff PIN for kiosk mode" });
    expect(screen.getByText(/Choose a PIN \(6 to 12 digits\)/)).toBeTruthy();
    type("Staff PIN", "2468");
    submit("Start kiosk mode");
    expect(await screen.findByText("Enter 6 to 12 digits.")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    type("Staff PIN", PIN);
    submit("Start kiosk mode");
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const stored = (await loadKiosk()).pin;
    expect(stored).toMatchObject({ kind: "pbkdf2-sha256" });
    expect(JSON.stringify(stored)).not.toContain(PIN);
    expect((await checkPin(stored!, PIN)).ok).toBe(true);
  });

  it("asks once for a PIN stored by the previous version (4 digits, unsalted SHA-256), then for a new one of 6 digits or more", async () => {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode("sociality-kiosk:2468"));
    const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    const onChange = vi.fn();
    render(
      <Screen
        initial={{ enabled: true, idleSeconds: 120, pin: { kind: "legacy-sha256", hash }, teamCode: null, language: "en", label: null }}
        onChange={onChange}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Set a new staff PIN" });
    type("Staff PIN", "2468");
    type("New staff PIN", "1357");
    submit("Save the new PIN");
    expect(await screen.findByText("The new PIN needs 6 to 12 digits.")).toBeTruthy();
    type("Staff PIN", "1111");
    type("New staff PIN", PIN);
    submit("Save the new PIN");
    expect(await screen.findByText("That PIN is not right.")).toBeTruthy();
    type("Staff PIN", "2468");
    submit("Save the new PIN");
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ pin: expect.objectContaining({ kind: "pbkdf2-sha256" }) })),
    );
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    const stored = (await loadKiosk()).pin!;
    expect(stored.kind).toBe("pbkdf2-sha256");
    expect((await checkPin(stored, PIN)).ok).toBe(true);
    expect((await checkPin(stored, "2468")).ok).toBe(false);
  });
});

describe("the staff menu behind the PIN (decision 065)", () => {
  it("one staff button; the PIN before the menu; the menu's five actions; every opening asks the PIN again", async () => {
    const onChange = vi.fn();
    render(<Screen initial={await kiosk()} onChange={onChange} />);
    // The only staff control on screen is the one button, named for screen readers.
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent)).toEqual(["Staff menu"]);
    submit("Staff menu");
    const pinDialog = await screen.findByRole("dialog", { name: "Staff menu" });
    expect(screen.queryByRole("button", { name: "Leave kiosk mode" })).toBeNull();
    type("Staff PIN", "135790");
    submit("Open");
    expect(await screen.findByText("That PIN is not right.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Team for this kiosk" })).toBeNull();

    type("Staff PIN", PIN);
    submit("Open");
    await screen.findByRole("button", { name: "Team for this kiosk" });
    expect(pinDialog.isConnected).toBe(false);
    const menu = screen.getByRole("dialog", { name: "Staff menu" });
    expect(
      within(menu)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Team for this kiosk", "Language for this kiosk", "Name of this tablet", "Export answers", "Leave kiosk mode"]);
    fireEvent.click(within(menu).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Opened again: the PIN again, never the menu straight away.
    submit("Staff menu");
    await screen.findByRole("dialog", { name: "Staff menu" });
    expect(screen.getByLabelText("Staff PIN")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Team for this kiosk" })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("leaving kiosk mode from the menu switches it off", async () => {
    const onChange = vi.fn();
    render(<Screen initial={await kiosk()} onChange={onChange} />);
    await staff("Leave kiosk mode");
    submit("Leave kiosk mode");
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ enabled: false })));
    expect((await loadKiosk()).enabled).toBe(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("wrong staff PINs at the booth", () => {
  it("after 5 wrong tries waits, with a countdown, refuses the right PIN meanwhile, and a reload keeps the wait", async () => {
    const settings = await kiosk();
    const onChange = vi.fn();
    const first = render(<Screen initial={settings} onChange={onChange} />);
    submit("Staff menu");
    await screen.findByRole("dialog", { name: "Staff menu" });
    for (let i = 1; i <= 5; i++) {
      type("Staff PIN", `00000${i}`);
      submit("Open");
      await screen.findByText("That PIN is not right.");
      if (i < 5) await waitFor(() => expect((screen.getByRole("button", { name: "Open" }) as HTMLButtonElement).disabled).toBe(false));
    }
    expect(await screen.findByText(/^Too many wrong PINs\. Try again in (30|29|28) s\.$/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Open" }) as HTMLButtonElement).disabled).toBe(true);
    type("Staff PIN", PIN);
    fireEvent.submit(screen.getByLabelText("Staff PIN").closest("form")!);
    first.unmount();

    // As after a reload: a new screen reads the wait from the device.
    render(<Screen initial={settings} onChange={onChange} />);
    submit("Staff menu");
    await screen.findByRole("dialog", { name: "Staff menu" });
    expect(await screen.findByText(/^Too many wrong PINs\. Try again in \d+ s\.$/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Open" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Team for this kiosk" })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("binding a kiosk to a team (docs/teams.md)", () => {
  it("from the staff menu, checks the code and stores the binding", async () => {
    const onChange = vi.fn();
    render(<Screen initial={await kiosk()} onChange={onChange} />);
    const dialog = await staff("Team for this kiosk");
    type("Team join code", "bad code");
    submit("Save team");
    expect(await screen.findByText("A join code is 10 to 64 letters, digits, - or _.")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    type("Team join code", "abcd23efgh45");
    submit("Save team");
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ teamCode: "abcd23efgh45", enabled: true })));
    expect((await loadKiosk()).teamCode).toBe("abcd23efgh45");
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it("an empty code unbinds the kiosk", async () => {
    const onChange = vi.fn();
    render(<Screen initial={await kiosk("abcd23efgh45")} onChange={onChange} />);
    await staff("Team for this kiosk");
    expect((screen.getByLabelText("Team join code") as HTMLInputElement).value).toBe("abcd23efgh45");
    type("Team join code", "");
    submit("Save team");
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ teamCode: null, language: "en" })));
  });
});

describe("the kiosk's default language (docs/languages.md#choosing-the-language)", () => {
  it("from the staff menu, offers every language in its own name and stores the choice", async () => {
    const onChange = vi.fn();
    render(<Screen initial={await kiosk("abcd23efgh45")} onChange={onChange} />);
    const dialog = await staff("Language for this kiosk");
    const select = screen.getByLabelText("Default language") as HTMLSelectElement;
    expect(select.value).toBe("en");
    expect([...select.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ["en", "English", "en"],
      ["es", "Español", "es"],
      ["ar", "العربية", "ar"],
    ]);
    type("Default language", "ar");
    submit("Save language");
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ language: "ar", teamCode: "abcd23efgh45", enabled: true })),
    );
    expect((await loadKiosk()).language).toBe("ar");
    await waitFor(() => expect(dialog.isConnected).toBe(false));

    // Opened again, it shows the language saved.
    await staff("Language for this kiosk");
    expect((screen.getByLabelText("Default language") as HTMLSelectElement).value).toBe("ar");
  });
});

describe("naming the tablet for the live board (docs/admin.md#the-live-board)", () => {
  it("from the staff menu, stores the name trimmed; an empty name clears it", async () => {
    const onChange = vi.fn();
    // The page's health reporter, as web/sync/triggers.ts starts it: it hears the kiosk's settings saved.
    const health = watchHealth(window);
    onTestFinished(() => health.stop());
    render(<Screen initial={await kiosk()} onChange={onChange} />);
    await staff("Name of this tablet");
    type("Tablet name", "  Tablet 3 ");
    submit("Save name");
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ label: "Tablet 3", enabled: true })));
    expect((await loadKiosk()).label).toBe("Tablet 3");
    // The live board hears of the new name at once.
    await waitFor(() => expect(reports).toContainEqual(expect.objectContaining({ label: "Tablet 3", kiosk: true })));

    onChange.mockClear();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await staff("Name of this tablet");
    type("Tablet name", "");
    submit("Save name");
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ label: null })));
  });
});

describe("staff export of the device's answers (docs/offline.md, escape hatch)", () => {
  const id = "44444444-4444-4444-8444-444444444444";
  const save = {
    id,
    revision: 2,
    writeToken: "t".repeat(40),
    step: "final",
    name: "Ada",
    email: "a@example.com",
    jobTitle: "J",
    linkedinProfile: "https://linkedin.com/in/a",
    userFlow: "ic" as const,
    attractionResponses: {},
    pursuerResponses: {},
  };

  it("needs the PIN, then downloads a sealed file and shows once the generated passphrase that opens it", async () => {
    await db.outbox.clear();
    await enqueueSave(save, true);
    const files: { name: string; text: Promise<string> }[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => `blob:${files.push({ name: "", text: (blob as Blob).text() })}`);
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      files[files.length - 1]!.name = this.download;
    });
    const clipboard = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText: clipboard }, configurable: true });
    try {
      render(<Screen initial={await kiosk()} onChange={vi.fn()} />);
      await staff("Export answers");
      expect(screen.queryByLabelText("Passphrase for the file")).toBeNull();
      expect(files).toEqual([]);
      submit("Export");
      const done = await screen.findByRole("dialog", { name: "Answers exported" }, { timeout: 10_000 });
      expect(done.textContent).toContain("with 1 waiting and 0 refused answer.");
      expect(done.textContent).toContain("Write it down now. It is shown only this once");
      const passphrase = screen.getByTestId("export-passphrase").textContent!;
      expect(passphrase).toMatch(/^[a-z]+(-[a-z]+){6}$/);
      fireEvent.click(screen.getByRole("button", { name: "Copy passphrase" }));
      expect(await screen.findByText("Copied.")).toBeTruthy();
      expect(clipboard).toHaveBeenCalledWith(passphrase);

      expect(files).toHaveLength(1);
      expect(files[0]!.name).toMatch(/^sociality-kiosk-.*\.json$/);
      const text = await files[0]!.text;
      expect(text).not.toContain(passphrase);
      const content = await readExport(text, passphrase);
      expect(content.items).toMatchObject([{ status: "pending", save: { id, revision: 2, name: "Ada", isCompleted: true } }]);

      // Shown once: closed, it is gone from the screen and the device.
      fireEvent.click(screen.getByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByTestId("export-passphrase")).toBeNull());
      expect(JSON.stringify(await db.meta.toArray())).not.toContain(passphrase);
    } finally {
      vi.restoreAllMocks();
      await db.outbox.clear();
    }
  });

  it("says there is nothing to export when every answer is uploaded", async () => {
    await db.outbox.clear();
    render(<Screen initial={await kiosk()} onChange={vi.fn()} />);
    await staff("Export answers");
    submit("Export");
    expect(await screen.findByText("Nothing to export: every answer on this tablet has been uploaded.")).toBeTruthy();
  });
});

describe("a kiosk whose staff PIN cannot be read", () => {
  it("offers no way to set a new PIN and opens no staff screen, and says how staff get out", async () => {
    const onChange = vi.fn();
    render(
      <Screen
        initial={{ enabled: true, idleSeconds: 120, pin: { kind: "unreadable" }, teamCode: null, language: "en", label: null }}
        onChange={onChange}
      />,
    );
    submit("Staff menu");
    expect((await screen.findByRole("alert")).textContent).toContain("staff PIN cannot be read");
    expect(screen.queryByLabelText("Staff PIN")).toBeNull();
    expect(screen.queryByRole("button", { name: "Team for this kiosk" })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
