import type { ProfileStatement } from "../../../schema/assessment/content";
import { statementTree, type StatementNode } from "../../ui/statement-tree";

/** Read-only statement list for the profile popup: bullets, dotted placements nested, 'At your best:' rows as sub-headings. */
export function StatementBullets({ statements }: { statements: readonly ProfileStatement[] }) {
  return <BulletList nodes={statementTree(statements)} depth={0} />;
}

function BulletList({ nodes, depth }: { nodes: StatementNode[]; depth: number }) {
  return (
    <ul data-depth={depth} className={`m-0 space-y-1.5 ${depth === 0 ? "ps-5 list-disc" : "mt-1.5 ps-6 list-circle"}`}>
      {nodes.map((node) => {
        const { placement, text } = node.statement;
        const children = node.children.length > 0 && <BulletList nodes={node.children} depth={depth + 1} />;
        if (node.heading)
          return (
            <li key={placement} className="list-none pt-2">
              <h4 data-content className="m-0 -ms-5 text-base font-semibold text-slate-900">
                {text}
              </h4>
              {children}
            </li>
          );
        return (
          <li key={placement} data-placement={placement} data-content className={node.orphanSubItem ? "ms-6" : ""}>
            {text}
            {children}
          </li>
        );
      })}
    </ul>
  );
}
