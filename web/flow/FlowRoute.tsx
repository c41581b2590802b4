import type { Audience } from "../../schema/constants";

// Placeholder entry for the respondent flow (issue 3 builds the machine and screens here).
export default function FlowRoute({ audience }: { audience: Audience }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">Welcome to the Assessment</h1>
      <p data-testid="audience">{audience}</p>
    </main>
  );
}
