import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { pageClickAt, type PdfPageClick } from './page-click.ts';
import type { PDFDocumentProxy } from './pdfjs.ts';

export type PdfPagesProps = {
  /** The PDF bytes; null while they are being fetched. */
  data: ArrayBuffer | null;
  /** Accessible name of the pages' region, e.g. "Preview: CMR 12". */
  title: string;
  /** Makes every page clickable; gets the page and the position as fractions of the page. */
  onPageClick?: (click: PdfPageClick) => void;
  /** Drawn over page `page` (1-based), absolutely positioned, e.g. a click-to-place marker. */
  overlay?: (page: number) => ReactNode;
};

type LoadState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pdf: PDFDocumentProxy };

/** Widest a page is drawn when its container has no width yet (e.g. not laid out). */
const FALLBACK_WIDTH = 800;

/** pdf.js is loaded on first use only, so the main bundle stays small. */
function usePdf(data: ArrayBuffer | null): LoadState {
  // Kept with the bytes it belongs to: new bytes show the loading state until they are open.
  const [loaded, setLoaded] = useState<{
    data: ArrayBuffer;
    pdf: PDFDocumentProxy | null;
  } | null>(null);
  useEffect(() => {
    if (!data) return undefined;
    let isCurrent = true;
    let opened: PDFDocumentProxy | null = null;
    import('./pdfjs.ts')
      .then(({ openPdf }) => openPdf(data))
      .then((pdf) => {
        opened = pdf;
        if (isCurrent) setLoaded({ data, pdf });
        else void pdf.destroy();
      })
      .catch((error: unknown) => {
        console.error('The PDF could not be displayed', error);
        if (isCurrent) setLoaded({ data, pdf: null });
      });
    return () => {
      isCurrent = false;
      void opened?.destroy();
    };
  }, [data]);
  if (!data || loaded?.data !== data) return { status: 'loading' };
  return loaded.pdf ? { status: 'ready', pdf: loaded.pdf } : { status: 'failed' };
}

type PdfPageProps = {
  pdf: PDFDocumentProxy;
  page: number;
  width: number;
  label: string;
  onPageClick?: (click: PdfPageClick) => void;
  overlay?: (page: number) => ReactNode;
};

/** One page drawn to a canvas at the display width times the pixel ratio (sharp on phones). */
function PdfPage({ pdf, page, width, label, onPageClick, overlay }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [isFailed, setIsFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    let cancel: (() => void) | null = null;
    void pdf
      .getPage(page)
      .then(async (proxy) => {
        const canvas = canvasRef.current;
        if (!isCurrent || !canvas) return;
        const natural = proxy.getViewport({ scale: 1 });
        const shown = Math.min(width, natural.width * 2);
        const ratio = window.devicePixelRatio || 1;
        const viewport = proxy.getViewport({ scale: (shown / natural.width) * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        setSize({ width: shown, height: (shown * natural.height) / natural.width });
        const task = proxy.render({ canvas, viewport });
        cancel = () => {
          task.cancel();
        };
        await task.promise;
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'RenderingCancelledException') return;
        console.error(`Page ${String(page)} of the PDF could not be drawn`, error);
        if (isCurrent) setIsFailed(true);
      });
    return () => {
      isCurrent = false;
      cancel?.();
    };
  }, [pdf, page, width]);

  const place = (event: MouseEvent<HTMLElement>) => {
    const click = pageClickAt(
      page,
      event.currentTarget.getBoundingClientRect(),
      event.clientX,
      event.clientY,
    );
    if (click) onPageClick?.(click);
  };
  // Keyboard users place at the page's centre, then may click to refine.
  const placeByKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPageClick?.({ page, x: 0.5, y: 0.5 });
  };
  const isClickable = onPageClick !== undefined;

  return (
    <Box
      data-pdf-page={page}
      role={isClickable ? 'button' : 'img'}
      aria-label={label}
      tabIndex={isClickable ? 0 : undefined}
      onClick={isClickable ? place : undefined}
      onKeyDown={isClickable ? placeByKey : undefined}
      sx={{
        position: 'relative',
        width: size ? `${String(size.width)}px` : '100%',
        maxWidth: '100%',
        aspectRatio: size ? `${String(size.width)} / ${String(size.height)}` : '1 / 1.414',
        mx: 'auto',
        bgcolor: 'common.white',
        boxShadow: 2,
        cursor: isClickable ? 'crosshair' : undefined,
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {isFailed ? null : (
        <canvas ref={canvasRef} style={{ display: 'block', width: '100%', height: '100%' }} />
      )}
      {overlay && (
        <Box sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>{overlay(page)}</Box>
      )}
    </Box>
  );
}

/**
 * Every page of a PDF drawn to canvas with pdf.js (loaded lazily), one under the other, in a
 * region named `title`. Pages are clickable when `onPageClick` is given.
 */
export function PdfPages({ data, title, onPageClick, overlay }: PdfPagesProps) {
  const { t } = useTranslation('common');
  const state = usePdf(data);
  const regionRef = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    // Measured once; a page keeps its drawing when the window changes, the canvas scales.
    const measured = region.clientWidth - 32;
    if (measured > 0) setWidth(measured);
  }, []);

  const count = state.status === 'ready' ? state.pdf.numPages : 0;
  return (
    <Box
      component="section"
      ref={regionRef}
      aria-label={title}
      aria-busy={state.status === 'loading'}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, bgcolor: 'grey.200' }}
    >
      {state.status === 'failed' ? (
        <Alert severity="error" role="alert">
          {t('pdf.failed')}
        </Alert>
      ) : state.status === 'loading' ? (
        // The bar moves from the first frame (feedback within 100 ms); the page's outline waits.
        <>
          <LinearProgress aria-label={t('pdf.loading')} />
          <Skeleton
            variant="rectangular"
            aria-hidden
            sx={{ width: '100%', aspectRatio: '1 / 1.414', height: 'auto' }}
          />
        </>
      ) : (
        Array.from({ length: count }, (_, index) => index + 1).map((page) => (
          <PdfPage
            key={page}
            pdf={state.pdf}
            page={page}
            width={width}
            label={
              onPageClick ? t('pdf.place_on_page', { page, count }) : t('pdf.page', { page, count })
            }
            onPageClick={onPageClick}
            overlay={overlay}
          />
        ))
      )}
    </Box>
  );
}
