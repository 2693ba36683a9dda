import { useMemo, useState } from 'react';
import { parseCsv } from 'shared/domain/common/csv';
import { readFileText } from 'shared/forms/readFileText';
import {
  creditLines,
  GENERIC_LAYOUTS,
  MAX_STATEMENT_NAME_LENGTH,
  readStatement,
  STATEMENT_FIELDS,
  type ColumnMapping,
  type StatementField,
  type StatementSource,
} from 'shared/domain/payments/reconciliation';
import { normalizeText } from 'shared/domain/common/text';

const PREVIEW_LINES = 5;

/**
 * A statement file chosen on screen, read through its column mapping before anything is stored:
 * the first lines as they would be stored, and every line it cannot read. The generic layout of
 * the source is the mapping until a column is chosen by hand or a saved one is applied.
 */
export function useStatementUpload() {
  const [source, setSourceState] = useState<StatementSource>('bank');
  const [name, setName] = useState('');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [mapping, setMapping] = useState<Partial<ColumnMapping>>(GENERIC_LAYOUTS.bank);

  const header = useMemo(() => (file ? (parseCsv(file.text.split(/\r?\n/, 1)[0] ?? '')[0] ?? []).map((cell) => cell.trim()) : []), [file]);
  // Only columns the file has: a layout's column missing from this file is not chosen.
  const chosen = useMemo(
    () => Object.fromEntries(Object.entries(mapping).filter(([, column]) => column !== undefined && header.includes(column))) as Partial<ColumnMapping>,
    [mapping, header],
  );
  const complete = useMemo(() => (chosen.date && chosen.amount && (chosen.reference || chosen.description) ? (chosen as ColumnMapping) : null), [chosen]);
  const reading = useMemo(() => (file && complete ? readStatement(file.text, complete) : null), [file, complete]);
  const credits = useMemo(() => (reading ? creditLines(reading) : []), [reading]);

  return {
    source,
    name,
    nameMaxLength: MAX_STATEMENT_NAME_LENGTH,
    /** The name as the API stores it; none when it is only spaces, so the API names the statement (it refuses an empty name). */
    sentName: normalizeText(name) || undefined,
    file,
    header,
    mapping: chosen,
    /** The mapping as it will be sent, once it names what a line needs. */
    complete,
    reading,
    /** The credit lines read: the ones matched (withdrawals are stored as outgoing, never matched). */
    credits,
    preview: credits.slice(0, PREVIEW_LINES),
    setName,
    setSource: (next: StatementSource) => {
      setSourceState(next);
      setMapping(GENERIC_LAYOUTS[next]);
    },
    setColumn: (field: StatementField, column: string) => setMapping((current) => ({ ...current, [field]: column || undefined })),
    applyMapping: (saved: ColumnMapping) => setMapping(saved),
    choose: async (chosen: File | undefined) => setFile(chosen ? { name: chosen.name, text: await readFileText(chosen) } : null),
    /** After an upload: the next file starts with no name, so it is not stored under this one's. */
    reset: () => {
      setFile(null);
      setName('');
    },
    fields: STATEMENT_FIELDS,
  };
}
