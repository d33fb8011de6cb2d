import QRCode from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 2;

/** A QR code drawn here as SVG (no image service sees the secret). */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { path, size } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { path: d, size: modules.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid="totp-qr-code"
    >
      <rect width={size} height={size} fill="#f5efe4" />
      <path d={path} fill="#0c0b10" />
    </svg>
  );
}
