import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readExport } from "../admin/import/read-export";
import { db } from "../db/db";
import { enqueueSave } from "../sync/outbox";
import { KioskControls } from "./KioskControls";
import { hashPin, loadKiosk, type KioskSettings } from "./settings";

afterEach(cleanup);

async function kiosk(teamCode: string | null = null): Promise<KioskSettings> {
  return { enabled: true, idleSeconds: 120, pinHash: await hashPin("2468"), teamCode };
}

describe("binding a kiosk to a team (DESIGN §9)", () => {
  it("needs the staff PIN, checks the code and stores the binding", async () => {
    const onChange = vi.fn();
    render(<KioskControls settings={await kiosk()} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Staff: team" }));
    const dialog = await screen.findByRole("dialog", { name: "Team for this kiosk" });
    fireEvent.change(screen.getByLabelText("Team join code"), { target: { value: "bad code" } });
    fireEvent.change(screen.getByLabelText("Staff PIN"), { target: { value: "2468" } });
    fireEvent.click(screen.getByRole("button", { name: "Save team" }));
    expect(await screen.findByText("A join code is 10 to 64 letters, digits, - or _.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Team join code"), { target: { value: "abcd23efgh45" } });
    fireEvent.change(screen.getByLabelText("Staff PIN"), { target: { value: "1357" } });
    fireEvent.click(screen.getByRole("button", { name: "Save team" }));
    expect(await screen.findByText("That PIN is not right.")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Staff PIN"), { target: { value: "2468" } });
    fireEvent.click(screen.getByRole("button", { name: "Save team" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ teamCode: "abcd23efgh45", enabled: true })));
    expect((await loadKiosk()).teamCode).toBe("abcd23efgh45");
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it("an empty code unbinds the kiosk", async () => {
    const onChange = vi.fn();
    render(<KioskControls settings={await kiosk("abcd23efgh45")} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Staff: team" }));
    await screen.findByRole("dialog", { name: "Team for this kiosk" });
    expect((screen.getByLabelText("Team join code") as HTMLInputElement).value).toBe("abcd23efgh45");
    fireEvent.change(screen.getByLabelText("Team join code"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Staff PIN"), { target: { value: "2468" } });
    fireEvent.click(screen.getByRole("button", { name: "Save team" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ teamCode: null })));
  });
});

describe("staff export of the device's answers (DESIGN §11 escape hatch)", () => {
  const id = "44444444-4444-4444-8444-444444444444";
  const save = { id, revision: 2, writeToken: "t".repeat(40), step: "final", name: "Ada", email: "a@example.com", jobTitle: "J", linkedinProfile: "https://linkedin.com/in/a", userFlow: "ic" as const, attractionResponses: {}, pursuerResponses: {} };

  it("needs the PIN and a confirmed passphrase of 10 or more characters, then downloads a sealed file the admin can open", async () => {
    await db.outbox.clear();
    await enqueueSave(save, true);
    const files: { name: string; text: Promise<string> }[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => `blob:${files.push({ name: "", text: (blob as Blob).text() })}`);
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      files[files.length - 1]!.name = this.download;
    });
    try {
      render(<KioskControls settings={await kiosk()} onChange={vi.fn()} />);
      fireEvent.click(screen.getByRole("button", { name: "Staff: export answers" }));
      await screen.findByRole("dialog", { name: "Export answers" });
      const fill = (passphrase: string, again: string, pin: string) => {
        fireEvent.change(screen.getByLabelText("Passphrase for the file"), { target: { value: passphrase } });
        fireEvent.change(screen.getByLabelText("Passphrase again"), { target: { value: again } });
        fireEvent.change(screen.getByLabelText("Staff PIN"), { target: { value: pin } });
        fireEvent.click(screen.getByRole("button", { name: "Export" }));
      };
      fill("short", "short", "2468");
      expect(await screen.findByText("The passphrase needs at least 10 characters.")).toBeTruthy();
      fill("a long passphrase", "a long passphrasE", "2468");
      expect(await screen.findByText("The two passphrases differ.")).toBeTruthy();
      fill("a long passphrase", "a long passphrase", "1357");
      expect(await screen.findByText("That PIN is not right.")).toBeTruthy();
      expect(files).toEqual([]);

      fill("a long passphrase", "a long passphrase", "2468");
      const done = await screen.findByRole("dialog", { name: "Answers exported" }, { timeout: 10_000 });
      expect(done.textContent).toContain("with 1 waiting and 0 refused answer.");
      expect(files).toHaveLength(1);
      expect(files[0]!.name).toMatch(/^sociality-kiosk-.*\.json$/);
      const content = await readExport(await files[0]!.text, "a long passphrase");
      expect(content.items).toMatchObject([{ status: "pending", save: { ...save, isCompleted: true } }]);
    } finally {
      vi.restoreAllMocks();
      await db.outbox.clear();
    }
  });

  it("says there is nothing to export when every answer is uploaded", async () => {
    await db.outbox.clear();
    render(<KioskControls settings={await kiosk()} onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Staff: export answers" }));
    await screen.findByRole("dialog", { name: "Export answers" });
    fireEvent.change(screen.getByLabelText("Passphrase for the file"), { target: { value: "a long passphrase" } });
    fireEvent.change(screen.getByLabelText("Passphrase again"), { target: { value: "a long passphrase" } });
    fireEvent.change(screen.getByLabelText("Staff PIN"), { target: { value: "2468" } });
    fireEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByText("Nothing to export: every answer on this tablet has been uploaded.")).toBeTruthy();
  });
});
