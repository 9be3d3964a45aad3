import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** An SVG of the code as a data URL: sharp at any print size, no canvas needed. */
export async function qrCodeDataUrl(value: string): Promise<string> {
  const svg = await QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A QR code that scans to `value`, drawn by the `qrcode` library; a grey square until it is ready. */
export function QrCode({ value, size }: { value: string; size: number }) {
  const [drawn, setDrawn] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrCodeDataUrl(value).then((src) => {
      if (current) setDrawn({ value, src });
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (drawn?.value !== value) {
    return <span aria-hidden className="block rounded bg-muted" style={{ width: size, height: size }} />;
  }
  return (
    <img
      src={drawn.src}
      alt={`QR code of ${value}`}
      width={size}
      height={size}
      className="block bg-white [image-rendering:pixelated]"
    />
  );
}
