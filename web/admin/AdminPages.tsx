// The admin's sections beyond the responses list (a response's detail included), re-exported from one module on purpose: they become one
// lazily loaded chunk (named Admin*, so the service worker never precaches it for respondents),
// fetched after the dashboard's first paint instead of before it (docs/performance.md#quality-bars; decision 020).
export { AuditPage } from "./audit/AuditPage";
export { TeamDetailPage } from "./teams/TeamDetailPage";
export { TeamsPage } from "./teams/TeamsPage";
export { UsersPage } from "./users/UsersPage";
export { ResponseDetail } from "./detail/ResponseDetail";
