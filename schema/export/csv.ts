/**
 * RFC 4180 reader for our small, trusted content files. Returns rows of fields; a row whose quotes
 * never close is returned with `malformed: true` so callers can skip it with a warning.
 * (A dependency would add weight to the respondent bundle for ~30 lines; see docs/decisions/004.)
 */
export type CsvRow = { fields: string[]; line: number; malformed: boolean };

export function readCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = (malformed: boolean) => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === "")) rows.push({ fields, line: rowLine, malformed });
    fields = [];
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow(false);
      rowLine = ++line;
    } else field += ch;
  }
  if (quoted || field !== "" || fields.length) endRow(quoted);
  return rows;
}
