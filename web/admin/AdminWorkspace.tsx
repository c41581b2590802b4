import { useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { AuthUser } from "../../schema/admin";
import { responseKey } from "./api/get-response";
import { useQueryClient } from "./api/query-context";
import { AdminHeader } from "./dashboard/AdminHeader";
import { Dashboard } from "./dashboard/Dashboard";
import { ResponseDetail } from "./detail/ResponseDetail";

/**
 * The signed-in admin area. The dashboard stays mounted (hidden) while a detail is open, so Back
 * returns to the same search, loaded pages, scroll position and row.
 */
export function AdminWorkspace({ user }: { user: AuthUser }) {
  const client = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const listScroll = useRef(0);

  const open = useCallback(
    (id: string) => {
      listScroll.current = window.scrollY;
      // Drop any older copy: the detail always shows the record as it is now.
      client.forget(responseKey(id));
      setSelected(id);
      window.scrollTo(0, 0);
    },
    [client],
  );

  const back = useCallback(() => {
    const id = selected;
    flushSync(() => setSelected(null));
    window.scrollTo(0, listScroll.current);
    if (id) document.querySelector<HTMLElement>(`[data-open-response="${CSS.escape(id)}"]`)?.focus();
  }, [selected]);

  return (
    <>
      <AdminHeader user={user} />
      <main className="mx-auto max-w-7xl px-4 py-8">
        <div hidden={selected !== null}>
          <Dashboard onOpen={open} />
        </div>
        {selected && <ResponseDetail id={selected} onBack={back} />}
      </main>
    </>
  );
}
