import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { useCommitImportMutation, usePreviewImportMutation } from '../api/dataApi';
import { MAX_IMPORT_BYTES } from 'shared/domain/imports/registration-import';
import type { ImportReport } from 'shared/domain/imports/registration-import-answers';
import { useNotify } from 'shared/platform/ui/notifications';
import { readFileText } from 'shared/forms/readFileText';

/**
 * The first line (counted from 1) holding a NUL character, or null. Text cannot hold one: it is
 * what a file saved as UTF-16 or as a spreadsheet's own format shows, and the server refuses it.
 */
function lineWithNul(text: string): number | null {
  const at = text.indexOf('\u0000');
  return at === -1 ? null : text.slice(0, at).split('\n').length;
}

/**
 * Choose a file, see the server's row-by-row report, then import. Import is offered only for a
 * file with no problems, and the server checks again: it imports every row or none.
 */
export function useRegistrationImport() {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Off by default, and again for every file chosen: messages to parents are sent only when asked for.
  const [sendConfirmations, setSendConfirmations] = useState(false);
  const [preview, { isLoading: checking }] = usePreviewImportMutation();
  const [commit, { isLoading: importing }] = useCommitImportMutation();
  const notify = useNotify();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();

  const choose = async (chosen: File | undefined) => {
    setReport(null);
    setError(null);
    setFile(null);
    setSendConfirmations(false);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) {
      setError(t`The file is larger than 2 MB. Split it into smaller files.`);
      return;
    }
    try {
      const text = await readFileText(chosen);
      const nul = lineWithNul(text);
      if (nul !== null) {
        const fileName = chosen.name;
        setError(
          t`Line ${nul} of ${fileName} holds a NUL character (a zero byte), which a CSV file of text cannot hold; nothing was imported. Save the file again as "CSV UTF-8" and choose it again.`,
        );
        return;
      }
      setFile({ name: chosen.name, text });
      setReport(await preview(text).unwrap());
    } catch (failure) {
      setError(apiErrorMessage(failure, t`The file could not be checked. Please try again.`));
    }
  };

  const submit = async () => {
    if (!file) return;
    try {
      const { imported } = await commit({ csv: file.text, sendConfirmations }).unwrap();
      const fileName = file.name;
      const description = sendConfirmations
        ? t`${plural(imported, {
            one: `# registration imported from ${fileName}. Their registration confirmations are on their way.`,
            other: `# registrations imported from ${fileName}. Their registration confirmations are on their way.`,
          })}`
        : t`${plural(imported, { one: `# registration imported from ${fileName}.`, other: `# registrations imported from ${fileName}.` })}`;
      notify({ title: t`Import complete`, description, variant: 'success' });
      setFile(null);
      setReport(null);
    } catch (failure) {
      const refused = (failure as { data?: { report?: ImportReport } }).data?.report;
      if (refused) setReport(refused);
      setError(apiErrorMessage(failure, t`Failed to import registrations. Please try again.`));
    }
  };

  const canImport = Boolean(file && report && report.issues.length === 0 && report.validRows > 0);
  return { file, report, error, checking, importing, canImport, sendConfirmations, setSendConfirmations, choose, submit };
}
