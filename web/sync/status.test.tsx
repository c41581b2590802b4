import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../db/db";
import { enqueueSave } from "./outbox";
import { useIsUploaded } from "./status";

const ID = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";

beforeEach(async () => {
  await db.outbox.clear();
});

describe("useIsUploaded", () => {
  it("never answers for another response: switching to one still in the outbox is not 'uploaded' for a moment", async () => {
    await enqueueSave(
      { id: ID, revision: 3, writeToken: "t".repeat(40), step: "final", name: "N", email: "n@example.com", jobTitle: "J", linkedinProfile: "https://linkedin.com/in/n", userFlow: "ceo", attractionResponses: {}, pursuerResponses: {} },
      true,
    );
    const seen: (boolean | undefined)[] = [];
    const { rerender } = renderHook(({ id }) => {
      const uploaded = useIsUploaded(id);
      seen.push(uploaded);
      return uploaded;
    }, { initialProps: { id: null as string | null } });
    // Mid-flow (no finished response yet) there is nothing to upload.
    await waitFor(() => expect(seen.at(-1)).toBe(true));
    const from = seen.length;
    rerender({ id: ID });
    await waitFor(() => expect(seen.at(-1)).toBe(false));
    expect(seen.slice(from)).not.toContain(true);
  });
});
