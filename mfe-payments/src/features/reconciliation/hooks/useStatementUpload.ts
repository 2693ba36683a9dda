import { useMemo, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import {
  creditLines,
  GENERIC_LAYOUTS,
  MAX_STATEMENT_NAME_LENGTH,
  readStatement,
  readStatementRows,
  type StatementLineInput,
  type StatementSource,
} from 'shared/domain/payments/reconciliation';
import type { ImportIssue } from 'shared/domain/imports/registration-import';
import type { PresetAnswer, StatementPreview } from 'shared/domain/payments/reconciliation-answers';
import { BUILT_IN_PRESETS, DATE_FORMATS, dayInFormat, type DateFormat, type LayoutColumns } from 'shared/domain/payments/statement-layouts';
import { normalizeText } from 'shared/domain/common/text';
import { readFileText } from 'shared/forms/readFileText';
import { useListPresetsQuery, usePreviewStatementMutation, useSavePresetMutation } from '../api/reconciliationApi';

const PREVIEW_LINES = 5;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The roles the mapping step offers a column for (a gateway's fee, tax and settlement come with its built-in preset). */
export const MAPPED_ROLES = ['date', 'reference', 'description', 'credit', 'debit', 'amount'] as const;
export type MappedRole = (typeof MAPPED_ROLES)[number];

/** A file chosen: its text when it is CSV (read here for the portal's own header), else its bytes. */
interface ChosenFile {
  name: string;
  body: string | ArrayBuffer;
  contentType: string;
  text: string | null;
}

/** The file as it will be read: through a preset, or (null) the source's own header. */
interface Reading {
  preset: PresetAnswer | null;
  lines: StatementLineInput[];
  credits: number;
  outgoing: number;
  issues: ImportIssue[];
}

const headerKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();
/** Whether a header names every column a layout reads. */
const fits = (columns: Partial<Record<string, string>>, header: string[]) => {
  const keys = new Set(header.map(headerKey));
  return Object.values(columns).every((column) => column === undefined || keys.has(headerKey(column)));
};

function readBytes(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

async function fileOf(file: File): Promise<ChosenFile> {
  if (/\.xlsx$/i.test(file.name) || file.type === XLSX_TYPE) return { name: file.name, body: await readBytes(file), contentType: XLSX_TYPE, text: null };
  const text = await readFileText(file);
  return { name: file.name, body: text, contentType: 'text/csv', text };
}

/** A built-in preset's reference patterns for the source, so a mapped bank's narrations are searched as HDFC's are. */
const patternsOf = (source: StatementSource) => BUILT_IN_PRESETS.find((preset) => preset.source === source)!.referencePatterns;

/**
 * A statement file chosen on screen, read before anything is stored: the file as read (the preview
 * route, nothing written), the preset whose columns its header names (or the one chosen), else the
 * portal's own header, else a mapping step where each role's column and the date format are chosen,
 * previewed here with the reader the API stores with, and saved as the organisation's preset.
 */
export function useStatementUpload() {
  const { i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const [source, setSourceState] = useState<StatementSource>('bank');
  const [name, setName] = useState('');
  const [presetChoice, setPresetChoiceState] = useState('');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [asIs, setAsIs] = useState<StatementPreview | null>(null);
  const [reading, setReading] = useState<Reading | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [columns, setColumns] = useState<Partial<Record<MappedRole, string>>>({});
  const [chosenFormat, setChosenFormat] = useState<DateFormat | null>(null);
  const [presetName, setPresetName] = useState('');
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const presets = useListPresetsQuery();
  const [preview, previewing] = usePreviewStatementMutation();
  const [save, saving] = useSavePresetMutation();
  // Each read stands for the latest choice; an answer to an earlier one is dropped.
  const turn = useRef(0);
  const presetList = useMemo(() => presets.currentData?.data ?? [], [presets.currentData]);

  const readWith = async (chosen: ChosenFile, preset: PresetAnswer, mine: number) => {
    const result = await preview({ body: chosen.body, contentType: chosen.contentType, preset: preset.id });
    if (mine !== turn.current) return;
    if (result.error !== undefined) {
      setProblem(apiErrorMessage(result.error, i18n._(msg`The file could not be read. Please try again.`)));
      return;
    }
    // The preset says what the file is: a gateway's report goes as one.
    setSourceState(preset.source);
    setReading({ preset, lines: result.data.lines, credits: result.data.credits, outgoing: result.data.outgoing, issues: result.data.problems });
  };

  const read = async (chosen: ChosenFile | null, choice: string, sourceNow: StatementSource) => {
    const mine = ++turn.current;
    setAsIs(null);
    setReading(null);
    setProblem(null);
    setSaveProblem(null);
    if (!chosen) return;
    const explicit = presetList.find((preset) => preset.id === choice);
    if (explicit) return readWith(chosen, explicit, mine);
    const result = await preview({ body: chosen.body, contentType: chosen.contentType });
    if (mine !== turn.current) return;
    if (result.error !== undefined) {
      setProblem(apiErrorMessage(result.error, i18n._(msg`The file could not be read. Please try again.`)));
      return;
    }
    setAsIs(result.data);
    const fitting = presetList.find((preset) => fits(preset.columns, result.data.header));
    if (fitting) return readWith(chosen, fitting, mine);
    if (chosen.text !== null && fits(GENERIC_LAYOUTS[sourceNow], result.data.header)) {
      const own = readStatement(chosen.text, GENERIC_LAYOUTS[sourceNow]);
      const credits = creditLines(own);
      setReading({ preset: null, lines: own.lines, credits: credits.length, outgoing: own.ignored, issues: own.issues });
    }
  };

  // The mapping step: the first lines as the API read them, through the columns chosen here.
  const mapping = asIs !== null && reading === null && problem === null;
  const rows = useMemo(() => (asIs ? [asIs.header, ...asIs.rows] : []), [asIs]);
  const dateIndex = columns.date ? (asIs?.header.indexOf(columns.date) ?? -1) : -1;
  const guessedFormat = useMemo(() => {
    const dates = (asIs?.rows ?? []).map((cells) => (cells[dateIndex] ?? '').trim()).filter(Boolean);
    return DATE_FORMATS.find((format) => dates.length > 0 && dates.every((date) => dayInFormat(date, format))) ?? 'dd/MM/yyyy';
  }, [asIs, dateIndex]);
  const dateFormat = chosenFormat ?? guessedFormat;
  const layoutColumns = useMemo(
    () =>
      columns.date && (columns.credit || columns.amount) && (columns.reference || columns.description)
        ? ({ ...columns, date: columns.date } as LayoutColumns)
        : null,
    [columns],
  );
  const mapped = useMemo(
    () => (mapping && layoutColumns ? readStatementRows(rows, { columns: layoutColumns, dateFormat, referencePatterns: patternsOf(source) }) : null),
    [mapping, layoutColumns, rows, dateFormat, source],
  );

  const saveAndRead = async () => {
    if (!file || !layoutColumns || !normalizeText(presetName)) return;
    setSaveProblem(null);
    const saved = await save({
      name: normalizeText(presetName),
      source,
      columns: layoutColumns,
      dateFormat,
      referencePatterns: [...patternsOf(source)],
    });
    if (saved.error !== undefined) {
      setSaveProblem(apiErrorMessage(saved.error, i18n._(msg`The preset could not be saved. Please try again.`)));
      return;
    }
    setPresetChoiceState(saved.data.id);
    setPresetName('');
    setAsIs(null);
    await readWith(file, saved.data, ++turn.current);
  };

  const issues = reading?.issues ?? [];
  return {
    source,
    name,
    nameMaxLength: MAX_STATEMENT_NAME_LENGTH,
    /** The name as the API stores it; none when it is only spaces, so the API names the statement (it refuses an empty name). */
    sentName: normalizeText(name) || undefined,
    presets: presetList,
    /** Until the presets are known, a file's header cannot be fitted to one. */
    presetsReady: presets.currentData !== undefined,
    presetChoice,
    file,
    reading,
    issues,
    problem,
    busy: previewing.isLoading,
    preview: (reading?.lines ?? []).slice(0, PREVIEW_LINES),
    /** Ready to upload: read through a layout, every line readable, some credit to match. */
    ready: reading !== null && issues.length === 0 && reading.credits > 0,
    mappingStep:
      mapping && asIs
        ? {
            header: asIs.header,
            rows: asIs.rows,
            headerLine: asIs.headerLine,
            columns,
            dateFormat,
            complete: layoutColumns !== null,
            reading: mapped,
            credits: mapped ? creditLines(mapped) : [],
            presetName,
            saveProblem,
            saving: saving.isLoading,
          }
        : null,
    setName,
    /** The API's refusal of the file at upload, in the person's language. */
    refuse: setProblem,
    setSource: (next: StatementSource) => {
      setSourceState(next);
      void read(file, presetChoice, next);
    },
    setPresetChoice: (next: string) => {
      setPresetChoiceState(next);
      const preset = presetList.find((candidate) => candidate.id === next);
      if (preset) setSourceState(preset.source);
      void read(file, next, preset?.source ?? source);
    },
    setColumn: (role: MappedRole, column: string) => setColumns((current) => ({ ...current, [role]: column || undefined })),
    setDateFormat: setChosenFormat,
    setPresetName,
    saveAndRead,
    choose: async (chosen: File | undefined) => {
      const next = chosen ? await fileOf(chosen) : null;
      setFile(next);
      setColumns({});
      setChosenFormat(null);
      await read(next, presetChoice, source);
    },
    /** After an upload: the next file starts with no name, so it is not stored under this one's. */
    reset: () => {
      turn.current += 1;
      setFile(null);
      setName('');
      setAsIs(null);
      setReading(null);
      setProblem(null);
    },
  };
}
