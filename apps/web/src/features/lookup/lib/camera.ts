import { CAMERA } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';

// The scanner's camera: the rear camera preferred, ideal 1920x1080, at least
// 1280x720. Every failure is turned into one of the product's texts from the DOMException's name.

const PREFERRED: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: { ideal: CAMERA.facingMode },
    width: { ideal: CAMERA.idealWidth, min: CAMERA.minWidth },
    height: { ideal: CAMERA.idealHeight, min: CAMERA.minHeight },
  },
};

// A camera below 1280x720 rejects the minimum with OverconstrainedError; a low-resolution camera still
// reads a UPC held close, so that one is asked for once more without the minimum.
const RELAXED: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: CAMERA.facingMode } },
};

export const hasCameraApi = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Raised with the product's text ready to show. */
export class CameraError extends Error {
  override readonly name = 'CameraError';
}

const errorName = (error: unknown) =>
  error && typeof error === 'object' && 'name' in error && typeof error.name === 'string' ? error.name : '';

async function isPermissionDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return status.state === 'denied';
  } catch {
    // Firefox and older Safari cannot be asked about the camera.
    return false;
  }
}

/** The product's text for a failed camera request. */
export async function describeCameraError(error: unknown): Promise<string> {
  if (error instanceof CameraError) return error.message;
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      // Denied for good (a 'Block' click or a site setting) needs the browser settings; a dismissed prompt
      // can be answered again by trying again.
      return (await isPermissionDenied()) ? MSG.cameraBlocked : MSG.cameraPermissionDenied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return MSG.noCameraFound;
    case 'NotReadableError':
    case 'TrackStartError':
      return MSG.cameraInUse;
    default:
      return MSG.cameraAccessFailed;
  }
}

/** Opens the camera, or throws a CameraError carrying the product's text. */
export async function openCamera(): Promise<MediaStream> {
  if (!hasCameraApi()) throw new CameraError(MSG.cameraApiUnsupported);
  try {
    try {
      return await navigator.mediaDevices.getUserMedia(PREFERRED);
    } catch (error) {
      if (errorName(error) !== 'OverconstrainedError') throw error;
      return await navigator.mediaDevices.getUserMedia(RELAXED);
    }
  } catch (error) {
    throw new CameraError(await describeCameraError(error));
  }
}

export function stopCamera(stream: MediaStream | null | undefined) {
  stream?.getTracks().forEach((track) => track.stop());
}

/** True when the browser lists no camera at all (labels need a permission; the count does not). */
export async function hasNoCamera(): Promise<boolean> {
  if (!hasCameraApi() || typeof navigator.mediaDevices.enumerateDevices !== 'function') return false;
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return !devices.some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

/** What 'Test Camera' reports about a working stream: the camera's name and the size it delivers. */
export function describeStream(stream: MediaStream): { label: string; width?: number; height?: number } {
  const track = stream.getVideoTracks()[0];
  const settings = track?.getSettings() ?? {};
  return {
    label: track?.label || 'Camera',
    ...(settings.width ? { width: settings.width } : {}),
    ...(settings.height ? { height: settings.height } : {}),
  };
}
