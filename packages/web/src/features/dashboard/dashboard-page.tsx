import { Card, Heading, Text } from '@chakra-ui/react';
import { ROLE_NAMES } from '@portal/contract';
import { useUser } from '../../session/session-state';
import { useOrgName } from '../../shell/header/use-org-name';
import { EnterpriseDesk } from './enterprise-desk';
import { InstituteDesk } from './institute-desk';
import { useDeskText } from './messages';
import { useI18n } from '../../i18n/i18n';

/** 工作台 (/home): what needs attention today, for an enterprise or for institute staff. */
export function DashboardPage() {
  const t = useDeskText();
  const user = useUser();
  const orgName = useOrgName(user);
  const { known } = useI18n();
  return (
    <>
      <Card.Root mb="4" bgGradient="to-r" gradientFrom="blue.600" gradientTo="blue.800" color="white" borderWidth="0" data-testid="work-desktop">
        <Card.Body py="5" gap="1">
          <Heading size="lg">{t('desk.greeting', { name: user.name })}</Heading>
          <Text color="blue.100" fontSize="sm">
            {t('desk.unit', { unit: orgName, role: known(ROLE_NAMES, user.currentRole.name) })}
          </Text>
        </Card.Body>
      </Card.Root>
      {user.currentRole.roleType === 'institute' ? <InstituteDesk user={user} /> : <EnterpriseDesk user={user} />}
    </>
  );
}
