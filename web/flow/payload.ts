import { SCHEMA_VERSION } from "../../schema/constants";
import type { SavePayload } from "../../schema/save/payload";
import type { FlowContext } from "./context";

/**
 * The save body of docs/product.md#calls + docs/architecture.md#the-sync-protocol for the current context; null before the intake
 * (auto-save is skipped).
 */
export function toPayload(c: FlowContext, step: string, completes: boolean): SavePayload | null {
  if (!c.intake || !c.responseId || !c.writeToken) return null;
  const { attraction, pursuer } = c.rankingDone;
  return {
    ...c.intake,
    id: c.responseId,
    writeToken: c.writeToken,
    revision: c.revision,
    step,
    schemaVersion: SCHEMA_VERSION,
    attractionResponses: c.responses.attraction,
    pursuerResponses: c.responses.pursuer,
    pageRankings:
      attraction || pursuer
        ? {
            ...(attraction ? { attractionRanking: c.rankings.attraction } : {}),
            ...(pursuer ? { pursuerRanking: c.rankings.pursuer } : {}),
          }
        : null,
    // Demographic answers travel only with the consent that allows storing them (docs/admin.md#identity-audit-and-data-rights).
    demographicData: c.demographicConsent ? c.demographics : null,
    demographicConsent: c.demographicConsent ?? null,
    // Only a team's member is asked (decision 084).
    managerShare: c.teamCode ? (c.managerShare ?? null) : null,
    cultureCompatibilityResponses: Object.keys(c.cultureResponses).length ? c.cultureResponses : null,
    cultureCompatibilityScores: c.cultureScores,
    completionTimeSeconds: String(c.completionTimeSeconds),
    isCompleted: completes,
    // Snapshots stored before teams have no teamCode at all.
    ...(c.teamCode ? { teamCode: c.teamCode } : {}),
    language: c.language,
  };
}
