import { useEffect, useState } from "react";
import { LoadingPage } from "../ui/LoadingPage";
import { config } from "../config";
import { loadReport, type ReportState } from "./load-report";
import { ReportView } from "./ReportView";

/** /report/:token — the sponsor report (docs/teams.md#the-sponsor-report). Its own chunk; nothing of the admin code. */
export default function ReportRoute({ token }: { token: string }) {
  const [state, setState] = useState<ReportState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    loadReport(token, controller.signal).then(setState, () => {});
    return () => controller.abort();
  }, [token, attempt]);
  useEffect(() => {
    document.title =
      state.kind === "ready" ? `${state.report.team.name} — culture report — ${config.productName}` : `Team report — ${config.productName}`;
  }, [state]);

  if (state.kind === "loading") return <LoadingPage label="Loading report..." />;
  if (state.kind === "ready") return <ReportView report={state.report} />;
  const message = {
    gone: {
      title: "This report is not available",
      text: "The link does not exist or was revoked. Ask the person who sent it for a new one.",
    },
    expired: { title: "This report link has expired", text: "Ask the person who sent it for a new link." },
    busy: { title: "Too many requests", text: "This network has asked for reports very often. Wait a minute, then try again." },
    error: { title: "The report could not load", text: "Check the connection and try again." },
  }[state.kind];
  const retryable = state.kind === "error" || state.kind === "busy";
  return (
    <main className="mx-auto max-w-xl px-4 py-20">
      <div className="card" role={retryable ? "alert" : undefined}>
        <h1 className="text-2xl font-bold m-0">{message.title}</h1>
        <p className="mt-3 mb-0 text-slate-700">{message.text}</p>
        {retryable && (
          <button
            type="button"
            className="btn-primary mt-6"
            onClick={() => {
              setState({ kind: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        )}
      </div>
    </main>
  );
}
