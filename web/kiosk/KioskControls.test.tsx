import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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
