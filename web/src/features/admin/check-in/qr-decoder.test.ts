import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraErrorMessage, createQrDecoder } from './qr-decoder';

const frame = {} as HTMLVideoElement;

describe('createQrDecoder', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('zxing-wasm/reader');
  });

  it("uses the browser's BarcodeDetector when it reads QR codes", async () => {
    const detect = vi.fn().mockResolvedValue([{ rawValue: 'BK-123' }]);
    const created: unknown[] = [];
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = () => Promise.resolve(['ean_13', 'qr_code']);
        constructor(options: unknown) {
          created.push(options);
        }
        detect = detect;
      },
    );
    const decoder = await createQrDecoder();
    expect(await decoder.decode(frame)).toBe('BK-123');
    expect(created).toEqual([{ formats: ['qr_code'] }]);
    expect(detect).toHaveBeenCalledWith(frame);
  });

  it("falls back to ZXing's WebAssembly reader, loaded only then and from this site, when the BarcodeDetector has no QR format", async () => {
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = () => Promise.resolve(['ean_13']);
      },
    );
    const prepare = vi.fn();
    vi.doMock('zxing-wasm/reader', () => ({ prepareZXingModule: prepare, readBarcodes: vi.fn() }));
    vi.stubGlobal('document', { createElement: () => ({}) });
    const decoder = await createQrDecoder();
    expect(prepare).toHaveBeenCalledOnce();
    const { locateFile } = prepare.mock.calls[0][0].overrides;
    // The .wasm from the site's own files, never the library's default CDN.
    expect(locateFile('zxing_reader.wasm', 'https://cdn.jsdelivr.net/npm/zxing-wasm/dist/reader/')).toMatch(/^\/.*zxing_reader.*\.wasm$/);
    // A video with no frame yet reads as no code.
    expect(await decoder.decode({ videoWidth: 0 } as HTMLVideoElement)).toBeNull();
  });
});

describe('cameraErrorMessage', () => {
  it('says why the camera did not start', () => {
    expect(cameraErrorMessage(new DOMException('denied', 'NotAllowedError'))).toMatch(/^Camera access was denied/);
    expect(cameraErrorMessage(new DOMException('none', 'NotFoundError'))).toMatch(/^No camera was found/);
    expect(cameraErrorMessage(new DOMException('busy', 'NotReadableError'))).toMatch(/in use by another app/);
    expect(cameraErrorMessage(new Error('?'))).toBe('The camera could not be started. Type the booking code instead.');
  });
});
