// Copying text from a button: the Clipboard API where the browser offers it (secure pages,
// current browsers), else the old selection-and-execCommand way. False when both are refused;
// the page then shows the text for the visitor to copy by hand.

export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, an insecure page): the old way may still work.
    }
  }
  return copyBySelection(text);
}

/** Selects the text in an off-screen field and asks the browser to copy the selection. */
function copyBySelection(text: string): boolean {
  // Selecting moves the focus; it goes back to the button that was pressed.
  const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;';
  document.body.append(area);
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  back?.focus();
  return copied;
}
