// What a team agreed to do about its gaps (decision 083): up to five actions per team round, each with an owner's name, a due date
// and a status, every change audited. The API contract, shared by the Worker and the team page.
import * as z from "zod/mini";

export const MAX_ACTIONS_PER_ROUND = 5;
export const ACTION_STATUSES = ["open", "done", "dropped"] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const what = z
  .string({ error: "What is required" })
  .check(z.trim(), z.minLength(1, "What is required"), z.maxLength(200, "What must be 200 characters or fewer"));
const owner = z
  .string({ error: "Owner is required" })
  .check(z.trim(), z.minLength(1, "Owner is required"), z.maxLength(80, "Owner must be 80 characters or fewer"));
const due = z
  .string({ error: "Due date is required" })
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, "Due date must be a date like 2027-01-31"),
    z.refine(isCalendarDate, "Due date is not a day of the calendar"),
  );
const status = z.enum(ACTION_STATUSES, { error: `Status must be one of ${ACTION_STATUSES.join(", ")}` });

/** True for a real day; a text not shaped like a date is the pattern's to name. */
function isCalendarDate(text: string): boolean {
  if (!DATE_SHAPE.test(text)) return true;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}

/** POST /api/admin/teams/:id/actions: a new action in the team's open round, open. */
export const ActionCreateSchema = z.object({ what, owner, due });
export type ActionCreate = z.infer<typeof ActionCreateSchema>;

/** PATCH /api/admin/teams/:id/actions/:actionId: at least one field. */
export const ActionUpdateSchema = z
  .object({ what: z.optional(what), owner: z.optional(owner), due: z.optional(due), status: z.optional(status) })
  .check(z.refine((u) => Object.values(u).some((v) => v !== undefined), "Give what, owner, due or status"));
export type ActionUpdate = z.infer<typeof ActionUpdateSchema>;

export type TeamAction = { id: string; round: number; what: string; owner: string; due: string; status: ActionStatus; updatedAt: string };

/** GET /api/admin/teams/:id/actions: the open round and its actions, oldest first. */
export type ActionList = { round: number; items: TeamAction[] };
