import { ImportCard } from "../import/ImportCard";
import { useCan } from "../session/admin-user";
import { ExportCard } from "./ExportCard";
import { ResponsesSection } from "./ResponsesSection";
import { StatCards } from "./StatCards";

export function Dashboard({ onOpen }: { onOpen: (id: string) => void }) {
  const canExport = useCan("export");
  const canImport = useCan("importOutbox");
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold m-0" tabIndex={-1} data-page-heading>
          Assessment Dashboard
        </h1>
        <p className="text-slate-700 mt-1 mb-0">Manage and analyze assessment responses</p>
      </div>
      <StatCards />
      {/* The list is the dashboard's work, so it comes first; export and import are occasional (docs/admin.md#the-responses-list). */}
      <ResponsesSection onOpen={onOpen} />
      {/* Viewers read only (docs/admin.md#roles): no export or import, which the server refuses with 403 anyway. */}
      {(canExport || canImport) && (
        <div className="grid gap-6 lg:grid-cols-2 items-start">
          {canExport && <ExportCard />}
          {canImport && <ImportCard />}
        </div>
      )}
    </div>
  );
}
