import { Table } from '@chakra-ui/react';
import type { AccountRegistration } from '@portal/contract';
import { shortDateTime } from '../../lib/dates';
import { registrationDetailPath } from '../../routes/paths';
import { AuditStateBadge } from '../../ui/badges';
import { RowLink } from '../../ui/list-page';
import { SectionCard } from '../../ui/section-card';
import { useAccountRegistrationText } from './messages';
import { PlainTable } from '../../ui/plain-table';
import { InfoNote } from '../../ui/info-note';

/**
 * The other applications for the same credit code, beside the one being audited: a pending
 * application holds no code (docs/security.md), so the auditor weighs who really is the unit.
 */
export function CompetingRegistrations({ items }: { items: readonly AccountRegistration[] }) {
  const t = useAccountRegistrationText();
  if (items.length === 0) return null;
  return (
    <SectionCard title={t('competing.title')} testId="registration-competing">
      <InfoNote status="warning" mb="3">{t('competing.hint')}</InfoNote>
      <PlainTable
        headers={[
          { label: t('field.referenceNo') },
          { label: t('field.unitName') },
          { label: t('field.loginName') },
          { label: t('field.contactPerson') },
          { label: t('field.submittedAt') },
          { label: t('field.state') },
        ]}
        framed={false}
      >
        {items.map((item) => (
          <Table.Row key={item.id}>
            <Table.Cell>
              <RowLink to={registrationDetailPath(item.id)}>{item.referenceNo ?? item.id}</RowLink>
            </Table.Cell>
            <Table.Cell>{item.unitName}</Table.Cell>
            <Table.Cell>{item.loginName}</Table.Cell>
            <Table.Cell>{item.contactPerson}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{shortDateTime(item.submittedAt)}</Table.Cell>
            <Table.Cell>
              <AuditStateBadge state={item.state} />
            </Table.Cell>
          </Table.Row>
        ))}
      </PlainTable>
    </SectionCard>
  );
}
