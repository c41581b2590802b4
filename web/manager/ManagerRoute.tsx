import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { LinkFailure } from "../ui/LinkFailure";
import { LoadingPage } from "../ui/LoadingPage";
import { config } from "../config";
import { loadManager, type ManagerState } from "./load-manager";
import { ManagerView } from "./ManagerView";

type Failure = Exclude<ManagerState["kind"], "loading" | "ready">;

const FAILURE: Record<Failure, { title: MessageDescriptor; text: MessageDescriptor }> = {
  gone: {
    title: msg`This manager's view is not available`,
    text: msg`The link does not exist or was revoked. Ask the person who sent it for a new one.`,
  },
  expired: { title: msg`This manager's link has expired`, text: msg`Ask the person who sent it for a new link.` },
  busy: { title: msg`Too many requests`, text: msg`This network has asked for this page very often. Wait a minute, then try again.` },
  error: { title: msg`The manager's view could not load`, text: msg`Check the connection and try again.` },
};

/** /manager/:token — the team map as the team's manager reads it (docs/teams.md). Its own chunk; of the admin only the map figure. */
export default function ManagerRoute({ token }: { token: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<ManagerState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    loadManager(token, controller.signal).then(setState, () => {});
    return () => controller.abort();
  }, [token, attempt]);
  const product = config.productName;
  const team = state.kind === "ready" ? state.view.team.name : null;
  // `t` changes with the language: the tab's title follows a switch.
  useEffect(() => {
    document.title = team === null ? t`Manager's view — ${product}` : t`${team} — manager's view — ${product}`;
  }, [t, team, product]);

  if (state.kind === "loading") return <LoadingPage label={t`Loading the manager's view...`} />;
  if (state.kind === "ready") return <ManagerView view={state.view} />;
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
