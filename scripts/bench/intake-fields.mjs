/**
 * The intake form's six fields (docs/product.md#validation) with answers it accepts, by their visible labels: one list
 * for every script and e2e test that drives the real form.
 * @param {{ name: string; email: string }} person
 * @returns {[label: string, value: string][]}
 */
export function intakeFields(person) {
  return [
    ["Full Name", person.name],
    ["Email Address", person.email],
    ["Phone Number", "+1 555 0100"],
    ["Job Title", "Team Lead"],
    ["Company Website", "https://example.com"],
    ["LinkedIn Profile URL", "https://www.linkedin.com/in/respondent"],
  ];
}
