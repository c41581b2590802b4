import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImportResult } from "../../../schema/save/batch";
import { seal } from "../../escape/seal";
import { json, stubFetch } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import { ImportCard } from "./ImportCard";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ save: { id: `id-${i}`, revision: 1 }, status: "pending" as const, lastError: null, queuedAt: i }));
const exportFile = async (n: number, passphrase = "event passphrase") =>
  new File(
    [JSON.stringify(await seal({ deviceId: "d", exportedAt: "2026-11-23T16:00:00.000Z", items: items(n) }, passphrase))],
    "kiosk.json",
    { type: "application/json" },
  );

function choose(file: File, passphrase: string) {
  fireEvent.change(screen.getByLabelText("Export file"), { target: { files: [file] } });
  fireEvent.change(screen.getByLabelText("Passphrase"), { target: { value: passphrase } });
  fireEvent.click(screen.getByRole("button", { name: "Import" }));
}

/** The server's outcome for each save: the first new, the second refused, the rest unchanged. */
function server(hold?: Promise<void>) {
  let seen = 0;
  return stubFetch(async (req) => {
    if (req.path !== "/api/admin/import") return json({ error: "unexpected" }, 404);
    if (seen > 0) await hold;
    const saves = (req.body as { saves: { id: string; revision: number }[] }).saves;
    const results: ImportResult[] = saves.map((s) => {
      const n = seen++;
      if (n === 1)
        return {
          id: s.id,
          status: 403,
          error: "This response belongs to another device",
          issues: [{ path: "writeToken", message: "writeToken does not match this response" }],
          outcome: "refused",
        };
      return { id: s.id, revision: s.revision, isCompleted: true, outcome: n === 0 ? "new" : "unchanged" };
    });
    return json({ results });
  });
}

describe("ImportCard", () => {
  it("opens the file with the passphrase, sends it 50 saves at a time with a progress bar, and sums up the outcomes", async () => {
    let release = () => {};
    const calls = server(new Promise<void>((r) => (release = r)));
    renderWithClient(<ImportCard />);
    choose(await exportFile(120), "event passphrase");
    // The first request is answered, the second waits: the bar stands at 50 of 120.
    expect(await screen.findByText("50 of 120 answers")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Import progress" }).getAttribute("value")).toBe("50");
    release();
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Imported 120 answers: 1 new, 0 updated, 118 unchanged, 1 refused.");
    expect(status.textContent).toContain(
      "id-1: This response belongs to another device — writeToken: writeToken does not match this response",
    );
    expect(calls.map((c) => (c.body as { saves: unknown[] }).saves.length)).toEqual([50, 50, 20]);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("says so when the passphrase is wrong, and sends nothing", async () => {
    const calls = server();
    renderWithClient(<ImportCard />);
    choose(await exportFile(3), "wrong passphrase");
    expect((await screen.findByRole("alert")).textContent).toBe("The passphrase is not right, or the file was changed.");
    expect(calls).toEqual([]);
  });

  it("refuses a crafted file asking for 10,000,000 key derivation rounds, at once, and sends nothing", async () => {
    const calls = server();
    renderWithClient(<ImportCard />);
    const sealed = JSON.parse(await (await exportFile(1)).text());
    const forged = new File([JSON.stringify({ ...sealed, kdf: { ...sealed.kdf, iterations: 10_000_000 } })], "kiosk.json");
    choose(forged, "event passphrase");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This file asks for a key derivation other than the app's (600,000 rounds): it was not exported by a kiosk, so it is not opened.",
    );
    expect(calls).toEqual([]);
  });

  it("says so when the file is not a kiosk export", async () => {
    const calls = server();
    renderWithClient(<ImportCard />);
    choose(new File(["name,email\n"], "responses.csv"), "whatever passphrase");
    expect((await screen.findByRole("alert")).textContent).toBe("This is not a kiosk export file.");
    expect(calls).toEqual([]);
  });

  it("asks for a file and a passphrase first", async () => {
    renderWithClient(<ImportCard />);
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Choose the export file from the tablet."));
  });
});
