import { filmWithYear } from '@rewind/shared/film-label';
import {
  COLLECTION_CSV_COLUMNS,
  COLLECTION_IMPORT_MAX_ROWS,
  type TCollectionImportResult,
  type TCollectionImportRow,
  type TImportRowStatus,
  unguardCsvText,
} from '@rewind/shared/collection';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { DEFAULT_RELEASE_TITLE } from '@rewind/shared/options';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useImportCollection } from '@/features/collection/api/import-collection';
import { csvRecords, parseCsv } from '@/features/collection/lib/parse-csv';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';

type TRowsResult = { rows: TCollectionImportRow[] } | { error: string };

/** A CSV file in the export's shape (header row with its column names) as import rows. */
export function importRowsFromCsv(text: string): TRowsResult {
  const parsed = parseCsv(text);
  if ('error' in parsed) return { error: `The file is not valid CSV. ${parsed.error}` };
  const { columns, records } = csvRecords(parsed.rows);
  if (!columns.includes('title') && !columns.includes('upc')) {
    return {
      error: `The first row must name the columns, as the export does: ${COLLECTION_CSV_COLUMNS.join(', ')}.`,
    };
  }
  if (records.length === 0) return { error: 'The file has no rows under its header.' };
  if (records.length > COLLECTION_IMPORT_MAX_ROWS) return { error: MSG.importTooManyRows };
  // The export puts a quote mark before a note a spreadsheet would run as a formula; the server takes it off
  // again (the rows go as they are in the file), so the limit is the note's length without it.
  const tooLong = records.findIndex((record) => unguardCsvText(record.notes ?? '').length > LIMITS.notes);
  if (tooLong >= 0) return { error: `Row ${tooLong + 1}: ${MSG.notesTooLong}` };
  return {
    rows: records.map((record) => ({
      title: record.title ?? '',
      year: record.year ?? '',
      releaseTitle: record['release title'] ?? '',
      format: record.format ?? '',
      upc: record.upc ?? '',
      notes: record.notes ?? '',
      addedAt: record['added at'] ?? '',
    })),
  };
}

const STATUS_LABELS: Record<TImportRowStatus, string> = {
  matched: 'Will be added',
  added: 'Added',
  duplicate: 'Already in collection',
  unmatched: 'Not found',
};

function ResultTable({
  result,
  sent,
  onlyProblems = false,
}: {
  result: TCollectionImportResult;
  sent: TCollectionImportRow[];
  onlyProblems?: boolean;
}) {
  const rows = onlyProblems
    ? result.rows.filter((row) => row.status === 'duplicate' || row.status === 'unmatched')
    : result.rows;
  return (
    <div
      className="max-h-80 overflow-auto rounded-lg border border-tape-700"
      tabIndex={0}
      role="region"
      aria-label="Rows"
    >
      <table className="w-full text-left text-sm" data-testid="import-table">
        <thead className="sticky top-0 bg-tape-850 text-xs tracking-wide text-tape-300 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Row
            </th>
            <th scope="col" className="px-3 py-2">
              In the file
            </th>
            <th scope="col" className="px-3 py-2">
              Release / reason
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-tape-700">
          {rows.map((row) => {
            const source = sent[row.row - 1];
            const isProblem = row.status === 'unmatched' || row.status === 'duplicate';
            return (
              <tr key={row.row} data-status={row.status}>
                <td className="px-3 py-2 font-counter text-lg leading-none text-tape-400">{row.row}</td>
                <td className="px-3 py-2 text-tape-300">
                  {[source?.title, source?.year, source?.format, source?.upc].filter(Boolean).join(' · ') ||
                    '—'}
                </td>
                <td className="px-3 py-2">
                  <span
                    className={cn(
                      'text-xs font-semibold tracking-wide uppercase',
                      isProblem
                        ? row.status === 'unmatched'
                          ? 'text-danger'
                          : 'text-orange'
                        : 'text-success',
                    )}
                  >
                    {STATUS_LABELS[row.status]}
                  </span>
                  {row.title && (
                    <p className="text-paper">
                      {filmWithYear(row.title)}
                      {row.release &&
                        ` · ${row.release.releaseTitle || DEFAULT_RELEASE_TITLE} · ${row.release.format}`}
                    </p>
                  )}
                  {row.reason && row.reason !== STATUS_LABELS[row.status] && (
                    <p className="text-tape-300">{row.reason}</p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Import into my collection from a CSV file: pick, preview the matches (a dry run), import, see what was left. */
export function ImportCollectionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const inputId = useId();
  const mutation = useImportCollection();
  const [fileName, setFileName] = useState<string | null>(null);
  const [rows, setRows] = useState<TCollectionImportRow[] | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<TCollectionImportResult | null>(null);
  const [result, setResult] = useState<TCollectionImportResult | null>(null);

  function reset() {
    setFileName(null);
    setRows(null);
    setFileError(null);
    setPreview(null);
    setResult(null);
    mutation.reset();
  }

  async function pickFile(file: File | undefined) {
    reset();
    if (!file) return;
    setFileName(file.name);
    const parsed = importRowsFromCsv(await file.text());
    if ('error' in parsed) {
      setFileError(parsed.error);
      return;
    }
    setRows(parsed.rows);
    mutation.mutate({ rows: parsed.rows, dryRun: true }, { onSuccess: setPreview });
  }

  function runImport() {
    if (!rows) return;
    mutation.mutate(
      { rows, dryRun: false },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.counts.added > 0) notify.success(MSG.addedToCollection);
        },
      },
    );
  }

  const matched = preview?.counts.matched ?? 0;
  const problems = result ? result.counts.duplicate + result.counts.unmatched : 0;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (mutation.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Import to your collection"
      description={`A CSV file with a header row, like the export: ${COLLECTION_CSV_COLUMNS.join(', ')}. Rows are matched by UPC, else by title, year, format and release title.`}
      size="3xl"
      testId="import-collection-dialog"
      footer={
        <>
          <Button
            variant="ghost"
            disabled={mutation.isPending}
            onClick={() => {
              reset();
              onOpenChange(false);
            }}
          >
            {result ? 'Close' : MSG.cancel}
          </Button>
          {!result && (
            <Button
              isLoading={mutation.isPending && preview !== null}
              disabled={!preview || matched === 0 || mutation.isPending}
              onClick={runImport}
            >
              {matched > 0 ? `Import ${matched} ${matched === 1 ? 'release' : 'releases'}` : 'Import'}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {!result && (
          <div>
            <label
              htmlFor={inputId}
              className={cn(
                'flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed border-tape-500 px-4 py-6 text-sm text-tape-300 transition',
                'hover:border-cyan hover:text-paper has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cyan',
              )}
            >
              <FileUp aria-hidden className="size-5" />
              {fileName ? `${fileName} — choose another file` : 'Choose a .csv file'}
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                disabled={mutation.isPending}
                onChange={(event) => {
                  void pickFile(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          </div>
        )}
        {fileError && <FormAlert title={fileError} testId="import-file-error" />}
        {mutation.error && (
          <FormAlert title={isApiError(mutation.error) ? mutation.error.message : MSG.unexpectedError} />
        )}
        {mutation.isPending && !preview && (
          <p className="text-sm text-tape-300" role="status">
            Matching rows…
          </p>
        )}
        {preview && rows && !result && (
          <>
            <p role="status" className="text-sm text-tape-300" data-testid="import-summary">
              {preview.counts.matched} to add · {preview.counts.duplicate} already in your collection ·{' '}
              {preview.counts.unmatched} not found
            </p>
            <ResultTable result={preview} sent={rows} />
          </>
        )}
        {result && rows && (
          <>
            <FormAlert tone={problems ? 'info' : 'success'} testId="import-result">
              {result.counts.added} added · {result.counts.duplicate} already in your collection ·{' '}
              {result.counts.unmatched} not found
            </FormAlert>
            {problems > 0 && (
              <>
                <h3 className="font-semibold text-paper">Rows that were not imported</h3>
                <ResultTable result={result} sent={rows} onlyProblems />
              </>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
