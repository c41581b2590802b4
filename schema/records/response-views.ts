// What each role reads of a stored response (docs/admin.md, Roles): a list row, and the detail.
import { LIST_FIELDS, type ResponseDetail, type ResponseListItem, type ResponseRecord } from "./admin";
import { hasDemographics } from "./response-facts";
import { can, type Role } from "../identity/roles";

/** What a list row is made from: its fields, the demographics (only to say Yes/No) and the team. */
export type ListSource = Pick<ResponseRecord, (typeof LIST_FIELDS)[number] | "demographicData" | "teamId" | "teamCode">;

/** A list row: the table's columns for everyone, the team only for roles that may read teams. */
export function listItemFor(role: Role, source: ListSource): ResponseListItem {
  const item = Object.fromEntries(LIST_FIELDS.map((f) => [f, source[f]])) as Pick<ResponseRecord, (typeof LIST_FIELDS)[number]>;
  const row: ResponseListItem = { ...item, hasDemographics: hasDemographics(source.demographicData) };
  return can(role, "teams") ? { ...row, teamId: source.teamId, teamCode: source.teamCode } : row;
}

/** The detail: the whole record, less the demographics and the team for roles that may not read them. */
export function detailFor(role: Role, record: ResponseRecord): ResponseDetail {
  const { demographicData, teamId, teamCode, managerShare, ...rest } = record;
  return {
    ...rest,
    ...(can(role, "readDemographics") ? { demographicData } : {}),
    ...(can(role, "teams") ? { teamId, teamCode, managerShare } : {}),
  };
}
