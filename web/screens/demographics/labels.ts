import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ConsentVersion, ManagerShareVersion } from "../../../schema/save/consent";
import type { PARENTING_STYLES } from "../../../schema/assessment/demographics";

export type ParentingStyle = (typeof PARENTING_STYLES)[number]["value"];

/**
 * The parenting styles as the respondent reads them, by the value stored: the same English as PARENTING_STYLES
 * (schema/assessment/demographics.ts, shared with the worker and the admin), in the respondent's language. The stored value
 * stays the English name.
 */
export const PARENTING_LABEL: Record<ParentingStyle, { name: MessageDescriptor; description: MessageDescriptor }> = {
  Authoritarian: { name: msg`Authoritarian`, description: msg`Rules are the rules` },
  Coach: { name: msg`Coach`, description: msg`Rules are negotiable by skill, with some non-negotiables` },
  Teacher: { name: msg`Teacher`, description: msg`Rules create a learning environment` },
};

/**
 * Each consent text (schema/save/consent.ts) in the respondent's language, by version: the stored consent names the
 * version, whose English is the text of record. A new version needs its message here.
 */
export const CONSENT_TEXT: Record<ConsentVersion, MessageDescriptor> = {
  "1": msg`By choosing Continue you agree that your answers to this survey, which may include your religion, sexual orientation, race and biological sex, are stored with your assessment and used for research only. Every question is optional, and you can ask us to delete your data at any time.`,
};

/** The sharing consent (decision 084) in the respondent's language, by version, as CONSENT_TEXT. */
export const MANAGER_SHARE_TEXT: Record<ManagerShareVersion, MessageDescriptor> = {
  "1": msg`Share my Sociality Type and my name with my team's manager. Without this, the manager sees only figures about the whole team.`,
};
