import { Badge, HStack, Text } from '@chakra-ui/react';
import type { Report } from '@portal/contract';
import { useReportsText } from './messages';

/**
 * A report's number with its version (docs/inspection-processing.md, "Documents"): 已被替代 with the new
 * number when a re-issue replaced it, 第 n 版 with the number it replaces when it is a re-issue.
 */
export function ReportNoWithVersion({ report }: { report: Pick<Report, 'reportNo' | 'version' | 'supersededBy' | 'supersedes'> }) {
  const t = useReportsText();
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="span">{report.reportNo}</Text>
      {report.supersededBy ? (
        <Badge colorPalette="orange" data-testid="report-superseded">
          {t('version.superseded', { number: report.supersededBy })}
        </Badge>
      ) : report.supersedes ? (
        <Badge colorPalette="blue" data-testid="report-version">
          {t('version.replaces', { version: String(report.version), number: report.supersedes })}
        </Badge>
      ) : null}
    </HStack>
  );
}
