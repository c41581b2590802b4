import { createContext } from "react";
import type { Audience } from "../../schema/constants";

/** Set by the flow around its screens: `Screen` shows the respondent header, and the step indicator its steps. Null outside the flow. */
export const FlowAudience = createContext<Audience | null>(null);
