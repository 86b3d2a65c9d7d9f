import { Alert, Badge, Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { ReportVerification } from '@portal/contract';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { reportKeys } from '../../api/queries/reports';
import { ScannedRecordCard, scannedReadOptions } from '../../ui/public-phone-card';
import { useReportsText } from './messages';

/** The SHA-256 of a file, computed on the device (the file never leaves it). */
async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * /verify-report?code=…: what a report's QR code opens on a phone (390 px). No session; only what the
 * report prints, that it stands, and the SHA-256 of each kept file — and a holder checks a PDF against
 * them on the device (docs/inspection-processing.md, "Documents").
 */
export function ReportVerificationPage() {
  const t = useReportsText();
  const [search] = useSearchParams();
  const code = (search.get('code') ?? '').trim();
  const verification = tsr.reports.verify.useQuery(scannedReadOptions(reportKeys.verification(code), code ? { query: { code } } : null));

  return (
    <ScannedRecordCard text={t} group="verify" code={code} read={verification} noticeTestId="report-verification-notice">
      {(record) => <Verified report={record} />}
    </ScannedRecordCard>
  );
}

function Verified({ report }: { report: ReportVerification }) {
  const t = useReportsText();
  const rows: [string, string][] = [
    [t('verify.equipment'), report.equipmentName],
    [t('verify.registerCode'), report.registerCode || '—'],
    [t('verify.kind'), report.kind],
    [t('verify.conclusion'), report.conclusion],
    [t('verify.checkDate'), report.checkDate],
    [t('verify.nextCheckDate'), report.nextCheckDate ?? '—'],
    [t('verify.issuedAt'), report.issuedAt],
    [t('verify.institute'), report.institute],
  ];
  return (
    <Stack gap="5" data-testid="report-verification">
      <Box textAlign="center" py="2">
        <Text color="gray.600" fontSize="sm">
          {t('verify.reportNo')}
        </Text>
        <Text fontFamily="mono" fontSize="lg" fontWeight="bold" wordBreak="break-all" data-testid="report-verification-no">
          {report.reportNo}
        </Text>
        {report.state === 'superseded' ? (
          <Badge mt="2" colorPalette="orange" data-testid="report-verification-state">
            {t('verify.superseded')}
          </Badge>
        ) : (
          <Badge mt="2" colorPalette="green" data-testid="report-verification-state">
            {t('verify.valid')}
          </Badge>
        )}
      </Box>
      {report.state === 'superseded' && (
        <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" color="orange.900" borderRadius="md" p="3" data-testid="report-verification-superseded">
          <Text fontWeight="bold" wordBreak="break-all">
            {t('verify.supersededBy', { number: report.supersededBy ?? '—' })}
          </Text>
          <Text fontSize="sm" mt="1">
            {t('verify.supersededHint')}
          </Text>
        </Box>
      )}
      <Grid templateColumns="7em 1fr" rowGap="2" fontSize="sm">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text color="gray.500">{label}</Text>
            <Text>{value}</Text>
          </Box>
        ))}
      </Grid>
      <Stack gap="1" fontSize="xs">
        <Text color="gray.500">{t('verify.files')}</Text>
        {report.files.map((file) => (
          <Text key={file.reportType} fontFamily="mono" wordBreak="break-all" data-testid="report-verification-file">
            {t(`file.${file.reportType}`)}：{file.sha256}
          </Text>
        ))}
      </Stack>
      <FileCheck report={report} />
    </Stack>
  );
}

function FileCheck({ report }: { report: ReportVerification }) {
  const t = useReportsText();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<'checking' | { match: string | null } | null>(null);
  const check = async (file: File | undefined) => {
    if (!file) return;
    setOutcome('checking');
    const digest = await sha256Of(file);
    const match = report.files.find((kept) => kept.sha256 === digest);
    setOutcome({ match: match ? t(`file.${match.reportType}`) : null });
  };
  const superseded = report.state === 'superseded';
  // A superseded report's kept file still matches byte for byte, but is no longer the valid document.
  const matchText = (file: string) =>
    superseded ? t('verify.matchSuperseded', { file, number: report.supersededBy ?? '—' }) : t('verify.match', { file });
  // A PDF dropped anywhere on the box is checked like one chosen with the button.
  return (
    <Stack
      gap="2"
      borderTopWidth="1px"
      pt="4"
      data-testid="report-verification-drop"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        void check(event.dataTransfer.files[0]);
      }}
    >
      <Text fontSize="sm" color="gray.600">
        {t('verify.checkHint')}
      </Text>
      <input ref={input} type="file" accept="application/pdf,.pdf" hidden data-testid="report-verification-input" onChange={(event) => void check(event.target.files?.[0])} />
      <Button variant="outline" onClick={() => input.current?.click()} loading={outcome === 'checking'} loadingText={t('verify.checking')}>
        {t('verify.check')}
      </Button>
      {outcome !== null && outcome !== 'checking' && (
        <Alert.Root status={outcome.match ? (superseded ? 'warning' : 'success') : 'error'} borderRadius="md" data-testid="report-verification-outcome">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{outcome.match ? matchText(outcome.match) : t('verify.noMatch')}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
