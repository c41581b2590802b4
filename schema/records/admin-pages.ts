// Which navigations are the admin's pages: the Worker sends them uncacheable and the service worker
// never answers them from its precache, so no copy of one outlives a logout (docs/decisions/032-nothing-of-an-admin-survives-logout.md).

/** /admin, /admin.html and every path under /admin/ (not /administrator, not the API's /api/admin). */
export const isAdminPage = (pathname: string): boolean => /^\/admin(?:\/|\.html$|$)/.test(pathname);
