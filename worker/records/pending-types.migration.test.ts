import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { SavePayload } from "../../schema/save/payload";
import type { FinalType } from "../../schema/assessment/scoring";
import { saveResponse } from "../test/admin";
import { rerunMigration } from "../test/migration";
import { searchTextOf } from "./search-text";

type Row = { final_type: string; page_rankings: string | null; search_text: string };
const read = async (id: string) =>
  (await env.DB.prepare("SELECT final_type, page_rankings, search_text FROM assessment_responses WHERE id = ?").bind(id).first<Row>())!;

/** A row as versions before decision 010 stored it: the type they computed, the rankings they were sent. */
async function oldRow(p: Partial<SavePayload>, old: { finalType: FinalType; pageRankings?: object | null; overridden?: boolean }) {
  const saved = await saveResponse(p);
  await env.DB.prepare(
    "UPDATE assessment_responses SET final_type = ?, page_rankings = ?, search_text = ?, final_type_overridden = ? WHERE id = ?",
  )
    .bind(
      JSON.stringify(old.finalType),
      old.pageRankings === undefined ? JSON.stringify(saved.pageRankings ?? null) : JSON.stringify(old.pageRankings),
      searchTextOf(saved, old.finalType),
      old.overridden ? 1 : 0,
      saved.id,
    )
    .run();
  return saved;
}

const ALL_4 = { yellow: 4, blue: 4, red: 4 };
const attractionRanking = { yellow: 3, blue: 2, red: 1 };
const DEFAULT = { intrinsicAttraction: "Energizer", extrinsicPursuer: "Influencer" };

describe("migration 0004: pending final types", () => {
  it("makes an unreached part Pending (null), repairs the skipped pursuer ranking, and keeps admin types and the rest", async () => {
    const intake = await oldRow({ name: "Intake Only" }, { finalType: DEFAULT, pageRankings: null });
    const partOne = await oldRow(
      { step: "assessment-attraction-red-complete", attractionResponses: { red: { "1": 2 } }, pageRankings: { attractionRanking } },
      { finalType: { intrinsicAttraction: "Driver", extrinsicPursuer: "Influencer" } },
    );
    const skipped: Partial<SavePayload> = {
      step: "final",
      isCompleted: true,
      attractionResponses: { red: { "1": 2 } },
      pageRankings: { attractionRanking },
    };
    const allFour = await oldRow(skipped, { finalType: { intrinsicAttraction: "Driver", extrinsicPursuer: "Influencer" } });
    const custom = { intrinsicAttraction: "Custom", extrinsicPursuer: "Influencer" };
    const overridden = await oldRow(skipped, { finalType: custom, overridden: true });
    const overriddenIntake = await oldRow({}, { finalType: DEFAULT, pageRankings: null, overridden: true });
    const full = await oldRow(
      {
        step: "final",
        isCompleted: true,
        attractionResponses: { red: { "1": 2 } },
        pursuerResponses: { blue: { "1": 1 } },
        pageRankings: { attractionRanking, pursuerRanking: { yellow: 1, blue: 2, red: 3 } },
      },
      { finalType: { intrinsicAttraction: "Driver", extrinsicPursuer: "Supporter" } },
    );
    const before = await read(full.id);

    await rerunMigration("pending_final_types");
    // A database this old also gets the later search-text migration, which rewrites the type part from final_type.
    await rerunMigration("_search_text_shows_type");

    const intakeRow = await read(intake.id);
    expect(JSON.parse(intakeRow.final_type)).toEqual({ intrinsicAttraction: null, extrinsicPursuer: null });
    expect(intakeRow.search_text).toBe(searchTextOf(intake, { intrinsicAttraction: null, extrinsicPursuer: null }));
    expect(intakeRow.search_text).not.toContain("energizer");

    const partOneRow = await read(partOne.id);
    expect(JSON.parse(partOneRow.final_type)).toEqual({ intrinsicAttraction: "Driver", extrinsicPursuer: null });
    expect(partOneRow.search_text).toBe(searchTextOf(partOne, { intrinsicAttraction: "Driver", extrinsicPursuer: null }));

    const allFourRow = await read(allFour.id);
    expect(JSON.parse(allFourRow.page_rankings!)).toEqual({ attractionRanking, pursuerRanking: ALL_4 });
    expect(JSON.parse(allFourRow.final_type)).toEqual({ intrinsicAttraction: "Driver", extrinsicPursuer: "Undetermined" });
    expect(allFourRow.search_text).toBe(searchTextOf(allFour, { intrinsicAttraction: "Driver", extrinsicPursuer: "Undetermined" }));

    // An admin's type stays, but the respondent's ranking is still repaired.
    const overriddenRow = await read(overridden.id);
    expect(JSON.parse(overriddenRow.final_type)).toEqual(custom);
    expect(JSON.parse(overriddenRow.page_rankings!)).toEqual({ attractionRanking, pursuerRanking: ALL_4 });
    expect(JSON.parse((await read(overriddenIntake.id)).final_type)).toEqual(DEFAULT);

    expect(await read(full.id)).toEqual(before);
  });
});
