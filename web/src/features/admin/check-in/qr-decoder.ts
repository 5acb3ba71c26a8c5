/** Reads a QR code from a video frame: the browser's own BarcodeDetector where it has one, else ZXing (loaded only then). */
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
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const reader = new BrowserQRCodeReader();
  const canvas = document.createElement('canvas');
  return {
    decode: async (frame) => {
      if (!frame.videoWidth) return null;
      canvas.width = frame.videoWidth;
      canvas.height = frame.videoHeight;
      canvas.getContext('2d', { willReadFrequently: true })!.drawImage(frame, 0, 0);
      try {
        return reader.decodeFromCanvas(canvas).getText();
      } catch {
        // ZXing throws when the frame holds no readable code.
        return null;
      }
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
