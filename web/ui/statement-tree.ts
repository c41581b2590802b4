import { isHeading, isSubItem, type ProfileStatement } from "../../schema/assessment/content";

/** A statement with its dotted sub-items ("11" → "11.1", "11.2"): the shape both statement lists render. */
export type StatementNode = {
  statement: ProfileStatement;
  /** 'At your best:' / 'At your worst:' rows: shown as sub-headings, never rated. */
  heading: boolean;
  /** A dotted placement whose parent row is absent: still shown indented. */
  orphanSubItem: boolean;
  children: StatementNode[];
};

function parentPlacement(placement: string): string {
  return placement.slice(0, placement.lastIndexOf("."));
}

/** Nest each dotted placement under the row it extends, keeping CSV order. Expects one category's rows. */
export function statementTree(statements: readonly ProfileStatement[]): StatementNode[] {
  const roots: StatementNode[] = [];
  const byPlacement = new Map<string, StatementNode>();
  for (const statement of statements) {
    const node: StatementNode = { statement, heading: isHeading(statement.text), orphanSubItem: false, children: [] };
    const parent = isSubItem(statement.placement) ? byPlacement.get(parentPlacement(statement.placement)) : undefined;
    if (parent) parent.children.push(node);
    else {
      node.orphanSubItem = isSubItem(statement.placement);
      roots.push(node);
    }
    if (!byPlacement.has(statement.placement)) byPlacement.set(statement.placement, node);
  }
  return roots;
}
