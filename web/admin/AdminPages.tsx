// The admin's sections beyond the responses, re-exported from one module on purpose: they become one
// lazily loaded chunk (named Admin*, so the service worker never precaches it for respondents),
// fetched after the dashboard's first paint instead of before it (docs/performance.md#quality-bars; decision 020).
export { AuditPage } from "./audit/AuditPage";
export { TeamDetailPage } from "./teams/TeamDetailPage";
export { TeamsPage } from "./teams/TeamsPage";
export { UsersPage } from "./users/UsersPage";
// The response detail stays in the route chunk: it shares the statement texts with the respondent flow,
// and loading it apart would move those into a chunk of their own on the flow's first load too.
