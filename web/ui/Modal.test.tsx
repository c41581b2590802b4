import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import Modal from "./Modal";

afterEach(cleanup);

const LONG = Array.from({ length: 30 }, (_, i) => `Statement ${i + 1}`);

/** An opener button and the modal it shows, as the screens use it. */
function Opener({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open card
      </button>
      {open && (
        <Modal title="Profile statements" onClose={() => setOpen(false)} closeOnBackdrop={closeOnBackdrop}>
          <ul>
            {LONG.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
}

async function open(closeOnBackdrop?: boolean) {
  render(<Opener closeOnBackdrop={closeOnBackdrop} />);
  const opener = screen.getByRole("button", { name: "Open card" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: await screen.findByRole("dialog") };
}

function tapBackdrop(dialog: HTMLElement) {
  const backdrop = dialog.querySelector("[data-modal-backdrop]");
  expect(backdrop).not.toBeNull();
  fireEvent.pointerDown(backdrop!);
  fireEvent.mouseDown(backdrop!);
  fireEvent.pointerUp(backdrop!);
  fireEvent.mouseUp(backdrop!);
  fireEvent.click(backdrop!);
}

describe("Modal", () => {
  it("has one Close control, in the header beside the title, before the content", async () => {
    const { dialog } = await open();
    const close = within(dialog).getByRole("button", { name: "Close" });
    const header = close.closest("header");
    expect(header).not.toBeNull();
    expect(within(header!).getByRole("heading", { level: 2, name: "Profile statements" })).toBeTruthy();
    // Before the statements in the document, so it is in view (and reached by Tab) before them.
    const first = within(dialog).getByText("Statement 1");
    expect(close.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(header!.contains(first)).toBe(false);
  });

  it("closes from the header button and gives focus back to the opener", async () => {
    const { dialog, opener } = await open();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("closes when the backdrop around the panel is tapped", async () => {
    const { dialog } = await open();
    tapBackdrop(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shown only once (closeOnBackdrop false): a tap beside it keeps it, Escape and Close still close", async () => {
    const { dialog } = await open(false);
    tapBackdrop(dialog);
    await new Promise((done) => setTimeout(done, 200));
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    cleanup();
    const again = await open(false);
    fireEvent.click(within(again.dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not close when the panel's content is tapped", async () => {
    const { dialog } = await open();
    const item = within(dialog).getByText("Statement 3");
    fireEvent.pointerDown(item);
    fireEvent.mouseDown(item);
    fireEvent.click(item);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("closes on Escape", async () => {
    const { dialog } = await open();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("a dialog after another", () => {
  it("still makes the page behind it inert (Headless UI learns the page's main tree in the dialog's first commit)", async () => {
    const { dialog } = await open();
    const page = () => screen.getByRole("button", { name: "Open card", hidden: true }).closest("body > *") as HTMLElement;
    await waitFor(() => expect(page().inert).toBe(true));
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(page().inert).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Open card" }));
    await screen.findByRole("dialog");
    await waitFor(() => expect(page().inert).toBe(true));
  });
});
