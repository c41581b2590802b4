import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { LinkFailure } from "../ui/LinkFailure";
import { LoadingPage } from "../ui/LoadingPage";
import { config } from "../config";
import { loadReport, type ReportState } from "./load-report";
import { ReportView } from "./ReportView";

type Failure = Exclude<ReportState["kind"], "loading" | "ready">;

const FAILURE: Record<Failure, { title: MessageDescriptor; text: MessageDescriptor }> = {
  gone: {
    title: msg`This report is not available`,
    text: msg`The link does not exist or was revoked. Ask the person who sent it for a new one.`,
  },
  expired: { title: msg`This report link has expired`, text: msg`Ask the person who sent it for a new link.` },
  busy: { title: msg`Too many requests`, text: msg`This network has asked for reports very often. Wait a minute, then try again.` },
  error: { title: msg`The report could not load`, text: msg`Check the connection and try again.` },
};

/** /report/:token — the sponsor report (docs/teams.md#the-sponsor-report). Its own chunk; nothing of the admin code. */
export default function ReportRoute({ token }: { token: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<ReportState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    loadReport(token, controller.signal).then(setState, () => {});
    return () => controller.abort();
  }, [token, attempt]);
  const product = config.productName;
  const team = state.kind === "ready" ? state.report.team.name : null;
  // `t` changes with the language: the tab's title follows a switch.
  useEffect(() => {
    document.title = team === null ? t`Team report — ${product}` : t`${team} — culture report — ${product}`;
  }, [t, team, product]);

  if (state.kind === "loading") return <LoadingPage label={t`Loading report...`} />;
  if (state.kind === "ready") return <ReportView report={state.report} />;
  const message = FAILURE[state.kind];
  const retryable = state.kind === "error" || state.kind === "busy";
  return (
    <LinkFailure
      title={t(message.title)}
      text={t(message.text)}
      retry={
        retryable
          ? {
              label: t`Try again`,
              onClick: () => {
                setState({ kind: "loading" });
                setAttempt((n) => n + 1);
              },
            }
          : undefined
      }
    />
  );
}
