import SignaturePad, { type PointGroup } from 'signature_pad';
import { padStrokeWidths, scaledImageSize } from './pad-strokes.ts';

/** A drawing as its strokes: kept while the pad is away, drawn again when it is back. */
export type SignatureStrokes = readonly PointGroup[];

/**
 * The few things the signing flow needs from a drawing pad. Kept this small so the library
 * (signature_pad) stays behind one module.
 */
export type SignatureSurface = {
  isEmpty: () => boolean;
  clear: () => void;
  /** The drawing as a PNG, scaled to width 300 (spec 2 §9). */
  toPng: () => Blob;
  /** The strokes drawn so far (a copy). */
  strokes: () => SignatureStrokes;
  /** Draws kept strokes again on an empty pad. */
  restore: (strokes: SignatureStrokes) => void;
  /** Called after each finished stroke. */
  onStroke: (listener: () => void) => void;
  destroy: () => void;
};

function dataUrlToBlob(dataUrl: string): Blob {
  const [header = '', data = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(header)?.[1] ?? 'image/png';
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/**
 * Sizes the canvas for the screen's pixel density (a blurred signature otherwise) and starts
 * signature_pad on it with the pen widths of spec 2 §9, from the canvas's size on screen.
 */
export function createSignatureSurface(canvas: HTMLCanvasElement): SignatureSurface {
  const cssWidth = canvas.offsetWidth || canvas.width;
  const cssHeight = canvas.offsetHeight || canvas.height;
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = Math.round(cssWidth * ratio);
  canvas.height = Math.round(cssHeight * ratio);
  canvas.getContext('2d')?.scale(ratio, ratio);
  const pad = new SignaturePad(canvas, {
    ...padStrokeWidths(cssWidth, cssHeight),
    penColor: '#0d2a7a',
  });
  return {
    isEmpty: () => pad.isEmpty(),
    clear: () => {
      pad.clear();
    },
    toPng: () => {
      const size = scaledImageSize(canvas.width, canvas.height);
      const scaled = document.createElement('canvas');
      scaled.width = size.width;
      scaled.height = size.height;
      scaled.getContext('2d')?.drawImage(canvas, 0, 0, size.width, size.height);
      return dataUrlToBlob(scaled.toDataURL('image/png'));
    },
    strokes: () => pad.toData().map((group) => ({ ...group, points: [...group.points] })),
    restore: (strokes) => {
      pad.fromData([...strokes]);
    },
    onStroke: (listener) => {
      pad.addEventListener('endStroke', listener);
    },
    destroy: () => {
      pad.off();
    },
  };
}
