import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import type { SponsorLink, SponsorLinkCreated, LinkKind } from "../../../schema/teams/team-api";
import { requestJson } from "./http";
import { useQuery, useQueryClient } from "./query-context";

// One resource, three calls: a team's sponsor links, creating one, revoking one.
export const sponsorLinksKey = (teamId: string) => ["sponsor-links", teamId] as const;

export const fetchSponsorLinks = async (teamId: string) =>
  (await requestJson<{ items: SponsorLink[] }>("GET", `/api/admin/teams/${encodeURIComponent(teamId)}/sponsor-links`)).items;

export function useSponsorLinks(teamId: string) {
  const fetcher = useCallback(() => fetchSponsorLinks(teamId), [teamId]);
  return useQuery(sponsorLinksKey(teamId), fetcher);
}

/** A sponsor report link, or with `kind: "manager"` the manager's view of the team map (decision 083). */
export const createSponsorLink = ({ teamId, expiresAt, kind = "sponsor" }: { teamId: string; expiresAt?: string; kind?: LinkKind }) =>
  requestJson<SponsorLinkCreated>("POST", `/api/admin/teams/${encodeURIComponent(teamId)}/sponsor-links`, {
    kind,
    ...(expiresAt ? { expiresAt } : {}),
  });

export const revokeSponsorLink = (id: string) => requestJson<void>("DELETE", `/api/admin/sponsor-links/${encodeURIComponent(id)}`);

export function useSponsorLinkActions(teamId: string) {
  const client = useQueryClient();
  const onSuccess = () => void client.invalidateQueries({ queryKey: sponsorLinksKey(teamId) });
  return {
    create: useMutation({ mutationFn: createSponsorLink, onSuccess }),
    revoke: useMutation({ mutationFn: revokeSponsorLink, onSuccess }),
  };
}
