import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch, type FakeHandler } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import { toastMock, toastsRaised } from "../test/toast-mock";
import { LoginScreen } from "./LoginScreen";

vi.mock("sonner", async () => ({ toast: (await import("../test/toast-mock")).toastMock }));

const user = { profileImageUrl: null, firstName: null, email: "admin@localhost", role: "owner" } as const;

function setup(login: FakeHandler, demoHint: string | null = null, sso = false) {
  const calls = stubFetch((req) => (req.path === "/api/admin/config" ? json({ demoHint, sso }) : login(req)));
  const onSignedIn = vi.fn();
  renderWithClient(<LoginScreen onSignedIn={onSignedIn} />);
  const submit = (password: string) => {
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
  };
  return { calls, onSignedIn, submit };
}

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LoginScreen", () => {
  it("offers single sign-on (a link to /api/login) only when the server has it configured", async () => {
    setup(() => json({}), null, true);
    const link = await screen.findByRole("link", { name: "Sign in with single sign-on" });
    expect(link.getAttribute("href")).toBe("/api/login");
    expect(screen.getByLabelText("Password")).toBeTruthy();
    cleanup();
    const { calls } = setup(() => json({}));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/admin/config")).toBe(true));
    expect(screen.queryByRole("link", { name: "Sign in with single sign-on" })).toBeNull();
  });

  it("shows the demo password hint only when the server sends one", async () => {
    setup(() => json({}), "sociality-demo");
    expect((await screen.findByTestId("demo-hint")).textContent).toBe("Demo password: sociality-demo");
    cleanup();
    const { calls } = setup(() => json({}), null);
    await waitFor(() => expect(calls.some((c) => c.path === "/api/admin/config")).toBe(true));
    expect(screen.queryByTestId("demo-hint")).toBeNull();
  });

  it("requires a password before calling the server", async () => {
    const { calls, submit } = setup(() => json({}));
    submit("");
    expect(await screen.findByText("Password is required")).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c) => c.path === "/api/admin/login")).toEqual([]);
  });

  it("says 'Logging in...' while busy, then signs in with a toast", async () => {
    let answer: (r: Response) => void = () => {};
    const { calls, onSignedIn, submit } = setup(() => new Promise<Response>((r) => (answer = r)));
    submit("right");
    expect((await screen.findByRole("button", { name: "Logging in..." })).hasAttribute("disabled")).toBe(true);
    await act(async () => answer(json({ ok: true, user })));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(calls.find((c) => c.path === "/api/admin/login")?.body).toEqual({ password: "right" });
    expect(toastsRaised()).toEqual(["success: Login successful - Welcome to the admin dashboard"]);
  });

  it("says a wrong password at the field, as an alert tied to it, and raises no toast", async () => {
    const { onSignedIn, submit } = setup(() => json({ error: "Invalid password", issues: [] }, 401));
    submit("wrong");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Invalid password. Check it and try again.");
    const field = screen.getByLabelText("Password");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(alert.id);
    expect(document.activeElement).toBe(field);
    expect(toastsRaised()).toEqual([]);
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    // Typing again clears it.
    fireEvent.change(field, { target: { value: "wrong2" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("says at the field when to try again after too many attempts, with the server's words or its own", async () => {
    const { submit } = setup(() => json({ error: "Too many failed login attempts. Try again in 5 minutes.", issues: [] }, 429));
    submit("again");
    expect((await screen.findByRole("alert")).textContent).toBe("Too many failed login attempts. Try again in 5 minutes.");
    expect(toastsRaised()).toEqual([]);
    cleanup();
    const { submit: again } = setup(() => new Response("busy", { status: 429 }));
    again("again");
    expect((await screen.findByRole("alert")).textContent).toBe("Too many failed login attempts. Try again in a few minutes.");
  });

  it("reports a network failure", async () => {
    const { submit } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    submit("any");
    await waitFor(() => expect(toastMock.error).toHaveBeenCalled());
    expect(toastsRaised()).toEqual(["error: Error - Login failed. Please try again."]);
  });
});
