import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraErrorMessage, createQrDecoder } from './qr-decoder';

/** How often a frame is read while the camera runs. */
const SCAN_INTERVAL_MS = 250;

export type CameraState = { status: 'off' } | { status: 'starting' } | { status: 'scanning' } | { status: 'failed'; message: string };

/**
 * The device camera as a QR reader for the door: `start` asks for the camera (the back one on a
 * phone) and reads frames until a code is found, which goes to `onCode` and stops the camera.
 * The decoder (and ZXing where the browser has no BarcodeDetector for QR) loads only on `start`.
 */
export function useQrCamera(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const session = useRef(0);
  const stream = useRef<MediaStream | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = useCallback(() => {
    session.current += 1;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((current) => (current.status === 'failed' ? current : { status: 'off' }));
  }, []);

  const start = useCallback(async () => {
    const mine = ++session.current;
    setState({ status: 'starting' });
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotFoundError');
      const [media, decoder] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        createQrDecoder(),
      ]);
      if (mine !== session.current) return media.getTracks().forEach((track) => track.stop());
      stream.current = media;
      const video = videoRef.current!;
      video.srcObject = media;
      await video.play();
      setState({ status: 'scanning' });
      while (mine === session.current) {
        const code = video.readyState >= 2 ? await decoder.decode(video) : null;
        if (mine !== session.current) return;
        if (code) {
          stop();
          onCodeRef.current(code.trim());
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, SCAN_INTERVAL_MS));
      }
    } catch (error) {
      if (mine !== session.current) return;
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
      setState({ status: 'failed', message: cameraErrorMessage(error) });
    }
  }, [stop]);

  // The camera goes off with the page.
  useEffect(() => () => stop(), [stop]);

  return { videoRef, state, start, stop };
}
