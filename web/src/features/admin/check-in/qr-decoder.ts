/**
 * Reads a QR code from a video frame: the browser's own BarcodeDetector where it has one, else ZXing's
 * C++ reader compiled to WebAssembly (zxing-wasm, loaded only then). Not ZXing's JavaScript port: it
 * missed about one ticket code in six in clean frames (docs/product-rules.md, "Check-in and the wearable band").
 */
export interface QrDecoder {
  /** The text of a QR code in the frame, or null when there is none. */
  decode(frame: HTMLVideoElement): Promise<string | null>;
}

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  // Chromium on Linux and Windows has the class but no QR support.
  if (!(await Detector.getSupportedFormats().catch(() => [] as string[])).includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return {
    decode: async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null,
  };
}

async function zxingDecoder(): Promise<QrDecoder> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // From this site, not the library's default CDN (the Content-Security-Policy allows neither that origin nor its fetch).
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  const canvas = document.createElement('canvas');
  return {
    decode: async (frame) => {
      if (!frame.videoWidth) return null;
      canvas.width = frame.videoWidth;
      canvas.height = frame.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(frame, 0, 0);
      const [found] = await readBarcodes(context.getImageData(0, 0, canvas.width, canvas.height), { formats: ['QRCode'], maxNumberOfSymbols: 1 });
      return found?.isValid ? found.text : null;
    },
  };
}

export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? zxingDecoder();
}

/** What to tell the staff member when the camera cannot start (getUserMedia's errors by name). */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Camera access was denied. Allow the camera for this site in the browser settings, or type the booking code.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NoCamera') {
    return 'No camera was found on this device. Type the booking code instead.';
  }
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it and try again, or type the booking code.';
  return 'The camera could not be started. Type the booking code instead.';
}
