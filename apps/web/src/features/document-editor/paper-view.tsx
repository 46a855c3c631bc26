import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  isTableValue,
  layoutLabel,
  layoutValues,
  PAPER_LAYOUTS,
  type BoxValue,
  type GeneratedDocumentCode,
  type Language,
  type LayoutBox,
  type LayoutData,
  type LayoutLabels,
  type SignerType,
} from '@transitdocs/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n.ts';

export type PaperViewProps = {
  code: GeneratedDocumentCode;
  documentData: LayoutData | null | undefined;
  /** `auto`: the paper form from the medium breakpoint up, the stacked form below it. */
  variant?: 'auto' | 'paper' | 'stacked';
  /**
   * What a signature box shows (the signing screens put their slot buttons there); without it
   * the box stays empty, as on the editor's preview.
   */
  renderSignature?: SignatureRenderer;
  /** Box numbers on every type, not only the CMR and the WZ (the PS signing screen, spec 2 §2). */
  isNumbered?: boolean;
};

/** Draws the content of the `signer`'s signature box. */
export type SignatureRenderer = (signer: SignerType) => ReactNode;

/** Only the CMR and the WZ print their box numbers (spec 2 §2, printed layouts). */
const NUMBERED: ReadonlySet<GeneratedDocumentCode> = new Set(['CMR', 'WZ']);

/** A length in millimetres of the A4 page, scaled to the paper container's width. */
const mm = (value: number) => `calc(${value} * 100cqw / 210)`;

function boxName(box: LayoutBox, language: Language, isNumbered: boolean): string {
  const label = layoutLabel(box, language);
  return isNumbered && box.number ? `${box.number}. ${label}` : label;
}

function rowsOf(value: BoxValue): string[][] {
  return isTableValue(value) ? value : [];
}

function linesOf(value: BoxValue): string[] {
  return value.filter((entry): entry is string => typeof entry === 'string');
}

/** The CMR prints all three languages; the other forms the reader's language. */
function PaperLabel(props: { labels: LayoutLabels; isTrilingual: boolean; language: Language }) {
  const { labels, isTrilingual, language } = props;
  if (!isTrilingual) return <span>{layoutLabel({ labels }, language)}</span>;
  return (
    <>
      <span lang="pl">{labels.pl}</span>
      {' / '}
      <span lang="en">{labels.en}</span>
      {' / '}
      <span lang="de">{labels.de}</span>
    </>
  );
}

const cellSx = {
  border: '0.5px solid',
  borderColor: 'grey.500',
  padding: mm(0.6),
  verticalAlign: 'top',
  overflow: 'hidden',
};

function PaperBoxContent(props: {
  box: LayoutBox;
  value: BoxValue;
  isTrilingual: boolean;
  language: Language;
  renderSignature: SignatureRenderer | undefined;
}) {
  const { box, value, isTrilingual, language, renderSignature } = props;
  const label = (labels: LayoutLabels) => (
    <PaperLabel labels={labels} isTrilingual={isTrilingual} language={language} />
  );
  switch (box.kind) {
    case 'title':
    case 'lines':
    case 'text':
      return (
        <Box
          sx={{
            fontSize: box.kind === 'title' ? mm(3.4) : mm(2.6),
            fontWeight: box.kind === 'title' ? 600 : 400,
            whiteSpace: box.kind === 'text' ? 'pre-wrap' : 'nowrap',
          }}
        >
          {linesOf(value).map((line, index) => (
            <Box key={index} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {line}
            </Box>
          ))}
        </Box>
      );
    case 'table':
      return (
        <Box
          component="table"
          sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              {(box.columns ?? []).map((column) => (
                <Box
                  component="th"
                  key={column.id}
                  scope="col"
                  sx={{ ...cellSx, width: mm(column.w), fontSize: mm(1.7), fontWeight: 400 }}
                >
                  {column.number ? (
                    <>
                      <strong>{column.number}</strong>{' '}
                    </>
                  ) : null}
                  {label(column.labels)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowsOf(value).map((row, rowIndex) => (
              <tr key={rowIndex}>
                {(box.columns ?? []).map((column, index) => (
                  <Box
                    component="td"
                    key={column.id}
                    sx={{ ...cellSx, fontSize: mm(2.4), textAlign: column.align ?? 'left' }}
                  >
                    {row[index] ?? ''}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      );
    case 'grid': {
      const rows = rowsOf(value);
      return (
        <Box
          component="table"
          sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              <Box component="td" sx={{ ...cellSx, width: mm(box.rowLabelWidth ?? 30) }} />
              {(box.columns ?? []).map((column) => (
                <Box
                  component="th"
                  key={column.id}
                  scope="col"
                  sx={{ ...cellSx, width: mm(column.w), fontSize: mm(1.7), fontWeight: 400 }}
                >
                  {label(column.labels)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {(box.rows ?? []).map((row, rowIndex) => (
              <tr key={row.id}>
                <Box
                  component="th"
                  scope="row"
                  sx={{ ...cellSx, fontSize: mm(1.7), fontWeight: 400 }}
                >
                  {row.number ? (
                    <>
                      <strong>{row.number}</strong>{' '}
                    </>
                  ) : null}
                  {label(row.labels)}
                </Box>
                {(box.columns ?? []).map((column, index) => (
                  <Box
                    component="td"
                    key={column.id}
                    sx={{ ...cellSx, fontSize: mm(2.3), textAlign: column.align ?? 'left' }}
                  >
                    {rows[rowIndex]?.[index] ?? ''}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      );
    }
    case 'signature':
      // Signatures are drawn here by the signing screens; the box stays empty on the form.
      return (
        <Box
          data-signer={box.signer}
          sx={{ flex: 1, minHeight: mm(12), fontSize: mm(2.4), display: 'flex' }}
        >
          {renderSignature && box.signer ? renderSignature(box.signer) : linesOf(value).join(' ')}
        </Box>
      );
  }
}

type SheetProps = Pick<PaperViewProps, 'code' | 'documentData' | 'renderSignature' | 'isNumbered'>;

function PaperSheet(props: SheetProps) {
  const { code, renderSignature } = props;
  const language = currentLanguage();
  const layout = PAPER_LAYOUTS[code];
  const values = layoutValues(code, props.documentData, language);
  const isNumbered = props.isNumbered ?? NUMBERED.has(code);
  const isTrilingual = code === 'CMR';
  return (
    <Box
      className="paper-view-sheet"
      sx={{
        containerType: 'inline-size',
        width: '100%',
        maxWidth: 900,
        mx: 'auto',
        bgcolor: 'common.white',
        color: 'common.black',
        boxShadow: 2,
        '@media print': { boxShadow: 'none', maxWidth: 'none', width: '210mm' },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${layout.width} / ${layout.height}`,
        }}
      >
        {layout.boxes.map((box) => (
          <Box
            key={box.id}
            role="group"
            aria-label={boxName(box, language, isNumbered)}
            sx={{
              position: 'absolute',
              left: mm(box.x),
              top: mm(box.y),
              width: mm(box.w),
              height: mm(box.h),
              border: '1px solid',
              borderColor: 'grey.800',
              padding: mm(0.8),
              overflow: 'hidden',
              display: 'flex',
              flexDirection: 'column',
              gap: mm(0.5),
              boxSizing: 'border-box',
            }}
          >
            <Box sx={{ fontSize: mm(1.8), lineHeight: 1.15, color: 'grey.800' }}>
              {isNumbered && box.number ? (
                <>
                  <strong>{box.number}</strong>{' '}
                </>
              ) : null}
              <PaperLabel labels={box.labels} isTrilingual={isTrilingual} language={language} />
            </Box>
            <PaperBoxContent
              box={box}
              value={values[box.id] ?? []}
              isTrilingual={isTrilingual}
              language={language}
              renderSignature={renderSignature}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Below the medium breakpoint: each box as a labelled block, in the layout's order. */
function StackedForm(props: SheetProps) {
  const { code, renderSignature } = props;
  const language = currentLanguage();
  const layout = PAPER_LAYOUTS[code];
  const values = layoutValues(code, props.documentData, language);
  const isNumbered = props.isNumbered ?? NUMBERED.has(code);
  const blocks: ReactNode[] = layout.boxes.map((box) => {
    const value = values[box.id] ?? [];
    const name = boxName(box, language, isNumbered);
    const headingId = `paper-stacked-${code}-${box.id}`;
    let content: ReactNode;
    if (box.kind === 'table') {
      const columns = box.columns ?? [];
      content = rowsOf(value).map((row, index) => (
        <Box
          component="dl"
          key={index}
          sx={{ m: 0, mb: 1, pl: 1, borderLeft: 2, borderColor: 'divider' }}
        >
          {columns.map((column, c) =>
            row[c] ? (
              <Box key={column.id} sx={{ display: 'flex', gap: 1 }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {layoutLabel(column, language)}:
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {row[c]}
                </Box>
              </Box>
            ) : null,
          )}
        </Box>
      ));
    } else if (box.kind === 'grid') {
      const rows = rowsOf(value);
      content = (box.rows ?? []).map((row, index) => {
        const cells = rows[index] ?? [];
        if (!cells.some((cell) => cell !== '')) return null;
        return (
          <Typography key={row.id} variant="body2">
            {layoutLabel(row, language)}:{' '}
            {(box.columns ?? [])
              .map((column, c) => (cells[c] ? `${layoutLabel(column, language)} ${cells[c]}` : ''))
              .filter(Boolean)
              .join(', ')}
          </Typography>
        );
      });
    } else if (box.kind === 'signature') {
      content = (
        <Box
          data-signer={box.signer}
          sx={{
            minHeight: 72,
            display: 'flex',
            border: '1px dashed',
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {renderSignature && box.signer ? renderSignature(box.signer) : null}
        </Box>
      );
    } else {
      content = linesOf(value).map((line, index) => (
        <Typography key={index} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {line}
        </Typography>
      ));
    }
    return (
      <Box
        key={box.id}
        component="section"
        aria-labelledby={headingId}
        sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={headingId} variant="subtitle2" component="h3">
          {name}
        </Typography>
        {content}
      </Box>
    );
  });
  return <Box className="paper-view-stacked">{blocks}</Box>;
}

/**
 * A generated document as the paper form people know: the type's layout boxes positioned in
 * millimetres on an A4 sheet that scales with its container, and printable as it is.
 */
export function PaperView({
  code,
  documentData,
  variant = 'auto',
  renderSignature,
  isNumbered,
}: PaperViewProps) {
  const { t } = useTranslation('document_editor');
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const isStacked = variant === 'stacked' || (variant === 'auto' && isNarrow);
  return (
    <Box role="region" aria-label={t('paper.aria_label', { type: t(`types.${code}`) })}>
      <GlobalStyles
        styles={{
          '@media print': {
            '@page': { size: 'A4', margin: 0 },
            'body *': { visibility: 'hidden' },
            '.paper-view-sheet, .paper-view-sheet *, .paper-view-stacked, .paper-view-stacked *': {
              visibility: 'visible',
            },
            '.paper-view-sheet, .paper-view-stacked': { position: 'absolute', left: 0, top: 0 },
          },
        }}
      />
      {isStacked ? (
        <StackedForm
          code={code}
          documentData={documentData}
          renderSignature={renderSignature}
          isNumbered={isNumbered}
        />
      ) : (
        <PaperSheet
          code={code}
          documentData={documentData}
          renderSignature={renderSignature}
          isNumbered={isNumbered}
        />
      )}
    </Box>
  );
}
