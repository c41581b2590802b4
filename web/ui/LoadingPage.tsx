import { Spinner } from "./Spinner";

/** A whole page that is still loading: still a main landmark with a level-one heading. */
export function LoadingPage({ label }: { label: string }) {
  return (
    <main>
      <h1 className="sr-only">{label}</h1>
      <Spinner label={label} />
    </main>
  );
}
