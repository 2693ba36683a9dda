import { fetchFile, saveFile } from './downloadFile';

// A receipt's PDF (GET /admin/registrations/{id}/receipt?number=), printed or saved. Each fetch
// counts as a copy: the API marks the second and later ones "Duplicate copy". Asked for by its
// number: a cancelled receipt in the register is that receipt, not the payment's newer one.

export const receiptPath = (registrationId: string, number: string) =>
  `/admin/registrations/${encodeURIComponent(registrationId)}/receipt?number=${encodeURIComponent(number)}`;

/** RCT/2627/000001 -> receipt-RCT-2627-000001.pdf */
export const receiptFileName = (number: string) => `receipt-${number.replaceAll('/', '-')}.pdf`;

export async function downloadReceipt(registrationId: string, number: string): Promise<void> {
  saveFile(await fetchFile(receiptPath(registrationId, number)), receiptFileName(number));
}

/**
 * Opens the receipt in a new tab, in the browser's PDF viewer, to print. The tab is opened at the
 * click (a tab opened after the download would be blocked as a pop-up) and pointed at the file once
 * it has come; without a tab the file is saved instead.
 */
export async function printReceipt(registrationId: string, number: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const file = await fetchFile(receiptPath(registrationId, number));
    if (!tab) {
      saveFile(file, receiptFileName(number));
      return;
    }
    tab.location.href = URL.createObjectURL(file);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
