import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Intake } from "../../../schema/assessment/intake";
import { IntakeScreen } from "./IntakeScreen";

afterEach(cleanup);

function setup(busy = false, initial?: Partial<Intake>) {
  const onSubmit = vi.fn<(intake: Intake) => void>();
  const view = render(<IntakeScreen audience="manager" busy={busy} initial={initial} onSubmit={onSubmit} />);
  return { onSubmit, view };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Begin Assessment" }));

describe("IntakeScreen", () => {
  it("shows the title, subtitle, the six fields with proper types and the privacy note", () => {
    setup();
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Welcome to the Assessment" }));
    expect(screen.getByText("Please provide your information before we begin.")).toBeTruthy();
    expect(screen.getByText("We do not sell your personal information.")).toBeTruthy();
    const fields = ["Full Name", "Email Address", "Phone Number", "Job Title", "Company Website", "LinkedIn Profile URL"].map(input);
    expect(fields.map((f) => f.type)).toEqual(["text", "email", "tel", "text", "url", "url"]);
    expect(fields.map((f) => f.autocomplete)).toEqual(["name", "email", "tel", "organization-title", "url", "url"]);
  });

  it("shows each SPEC message beside its field, focuses the first invalid one and does not submit", () => {
    const { onSubmit } = setup();
    type("Phone Number", "555");
    type("LinkedIn Profile URL", "not a url");
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const expected: [string, string][] = [
      ["Full Name", "Name is required"],
      ["Email Address", "Valid email is required"],
      ["Job Title", "Job title is required"],
      ["LinkedIn Profile URL", "Valid LinkedIn profile URL is required"],
    ];
    for (const [label, message] of expected) {
      const field = input(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
    expect(input("Phone Number").getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(input("Full Name"));

    type("Full Name", "Ada");
    expect(input("Full Name").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("Name is required")).toBeNull();
    type("Email Address", "ada@example");
    submit();
    expect(document.activeElement).toBe(input("Email Address"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the parsed values with the audience as userFlow, leaving out empty optional fields", () => {
    const { onSubmit } = setup();
    type("Full Name", "  Ada Lovelace ");
    type("Email Address", "ada@example.org");
    type("Job Title", "Engineer");
    type("LinkedIn Profile URL", "linkedin.com/in/ada");
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.org",
      jobTitle: "Engineer",
      linkedinProfile: "https://linkedin.com/in/ada",
      userFlow: "manager",
    });
  });

  it("prefills from initial and shows 'Processing...' disabled while busy", () => {
    const { onSubmit } = setup(true, { name: "Grace", email: "grace@example.org", jobTitle: "Admiral", linkedinProfile: "https://linkedin.com/in/grace" });
    expect(input("Full Name").value).toBe("Grace");
    const button = screen.getByRole("button", { name: "Processing..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest("form") as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says which team the respondent joins once the name is known (docs/teams.md#the-rules), and nothing without one", () => {
    render(<IntakeScreen audience="ic" busy={false} teamName="Platform crew" onSubmit={() => {}} />);
    expect(screen.getByTestId("joining-team").textContent).toBe("You're joining Platform crew");
    cleanup();
    setup();
    expect(screen.queryByTestId("joining-team")).toBeNull();
  });
});
