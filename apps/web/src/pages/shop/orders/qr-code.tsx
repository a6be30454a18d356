import { encodeQR } from "qr";

/** The quiet zone around a code, in modules: four is what scanners expect. */
const QUIET = 4;

/**
 * A QR code of a text as an SVG image (qr, a small audited encoder; this module is loaded only with the image): one
 * path of dark modules on a white square, so a phone's camera reads it in either colour scheme.
 */
const QrCode = ({ text, label }: { readonly text: string; readonly label: string }) => {
  // The matrix comes with its quiet zone of light modules around it.
  const modules = encodeQR(text, "raw", { ecc: "medium", border: QUIET });
  const size = modules.length;
  const path = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="200"
      height="200"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
};

export default QrCode;
