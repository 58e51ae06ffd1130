// A QR code as a Preact element: the same drawing as qrSvg, for islands. Dark on white in
// every colour scheme; the accessible name says what the code holds.
import type { QrCode } from './types.ts';
import { qrPath, QUIET_ZONE } from './svg.ts';

export interface QrImageProps {
  code: QrCode;
  label: string;
  class?: string;
}

export function QrImage({ code, label, class: className }: QrImageProps) {
  const side = code.size + 2 * QUIET_ZONE;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shape-rendering="crispEdges"
      class={className}
    >
      <title>{label}</title>
      <rect width={side} height={side} fill="#fff" />
      <path fill="#000" d={qrPath(code)} />
    </svg>
  );
}
