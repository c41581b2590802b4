export function intakeFields(person: { name: string; email: string }): [label: string, value: string][];
