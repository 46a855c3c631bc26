import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { EftiInspectionCmr, VerifySignature } from '@transitdocs/domain';
import type { ReactNode } from 'react';
import { saveFile } from '../../api/documents.ts';
import { formatDateTime } from '../../ui/date-time.ts';
import { PdfPages } from '../pdf-viewer/pdf-pages.tsx';
import { InspectionSection } from './inspection-consignment.tsx';
import type { ViewTexts } from './inspection-values.ts';

/** A verdict in words and an icon, never by colour alone. */
function Verdict({ isGood, children }: { isGood: boolean; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        color: isGood ? 'success.main' : 'error.main',
        fontWeight: 800,
        '& svg': { fontSize: 30, flexShrink: 0 },
      }}
    >
      {isGood ? <CheckCircle /> : <Cancel />}
      <Typography component="span" sx={{ fontWeight: 800, color: 'inherit' }}>
        {children}
      </Typography>
    </Box>
  );
}

function textOr(texts: ViewTexts, key: string, fallback: string): string {
  return texts.has(key) ? texts.t(key) : fallback;
}

function Signature({ signature, texts }: { signature: VerifySignature; texts: ViewTexts }) {
  const rows = [
    { label: texts.t('cmr.signer'), value: signature.signer_name },
    { label: texts.t('cmr.company'), value: signature.company_name },
    {
      label: texts.t('cmr.signed_at'),
      value: formatDateTime(signature.signed_at) || signature.signed_at,
    },
    {
      label: texts.t('cmr.method'),
      value: textOr(texts, `cmr.methods.${signature.sign_method}`, signature.sign_method),
    },
  ].filter((row) => row.value);
  return (
    <Box component="li" sx={{ border: '2px solid #000000', borderRadius: 1, p: 1.5 }}>
      <Typography variant="h3" component="h4" sx={{ mb: 0.5 }}>
        {textOr(texts, `cmr.party.${signature.signed_by_type}`, signature.signed_by_type)}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
            <Typography component="dt" sx={{ fontWeight: 800 }}>
              {row.label}:
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        <Verdict isGood={signature.chain_valid}>
          {signature.chain_valid
            ? texts.t('cmr.signature_intact')
            : texts.t('cmr.signature_changed')}
        </Verdict>
      </Box>
    </Box>
  );
}

export type PdfState =
  | { status: 'loading' }
  | { status: 'ready'; bytes: ArrayBuffer }
  | { status: 'failed'; reason: 'not_saved' | 'failed' };

/** The CMR's signatures as its public verification reads them, and the PDF itself. */
export function InspectionCmr({
  cmr,
  pdf,
  texts,
}: {
  cmr: EftiInspectionCmr | null;
  pdf: PdfState;
  texts: ViewTexts;
}) {
  if (!cmr) {
    return (
      <InspectionSection title={texts.t('cmr.heading')}>
        <Typography sx={{ fontWeight: 700 }}>{texts.t('cmr.none')}</Typography>
      </InspectionSection>
    );
  }
  const { verification } = cmr;
  const verifyAddress = cmr.verify_id
    ? `${location.origin}/verify/${encodeURIComponent(cmr.verify_id)}`
    : null;
  const pdfTitle = texts.t('cmr.pdf_title', { name: cmr.name });
  return (
    <InspectionSection title={texts.t('cmr.heading')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, overflowWrap: 'anywhere' }}>
          {cmr.name}
        </Typography>
        {verification ? (
          <>
            <Verdict isGood={verification.chain_valid}>
              {verification.chain_valid ? texts.t('cmr.chain_valid') : texts.t('cmr.chain_broken')}
            </Verdict>
            <Typography variant="h3" component="h3">
              {texts.t('cmr.signatures')}
            </Typography>
            <Box
              component="ul"
              aria-label={texts.t('cmr.signatures')}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {verification.signatures.map((signature, index) => (
                <Signature
                  key={`${signature.signed_by_type}-${String(index)}`}
                  signature={signature}
                  texts={texts}
                />
              ))}
            </Box>
          </>
        ) : (
          <Typography sx={{ fontWeight: 700 }}>{texts.t('cmr.unsigned')}</Typography>
        )}
        {verifyAddress && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 800 }}>
              {texts.t('cmr.verify_online')}:
            </Box>{' '}
            <Box component="a" href={verifyAddress} sx={{ color: '#000000', fontWeight: 700 }}>
              {verifyAddress}
            </Box>
          </Typography>
        )}
        {pdf.status === 'ready' && (
          <Box>
            <Button
              variant="outlined"
              startIcon={<Download />}
              onClick={() => {
                saveFile({
                  blob: new Blob([pdf.bytes], { type: 'application/pdf' }),
                  fileName: `${cmr.name.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.pdf`,
                });
              }}
            >
              {texts.t('cmr.save_pdf')}
            </Button>
          </Box>
        )}
        {pdf.status === 'failed' ? (
          <Verdict isGood={false}>
            {pdf.reason === 'not_saved' ? texts.t('cmr.pdf_not_saved') : texts.t('cmr.pdf_failed')}
          </Verdict>
        ) : (
          <Box sx={{ mx: { xs: -2, sm: 0 } }}>
            <PdfPages data={pdf.status === 'ready' ? pdf.bytes : null} title={pdfTitle} />
          </Box>
        )}
      </Box>
    </InspectionSection>
  );
}
