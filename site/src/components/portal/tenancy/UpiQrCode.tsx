// A UPI payment link as a QR code that any UPI app scans: the qrcode library encodes the link (the
// version and error correction it needs) and this draws its modules as one SVG path on the server,
// so the page ships no script and the code stays sharp at any size.
import './tenancy.css';
import QRCode from 'qrcode';

/** Modules of light margin around the code, as the QR standard asks (the quiet zone). */
const QUIET_ZONE = 4;

export interface UpiQrCodeProps {
  /** The upi://pay?… link the code carries. */
  link: string;
  /** What the code is, for screen readers: 'UPI QR code: ₹25,000 to Ravi Rao'. */
  label: string;
}

/** The dark modules of a link's QR code as an SVG path, one unit square each. */
export function qrPath(link: string): { size: number; path: string; dark: number } {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  let path = '';
  let dark = 0;
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col)) {
        path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
        dark += 1;
      }
  return { size: modules.size + 2 * QUIET_ZONE, path, dark };
}

export function UpiQrCode({ link, label }: UpiQrCodeProps) {
  const { size, path } = qrPath(link);
  return (
    <svg className="upi-qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width="200" height="200" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
