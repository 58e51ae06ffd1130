// The sheet-share parts the score sheet page shows, in a chunk of their own: the share panel (its
// QR encoder) and the received sheet (the link's codec, which reads the sheet with the engine).
// The page imports this file only through loadShareParts, when an evening is open or a sheet came
// in the address, so the list of evenings starts without them.
export { SharePanel } from '../sheet-share/SharePanel.tsx';
export { ReceivedSheet } from '../sheet-share/ReceivedSheet.tsx';
