// Files in and out of the score sheet page: a chosen file's text (refused unread above a size no
// sheet reaches) and a download of text the page made.

/** Larger than any sheet (at most MAX_HANDS hands of a few hundred bytes): not a sheet. */
export const MAX_SHEET_FILE = 2_000_000;

/** The text of a chosen file; null for none, too large, or unreadable. */
export async function readFileText(file: File | undefined): Promise<string | null> {
  if (file === undefined || file.size > MAX_SHEET_FILE) return null;
  try {
    return await file.text();
  } catch {
    return null;
  }
}

/** JSON text read as a value, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Offers `text` as a download named `name`. */
export function download(name: string, text: string, type: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
