import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../db/db";
import { acknowledgeAll, enqueueSave } from "./outbox";
import { useSyncStatus } from "./status";
import { useIsUploaded } from "./use-is-uploaded";

const ID = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";

beforeEach(async () => {
  await db.outbox.clear();
});

const draft = (revision: number, culture: Record<string, number>) => ({
  id: ID,
  revision,
  writeToken: "t".repeat(40),
  step: "assessment-pursuer-red-complete",
  name: "N",
  email: "n@example.com",
  jobTitle: "J",
  linkedinProfile: "https://linkedin.com/in/n",
  userFlow: "ic" as const,
  attractionResponses: {},
  pursuerResponses: {},
  cultureCompatibilityResponses: culture,
});

describe("useSyncStatus", () => {
  it("counts a respondent's answers saved inside a step as one waiting item, the newest revision, until acknowledged", async () => {
    const { result } = renderHook(() => useSyncStatus());
    await waitFor(() => expect(result.current).toMatchObject({ pending: 0, failed: 0 }));
    await enqueueSave(draft(8, { "cat-1": 6 }), false);
    await enqueueSave(draft(9, { "cat-1": 6, "dog-1": 2 }), false);
    await waitFor(() => expect(result.current?.pending).toBe(1));
    expect((await db.outbox.get(ID))?.payload.cultureCompatibilityResponses).toEqual({ "cat-1": 6, "dog-1": 2 });
    // An acknowledgement of the older revision (in flight when the newer was queued) leaves the newer waiting.
    await acknowledgeAll([{ id: ID, revision: 8 }]);
    expect(await db.outbox.count()).toBe(1);
    await acknowledgeAll([{ id: ID, revision: 9 }]);
    await waitFor(() => expect(result.current?.pending).toBe(0));
  });
});

describe("useIsUploaded", () => {
  it("never answers for another response: switching to one still in the outbox is not 'uploaded' for a moment", async () => {
    await enqueueSave(
      {
        id: ID,
        revision: 3,
        writeToken: "t".repeat(40),
        step: "final",
        name: "N",
        email: "n@example.com",
        jobTitle: "J",
        linkedinProfile: "https://linkedin.com/in/n",
        userFlow: "ceo",
        attractionResponses: {},
        pursuerResponses: {},
      },
      true,
    );
    const seen: (boolean | undefined)[] = [];
    const { rerender } = renderHook(
      ({ id }) => {
        const uploaded = useIsUploaded(id);
        seen.push(uploaded);
        return uploaded;
      },
      { initialProps: { id: null as string | null } },
    );
    // Mid-flow (no finished response yet) there is nothing to upload.
    await waitFor(() => expect(seen.at(-1)).toBe(true));
    const from = seen.length;
    rerender({ id: ID });
    await waitFor(() => expect(seen.at(-1)).toBe(false));
    expect(seen.slice(from)).not.toContain(true);
  });
});
