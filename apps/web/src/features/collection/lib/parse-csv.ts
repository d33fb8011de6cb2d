// RFC 4180: fields separated by commas, records by CRLF (LF and a lone CR are accepted too). A field in
// double quotes may hold commas, line breaks and doubled quotes ("" for "). A byte-order mark is ignored.

export type TCsvParseResult = { rows: string[][] } | { error: string };

export function parseCsv(text: string): TCsvParseResult {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  // A quoted field has ended; only a separator may follow it.
  let hasClosedQuote = false;
  let line = 1;
  let quoteLine = 1;

  const endField = () => {
    row.push(field);
    field = '';
    hasClosedQuote = false;
  };
  const endRow = () => {
    endField();
    // A line with nothing on it (e.g. the blank line at the end of a file) is not a record.
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };

  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (isQuoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          isQuoted = false;
          hasClosedQuote = true;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
    } else if (hasClosedQuote) {
      return { error: `Line ${line}: unexpected text after a closing quote.` };
    } else if (char === '"') {
      if (field !== '') return { error: `Line ${line}: a quote inside an unquoted field.` };
      isQuoted = true;
      quoteLine = line;
    } else {
      field += char;
    }
  }
  if (isQuoted) return { error: `Line ${quoteLine}: a quoted field is never closed.` };
  if (field !== '' || row.length > 0 || hasClosedQuote) endRow();
  return { rows };
}

/** The rows under a header row, as objects keyed by the header's (trimmed, lower-cased) column names. */
export function csvRecords(rows: string[][]): { columns: string[]; records: Record<string, string>[] } {
  const [header = [], ...body] = rows;
  const columns = header.map((name) => name.trim().toLowerCase());
  const records = body.map((cells) =>
    Object.fromEntries(columns.map((column, index) => [column, (cells[index] ?? '').trim()])),
  );
  return { columns, records };
}
